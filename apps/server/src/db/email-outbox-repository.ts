import { and, eq, sql } from "drizzle-orm";
import type { Queryable } from "./booking-repository";
import type { Database } from "./client";
import { emailOutbox } from "./schema/booking";

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
 * sender crashed is taken again after its lease) and counts the attempt.
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
      where status in ('pending', 'sending') and next_attempt_at <= ${now.toISOString()}
      order by next_attempt_at limit ${limit} for update skip locked`);
    const ids = due.rows.map((r) => r.id);
    if (ids.length === 0) return [];
    return tx
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
      .returning();
  });
}

export async function markEmailSent(db: Database, id: string, at: Date): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: "sent", sentAt: at, lastError: null })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "sending")));
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

/**
 * Queues a reminder for each paid booking starting within `hours` (and not yet started) that has
 * none of this kind: one statement, and (kind, booking) is unique, so each is queued once even
 * with several servers.
 */
export async function queueReminders(
  db: Database,
  input: { kind: string; hours: number; now: Date; publicUrl: string; clinicTimezone: string },
): Promise<number> {
  const result = await db.execute<{ id: string }>(sql`
    insert into email_outbox (id, kind, booking_id, to_address, subject, text_body)
    select gen_random_uuid()::text, ${input.kind}, b.id, b.customer_email,
      'Reminder: your consultation at ' || to_char(s.start_at at time zone ${input.clinicTimezone}, 'FMHH12:MI AM on FMDay, DD Mon YYYY'),
      'Dear ' || b.customer_name || E',\\n\\nA reminder of your video consultation at '
        || to_char(s.start_at at time zone ${input.clinicTimezone}, 'FMHH12:MI AM on FMDay, DD Mon YYYY')
        || ' (' || ${input.clinicTimezone} || E').\\nReference: ' || b.reference
        || E'\\nJoin: ' || coalesce(b.meeting_link, '-')
        || E'\\nTo reschedule or cancel, use the link in your confirmation email.'
    from bookings b join slots s on s.id = b.slot_id
    where b.status = 'PAID'
      -- a confirmation still pending (decision 0060) gets its reminder once it has its link
      and b.user_calendar is distinct from 'pending'
      and s.start_at > ${input.now.toISOString()}
      and s.start_at <= ${new Date(input.now.getTime() + input.hours * 3_600_000).toISOString()}
    on conflict (kind, booking_id) do nothing
    returning id`);
  return result.rows.length;
}
