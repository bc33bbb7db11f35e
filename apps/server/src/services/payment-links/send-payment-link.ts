import { randomUUID } from "node:crypto";
import { formatDate, formatMoney } from "@clinic/contract/format";
import { type Locale, localeOr, nameIn } from "@clinic/contract/locales";
import { fill } from "@clinic/contract/messages";
import { findBookingWithSlot } from "../../db/booking-repository";
import { findPurchase } from "../../db/package-purchase-repository";
import { packageNamesOf } from "../../db/package-repository";
import { findPatient, latestBookingOf } from "../../db/patient-repository";
import { savepoint, type Tx } from "../../db/transaction";
import type { BookingLog, BookingSettings } from "../booking/booking-deps";
import { paymentLinkTexts } from "../email-texts/payment-link-texts";
import { enqueueEmail } from "../messages/message-outbox";
import { queueWhatsAppPaymentLink } from "../whatsapp/whatsapp-notices";

export type SendLinkDeps = {
  settings: Pick<BookingSettings, "organizer" | "clinicTimezone">;
  log?: BookingLog;
};

type NewLink = { id: string; url: string; amount: number; currency: string; expiresAt: Date };

/** Who the link goes to, in which language, and what it pays for in that language. */
type Recipient = {
  name: string;
  email: string | null;
  /** The booking whose WhatsApp opt-in (and message log) the link's messages hang on. */
  bookingId: string | null;
  locale: Locale;
  what: string;
};

/**
 * Sends a new payment link to the patient (issue 35): by email, and on WhatsApp when they opted in on
 * the booking it hangs on, in that booking's language, once per link (the outbox's kind carries the
 * link's id). Queued in the link's transaction; a failure to queue never loses the link, which the desk
 * can still copy. A record whose consent was withdrawn gets no messages (decision 0102).
 */
export async function sendPaymentLink(
  tx: Tx,
  deps: SendLinkDeps,
  link: NewLink,
  target: { bookingId?: string | null; purchaseId?: string | null },
): Promise<void> {
  try {
    await savepoint(tx, async (t) => {
      const to = await recipientOf(t, deps, target);
      if (!to) return;
      const t9n = paymentLinkTexts[to.locale];
      const clinic = deps.settings.organizer.name;
      const amount = formatMoney(link.amount, link.currency);
      const until = formatDate(link.expiresAt, deps.settings.clinicTimezone, to.locale);
      if (to.email)
        await enqueueEmail(t, {
          id: randomUUID(),
          kind: `payment-link:${link.id}`,
          bookingId: to.bookingId,
          toAddress: to.email,
          subject: fill(t9n.subject, { clinic }),
          textBody: [
            fill(t9n.hello, { name: to.name }),
            "",
            fill(t9n.intro, { clinic, amount, what: to.what }),
            "",
            fill(t9n.payHere, { link: link.url }),
            fill(t9n.until, { date: until }),
            "",
            t9n.alreadyPaid,
          ].join("\n"),
        });
      if (to.bookingId)
        await queueWhatsAppPaymentLink(t, deps, {
          linkId: link.id,
          bookingId: to.bookingId,
          params: [to.name, clinic, to.what, amount, link.url, until],
        });
    });
  } catch (error) {
    // Ids and the reason only: never a name, an address or the link.
    deps.log?.warn(
      { linkId: link.id, reason: (error as Error).message.slice(0, 200) },
      "payment link not sent",
    );
  }
}

async function recipientOf(
  tx: Tx,
  deps: SendLinkDeps,
  target: { bookingId?: string | null; purchaseId?: string | null },
): Promise<Recipient | undefined> {
  if (target.bookingId) {
    const found = await findBookingWithSlot(tx, target.bookingId);
    if (!found) return undefined;
    const { booking, slot } = found;
    const patient = booking.patientId ? await findPatient(tx, booking.patientId) : undefined;
    if (patient?.consentWithdrawnAt || patient?.erasedAt) return undefined;
    const locale: Locale = localeOr(booking.locale);
    const date = formatDate(slot.startAt, deps.settings.clinicTimezone, locale);
    return {
      name: booking.customerName,
      email: booking.customerEmail || null,
      bookingId: booking.id,
      locale,
      what: fill(paymentLinkTexts[locale].appointmentOn, { date }),
    };
  }
  const purchase = target.purchaseId ? await findPurchase(tx, target.purchaseId) : undefined;
  if (!purchase) return undefined;
  const patient = await findPatient(tx, purchase.patientId);
  if (!patient || patient.consentWithdrawnAt || patient.erasedAt) return undefined;
  const latest = await latestBookingOf(tx, patient.id);
  const locale = localeOr(latest?.locale);
  const names = (await packageNamesOf(tx, [purchase.packageId])).get(purchase.packageId);
  const what = nameIn({ name: purchase.name, names }, locale);
  return { name: patient.name, email: patient.email, bookingId: latest?.id ?? null, locale, what };
}
