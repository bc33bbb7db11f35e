import type { AdminSlot } from "@clinic/contract/admin-slots";
import type { SlotStatus } from "@clinic/contract/slots";

/** A slot starting at `start` (ISO, UTC) for an hour. */
export function slot(
  id: string,
  start: string,
  status: SlotStatus = "OPEN",
  customerName?: string,
): AdminSlot {
  const end = new Date(Date.parse(start) + 3_600_000).toISOString();
  return {
    slotId: id,
    id,
    dateKey: start.slice(0, 10),
    startAt: start,
    endAt: end,
    tz: "Asia/Kolkata",
    status,
    calendarEventId: null,
    practitionerId: null,
    kindIds: ["consultation"],
    createdAt: start,
    booking: customerName
      ? {
          bookingId: `b-${id}`,
          reference: "REF",
          customerName,
          customerEmail: "p@example.com",
          customerPhone: "+919812345678",
          amount: 200000,
          currency: "INR",
          paymentStatus: "PAID",
          paymentId: null,
          paymentMethod: "razorpay",
          paymentProvider: "dummy",
          appointmentType: "Standard Consultation",
          duration: 60,
          meetingLink: null,
          notes: "",
          timezone: "Asia/Kolkata",
          isAdminBooking: false,
          patientId: null,
          createdAt: start,
        }
      : null,
  };
}
