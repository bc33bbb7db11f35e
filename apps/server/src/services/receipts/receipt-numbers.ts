import type { AdminSlot } from "@clinic/contract/admin-slots";
import { receiptNumbersOf } from "../../db/receipt-repository";
import type { Queryable } from "../../db/transaction";

/** The admin bookings list's and CSV's `receiptNumber` (decision 0105), one query per page. */
export async function withReceiptNumbers(db: Queryable, slots: AdminSlot[]): Promise<AdminSlot[]> {
  const ids = slots.flatMap((s) => (s.booking ? [s.booking.bookingId] : []));
  const numbers = await receiptNumbersOf(db, ids);
  return slots.map((s) =>
    s.booking
      ? { ...s, booking: { ...s.booking, receiptNumber: numbers.get(s.booking.bookingId) ?? null } }
      : s,
  );
}
