import { sql } from "drizzle-orm";
import type { Queryable } from "./transaction";

export type MessageRow = {
  id: string;
  channel: "email" | "whatsapp";
  kind: string;
  status: string;
  to_clinic: boolean;
  attempts: number;
  created_at: Date | string | null;
  sent_at: Date | string | null;
  delivered_at: Date | string | null;
  read_at: Date | string | null;
  failed_at: Date | string | null;
  failure_reason: string | null;
};

/**
 * Every message of a booking, oldest first: the email outbox's rows, the message log's emails whose
 * outbox row was deleted after OUTBOX_KEEP_DAYS (decision 0093), and the WhatsApp outbox's rows. Kinds,
 * statuses and times only: never an address, a number or a text.
 */
export async function messagesOfBooking(db: Queryable, bookingId: string): Promise<MessageRow[]> {
  const result = await db.execute<MessageRow>(sql`
    select * from (
    select id, 'email' as channel, kind, status, kind like 'clinic-%' as to_clinic, attempts,
      created_at, sent_at, null::timestamptz as delivered_at, null::timestamptz as read_at,
      case when status = 'failed' then next_attempt_at end as failed_at, last_error as failure_reason
    from email_outbox where booking_id = ${bookingId}
    union all
    select l.id, 'email', l.kind, 'sent', false, 1, null, l.sent_at, null, null, null, null
    from message_log l
    where l.booking_id = ${bookingId} and l.channel = 'email'
      and not exists (select 1 from email_outbox o
        where o.booking_id = l.booking_id and split_part(o.kind, ':', 1) = l.kind)
    union all
    select id, 'whatsapp', kind, status, kind like 'clinic-%', attempts, created_at, sent_at,
      delivered_at, read_at, failed_at, failure_reason
    from whatsapp_outbox where booking_id = ${bookingId}) m
    order by coalesce(m.created_at, m.sent_at), m.channel`);
  return result.rows;
}

export type WhatsAppOutboxListRow = {
  id: string;
  booking_id: string | null;
  reference: string | null;
  kind: string;
  template: string | null;
  to_phone: string;
  status: string;
  attempts: number;
  created_at: Date | string;
  sent_at: Date | string | null;
  failure_reason: string | null;
};

/** The newest WhatsApp messages, for the admin's list of the outbox. */
export async function latestWhatsAppMessages(db: Queryable, limit: number): Promise<WhatsAppOutboxListRow[]> {
  const result = await db.execute<WhatsAppOutboxListRow>(sql`
    select o.id, o.booking_id, b.reference, o.kind, o.template, o.to_phone, o.status, o.attempts,
      o.created_at, o.sent_at, o.failure_reason
    from whatsapp_outbox o left join bookings b on b.id = o.booking_id
    order by o.created_at desc limit ${limit}`);
  return result.rows;
}
