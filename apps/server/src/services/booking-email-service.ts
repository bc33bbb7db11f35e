import { randomUUID } from "node:crypto";
import { kindNameIn } from "@clinic/contract/appointment-kinds";
import { formatMoney } from "@clinic/contract/format";
import { type Locale, localeOr, locales, pathInLocale } from "@clinic/contract/locales";
import { fill } from "@clinic/contract/messages";
import { type BookingRow, findManageLinkParts } from "../db/booking-repository";
import type { Database } from "../db/client";
import {
  claimDueEmails,
  deferClaimedEmail,
  markEmailFailed,
  markEmailSent,
  type OutboxRow,
  releaseHeldEmail,
} from "../db/email-outbox-repository";
import type { SlotRow } from "../db/slot-repository";
import type { Queryable, Tx } from "../db/transaction";
import { type EmailAttachment, EmailDeferred, type EmailSender } from "../integrations/email/email-sender";
import type { AppointmentPlace } from "./appointment-kinds/kind-place";
import { enqueueJob } from "./background/job-queue";
import { manageTokenPurpose } from "./booking/manage-token";
import { clinicWhen } from "./clinic-zone";
import { changeTexts } from "./email-texts/change-texts";
import { confirmationTexts } from "./email-texts/confirmation-texts";
import { emailDeliveryJob, enqueueEmail } from "./messages/message-outbox";
import { amountPaidLine } from "./payment-wording";
import { clinicRegistration, registrationSignOff } from "./receipts/confirmation-billing";
import { receiptAttachment } from "./receipts/receipt-attachment";
import type { SecretBox } from "./secret-box";

export const maxEmailAttempts = 8;
/** How long a claimed email is reserved for the server that claimed it. */
const emailLeaseSeconds = 120;

/** 30 s, 1 min, 2 min … capped at 1 h. */
export function emailBackoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/** The manage link of a booking from its sealed token; undefined when there is none or it cannot be opened. */
export function manageLinkFromSealed(
  box: SecretBox | undefined,
  publicUrl: string,
  bookingId: string,
  sealed: string | null,
  locale?: string,
): string | undefined {
  if (!box || !sealed) return undefined;
  try {
    return manageLink(publicUrl, bookingId, box.open(sealed, manageTokenPurpose(bookingId)), locale);
  } catch {
    // APP_SECRET changed since: the reminder goes without the link (never fails, never logs the value).
    return undefined;
  }
}

/** The manage page in the booking's language (issue 33): "/kn/manage/…" for a booking made in Kannada. */
export function manageLink(publicUrl: string, bookingId: string, token: string, locale?: string): string {
  const path = pathInLocale(`/manage/${bookingId}`, localeOr(locale));
  return `${publicUrl}${path}#token=${token}`;
}

/**
 * What a queued email holds where its manage link goes. The link is written only into the message
 * being sent, from the booking's sealed token (`renderManageLink`), so the outbox table never holds a
 * token: a copy of the database alone cannot reschedule or cancel (decisions 0066, 0093).
 */
export const manageLinkMarker = "{manage-link}";

/**
 * When the token cannot be opened (a booking paid before migration 0007, or APP_SECRET changed): each
 * language's lines with the link, and the same lines without it.
 */
const withoutLink = locales.flatMap((locale) => {
  const t = confirmationTexts[locale];
  return [
    [fill(t.manage, { link: manageLinkMarker }), t.noManage],
    [fill(t.intake, { link: manageLinkMarker }), t.noIntake],
  ] as const;
});

/** Where the sending job finds the manage links: APP_SECRET's box and the site's origin. */
export type ManageLinks = { box: SecretBox | undefined; publicUrl: string };

/** An email's text as sent: its manage link rendered, or the line without a link (never a failure). */
export async function renderManageLink(
  db: Queryable,
  email: Pick<OutboxRow, "textBody" | "bookingId">,
  links: ManageLinks | undefined,
): Promise<string> {
  if (!email.textBody.includes(manageLinkMarker)) return email.textBody;
  const parts = email.bookingId && links ? await findManageLinkParts(db, email.bookingId) : undefined;
  const link =
    links && email.bookingId && parts
      ? manageLinkFromSealed(links.box, links.publicUrl, email.bookingId, parts.sealed, parts.locale)
      : undefined;
  return link
    ? email.textBody.replaceAll(manageLinkMarker, link)
    : withoutLink
        .reduce((text, [line, instead]) => text.replaceAll(line, instead), email.textBody)
        .replaceAll(manageLinkMarker, "-");
}

export type ConfirmationEmailInput = {
  booking: BookingRow;
  slot: SlotRow;
  /** The booked kind's name and place (issue 34); left out: a video consultation. */
  place?: AppointmentPlace & { kind: string; names: { hi?: string; kn?: string } };
  clinicTimezone: string;
  clinicEmail: string | undefined;
  ics: string;
  /** Settings → Receipts (decision 0105): the GST wording, the receipt and the practitioner's registration. */
  billing?: { gstIncluded: boolean; receiptNumber: string | undefined; receiptWaiting?: boolean };
};

/**
 * Queues, in the payment's transaction, the confirmation to the patient (with the invite and
 * the manage link) and a notice to the clinic. Delivery happens later, in the outbox job, so a
 * failing mail server never fails or slows a booking.
 */
export async function queueConfirmationEmails(tx: Tx, input: ConfirmationEmailInput): Promise<void> {
  const { booking, slot } = input;
  // The patient reads it in the language they booked in (issue 33); the clinic's notice stays English.
  const locale = localeOr(booking.locale);
  const t = confirmationTexts[locale];
  const when = clinicWhen(slot.startAt, input.clinicTimezone, locale);
  const lines = [
    fill(t.greeting, { name: booking.customerName }),
    "",
    ...placeLines(input, locale, when),
    fill(t.reference, { reference: booking.reference }),
    amountPaidLine(booking, locale),
    input.billing?.receiptNumber
      ? fill(t.receipt, { number: input.billing.receiptNumber })
      : input.billing?.receiptWaiting
        ? t.receiptWaiting
        : "",
    booking.meetingLink && isVideo(input) ? fill(t.join, { link: booking.meetingLink }) : "",
    "",
    // The link is rendered when the email is sent, from the booking's sealed token.
    fill(t.manage, { link: manageLinkMarker }),
    fill(t.intake, { link: manageLinkMarker }),
    "",
    t.invite,
  ];
  await enqueueEmail(tx, {
    id: randomUUID(),
    kind: "booking-confirmation",
    bookingId: booking.id,
    toAddress: booking.customerEmail,
    subject: fill(t.subject, { when }),
    textBody: lines.filter((l, i) => l !== "" || lines[i - 1] !== "").join("\n"),
    icsAttachment: input.ics,
  });
  const englishWhen = clinicWhen(slot.startAt, input.clinicTimezone);
  if (input.clinicEmail)
    await enqueueEmail(tx, {
      id: randomUUID(),
      kind: "clinic-new-booking",
      bookingId: booking.id,
      toAddress: input.clinicEmail,
      subject: `New consultation booked: ${englishWhen}`,
      textBody: `A consultation was booked for ${englishWhen} (${input.clinicTimezone}).\nReference: ${booking.reference}\n${
        isVideo(input) ? `Meeting link: ${booking.meetingLink ?? "-"}` : `Kind: ${input.place?.kind}`
      }`,
      icsAttachment: null,
    });
}

const isVideo = (input: ConfirmationEmailInput) => (input.place?.mode ?? "video") === "video";

/** "Confirmed for …", and for a visit in the clinic or at home, where it is (with a map link to the clinic). */
function placeLines(input: ConfirmationEmailInput, locale: Locale, when: string): string[] {
  const t = confirmationTexts[locale];
  const zone = input.clinicTimezone;
  const place = input.place;
  if (!place || place.mode === "video") return [fill(t.confirmed, { when, zone })];
  const kind = kindNameIn({ name: place.kind, names: place.names }, locale);
  const where = place.location
    ? place.mode === "home_visit"
      ? [fill(t.homeVisit, { address: place.location })]
      : [
          fill(t.inClinic, { address: place.location }),
          place.mapUrl ? fill(t.map, { link: place.mapUrl }) : "",
        ]
    : [];
  return [fill(t.confirmedKind, { kind, when, zone }), ...where];
}

/**
 * A payment that came after its hold expired, when the slot was taken meanwhile (decision 0067):
 * the patient is told the full amount will be refunded, and the clinic is told. Queued in the
 * payment's transaction with the owed refund; (kind, booking) keeps each to one email however
 * often the payment is reported.
 */
export async function queueLatePaymentEmails(
  tx: Tx,
  input: { booking: BookingRow; slot: SlotRow; clinicTimezone: string; clinicEmail: string | undefined },
): Promise<void> {
  const { booking, slot } = input;
  const locale = localeOr(booking.locale);
  const t = changeTexts[locale];
  const zone = input.clinicTimezone;
  const when = clinicWhen(slot.startAt, zone);
  const amount = formatMoney(booking.amount, booking.currency);
  await enqueueEmail(tx, {
    id: randomUUID(),
    kind: "late-payment-refund",
    bookingId: booking.id,
    toAddress: booking.customerEmail,
    subject: t.lateSubject,
    textBody: [
      fill(t.greeting, { name: booking.customerName }),
      "",
      fill(t.lateArrived, { when: clinicWhen(slot.startAt, zone, locale), zone }),
      fill(t.lateRefund, { amount, reference: booking.reference }),
      "",
      t.lateChooseAgain,
    ].join("\n"),
  });
  if (input.clinicEmail)
    await enqueueEmail(tx, {
      id: randomUUID(),
      kind: "clinic-late-payment-refund",
      bookingId: booking.id,
      toAddress: input.clinicEmail,
      subject: `Late payment refunded (${booking.reference})`,
      textBody: `A payment of ${amount} for the consultation of ${when} (${input.clinicTimezone}) arrived after its hold expired and the slot was taken. It is being refunded in full through the payment provider; a failure shows in the audit log (booking.refund_failed).\nReference: ${booking.reference}`,
    });
}

/**
 * How long a reschedule email waits in the outbox for the calendar step after the move's commit
 * when Google Meet may hand the booking another link (decision 0073); released at once after it,
 * and sent as queued should the server stop meanwhile.
 */
export const heldForCalendarMs = 120_000;

/**
 * A move's emails held for the calendar step (decision 0073): their outbox ids, the patient's
 * (which carries the .ics) first, then the clinic's copy; and how the text and invitation read for
 * a given meeting link.
 */
export type HeldMoveEmails = {
  ids: string[];
  /** The patient's text (in the booking's language), the clinic's (English) and the invitation. */
  compose: (meetingLink: string | null) => { text: string; clinicText: string; ics: string };
};

/**
 * Releases a move's held emails once the calendar step has run, rewritten for `linkNow` when the
 * step changed the booking's link. Answers how many were still waiting.
 */
export async function releaseMoveEmails(
  db: Database,
  held: HeldMoveEmails,
  linkBefore: string | null,
  linkNow: string | null,
): Promise<number> {
  const changed = linkNow !== linkBefore ? held.compose(linkNow) : undefined;
  let released = 0;
  for (const [i, id] of held.ids.entries()) {
    const final = changed && {
      textBody: i === 0 ? changed.text : changed.clinicText,
      icsAttachment: i === 0 ? changed.ics : null,
    };
    if (await releaseHeldEmail(db, id, new Date(), final)) released++;
  }
  if (released > 0) await enqueueJob(db, emailDeliveryJob);
  return released;
}

/** The iTIP method of a queued .ics (REQUEST or CANCEL), for the attachment's content type. */
function inviteMethod(ics: string): string {
  return /^METHOD:([A-Z-]+)/m.exec(ics)?.[1] ?? "REQUEST";
}

/**
 * The invitation, and for a confirmation the booking's receipt, rendered now from its stored
 * snapshot (decision 0105): the outbox row keeps no copy of the PDF.
 */
async function attachmentsOf(
  db: Database,
  email: { kind: string; bookingId: string | null; icsAttachment: string | null },
): Promise<{ attachments?: EmailAttachment[] }> {
  const attachments: EmailAttachment[] = [];
  if (email.icsAttachment)
    attachments.push({
      filename: "consultation.ics",
      content: email.icsAttachment,
      contentType: `text/calendar; method=${inviteMethod(email.icsAttachment)}`,
    });
  const receipt =
    email.kind === "booking-confirmation" && email.bookingId
      ? await receiptAttachment(db, email.bookingId)
      : undefined;
  if (receipt) attachments.push(receipt);
  return attachments.length > 0 ? { attachments } : {};
}

/**
 * Sends due emails, the patients' first (the claim's priority); each failure is retried with backoff,
 * up to `maxEmailAttempts`. Once the mail server refuses for now in a round (a rate limit), the
 * round's clinic notices and review digests are given back untried for the next round, while the
 * patients' emails are still tried, each with its normal retry (decision 0115). `links` renders the
 * manage links (without it, the emails go without them).
 */
export async function deliverDueEmails(
  db: Database,
  sender: EmailSender,
  now = new Date(),
  links?: ManageLinks,
): Promise<{ sent: number; failed: number; deferred: number }> {
  const due = await claimDueEmails(db, now, 20, emailLeaseSeconds);
  const clinicNumber = due.length > 0 ? await clinicRegistration(db) : null;
  let sent = 0;
  let failed = 0;
  let deferred = 0;
  let rateLimited = false;
  const started = Date.now();
  for (const email of due) {
    if (rateLimited && email.priority > 0) {
      await deferClaimedEmail(db, email.id, now);
      deferred++;
      continue;
    }
    // Never send past half the lease: after it, another server may take the same email.
    if (Date.now() - started > (emailLeaseSeconds * 1000) / 2) {
      await markEmailFailed(db, email.id, {
        nextAttemptAt: new Date(),
        lastError: "not tried: the batch ran out of time",
        giveUp: false,
      });
      continue;
    }
    try {
      await sender.send({
        kind: email.kind,
        to: email.toAddress,
        subject: email.subject,
        text: `${await renderManageLink(db, email, links)}${await registrationSignOff(db, email.bookingId, clinicNumber)}`,
        messageId: `<${email.id}@clinic-booking>`,
        ...(await attachmentsOf(db, email)),
      });
      await markEmailSent(db, email.id, new Date());
      sent++;
    } catch (error) {
      failed++;
      if (error instanceof EmailDeferred) rateLimited = true;
      await markEmailFailed(db, email.id, {
        nextAttemptAt: new Date(now.getTime() + emailBackoffMs(email.attempts)),
        lastError: (error as Error).message.slice(0, 500),
        giveUp: email.attempts >= maxEmailAttempts,
      });
    }
  }
  return { sent, failed, deferred };
}
