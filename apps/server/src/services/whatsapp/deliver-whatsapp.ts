import { isLocale, type Locale } from "@clinic/contract/locales";
import { findBooking } from "../../db/booking-repository";
import type { Database } from "../../db/client";
import {
  claimDueWhatsApp,
  dropUnsendable,
  markWhatsAppAttemptFailed,
  markWhatsAppDropped,
  markWhatsAppSent,
  type WhatsAppOutboxRow,
} from "../../db/whatsapp-repository";
import {
  type WhatsAppMessage,
  WhatsAppSendError,
  type WhatsAppSender,
} from "../../integrations/whatsapp/whatsapp-sender";
import { type ManageLinks, manageLinkFromSealed, manageLinkMarker } from "../booking-email-service";
import { meetingLinkMarker } from "./whatsapp-notices";
import { noManageLinkText, translatedBody } from "./whatsapp-template-translations";
import { isTemplateKey, plainParameter, whatsappTemplates } from "./whatsapp-templates";

/**
 * The WhatsApp outbox's delivery (decision 0103): claimed with leases (FOR UPDATE SKIP LOCKED, so two
 * servers send each message once), at most `perSecond` a second from this server, retried with backoff
 * on a timeout, a refused connection, 429 or 5xx, given up on any other refusal. A message due after its
 * appointment started, or no longer wanted (STOP, a withdrawn opt-in or consent), is dropped.
 */

export const maxWhatsAppAttempts = 6;
/** How long a claimed message is reserved for the server that claimed it. */
export const whatsappLeaseSeconds = 60;

/** 15 s, 30 s, 1 min … capped at 30 min. */
export function whatsappBackoffMs(attempts: number): number {
  return Math.min(15_000 * 2 ** Math.max(0, attempts - 1), 1_800_000);
}

export type WhatsAppDelivery = {
  sender: WhatsAppSender;
  links: ManageLinks;
  /** WHATSAPP_TEMPLATE_PREFIX and WHATSAPP_TEMPLATE_LANGUAGE. */
  templatePrefix: string;
  language: string;
  /** WHATSAPP_MESSAGES_PER_SECOND. */
  perSecond: number;
  log?: { warn(event: Record<string, unknown>, message: string): void };
  sleep?: (ms: number) => Promise<void>;
};

export type DeliveryCounts = { sent: number; retried: number; failed: number; dropped: number };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The message as the provider gets it: the links filled in from the booking, each value plain text. */
async function messageOf(
  db: Database,
  row: WhatsAppOutboxRow,
  d: WhatsAppDelivery,
): Promise<WhatsAppMessage> {
  const base = { kind: row.kind, id: row.id, to: row.toPhone };
  if (!row.template || !isTemplateKey(row.template)) return { ...base, text: row.textBody ?? "" };
  const booking = row.bookingId ? await findBooking(db, row.bookingId) : undefined;
  // The row's own language (a message tied to no booking) or the booking's, when the template has it
  // there (the clinic's own notice stays English).
  const wanted = row.locale ?? booking?.locale;
  const locale: Locale =
    isLocale(wanted) && wanted !== "en" && translatedBody(row.template, wanted) ? wanted : "en";
  const params = row.params.map((p) => {
    if (p === meetingLinkMarker) return booking?.meetingLink ?? "-";
    if (p === manageLinkMarker)
      return (
        (booking &&
          manageLinkFromSealed(
            d.links.box,
            d.links.publicUrl,
            booking.id,
            booking.manageTokenSealed,
            booking.locale,
          )) ??
        noManageLinkText[locale]
      );
    return p;
  });
  return {
    ...base,
    template: {
      name: `${d.templatePrefix}${row.template}`,
      language: locale === "en" ? d.language : locale,
      params: params.map((p) => plainParameter(p)),
      ...(whatsappTemplates[row.template].category === "authentication" ? { copyCode: true } : {}),
    },
  };
}

export async function deliverDueWhatsApp(
  db: Database,
  d: WhatsAppDelivery,
  now = new Date(),
): Promise<DeliveryCounts> {
  const counts: DeliveryCounts = { sent: 0, retried: 0, failed: 0, dropped: await dropUnsendable(db, now) };
  const due = await claimDueWhatsApp(db, now, 20, whatsappLeaseSeconds);
  const gapMs = Math.ceil(1000 / d.perSecond);
  const sleep = d.sleep ?? wait;
  const started = Date.now();
  let pausedUntil: Date | undefined;
  for (const [i, row] of due.entries()) {
    // Past half the lease, or after the provider said "slow down": the rest go back to the queue,
    // their attempt uncounted.
    if (pausedUntil || Date.now() - started > (whatsappLeaseSeconds * 1000) / 2) {
      await markWhatsAppAttemptFailed(db, row.id, {
        retryAt: pausedUntil ?? new Date(),
        reason: pausedUntil
          ? "not tried: the provider asked to slow down"
          : "not tried: the batch ran out of time",
        at: new Date(),
        uncount: true,
      });
      continue;
    }
    if (row.notAfter && row.notAfter.getTime() <= Date.now()) {
      await markWhatsAppDropped(db, row.id, "due after its appointment started", new Date());
      counts.dropped++;
      continue;
    }
    if (i > 0) await sleep(gapMs);
    try {
      const { providerMessageId } = await d.sender.send(await messageOf(db, row, d));
      await markWhatsAppSent(db, row.id, providerMessageId, new Date());
      counts.sent++;
    } catch (error) {
      const known = error instanceof WhatsAppSendError ? error : undefined;
      const retryable = known?.retryable ?? true;
      const giveUp = !retryable || row.attempts >= maxWhatsAppAttempts;
      const retryAt = new Date(
        Date.now() + Math.max(whatsappBackoffMs(row.attempts), known?.retryAfterMs ?? 0),
      );
      if (known?.message.startsWith("HTTP 429")) pausedUntil = retryAt;
      const reason = (error as Error).message.slice(0, 300);
      await markWhatsAppAttemptFailed(db, row.id, {
        retryAt: giveUp ? null : retryAt,
        reason,
        at: new Date(),
      });
      if (giveUp) counts.failed++;
      else counts.retried++;
      // The kind, the id and the reason: never the number or the values.
      d.log?.warn(
        { kind: row.kind, id: row.id, attempts: row.attempts, reason, giveUp },
        giveUp ? "WhatsApp message failed; given up" : "WhatsApp message failed; will retry",
      );
    }
  }
  return counts;
}
