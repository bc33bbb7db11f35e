import { timingSafeEqual } from "node:crypto";
import type { ErrorCode } from "@clinic/contract/api-envelope";
import { type ManageView, manageCutoffMessage, paymentWayOf } from "@clinic/contract/booking";
import type { KindRow } from "../../db/appointment-kind-repository";
import { type BookingRow, findBookingWithSlot } from "../../db/booking-repository";
import type { SlotRow } from "../../db/slot-repository";
import type { Queryable } from "../../db/transaction";
import { DomainError } from "../domain-error";
import { type BookingDeps, clock } from "./booking-deps";
import { toConfirmation } from "./booking-views";
import { hashManageToken } from "./manage-token";

/** The patient's manage link: its token, the cut-off before the consultation, and what it shows. */

export type ManageDeps = BookingDeps & { cutoffHours: number };

function tokenMatches(booking: BookingRow, token: string): boolean {
  if (!booking.manageTokenHash) return false;
  const given = Buffer.from(hashManageToken(token));
  const stored = Buffer.from(booking.manageTokenHash);
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/**
 * The booking and its slot, for the holder of its manage token only: no token, a wrong one or an unknown
 * booking are one refusal (403), saying nothing more.
 */
export async function withManageToken(db: Queryable, bookingId: string, token: string | undefined) {
  const found = token ? await findBookingWithSlot(db, bookingId) : undefined;
  if (!found || !token || !tokenMatches(found.booking, token))
    throw new DomainError("forbidden", "This manage link is not valid. Please use the link from your email.");
  return found;
}

/** Until when the patient may move or cancel: `cutoffHours` before the consultation starts. */
export function changeDeadline(deps: ManageDeps, slot: SlotRow): Date {
  return new Date(slot.startAt.getTime() - deps.cutoffHours * 3_600_000);
}

/** Refuses a change the patient may no longer make: `refusal` when not PAID, `change_window_closed` past the cut-off. */
export function assertPatientMayChange(
  deps: ManageDeps,
  booking: BookingRow,
  slot: SlotRow,
  refusal: Extract<ErrorCode, "not_reschedulable" | "not_cancellable">,
) {
  if (booking.status !== "PAID") throw new DomainError(refusal, "This booking can no longer be changed.");
  if (clock(deps) >= changeDeadline(deps, slot))
    throw new DomainError("change_window_closed", manageCutoffMessage(deps.cutoffHours));
}

export function manageView(deps: ManageDeps, booking: BookingRow, slot: SlotRow, kind: KindRow): ManageView {
  const until = changeDeadline(deps, slot);
  return {
    ...toConfirmation(deps, booking, slot, kind),
    canChange: booking.status === "PAID" && clock(deps) < until,
    changeDeadline: until.toISOString(),
    paymentWay: paymentWayOf(booking),
  };
}

export async function viewManagedBooking(
  deps: ManageDeps,
  bookingId: string,
  token: string,
): Promise<ManageView> {
  const { booking, slot, kind } = await withManageToken(deps.db, bookingId, token);
  return manageView(deps, booking, slot, kind);
}
