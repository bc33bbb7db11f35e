// @vitest-environment happy-dom
import type { AdminSlot } from "@clinic/contract/admin-slots";
import type { AppointmentKind } from "@clinic/contract/appointment-kinds";
import type { StaffRole } from "@clinic/contract/staff";
import { whatsappPhoneOptInLabel } from "@clinic/contract/whatsapp";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client";

const api = vi.hoisted(() => ({ book: vi.fn() }));
const kinds = vi.hoisted(() => ({ items: [] as AppointmentKind[] }));
vi.mock("../appointment-kinds", () => ({ useKinds: () => ({ data: kinds }) }));
const toasts = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), dismiss: vi.fn() }));
vi.mock("./admin-slots-api", async (original) => ({
  ...(await original<typeof import("./admin-slots-api")>()),
  adminSlotsApi: api,
}));
vi.mock("../../components/ui/toast", () => ({ toast: toasts }));
/** Settings' UPI ID as GET /api/admin/upi answers it, and who is signed in (issue 35). */
const upi = vi.hoisted(() => ({
  data: { vpa: null as string | null, payeeName: null as string | null },
  role: "front_desk" as StaffRole,
}));
vi.mock("../payments/upi-api", () => ({
  upiKey: ["admin", "upi"],
  useClinicUpi: () => ({ data: upi.data }),
}));
vi.mock("../auth", () => ({ useStaffRole: () => upi.role }));

const { CreateBookingDialog } = await import("./create-booking-dialog");

const slot: AdminSlot = {
  slotId: "slot-1",
  id: "slot-1",
  dateKey: "2099-01-05",
  startAt: "2099-01-05T03:30:00.000Z",
  endAt: "2099-01-05T04:30:00.000Z",
  tz: "Asia/Kolkata",
  status: "OPEN",
  calendarEventId: null,
  createdAt: "2098-12-01T00:00:00.000Z",
  practitionerId: "owner",
  kindIds: ["consultation"],
  booking: null,
};

const kindOf = (id: string, name: string, mode: AppointmentKind["mode"], amountInPaisa: number) =>
  ({
    id,
    name,
    names: {},
    mode,
    durationMinutes: 45,
    bufferMinutes: 0,
    amountInPaisa,
    currency: "INR",
    minNoticeHours: 0,
    maxAdvanceDays: 60,
    bookableOnline: false,
    colour: "#2f6f73",
    address: null,
    serviceArea: null,
    isDefault: id === "consultation",
    archived: false,
  }) satisfies AppointmentKind;

function open(variant: "slots" | "bookings" = "slots", taking: AdminSlot = slot) {
  const onCreated = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CreateBookingDialog slot={taking} variant={variant} onClose={() => {}} onCreated={onCreated} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { dialog: screen.getByRole("dialog", { name: "Create Booking" }), onCreated };
}

async function fillPatient(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByLabelText("Full Name"), "Phoned Pallavi");
  await userEvent.type(within(dialog).getByLabelText("Email"), "pallavi@example.com");
  await userEvent.type(within(dialog).getByLabelText("Phone Number"), "98 7654 3210");
  await userEvent.click(within(dialog).getByRole("checkbox", { name: "Consent taken by phone" }));
}

beforeEach(() => {
  kinds.items = [
    kindOf("consultation", "Video consultation", "video", 250_000),
    kindOf("mld", "Manual lymphatic drainage", "in_clinic", 150_000),
    kindOf("home", "Home visit", "home_visit", 300_000),
  ];
  api.book.mockResolvedValue({ bookingId: "b1" });
  upi.data = { vpa: null, payeeName: null };
  upi.role = "front_desk";
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe("the admin's booking dialog (admin.md §5, decision 0094)", () => {
  it("shows each field's text and the one toast, and sends nothing", async () => {
    const { dialog } = open();
    await userEvent.click(within(dialog).getByRole("button", { name: "Create Booking" }));
    expect(await within(dialog).findByText("Patient name is required")).toBeTruthy();
    expect(within(dialog).getByText("Email address is required")).toBeTruthy();
    expect(within(dialog).getByText("Phone number is required")).toBeTruthy();
    expect(within(dialog).getByLabelText("Full Name").getAttribute("aria-invalid")).toBe("true");
    const consent = within(dialog).getByRole("checkbox", { name: "Consent taken by phone" });
    expect(consent.getAttribute("aria-invalid")).toBe("true");
    expect(
      within(dialog).getByText("Please confirm that the patient gave their consent by phone"),
    ).toBeTruthy();
    expect(consent.getAttribute("aria-describedby")).toContain("booking-consent-error");
    expect(toasts.error).toHaveBeenCalledWith("Validation Error: Please correct the errors in the form", {
      id: "admin-booking-validation",
    });
    expect(api.book).not.toHaveBeenCalled();
  });

  it("clears a field's error when it is edited, and checks again on submit", async () => {
    const { dialog } = open("bookings");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create Booking" }));
    expect(await within(dialog).findByText("Patient name is required")).toBeTruthy();
    const name = within(dialog).getByLabelText("Full Name");
    await userEvent.type(name, "A");
    expect(within(dialog).queryByText("Patient name is required")).toBeNull();
    expect(within(dialog).queryByText("Name must be at least 2 characters")).toBeNull();
    expect(name.getAttribute("aria-invalid")).not.toBe("true");
    // The other fields' errors stay until they are edited.
    expect(within(dialog).getByText("Email address is required")).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Create Booking" }));
    expect(await within(dialog).findByText("Name must be at least 2 characters")).toBeTruthy();
  });

  it("keeps the bookings screen's own texts", async () => {
    const { dialog } = open("bookings");
    await userEvent.type(within(dialog).getByLabelText("Full Name"), "A");
    await userEvent.type(within(dialog).getByLabelText("Phone Number"), "98765");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create Booking" }));
    expect(await within(dialog).findByText("Name must be at least 2 characters")).toBeTruthy();
    expect(within(dialog).getByText("Phone number must be 10 digits")).toBeTruthy();
  });

  it("sends the WhatsApp opt-in the patient gave by phone, unticked by default", async () => {
    const { dialog, onCreated } = open();
    await fillPatient(dialog);
    const box = within(dialog).getByRole("checkbox", { name: whatsappPhoneOptInLabel });
    expect((box as HTMLInputElement).checked).toBe(false);
    await userEvent.click(box);
    await userEvent.click(within(dialog).getByRole("button", { name: "Create Booking" }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(api.book).toHaveBeenCalledWith(expect.objectContaining({ whatsappOptIn: true }));
  });

  it("books as not charged by default", async () => {
    const { dialog, onCreated } = open();
    await fillPatient(dialog);
    expect((within(dialog).getByLabelText("Phone Number") as HTMLInputElement).value).toBe("9876543210");
    expect(within(dialog).getByLabelText<HTMLInputElement>("Not charged").checked).toBe(true);
    expect(within(dialog).queryByLabelText("Amount (₹)")).toBeNull();
    await userEvent.click(within(dialog).getByRole("button", { name: "Create Booking" }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(api.book).toHaveBeenCalledWith({
      slotId: "slot-1",
      user: {
        name: "Phoned Pallavi",
        email: "pallavi@example.com",
        phone: "+919876543210",
        timezone: "Asia/Kolkata",
      },
      notes: "Booking created by admin",
      payment: { kind: "not_charged" },
      consentByPhone: true,
      kindId: "consultation",
    });
    expect(toasts.success).toHaveBeenCalledWith("Booking Created", {
      description: "Successfully created booking for Phoned Pallavi",
    });
  });

  it("collected at the clinic: asks the method, starts at the current price, sends paise", async () => {
    const { dialog, onCreated } = open();
    await fillPatient(dialog);
    const note = within(dialog).getByTestId("booking-payment-note");
    expect(note.textContent).toBe(
      "This booking will be marked as PAID automatically. No payment is required for admin bookings.",
    );
    await userEvent.click(within(dialog).getByLabelText("Collected at the clinic"));
    const amount = within(dialog).getByLabelText<HTMLInputElement>("Amount (₹)");
    await waitFor(() => expect(amount.value).toBe("2500.00"));
    expect(note.textContent).toBe(
      "This booking will be marked as PAID, with ₹2,500.00 collected at the clinic.",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Create Booking" }));
    expect(await within(dialog).findByText("Choose how the payment was collected")).toBeTruthy();
    expect(api.book).not.toHaveBeenCalled();
    await userEvent.selectOptions(within(dialog).getByLabelText("Method"), "UPI");
    await userEvent.clear(amount);
    await userEvent.type(amount, "1500.5");
    expect(note.textContent).toBe(
      "This booking will be marked as PAID, with ₹1,500.50 collected at the clinic (UPI).",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Create Booking" }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    // The refused first try's "Validation Error" goes when the booking is made.
    expect(toasts.dismiss).toHaveBeenCalledWith("admin-booking-validation");
    expect(api.book.mock.calls[0]?.[0].payment).toEqual({
      kind: "collected",
      method: "upi",
      amountInPaisa: 150_050,
    });
  });

  it("books the kind chosen among those the slot takes, at its price; a home visit gives its address (issue 34)", async () => {
    const { dialog, onCreated } = open("slots", { ...slot, kindIds: ["mld", "home"] });
    const kind = within(dialog).getByLabelText<HTMLSelectElement>("Appointment kind");
    expect([...kind.options].map((o) => o.textContent)).toEqual([
      "Manual lymphatic drainage (45 min, ₹1,500.00)",
      "Home visit (45 min, ₹3,000.00)",
    ]);
    // Not a video consultation: the consent by phone is to the privacy notice alone.
    expect(within(dialog).getByText("The patient agreed, on the phone, to our privacy notice.")).toBeTruthy();
    await fillPatient(dialog);
    await userEvent.click(within(dialog).getByLabelText("Collected at the clinic"));
    const amount = within(dialog).getByLabelText<HTMLInputElement>("Amount (₹)");
    await waitFor(() => expect(amount.value).toBe("1500.00"));
    await userEvent.selectOptions(kind, "Home visit (45 min, ₹3,000.00)");
    await waitFor(() => expect(amount.value).toBe("3000.00"));
    await userEvent.selectOptions(within(dialog).getByLabelText("Method"), "Cash");
    await userEvent.type(within(dialog).getByLabelText("Address for the home visit"), "4 Lake View, Mysuru");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create Booking" }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(api.book.mock.calls[0]?.[0]).toMatchObject({
      kindId: "home",
      visitAddress: "4 Lake View, Mysuru",
      payment: { kind: "collected", method: "cash", amountInPaisa: 300_000 },
    });
  });

  it("asks no kind of a slot that takes one, and sends it", async () => {
    const { dialog, onCreated } = open();
    expect(within(dialog).queryByLabelText("Appointment kind")).toBeNull();
    expect(
      within(dialog).getByText(
        "The patient agreed, on the phone, to our privacy notice and to a video consultation.",
      ),
    ).toBeTruthy();
    await fillPatient(dialog);
    await userEvent.click(within(dialog).getByRole("button", { name: "Create Booking" }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(api.book.mock.calls[0]?.[0].kindId).toBe("consultation");
    expect(api.book.mock.calls[0]?.[0].visitAddress).toBeUndefined();
  });

  it("shows the server's field reasons beside the fields, with §8's toast", async () => {
    api.book.mockRejectedValue(
      new ApiError(400, "Some fields need attention.", "validation_failed", {
        "payment.amountInPaisa": "The amount must be at most 10,00,000.00",
      }),
    );
    const { dialog, onCreated } = open();
    await fillPatient(dialog);
    await userEvent.click(within(dialog).getByLabelText("Collected at the clinic"));
    await userEvent.selectOptions(within(dialog).getByLabelText("Method"), "Cash");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create Booking" }));
    expect(await within(dialog).findByText("The amount must be at most 10,00,000.00")).toBeTruthy();
    expect(toasts.error).toHaveBeenCalledWith("Error Creating Booking", {
      description: "Invalid booking data. Please check all fields and try again.",
    });
    expect(onCreated).not.toHaveBeenCalled();
  });
});

describe("a payment collected by UPI (issue 35)", () => {
  async function collectByUpi(dialog: HTMLElement) {
    await userEvent.click(within(dialog).getByLabelText("Collected at the clinic"));
    await waitFor(() =>
      expect(within(dialog).getByLabelText<HTMLInputElement>("Amount (₹)").value).not.toBe(""),
    );
    await userEvent.selectOptions(within(dialog).getByLabelText("Method"), "UPI");
  }

  it("shows the QR for the amount typed; Create Booking records it as collected by UPI", async () => {
    upi.data = { vpa: "lymphcare@okaxis", payeeName: "Lymph Care Clinic" };
    const { dialog, onCreated } = open();
    await fillPatient(dialog);
    await userEvent.click(within(dialog).getByLabelText("Collected at the clinic"));
    // Cash asks for no QR.
    await userEvent.selectOptions(within(dialog).getByLabelText("Method"), "Cash");
    expect(within(dialog).queryByRole("button", { name: "Show UPI QR" })).toBeNull();
    await collectByUpi(dialog);
    const amount = within(dialog).getByLabelText<HTMLInputElement>("Amount (₹)");
    await userEvent.clear(amount);
    await userEvent.type(amount, "1800");
    const show = within(dialog).getByRole("button", { name: "Show UPI QR" });
    expect(show.getAttribute("aria-expanded")).toBe("false");
    await userEvent.click(show);
    const qr = await within(dialog).findByRole("img", {
      name: "UPI QR code: pay ₹1,800.00 to Lymph Care Clinic",
    });
    expect(qr.tagName.toLowerCase()).toBe("svg");
    expect(within(dialog).getByText("UPI ID: lymphcare@okaxis")).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Hide UPI QR" }).getAttribute("aria-expanded")).toBe(
      "true",
    );
    // An amount that is not one has no QR.
    await userEvent.clear(amount);
    expect(within(dialog).getByText("Enter the amount to show its QR code.")).toBeTruthy();
    await userEvent.type(amount, "1800");
    expect(await within(dialog).findByText("₹1,800.00")).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Create Booking" }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(api.book.mock.calls[0]?.[0].payment).toEqual({
      kind: "collected",
      method: "upi",
      amountInPaisa: 180_000,
    });
  });

  it("without a UPI ID, points an owner to Settings and tells others to ask the owner", async () => {
    upi.role = "owner";
    const { dialog } = open();
    await collectByUpi(dialog);
    expect(within(dialog).queryByRole("button", { name: "Show UPI QR" })).toBeNull();
    const link = within(dialog).getByRole("link", { name: "add the clinic's UPI ID in Settings" });
    expect(link.getAttribute("href")).toBe("/admin/settings");
    cleanup();
    upi.role = "front_desk";
    const again = open().dialog;
    await collectByUpi(again);
    expect(within(again).queryByRole("link")).toBeNull();
    expect(within(again).getByTestId("upi-qr-hint").textContent).toBe(
      "To show patients a UPI QR code here, ask the clinic's owner to add its UPI ID in Settings.",
    );
  });
});
