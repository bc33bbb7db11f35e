import { sql } from "drizzle-orm";
import type { Queryable, Tx } from "./transaction";

/* The tracker's reminders (decision 0107): what is due, and the row that makes "once per due date". */

export type ReminderBasis = {
  patientId: string;
  name: string;
  email: string | null;
  consentWithdrawn: boolean;
  lastTakenOn: string | null;
  lastGarmentIssuedOn: string | null;
  /** The patient's latest booking: the email hangs on it, so the message log names the patient. */
  latestBookingId: string | null;
  /** That booking's language (issue 33): the reminders are written in it. */
  locale: string;
  /** Reminders already sent: "kind:dueOn" → when. */
  sent: Record<string, string>;
};

/** Every live record with measurements: its last session, its latest garment, and reminders sent. */
export async function reminderBases(db: Queryable): Promise<ReminderBasis[]> {
  const result = await db.execute<{
    id: string;
    name: string;
    email: string | null;
    withdrawn: boolean;
    last_taken_on: string | null;
    last_garment: string | null;
    latest_booking: string | null;
    latest_locale: string | null;
    sent: Record<string, string> | null;
  }>(sql`
    select p.id, p.name, p.email, p.consent_withdrawn_at is not null as withdrawn,
      max(m.taken_on)::text as last_taken_on, max(m.garment_issued_on)::text as last_garment,
      (select b.id from bookings b where b.patient_id = p.id order by b.created_at desc, b.id desc limit 1)
        as latest_booking,
      (select b.locale from bookings b where b.patient_id = p.id order by b.created_at desc, b.id desc limit 1)
        as latest_locale,
      (select jsonb_object_agg(r.kind || ':' || r.due_on::text, r.sent_at) from measurement_reminders r
        where r.patient_id = p.id) as sent
    from patients p join measurement_sessions m on m.patient_id = p.id
    where p.erased_at is null and p.merged_into is null
    group by p.id`);
  return result.rows.map((r) => ({
    patientId: r.id,
    name: r.name,
    email: r.email,
    consentWithdrawn: r.withdrawn,
    lastTakenOn: r.last_taken_on,
    lastGarmentIssuedOn: r.last_garment,
    latestBookingId: r.latest_booking,
    locale: r.latest_locale ?? "en",
    sent: r.sent ?? {},
  }));
}

/** Claims one reminder; false when it was already sent (another server, an earlier run). */
export async function claimReminder(
  tx: Tx,
  reminder: { patientId: string; kind: string; dueOn: string },
  at: Date,
): Promise<boolean> {
  const result = await tx.execute(sql`
    insert into measurement_reminders (patient_id, kind, due_on, sent_at)
    values (${reminder.patientId}, ${reminder.kind}, ${reminder.dueOn}, ${at.toISOString()})
    on conflict do nothing returning patient_id`);
  return result.rows.length === 1;
}
