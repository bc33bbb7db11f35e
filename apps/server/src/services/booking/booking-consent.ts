import { randomUUID } from "node:crypto";
import type { CreateBookingInput } from "@clinic/contract/booking";
import { type ConsentMethod, consentKinds, consentMessages } from "@clinic/contract/privacy-notice";
import { insertConsents } from "../../db/consent-repository";
import type { Tx } from "../../db/transaction";
import { DomainError } from "../domain-error";
import type { BookingDeps } from "./booking-deps";

/**
 * The consents of a new booking (issue 20; decision 0100): the patient's own, ticked in the booking form
 * under the notice version the form was built with, or the clinic's record of consent taken by phone.
 */

/** What a consent by phone names when the server has no notice (no web build: development, tests). */
export const noNoticeVersion = "(no notice)";

/**
 * Refuses a patient's booking whose consent names another notice than the one this server shows: they
 * agreed to a wording that is no longer ours, so they are asked to reload and read the current one. The
 * contract has already refused a booking without consent or without the tele-consultation's. A server
 * without a web build has no notice to compare with (the API alone: development, server tests): the
 * version sent is recorded as it is, and the server said so in its log at start.
 */
export function refuseConsentToOtherNotice(
  deps: Pick<BookingDeps, "noticeVersion">,
  input: CreateBookingInput,
): void {
  if (input.isAdminBooking || deps.noticeVersion === undefined) return;
  if (input.consent?.noticeVersion !== deps.noticeVersion)
    throw new DomainError("validation_failed", consentMessages.noticeChanged, {
      "consent.noticeVersion": consentMessages.noticeChanged,
    });
}

/**
 * Stores the consents of a booking just inserted, in its transaction: to processing always, to a
 * tele-consultation when the kind booked is a video one (issue 34); online, with the keyed hash of the
 * client's address; by phone, with the admin who took them. An admin booking without `consentByPhone`
 * records none.
 */
export async function recordConsents(
  deps: Pick<BookingDeps, "noticeVersion" | "addressHash">,
  tx: Tx,
  given: {
    bookingId: string;
    input: CreateBookingInput;
    /** The kind booked is a video consultation. */
    video: boolean;
    now: Date;
    /** The online consent's client address. */
    clientAddress?: string;
    /** The admin taking consent by phone (their name, else their email). */
    takenBy?: string;
  },
): Promise<void> {
  const { input } = given;
  const method: ConsentMethod | undefined = input.isAdminBooking
    ? input.consentByPhone
      ? "phone"
      : undefined
    : "online";
  if (!method) return;
  const noticeVersion = deps.noticeVersion ?? input.consent?.noticeVersion ?? noNoticeVersion;
  const addressHash =
    method === "online" && given.clientAddress ? deps.addressHash("consent", given.clientAddress) : null;
  await insertConsents(
    tx,
    consentKinds
      .filter((kind) => kind !== "teleconsultation" || given.video)
      .map((kind) => ({
        id: randomUUID(),
        bookingId: given.bookingId,
        kind,
        noticeVersion,
        method,
        addressHash,
        takenBy: method === "phone" ? (given.takenBy ?? "admin") : null,
        givenAt: given.now,
      })),
  );
}
