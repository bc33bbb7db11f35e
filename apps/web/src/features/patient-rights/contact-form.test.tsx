// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client";
import { render } from "../../test-support/render";

const api = vi.hoisted(() => ({ correct: vi.fn() }));
const toasts = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("./patient-rights-api", async (original) => ({
  ...(await original<typeof import("./patient-rights-api")>()),
  patientRightsApi: api,
}));
vi.mock("../../components/ui/toast", () => ({ toast: toasts }));

const { ContactForm } = await import("./contact-form");

const current = { name: "Meera Iyer", email: "meera@example.com", phone: "+919123456780" };
const access = { bookingId: "b1", token: "t", session: null };

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe("correcting one's contact details (the contract's contactCorrectionSchema)", () => {
  it("starts on the current details, the phone as its 10 digits, and keeps only digits", async () => {
    render(<ContactForm access={access} current={current} onDone={() => {}} />);
    expect((screen.getByLabelText("Full name") as HTMLInputElement).value).toBe("Meera Iyer");
    const phone = screen.getByLabelText("Phone (+91, 10 digits)") as HTMLInputElement;
    expect(phone.value).toBe("9123456780");
    await userEvent.clear(phone);
    await userEvent.type(phone, "98-76 5a");
    expect(phone.value).toBe("98765");
  });

  it("shows a record's phone (kept as digits with the country code, decision 0099) as its 10 digits", () => {
    render(<ContactForm access={access} current={{ ...current, phone: "919123456780" }} onDone={() => {}} />);
    expect((screen.getByLabelText("Phone (+91, 10 digits)") as HTMLInputElement).value).toBe("9123456780");
  });

  it("shows each error next to its field and sends nothing", async () => {
    render(<ContactForm access={access} current={current} onDone={() => {}} />);
    await userEvent.clear(screen.getByLabelText("Full name"));
    await userEvent.clear(screen.getByLabelText("Email"));
    await userEvent.type(screen.getByLabelText("Email"), "meera@");
    const phone = screen.getByLabelText("Phone (+91, 10 digits)");
    await userEvent.clear(phone);
    await userEvent.type(phone, "12345");
    await userEvent.click(screen.getByRole("button", { name: "Save my details" }));
    expect(await screen.findByText("Full name is required")).toBeTruthy();
    expect(screen.getByText("Please enter a valid email address")).toBeTruthy();
    expect(screen.getByText("Please enter a valid 10-digit mobile number")).toBeTruthy();
    const name = screen.getByLabelText("Full name");
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(name.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Full name is required",
    );
    expect(api.correct).not.toHaveBeenCalled();
  });

  it("sends the phone with its country code, then shows the server's field errors", async () => {
    const onDone = vi.fn();
    api.correct.mockResolvedValueOnce({
      data: { contact: { ...current, name: "Meera R Iyer" }, bookingsUpdated: 1 },
      message: undefined,
    });
    render(<ContactForm access={access} current={current} onDone={onDone} />);
    await userEvent.clear(screen.getByLabelText("Full name"));
    await userEvent.type(screen.getByLabelText("Full name"), "  Meera R Iyer ");
    await userEvent.click(screen.getByRole("button", { name: "Save my details" }));
    await waitFor(() =>
      expect(api.correct).toHaveBeenCalledWith(access, {
        name: "Meera R Iyer",
        email: "meera@example.com",
        phone: "+919123456780",
      }),
    );
    expect(toasts.success).toHaveBeenCalledWith("Your details were updated.");
    expect(onDone).toHaveBeenCalledWith({ ...current, name: "Meera R Iyer" });

    api.correct.mockRejectedValueOnce(
      new ApiError(400, "Invalid", undefined, { email: "This address cannot receive mail" }),
    );
    await userEvent.click(screen.getByRole("button", { name: "Save my details" }));
    expect(await screen.findByText("This address cannot receive mail")).toBeTruthy();
    expect(toasts.error).toHaveBeenCalledWith("Failed to update your details", { description: "Invalid" });
  });
});
