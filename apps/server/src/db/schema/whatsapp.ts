import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { bookings } from "./booking";

/*
 * WhatsApp updates (issue 21; decision 0103): who agreed to them and who said STOP, the messages to send
 * and their delivery, and the webhook's events already handled.
 */

/**
 * A booking's opt-in to WhatsApp updates: the number (E.164), the words shown when it was given, when,
 * and how (the booking form, or the clinic on the phone). Turned off from the manage page: `withdrawn_at`.
 */
export const whatsappOptIns = pgTable(
  "whatsapp_opt_ins",
  {
    id: text("id").primaryKey(),
    bookingId: text("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    phone: text("phone").notNull(),
    wording: text("wording").notNull(),
    method: text("method").notNull(),
    takenBy: text("taken_by"),
    givenAt: timestamp("given_at", { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("whatsapp_opt_ins_booking_key").on(t.bookingId),
    index("whatsapp_opt_ins_phone_idx").on(t.phone),
    check("whatsapp_opt_ins_method_check", sql`${t.method} in ('online', 'phone')`),
  ],
);

/**
 * Numbers that sent STOP: nothing more goes to them, whatever booking asked, until they send START
 * (which deletes the row). One row per number.
 */
export const whatsappOptOuts = pgTable("whatsapp_opt_outs", {
  phone: text("phone").primaryKey(),
  optedOutAt: timestamp("opted_out_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * WhatsApp messages to send, queued in the transaction that causes them and delivered by a job with
 * leases, retries and backoff (several servers send each once). `params` are the template's values;
 * `{manage-link}` and `{meeting-link}` in them are filled in at send time, so no token is stored here.
 * A message still unsent when `not_after` (its appointment's start) passes is dropped.
 */
export const whatsappOutbox = pgTable(
  "whatsapp_outbox",
  {
    id: text("id").primaryKey(),
    kind: text("kind").notNull(),
    bookingId: text("booking_id").references(() => bookings.id, { onDelete: "cascade" }),
    toPhone: text("to_phone").notNull(),
    /** The template's key (services/whatsapp/whatsapp-templates.ts); null for a free-form text. */
    template: text("template"),
    params: jsonb("params").$type<string[]>().notNull().default([]),
    /** A free-form text (the STOP and START answers, inside WhatsApp's 24 h window). */
    textBody: text("text_body"),
    /**
     * The template's language for a message tied to no booking (a record-access code, a contact-change
     * notice; issue 33); otherwise the booking's language is used, as it may change before sending.
     */
    locale: text("locale"),
    status: text("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    notAfter: timestamp("not_after", { withTimezone: true }),
    providerMessageId: text("provider_message_id"),
    failureReason: text("failure_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    readAt: timestamp("read_at", { withTimezone: true }),
    failedAt: timestamp("failed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("whatsapp_outbox_kind_booking_key").on(t.kind, t.bookingId),
    uniqueIndex("whatsapp_outbox_provider_id_key").on(t.providerMessageId),
    index("whatsapp_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.status} in ('queued', 'sending')`),
    index("whatsapp_outbox_created_idx").on(t.createdAt),
    check("whatsapp_outbox_locale_check", sql`${t.locale} is null or ${t.locale} in ('en', 'hi', 'kn')`),
    check(
      "whatsapp_outbox_status_check",
      sql`${t.status} in ('queued', 'sending', 'sent', 'delivered', 'read', 'failed', 'dropped')`,
    ),
  ],
);

/** The webhook's events already handled (a status of a message, an incoming message): each once. */
export const whatsappWebhookEvents = pgTable("whatsapp_webhook_events", {
  id: text("id").primaryKey(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});
