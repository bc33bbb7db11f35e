import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { localeOr } from "@clinic/contract/locales";
import { z } from "zod";
import type { Database } from "../../db/client";
import { type Queryable, transaction } from "../../db/transaction";
import {
  applyWhatsAppStatus,
  firstSeenWebhookEvent,
  localeOfWhatsAppNumber,
  optInNumber,
  optOutNumber,
} from "../../db/whatsapp-repository";
import { DomainError } from "../domain-error";
import { whatsappReplyTexts } from "../email-texts/whatsapp-reply-texts";
import { queueWhatsAppTo } from "../messages/message-outbox";

/**
 * POST /api/webhooks/whatsapp (decision 0103): Meta's delivery statuses and the patients' messages.
 * The X-Hub-Signature-256 is checked over the raw body with the app secret before anything is read;
 * each status and each incoming message is handled once (its id is remembered). "STOP" opts the number
 * out of every future message and is answered once; "START" opts it back in.
 */

/** Meta's webhook bodies are a few KB; anything this large is not one. */
export const whatsappWebhookLimitBytes = 256 * 1024;

/** The replies in English (the other languages: whatsapp-reply-texts.ts). */
export const stopReply = whatsappReplyTexts.en.stop;
export const startReply = whatsappReplyTexts.en.start;

/** The number's replies in the language of its newest booking with a WhatsApp opt-in. */
async function repliesFor(tx: Queryable, phone: string) {
  const locale = await localeOfWhatsAppNumber(tx, phone);
  return whatsappReplyTexts[localeOr(locale)];
}

/** True when `header` is `sha256=<hex HMAC-SHA256 of the raw body with the app secret>`. */
export function validSignature(
  rawBody: string,
  header: string | undefined,
  appSecret: string | undefined,
): boolean {
  if (!appSecret || !header) return false;
  const expected = Buffer.from(
    `sha256=${createHmac("sha256", appSecret).update(rawBody, "utf8").digest("hex")}`,
  );
  const given = Buffer.from(header.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const statusSchema = z.object({
  id: z.string().min(1).max(200),
  status: z.string().max(40),
  timestamp: z.string().max(20).optional(),
  errors: z
    .array(
      z
        .object({ code: z.number().optional(), title: z.string().optional(), message: z.string().optional() })
        .passthrough(),
    )
    .optional(),
});
const messageSchema = z.object({
  id: z.string().min(1).max(200),
  from: z.string().regex(/^\d{6,16}$/),
  type: z.string().max(40),
  text: z.object({ body: z.string().max(4096) }).optional(),
});
const bodySchema = z.object({
  object: z.string(),
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              field: z.string().optional(),
              value: z
                .object({
                  statuses: z.array(statusSchema).max(1000).optional(),
                  messages: z.array(messageSchema).max(1000).optional(),
                })
                .passthrough(),
            }),
          )
          .max(1000),
      }),
    )
    .max(1000),
});

export type WebhookCounts = {
  statuses: number;
  messages: number;
  duplicates: number;
  optOuts: number;
  optIns: number;
};

const atOf = (timestamp: string | undefined, now: Date) => {
  const seconds = Number(timestamp);
  return Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : now;
};

const knownStatuses = new Set(["sent", "delivered", "read", "failed"]);

export async function handleWhatsAppWebhook(
  deps: { db: Database; appSecret: string | undefined; now?: () => Date },
  input: { rawBody: string; signature: string | undefined },
): Promise<WebhookCounts> {
  if (Buffer.byteLength(input.rawBody, "utf8") > whatsappWebhookLimitBytes)
    throw new DomainError("payload_too_large", "The webhook body is too large.");
  if (!validSignature(input.rawBody, input.signature, deps.appSecret))
    throw new DomainError("forbidden", "Invalid webhook signature.");
  let parsed: z.infer<typeof bodySchema>;
  try {
    parsed = bodySchema.parse(JSON.parse(input.rawBody));
  } catch {
    throw new DomainError("bad_request", "The webhook body is not a WhatsApp Business Account event.");
  }
  const now = deps.now?.() ?? new Date();
  const counts: WebhookCounts = { statuses: 0, messages: 0, duplicates: 0, optOuts: 0, optIns: 0 };
  await transaction(deps.db, async (tx) => {
    for (const change of parsed.entry.flatMap((e) => e.changes)) {
      for (const s of change.value.statuses ?? []) {
        if (!knownStatuses.has(s.status)) continue;
        if (!(await firstSeenWebhookEvent(tx, `status:${s.id}:${s.status}`))) {
          counts.duplicates++;
          continue;
        }
        const error = s.errors?.[0];
        const reason = error
          ? `code ${error.code ?? "?"}: ${String(error.title ?? error.message ?? "failed").slice(0, 200)}`
          : undefined;
        await applyWhatsAppStatus(tx, {
          providerMessageId: s.id,
          status: s.status as "sent" | "delivered" | "read" | "failed",
          at: atOf(s.timestamp, now),
          ...(reason ? { reason } : {}),
        });
        counts.statuses++;
      }
      for (const m of change.value.messages ?? []) {
        if (!(await firstSeenWebhookEvent(tx, `message:${m.id}`))) {
          counts.duplicates++;
          continue;
        }
        counts.messages++;
        const word = m.type === "text" ? m.text?.body.trim().toUpperCase() : undefined;
        const phone = `+${m.from}`;
        if (word === "STOP" && (await optOutNumber(tx, phone, now))) {
          counts.optOuts++;
          // Answered once (per opt-out): a free-form text, inside the 24 h window the STOP opened.
          await queueWhatsAppTo(tx, {
            id: randomUUID(),
            kind: `stop-reply:${m.id}`,
            bookingId: null,
            toPhone: phone,
            textBody: (await repliesFor(tx, phone)).stop,
          });
        }
        if (word === "START" && (await optInNumber(tx, phone))) {
          counts.optIns++;
          await queueWhatsAppTo(tx, {
            id: randomUUID(),
            kind: `start-reply:${m.id}`,
            bookingId: null,
            toPhone: phone,
            textBody: (await repliesFor(tx, phone)).start,
          });
        }
      }
    }
  });
  return counts;
}

/** GET /api/webhooks/whatsapp: Meta's handshake. The challenge when the token matches, else undefined. */
export function verifyHandshake(
  query: { mode?: string | undefined; token?: string | undefined; challenge?: string | undefined },
  verifyToken: string | undefined,
): string | undefined {
  if (!verifyToken || query.mode !== "subscribe" || !query.token || query.challenge === undefined)
    return undefined;
  const given = Buffer.from(query.token);
  const expected = Buffer.from(verifyToken);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return query.challenge;
}
