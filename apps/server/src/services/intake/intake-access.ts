import type { IntakeForm } from "@clinic/contract/intake-form";
import type { BookingRow } from "../../db/booking-repository";
import type { Database } from "../../db/client";
import type { SlotRow } from "../../db/slot-repository";
import { clock } from "../booking/booking-deps";
import { withManageToken } from "../booking/manage-access";
import { DomainError } from "../domain-error";

/**
 * Who may read and change a booking's intake, and until when (decision 0101): the holder of the
 * booking's manage token (the same 403 for an unknown booking and a wrong token), while the booking
 * is PAID (paid online, or booked by the clinic, which is PAID at once) and its consultation has not
 * started.
 */

export type IntakeDeps = { db: Database; form: IntakeForm; now?: () => Date };

export const intakeClosedMessages = {
  started:
    "Your consultation has started, so the form can no longer be changed. Please tell the practitioner anything new during the consultation.",
  inactive: "This booking is no longer active, so the form can no longer be changed.",
} as const;

/** The consultation's start: answers and photos can be changed until then. */
export const editableUntil = (slot: SlotRow) => slot.startAt;

export function isEditable(deps: Pick<IntakeDeps, "now">, booking: BookingRow, slot: SlotRow): boolean {
  return booking.status === "PAID" && slot.status !== "COMPLETED" && clock(deps) < editableUntil(slot);
}

/** The booking and its slot for the token's holder; 403 (`forbidden`) for anyone else. */
export function intakeAccess(deps: Pick<IntakeDeps, "db">, bookingId: string, token: string | undefined) {
  return withManageToken(deps.db, bookingId, token);
}

/** Refuses a change once the form is closed, with `intake_closed` and why. */
export function assertEditable(deps: Pick<IntakeDeps, "now">, booking: BookingRow, slot: SlotRow): void {
  if (isEditable(deps, booking, slot)) return;
  const inactive = booking.status !== "PAID";
  throw new DomainError(
    "intake_closed",
    inactive ? intakeClosedMessages.inactive : intakeClosedMessages.started,
  );
}
