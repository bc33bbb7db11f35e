import type { BookingFlow, BookingFormValues, CreatedBooking } from "@clinic/contract/booking";
import type { CaptchaProviderName } from "@clinic/contract/captcha";
import type { Locale } from "@clinic/contract/locales";
import { toE164India } from "@clinic/contract/phone";
import type { PublicSlot } from "@clinic/contract/slots";
import { toast } from "../../components/ui/toast";
import { privacyNoticeVersion } from "../../content/clinic-privacy-booking";
import type { BookingTexts } from "../../i18n/booking-texts.en";
import { refusalText } from "../../i18n/refusal";
import { ApiError } from "../../lib/api-client";
import { bookingApi } from "./booking-api";

/** One idempotency key per submit of the same details: a retry after a failure of the network reuses it. */
export type BookingAttempt = { current: { fingerprint: string; key: string } | null };

/**
 * Creates the booking when step 2 is submitted (public-site.md §5, §7). On a refusal it shows the toast
 * and answers undefined; `onSlotTaken` runs when the server says the slot was taken, held or gone meanwhile
 * (its code `slot_unavailable`, never its text: see `isSlotUnavailable`). It loads with step 2, not
 * with the wizard's first step (docs/decisions/0063-booking-wizard-first-load.md).
 */
export async function createBooking({
  slot,
  kind,
  packageId,
  flow,
  values,
  captcha,
  attempt,
  onSlotTaken,
  locale,
  words,
}: {
  /** The page's words for a refusal: the toast's title, a bad answer, and the reasons by their codes. */
  words: {
    failed: string;
    paymentErrorTitle: string;
    missingId: string;
    refusals: BookingTexts["refusals"];
  };
  /** The page's language: the booking's emails, WhatsApp messages and receipts follow it (issue 33). */
  locale: Locale;
  slot: PublicSlot;
  /** The kind booked (issue 34); a home visit's address comes with it. */
  kind: { id: string; visitAddress?: string };
  /** The package this booking buys, its first session (issue 35). */
  packageId?: string;
  flow: BookingFlow;
  values: BookingFormValues;
  captcha: { token: string; provider: CaptchaProviderName };
  attempt: BookingAttempt;
  onSlotTaken(): void;
}): Promise<CreatedBooking | undefined> {
  const body = {
    slotId: slot.slotId,
    user: {
      name: values.name,
      email: values.email,
      phone: toE164India(values.phone),
      // The Timezone select's value on /book; on /book-consultation, which has no field, the form's
      // default: the visitor's zone under its current name (details-step.tsx, decision 0079).
      timezone: values.timezone,
    },
    notes: values.notes,
    captcha: { provider: captcha.provider, token: captcha.token, action: "book_submit" },
    flow,
    // The boxes were ticked (the form does not submit otherwise; a kind not by video has no video
    // box) under the notice this build shows: the server refuses another version, telling the patient
    // to reload (decision 0100).
    consent: {
      noticeVersion: privacyNoticeVersion,
      teleconsultation: values.consentTeleconsultation === true,
    },
    // The WhatsApp box (issue 21): false unless the patient ticked it.
    whatsappOptIn: values.whatsappOptIn === true,
    locale,
    kindId: kind.id,
    ...(kind.visitAddress === undefined ? {} : { visitAddress: kind.visitAddress }),
    ...(packageId === undefined ? {} : { packageId }),
  };
  const fingerprint = JSON.stringify(body);
  if (attempt.current?.fingerprint !== fingerprint)
    attempt.current = { fingerprint, key: crypto.randomUUID() };
  try {
    const created = await bookingApi.create(body, attempt.current.key);
    if (!created.bookingId) {
      toast.error(words.paymentErrorTitle, { description: words.missingId });
      return undefined;
    }
    return created;
  } catch (error) {
    toast.error(words.failed, { description: refusalText(error, locale, words.refusals) });
    if (isSlotUnavailable(error)) onSlotTaken();
    return undefined;
  }
}

/** The server's answer that the chosen slot is taken, held or gone (told by its code, not its message). */
export function isSlotUnavailable(error: unknown): boolean {
  return error instanceof ApiError && error.code === "slot_unavailable";
}
