// @vitest-environment happy-dom
import type { MyData } from "@clinic/contract/patient-rights";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PatientDataSection } from "./patient-data-section";

vi.mock("../../components/ui/toast", () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const token = "manage-token-0123456789abcdef";
const myData: MyData = {
  exportedAt: "2026-11-26T10:00:00.000Z",
  patientId: "p1",
  contact: { name: "Meera Iyer", email: "meera@example.com", phone: "+919123456780" },
  consentWithdrawnAt: null,
  erasedAt: null,
  erasureRequestedAt: null,
  bookings: [],
  consents: [],
  intakes: [
    {
      bookingId: "b1",
      answers: { reason: "<img src=x onerror=alert(1)>" },
      questionsAndAnswers: [
        { question: "What would you like help with?", answer: "<img src=x onerror=alert(1)>" },
      ],
      submittedAt: "2026-11-26T10:00:00.000Z",
      updatedAt: "2026-11-26T10:00:00.000Z",
    },
  ],
  photos: [],
  messages: [],
  practitionerNotes: [],
  measurements: [],
  whatsappOptIns: [
    {
      bookingId: "b1",
      phone: "+919123456780",
      wording: "Send me updates about this booking on WhatsApp",
      method: "booking_form",
      givenAt: "2026-11-26T10:00:00.000Z",
      withdrawnAt: "2026-11-27T10:00:00.000Z",
    },
  ],
  processing: ["For your care."],
};
const ok = (data: unknown, message?: string) =>
  new Response(JSON.stringify({ success: true, data, message }), { status: 200 });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async (url: string) =>
    String(url).endsWith("/my-data")
      ? ok(myData)
      : ok({ withdrawnAt: "2026-11-26T10:00:00.000Z" }, "Withdrawn"),
  );
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const calls = (suffix: string) => fetchMock.mock.calls.filter(([url]) => String(url).endsWith(suffix));

describe("the manage page's Your data section", () => {
  it("withdraws consent only after the confirmation, with the token in the Authorization header", async () => {
    const user = userEvent.setup();
    render(<PatientDataSection bookingId="b1" token={token} zone="Asia/Kolkata" />);
    await user.click(screen.getByRole("button", { name: "Withdraw consent" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Withdraw your consent?" });
    expect(calls("/consent/withdraw")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Keep my consent" }));
    expect(calls("/consent/withdraw")).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Withdraw consent" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Withdraw consent" }),
    );
    await waitFor(() => expect(calls("/consent/withdraw")).toHaveLength(1));
    const [url, init] = calls("/consent/withdraw")[0] as [string, RequestInit];
    expect(url).not.toContain(token);
    expect((init.headers as Record<string, string>).Authorization).toBe(`Bearer ${token}`);
    expect(
      ((await screen.findByRole("button", { name: "Consent withdrawn" })) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it("shows the data as inert text, and the correction form refuses a bad email next to the field", async () => {
    const user = userEvent.setup();
    const { container } = render(<PatientDataSection bookingId="b1" token={token} zone="Asia/Kolkata" />);
    await user.click(screen.getByRole("button", { name: "See my data" }));
    expect(await screen.findByText("<img src=x onerror=alert(1)>")).toBeTruthy();
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByRole("heading", { name: "WhatsApp updates" })).toBeTruthy();
    expect(
      screen.getByText(
        /To \+919123456780: “Send me updates about this booking on WhatsApp”, agreed .*, turned off /,
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Correct my details" }));
    const email = await screen.findByLabelText("Email");
    await user.clear(email);
    await user.type(email, "not-an-email");
    await user.click(screen.getByRole("button", { name: "Save my details" }));
    expect(await screen.findByText("Please enter a valid email address")).toBeTruthy();
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
    expect(calls("/contact")).toHaveLength(0);
  });
});
