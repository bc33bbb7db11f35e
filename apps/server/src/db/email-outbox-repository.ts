import { erasedMarker } from "@clinic/contract/patient-rights";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "./client";
import { dueBy } from "./due-by";
import { emailOutbox } from "./schema/booking";
import type { Queryable } from "./transaction";

export type OutboxRow = typeof emailOutbox.$inferSelect;
export type NewOutboxRow = typeof emailOutbox.$inferInsert;

/** Queues an email; (kind, booking) is unique, so a second call queues nothing. */
export async function enqueueEmail(db: Queryable, row: NewOutboxRow): Promise<boolean> {
  const rows = await db
    .insert(emailOutbox)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: emailOutbox.id });
  return rows.length === 1;
}

/**
 * Claims due emails for `leaseSeconds` (several servers never take the same one; an email whose
 * sender crashed is taken again after its lease) and counts the attempt. The patients' emails come
 * first, then the clinic's notices, then review digests (`priority`, decision 0115), each oldest first.
 */
export async function claimDueEmails(
  db: Database,
  now: Date,
  limit: number,
  leaseSeconds = 120,
): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx.execute<{ id: string }>(sql`
      select id from email_outbox
      where status in ('pending', 'sending') and next_attempt_at <= ${dueBy(now)}
      order by priority, next_attempt_at limit ${limit} for update skip locked`);
    const ids = due.rows.map((r) => r.id);
    if (ids.length === 0) return [];
    return (
      tx
        .update(emailOutbox)
        .set({
          status: "sending",
          attempts: sql`${emailOutbox.attempts} + 1`,
          nextAttemptAt: new Date(now.getTime() + leaseSeconds * 1000),
        })
        .where(
          sql`${emailOutbox.id} in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        )
        .returning()
        // In the claim's order: an update answers its rows in any order.
        .then((rows) => rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id)))
    );
  });
}

/**
 * Gives a claimed email back untried: pending again, due at `at`, its attempt not counted. For the
 * lower-priority emails of a round in which the mail server limited the rate (decision 0115).
 */
export async function deferClaimedEmail(db: Database, id: string, at: Date): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: "pending", nextAttemptAt: at, attempts: sql`greatest(${emailOutbox.attempts} - 1, 0)` })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "sending")));
}

/**
 * Marks the email sent and, in the same statement (so together or not at all), writes what was sent
 * to the patient in the message log (decision 0099): the kind without its ':…' suffix (a reschedule's
 * slot and sequence), the booking and its patient record; never the text. Emails to the clinic
 * (`clinic-…`) and without a booking are not messages to a patient.
 */
export async function markEmailSent(db: Database, id: string, at: Date): Promise<void> {
  await db.execute(sql`
    with sent as (
      update email_outbox set status = 'sent', sent_at = ${at.toISOString()}, last_error = null
      where id = ${id} and status = 'sending'
      returning kind, booking_id)
    insert into message_log (id, booking_id, patient_id, channel, kind, sent_at)
    select gen_random_uuid()::text, b.id, b.patient_id, 'email', split_part(sent.kind, ':', 1),
      ${at.toISOString()}
    from sent join bookings b on b.id = sent.booking_id
    where sent.kind not like 'clinic-%'`);
}

export async function markEmailFailed(
  db: Database,
  id: string,
  values: { nextAttemptAt: Date; lastError: string; giveUp: boolean },
): Promise<void> {
  await db
    .update(emailOutbox)
    .set({
      status: values.giveUp ? "failed" : "pending",
      nextAttemptAt: values.nextAttemptAt,
      lastError: values.lastError,
    })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "sending")));
}

export type ReminderCandidate = {
  bookingId: string;
  customerName: string;
  customerEmail: string;
  reference: string;
  meetingLink: string | null;
  manageTokenSealed: string | null;
  startAt: Date;
  /** The language the booking's messages are written in (issue 33). */
  locale: string;
};

/**
 * Paid bookings starting within `hours` of `now` (and not yet started) that have no reminder of
 * `kind` yet, of patients who have not withdrawn consent nor been erased. A confirmation still pending (decision 0060) gets its reminder once it has its link.
 */
export async function bookingsDueForReminder(
  db: Queryable,
  input: { kind: string; hours: number; now: Date; limit?: number },
): Promise<ReminderCandidate[]> {
  const result = await db.execute<{
    id: string;
    customer_name: string;
    customer_email: string;
    reference: string;
    meeting_link: string | null;
    manage_token_sealed: string | null;
    start_at: Date | string;
    locale: string;
  }>(sql`
    select b.id, b.customer_name, b.customer_email, b.reference, b.meeting_link,
      b.manage_token_sealed, s.start_at, b.locale
    from bookings b join slots s on s.id = b.slot_id
    where b.status = 'PAID'
      and b.user_calendar is distinct from 'pending'
      and s.start_at > ${input.now.toISOString()}
      and s.start_at <= ${new Date(input.now.getTime() + input.hours * 3_600_000).toISOString()}
      and not exists (select 1 from email_outbox o where o.kind = ${input.kind} and o.booking_id = b.id)
      -- Reminders are not essential: none to a patient who withdrew consent or was erased (decision 0102).
      and not exists (select 1 from patients p where p.id = b.patient_id
        and (p.consent_withdrawn_at is not null or p.erased_at is not null))
      and not exists (select 1 from consents c where c.booking_id = b.id and c.withdrawn_at is not null)
      and b.customer_email <> ${erasedMarker.email}
    order by s.start_at
    limit ${input.limit ?? 500}`);
  return result.rows.map((r) => ({
    bookingId: r.id,
    customerName: r.customer_name,
    customerEmail: r.customer_email,
    reference: r.reference,
    meetingLink: r.meeting_link,
    manageTokenSealed: r.manage_token_sealed,
    startAt: new Date(r.start_at),
    locale: r.locale,
  }));
}

/**
 * Queues several emails in one statement; (kind, booking) is unique, so rows already queued (by
 * another server meanwhile) are skipped. Answers how many were queued.
 */
export async function enqueueEmails(db: Queryable, rows: NewOutboxRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(emailOutbox)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: emailOutbox.id });
  return inserted.length;
}

/**
 * The highest SEQUENCE of the calendar invitations queued for a booking (0 when none says one):
 * the next invitation or cancellation goes above it (decision 0072).
 */
export async function highestInviteSequence(db: Queryable, bookingId: string): Promise<number> {
  const result = await db.execute<{ n: number | null }>(sql`
    select max((substring(ics_attachment from 'SEQUENCE:([0-9]+)'))::int) as n
    from email_outbox
    where booking_id = ${bookingId} and ics_attachment is not null`);
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * An email queued but held back (`nextAttemptAt` in the future) is released for delivery now,
 * with its final text and invitation when given. False when it is no longer waiting (sent, or
 * already being sent after its hold ran out).
 */
export async function releaseHeldEmail(
  db: Queryable,
  id: string,
  now: Date,
  final?: { textBody: string; icsAttachment: string | null },
): Promise<boolean> {
  const rows = await db
    .update(emailOutbox)
    .set({ nextAttemptAt: now, ...(final ?? {}) })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "pending"), eq(emailOutbox.attempts, 0)))
    .returning({ id: emailOutbox.id });
  return rows.length === 1;
}

/**
 * Deletes emails sent (or given up) more than `keepDays` ago, in batches, and answers how many went.
 * A reminder stays while its consultation is still ahead: (kind, booking) having no row is what makes
 * the reminder job queue one, so deleting it earlier would send it again (a REMINDER_HOURS longer than
 * the days kept). Plain deletes by id, so several servers running it at once only repeat work.
 */
export async function deleteFinishedEmails(db: Database, keepDays: number, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - keepDays * 86_400_000).toISOString();
  const result = await db.execute(sql`
    delete from email_outbox where id in (
      select o.id from email_outbox o
      where o.status in ('sent', 'failed')
        and coalesce(o.sent_at, o.next_attempt_at) < ${cutoff}
        and not (o.kind like 'reminder-%' and exists (
          select 1 from bookings b join slots s on s.id = b.slot_id
          where b.id = o.booking_id and s.start_at > ${now.toISOString()}))
      limit 5000)`);
  return result.rowCount ?? 0;
}
