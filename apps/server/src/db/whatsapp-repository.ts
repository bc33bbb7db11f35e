import { and, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "./client";
import { dueBy } from "./due-by";
import { whatsappOptIns, whatsappOutbox } from "./schema/whatsapp";
import type { Queryable } from "./transaction";

export type WhatsAppOutboxRow = typeof whatsappOutbox.$inferSelect;
export type NewWhatsAppOptIn = typeof whatsappOptIns.$inferInsert;

export async function insertWhatsAppOptIn(db: Queryable, row: NewWhatsAppOptIn): Promise<void> {
  await db.insert(whatsappOptIns).values(row).onConflictDoNothing();
}

/**
 * The number a booking's WhatsApp updates go to (E.164), while its opt-in stands (not turned off from
 * the manage page); undefined without one. A STOP does not count: START would undo it.
 */
export async function optedInNumberOf(db: Queryable, bookingId: string): Promise<string | undefined> {
  const rows = await db
    .select({ phone: whatsappOptIns.phone })
    .from(whatsappOptIns)
    .where(and(eq(whatsappOptIns.bookingId, bookingId), isNull(whatsappOptIns.withdrawnAt)));
  return rows[0]?.phone;
}

/**
 * A patient message is wanted only while its booking's opt-in stands, the number has not sent STOP and
 * the patient has neither withdrawn consent nor been erased (as the email reminders, decision 0102).
 * Free-form answers (to STOP and START) and the clinic's notices are not patient updates.
 */
const unwanted = (o: SQL) => sql`(
  ${o}.template is not null and ${o}.kind not like 'clinic-%' and (
    exists (select 1 from whatsapp_opt_outs x where x.phone = ${o}.to_phone)
    or (${o}.booking_id is not null and (
      not exists (select 1 from whatsapp_opt_ins i
        where i.booking_id = ${o}.booking_id and i.withdrawn_at is null and i.phone = ${o}.to_phone)
      or exists (select 1 from bookings b join patients p on p.id = b.patient_id
        where b.id = ${o}.booking_id and (p.consent_withdrawn_at is not null or p.erased_at is not null))
      or exists (select 1 from consents c where c.booking_id = ${o}.booking_id and c.withdrawn_at is not null)))))`;

/**
 * Queues a template message to the booking's opted-in number, once per (kind, booking), and only while
 * it is wanted. Answers whether it was queued.
 */
export async function queueBookingWhatsApp(
  db: Queryable,
  row: {
    id: string;
    kind: string;
    bookingId: string;
    template: string;
    params: string[];
    notAfter: Date | null;
  },
): Promise<boolean> {
  const result = await db.execute(sql`
    insert into whatsapp_outbox (id, kind, booking_id, to_phone, template, params, not_after)
    select ${row.id}, ${row.kind}, i.booking_id, i.phone, ${row.template}, ${JSON.stringify(row.params)}::jsonb,
      ${row.notAfter?.toISOString() ?? null}
    from whatsapp_opt_ins i
    where i.booking_id = ${row.bookingId} and i.withdrawn_at is null
      and not exists (select 1 from whatsapp_opt_outs x where x.phone = i.phone)
    on conflict do nothing`);
  return (result.rowCount ?? 0) === 1;
}

/** Queues a message to a given number (the clinic's notice, the answers to STOP and START). */
export async function queueWhatsAppTo(
  db: Queryable,
  row: {
    id: string;
    kind: string;
    bookingId: string | null;
    toPhone: string;
    template?: string;
    params?: string[];
    textBody?: string;
    notAfter?: Date | null;
    /** The language of a message tied to no booking (a booking's message follows the booking's). */
    locale?: string | null;
  },
): Promise<boolean> {
  const inserted = await db
    .insert(whatsappOutbox)
    .values({
      id: row.id,
      kind: row.kind,
      bookingId: row.bookingId,
      toPhone: row.toPhone,
      template: row.template ?? null,
      params: row.params ?? [],
      textBody: row.textBody ?? null,
      notAfter: row.notAfter ?? null,
      locale: row.locale ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: whatsappOutbox.id });
  return inserted.length === 1;
}

/**
 * Before claiming: messages no longer wanted (STOP, a withdrawn opt-in or consent) and messages whose
 * appointment has started are dropped, never sent late. Answers how many. "Due" is the claim's own
 * (`dueBy`), so no message the claim takes escapes this check.
 */
export async function dropUnsendable(db: Queryable, now: Date): Promise<number> {
  const at = now.toISOString();
  const result = await db.execute(sql`
    update whatsapp_outbox o set status = 'dropped', failed_at = ${at},
      failure_reason = case when o.not_after is not null and o.not_after <= ${at}
        then 'due after its appointment started' else 'no longer wanted (opt-out or consent withdrawn)' end
    where o.status in ('queued', 'sending') and o.next_attempt_at <= ${dueBy(now)}
      and ((o.not_after is not null and o.not_after <= ${at}) or ${unwanted(sql`o`)})`);
  return result.rowCount ?? 0;
}

/**
 * Claims due messages for `leaseSeconds` with FOR UPDATE SKIP LOCKED (several servers never take the
 * same one; one whose sender crashed is taken again after its lease) and counts the attempt.
 */
export async function claimDueWhatsApp(
  db: Database,
  now: Date,
  limit: number,
  leaseSeconds: number,
): Promise<WhatsAppOutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx.execute<{ id: string }>(sql`
      select id from whatsapp_outbox
      where status in ('queued', 'sending') and next_attempt_at <= ${dueBy(now)}
      order by next_attempt_at limit ${limit} for update skip locked`);
    const ids = due.rows.map((r) => r.id);
    if (ids.length === 0) return [];
    const claimed = await tx
      .update(whatsappOutbox)
      .set({
        status: "sending",
        attempts: sql`${whatsappOutbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + leaseSeconds * 1000),
      })
      .where(inArray(whatsappOutbox.id, ids))
      .returning();
    return claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  });
}

/**
 * Marks a message sent with the provider's id and, for a patient's message in the same statement,
 * writes the message log (decision 0099): kind without its ':…' suffix, never the text.
 */
export async function markWhatsAppSent(
  db: Queryable,
  id: string,
  providerMessageId: string,
  at: Date,
): Promise<void> {
  await db.execute(sql`
    with sent as (
      update whatsapp_outbox set status = 'sent', sent_at = ${at.toISOString()},
        provider_message_id = ${providerMessageId}, failure_reason = null
      where id = ${id} and status = 'sending'
      returning kind, booking_id, template)
    insert into message_log (id, booking_id, patient_id, channel, kind, sent_at)
    select gen_random_uuid()::text, b.id, b.patient_id, 'whatsapp', split_part(sent.kind, ':', 1),
      ${at.toISOString()}
    from sent join bookings b on b.id = sent.booking_id
    where sent.kind not like 'clinic-%' and sent.template is not null`);
}

/** A failed attempt: tried again at `retryAt`, or given up (`failed`) with the reason. */
export async function markWhatsAppAttemptFailed(
  db: Queryable,
  id: string,
  values: { retryAt: Date | null; reason: string; at: Date; uncount?: boolean },
): Promise<void> {
  await db.execute(sql`
    update whatsapp_outbox set
      status = ${values.retryAt ? "queued" : "failed"},
      next_attempt_at = ${(values.retryAt ?? values.at).toISOString()},
      failed_at = ${values.retryAt ? null : values.at.toISOString()},
      failure_reason = ${values.reason},
      attempts = attempts - ${values.uncount ? 1 : 0}
    where id = ${id} and status = 'sending'`);
}

export async function markWhatsAppDropped(
  db: Queryable,
  id: string,
  reason: string,
  at: Date,
): Promise<void> {
  await db.execute(sql`
    update whatsapp_outbox set status = 'dropped', failed_at = ${at.toISOString()}, failure_reason = ${reason}
    where id = ${id} and status = 'sending'`);
}

const statusRank = (s: SQL) =>
  sql`(case ${s} when 'sent' then 1 when 'delivered' then 2 when 'read' then 3 else 0 end)`;

/**
 * A status the provider reported for one of our messages: its time is stored, and the status only moves
 * forward (sent → delivered → read; a late 'delivered' never undoes 'read'). 'failed' is final.
 * Answers whether the message is ours.
 */
export async function applyWhatsAppStatus(
  db: Queryable,
  input: {
    providerMessageId: string;
    status: "sent" | "delivered" | "read" | "failed";
    at: Date;
    reason?: string;
  },
): Promise<boolean> {
  const at = input.at.toISOString();
  const column = {
    sent: sql`sent_at = coalesce(sent_at, ${at})`,
    delivered: sql`delivered_at = coalesce(delivered_at, ${at})`,
    read: sql`read_at = coalesce(read_at, ${at})`,
    failed: sql`failed_at = coalesce(failed_at, ${at}), failure_reason = ${input.reason ?? "failed"}`,
  }[input.status];
  const next =
    input.status === "failed"
      ? sql`'failed'`
      : sql`case when status in ('failed', 'dropped') then status
          when ${statusRank(sql`${input.status}`)} > ${statusRank(sql`status`)} then ${input.status}
          else status end`;
  const result = await db.execute(sql`
    update whatsapp_outbox set ${column}, status = ${next}
    where provider_message_id = ${input.providerMessageId}`);
  return (result.rowCount ?? 0) > 0;
}

/** STOP: the number is opted out of every future message. Answers whether it was opted in until now. */
export async function optOutNumber(db: Queryable, phone: string, at: Date): Promise<boolean> {
  const result = await db.execute(sql`
    insert into whatsapp_opt_outs (phone, opted_out_at) values (${phone}, ${at.toISOString()})
    on conflict do nothing`);
  return (result.rowCount ?? 0) === 1;
}

/** START: the number may receive messages again (its bookings' opt-ins apply). Answers whether it was out. */
export async function optInNumber(db: Queryable, phone: string): Promise<boolean> {
  const result = await db.execute(sql`delete from whatsapp_opt_outs where phone = ${phone}`);
  return (result.rowCount ?? 0) === 1;
}

/** The language of the newest booking whose WhatsApp opt-in gave this number: its replies speak it. */
export async function localeOfWhatsAppNumber(db: Queryable, phone: string): Promise<string | undefined> {
  const result = await db.execute<{ locale: string }>(sql`
    select b.locale from whatsapp_opt_ins o join bookings b on b.id = o.booking_id
    where o.phone = ${phone} order by o.given_at desc limit 1`);
  return result.rows[0]?.locale;
}

/** The webhook's event, once: true the first time its id is seen. */
export async function firstSeenWebhookEvent(db: Queryable, id: string): Promise<boolean> {
  const result = await db.execute(sql`
    insert into whatsapp_webhook_events (id) values (${id}) on conflict do nothing`);
  return (result.rowCount ?? 0) === 1;
}

export type WhatsAppState = { phone: string | null; optedIn: boolean; numberOptedOut: boolean };

/** A booking's WhatsApp state: its opt-in's number, whether it stands, whether the number sent STOP. */
export async function whatsappStateOfBooking(db: Queryable, bookingId: string): Promise<WhatsAppState> {
  const result = await db.execute<{ phone: string; withdrawn_at: unknown; out: boolean }>(sql`
    select i.phone, i.withdrawn_at,
      exists (select 1 from whatsapp_opt_outs x where x.phone = i.phone) as out
    from whatsapp_opt_ins i where i.booking_id = ${bookingId}`);
  const row = result.rows[0];
  if (!row) return { phone: null, optedIn: false, numberOptedOut: false };
  return { phone: row.phone, optedIn: row.withdrawn_at === null, numberOptedOut: row.out };
}

/** The patient turns this booking's updates off (manage page). Answers whether they were on. */
export async function withdrawWhatsAppOptIn(db: Queryable, bookingId: string, at: Date): Promise<boolean> {
  const result = await db.execute(sql`
    update whatsapp_opt_ins set withdrawn_at = ${at.toISOString()}
    where booking_id = ${bookingId} and withdrawn_at is null`);
  return (result.rowCount ?? 0) === 1;
}

/**
 * A patient corrected their phone (PATCH …/contact): the standing opt-ins of the bookings that now carry
 * it, and their messages not yet sent, follow the new number. Answers how many opt-ins moved.
 */
export async function followCorrectedPhone(
  db: Queryable,
  bookingIds: string[],
  phone: string,
): Promise<number> {
  if (bookingIds.length === 0) return 0;
  const ids = sql.join(
    bookingIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const moved = await db.execute<{ booking_id: string }>(sql`
    update whatsapp_opt_ins i set phone = ${phone}
    from bookings b
    where b.id = i.booking_id and i.booking_id in (${ids}) and i.withdrawn_at is null
      and b.customer_phone = ${phone} and i.phone <> ${phone}
    returning i.booking_id`);
  if (moved.rows.length > 0)
    await db.execute(sql`
      update whatsapp_outbox set to_phone = ${phone}
      where status = 'queued' and template is not null and kind not like 'clinic-%'
        and booking_id in (${sql.join(
          moved.rows.map((r) => sql`${r.booking_id}`),
          sql`, `,
        )})`);
  return moved.rows.length;
}

/** The WhatsApp opt-ins of some bookings (the patient's export). */
export async function whatsappOptInsOf(db: Queryable, bookingIds: string[]) {
  if (bookingIds.length === 0) return [];
  return db
    .select()
    .from(whatsappOptIns)
    .where(inArray(whatsappOptIns.bookingId, bookingIds))
    .orderBy(whatsappOptIns.givenAt);
}

/**
 * Finished WhatsApp messages (sent, delivered, read, failed or dropped) older than `keepDays` are
 * deleted, like sent emails (OUTBOX_KEEP_DAYS, decision 0093): they hold the patient's number and name.
 * The message log keeps that a message went (kind, channel, time). A reminder of a consultation still
 * to come stays: its row is what stops it being queued again.
 */
export async function deleteFinishedWhatsApp(db: Queryable, keepDays: number, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - keepDays * 86_400_000).toISOString();
  const result = await db.execute(sql`
    delete from whatsapp_outbox where id in (
      select o.id from whatsapp_outbox o
      where o.status in ('sent', 'delivered', 'read', 'failed', 'dropped')
        and coalesce(o.read_at, o.delivered_at, o.sent_at, o.failed_at, o.created_at) < ${cutoff}
        and not (o.kind like 'reminder-%' and exists (
          select 1 from bookings b join slots s on s.id = b.slot_id
          where b.id = o.booking_id and s.start_at > ${now.toISOString()}))
      limit 5000)`);
  return result.rowCount ?? 0;
}

/**
 * Whether `phone` (E.164) has a standing opt-in on one of these bookings and has not sent STOP: where
 * record access may send its code and a contact-change notice (decision 0113).
 */
export async function numberOptedInFor(db: Queryable, bookingIds: string[], phone: string): Promise<boolean> {
  if (bookingIds.length === 0) return false;
  const result = await db.execute<{ yes: boolean }>(sql`
    select exists (
      select 1 from whatsapp_opt_ins i
      where i.booking_id in (${sql.join(
        bookingIds.map((id) => sql`${id}`),
        sql`, `,
      )}) and i.phone = ${phone} and i.withdrawn_at is null
        and not exists (select 1 from whatsapp_opt_outs x where x.phone = i.phone)) as yes`);
  return result.rows[0]?.yes === true;
}
