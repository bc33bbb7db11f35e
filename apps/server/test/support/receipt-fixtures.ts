import { expect } from "vitest";
import type { Database } from "../../src/db/client";
import type { AdminBookingApp, AdminCall } from "./admin-test-app";
import { bookingBody, manageTokenOf, postJson, solvedCaptcha } from "./booking-fixtures";
import { pdfText } from "./pdf-text";

/** Settings → Payments → Receipts filled in (decision 0105): an exempt clinic with a GSTIN. */
export const billing = {
  legalName: "Lymph Care Physiotherapy LLP",
  address: "12 MG Road, Bengaluru 560001",
  gstin: "29ABCDE1234F1Z5",
  registrationNumber: "KAR/PT/0456",
  taxTreatment: "exempt",
  sacCode: "999314",
  seriesPrefix: "LC",
};

/** A patient's hold, as the wizard's step 2 makes it: the answer's data. */
export async function patientHolds(app: AdminBookingApp, slotId: string) {
  const res = await postJson(app, "/api/public/bookings", bookingBody(slotId, await solvedCaptcha(app)));
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: Record<string, unknown> & { bookingId: string; orderId: string } })
    .data;
}

/** The dummy provider's payment of a hold; the verify answer's data. */
export async function patientVerifies(app: AdminBookingApp, hold: { bookingId: string; orderId: string }) {
  const verified = await postJson(app, `/api/public/bookings/${hold.bookingId}/payments/verify`, {
    razorpay_payment_id: "pay_dummy_test",
    razorpay_order_id: hold.orderId,
    razorpay_signature: "dummy_signature",
  });
  expect(verified.status).toBe(200);
  return ((await verified.json()) as { data: Record<string, unknown> & { receiptToken?: string } }).data;
}

/** A patient's booking paid with the dummy provider; its id, manage token and the hold's answer. */
export async function patientPays(db: Database, app: AdminBookingApp, slotId: string) {
  const created = await patientHolds(app, slotId);
  const { receiptToken } = await patientVerifies(app, created);
  const bookingId = created.bookingId;
  return { bookingId, token: await manageTokenOf(db, bookingId), created, receiptToken };
}

/** The clinic books a patient who phoned (admin.md §5), paid as `payment` says. */
export function adminBooks(call: AdminCall, slotId: string, payment: unknown) {
  const { captcha: _none, ...body } = bookingBody(slotId, "unused");
  return call("POST", "/api/public/bookings", {
    ...body,
    notes: "",
    flow: "book",
    isAdminBooking: true,
    payment,
  });
}

const flat = (s: string) => s.replace(/\s+/g, " ");

/** A PDF answer's text, on one line. */
export async function pdfOf(res: Response) {
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  return flat((await pdfText(new Uint8Array(await res.arrayBuffer()))).text);
}
