import { and, asc, eq, sql } from "drizzle-orm";
import { garmentCheckInPlans, garmentCheckIns } from "./schema/garment-check-ins";
import type { Queryable } from "./transaction";

/* Compression wear check-ins (issue 36; decision 0139): plans, the weekly rows, and their answers. */

export type CheckInPlanRow = typeof garmentCheckInPlans.$inferSelect;
export type CheckInRow = typeof garmentCheckIns.$inferSelect;

export async function planOf(db: Queryable, patientId: string): Promise<CheckInPlanRow | undefined> {
  const rows = await db
    .select()
    .from(garmentCheckInPlans)
    .where(eq(garmentCheckInPlans.patientId, patientId));
  return rows[0];
}

/** Turns check-ins on, or changes the channel or booking of a plan already on (its `since` stays). */
export async function savePlan(
  db: Queryable,
  row: Omit<CheckInPlanRow, "updatedAt">,
  at: Date,
): Promise<void> {
  await db
    .insert(garmentCheckInPlans)
    .values({ ...row, updatedAt: at })
    .onConflictDoUpdate({
      target: garmentCheckInPlans.patientId,
      set: { bookingId: row.bookingId, channel: row.channel, enabledBy: row.enabledBy, updatedAt: at },
    });
}

export async function deletePlan(db: Queryable, patientId: string): Promise<boolean> {
  const rows = await db
    .delete(garmentCheckInPlans)
    .where(eq(garmentCheckInPlans.patientId, patientId))
    .returning({ id: garmentCheckInPlans.patientId });
  return rows.length > 0;
}

/** The tracker has a garment for the patient (a session with its kind). */
export async function garmentRecorded(db: Queryable, patientId: string): Promise<boolean> {
  const result = await db.execute(sql`
    select 1 from measurement_sessions where patient_id = ${patientId} and garment_kind is not null limit 1`);
  return result.rows.length > 0;
}

export async function checkInsOfPatient(db: Queryable, patientId: string): Promise<CheckInRow[]> {
  return db
    .select()
    .from(garmentCheckIns)
    .where(eq(garmentCheckIns.patientId, patientId))
    .orderBy(asc(garmentCheckIns.dueOn));
}

export async function checkInsOfBooking(db: Queryable, bookingId: string): Promise<CheckInRow[]> {
  return db
    .select()
    .from(garmentCheckIns)
    .where(eq(garmentCheckIns.bookingId, bookingId))
    .orderBy(asc(garmentCheckIns.dueOn));
}

/** One check-in, only through the booking its link went with (a token opens what it was sent for). */
export async function checkInOfBooking(
  db: Queryable,
  bookingId: string,
  id: string,
): Promise<CheckInRow | undefined> {
  const rows = await db
    .select()
    .from(garmentCheckIns)
    .where(and(eq(garmentCheckIns.id, id), eq(garmentCheckIns.bookingId, bookingId)))
    .for("update");
  return rows[0];
}

export async function saveAnswer(db: Queryable, id: string, hoursPerDay: number, at: Date): Promise<void> {
  await db.update(garmentCheckIns).set({ hoursPerDay, answeredAt: at }).where(eq(garmentCheckIns.id, id));
}

/** A plan the weekly job may act on, with what its message needs. */
export type DuePlan = {
  patientId: string;
  bookingId: string;
  channel: string;
  since: string;
  name: string;
  email: string;
  locale: string;
};

/**
 * Plans of live records that still have a garment recorded and have not withdrawn consent (no
 * messages then, as the tracker's reminders, decision 0102), with their booking's name and address.
 */
export async function activePlans(db: Queryable): Promise<DuePlan[]> {
  const result = await db.execute<{
    patient_id: string;
    booking_id: string;
    channel: string;
    since: string;
    name: string;
    email: string;
    locale: string;
  }>(sql`
    select pl.patient_id, pl.booking_id, pl.channel, pl.since::text as since, b.customer_name as name,
      b.customer_email as email, b.locale
    from garment_check_in_plans pl
    join patients p on p.id = pl.patient_id
    join bookings b on b.id = pl.booking_id and b.patient_id = pl.patient_id
    where p.erased_at is null and p.merged_into is null and p.consent_withdrawn_at is null
      and b.manage_token_sealed is not null
      and exists (select 1 from measurement_sessions m where m.patient_id = pl.patient_id
        and m.garment_kind is not null)`);
  return result.rows.map((r) => ({
    patientId: r.patient_id,
    bookingId: r.booking_id,
    channel: r.channel,
    since: r.since,
    name: r.name,
    email: r.email,
    locale: r.locale,
  }));
}

/** Claims the check-in due on a day; false when it was already sent (another server, an earlier run). */
export async function claimCheckIn(
  db: Queryable,
  row: { id: string; patientId: string; bookingId: string; dueOn: string },
  at: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(garmentCheckIns)
    .values({ ...row, sentAt: at })
    .onConflictDoNothing()
    .returning({ id: garmentCheckIns.id });
  return inserted.length === 1;
}

/** A merge: the other record's plan (when this one has none) and check-ins follow the person. */
export async function moveCheckIns(db: Queryable, fromPatientId: string, toPatientId: string): Promise<void> {
  // A week both records were asked about keeps this record's row.
  await db.execute(sql`
    delete from garment_check_ins o where o.patient_id = ${fromPatientId}
      and exists (select 1 from garment_check_ins t where t.patient_id = ${toPatientId} and t.due_on = o.due_on)`);
  await db
    .update(garmentCheckIns)
    .set({ patientId: toPatientId })
    .where(eq(garmentCheckIns.patientId, fromPatientId));
  if (await planOf(db, toPatientId)) await deletePlan(db, fromPatientId);
  else
    await db
      .update(garmentCheckInPlans)
      .set({ patientId: toPatientId })
      .where(eq(garmentCheckInPlans.patientId, fromPatientId));
}

/**
 * A split: the check-ins sent through the booking go with it to its new record; the record's plan through
 * it goes through `nextBookingId` (the record's own newest booking) when given, else ends. Returns how
 * many check-ins moved and whether the plan ended.
 */
export async function moveCheckInsOfBooking(
  db: Queryable,
  bookingId: string,
  toPatientId: string,
  nextBookingId: string | undefined,
): Promise<{ checkIns: number; planEnded: boolean }> {
  const moved = await db
    .update(garmentCheckIns)
    .set({ patientId: toPatientId })
    .where(eq(garmentCheckIns.bookingId, bookingId))
    .returning({ id: garmentCheckIns.id });
  const through = eq(garmentCheckInPlans.bookingId, bookingId);
  if (nextBookingId) {
    await db.update(garmentCheckInPlans).set({ bookingId: nextBookingId }).where(through);
    return { checkIns: moved.length, planEnded: false };
  }
  const ended = await db
    .delete(garmentCheckInPlans)
    .where(through)
    .returning({ id: garmentCheckInPlans.patientId });
  return { checkIns: moved.length, planEnded: ended.length > 0 };
}

/**
 * The patient's export: the plan (when `bookingId` is given, only if it goes through that booking) and
 * the check-ins (only that booking's when given); null without either.
 */
export async function exportedCheckIns(db: Queryable, patientId: string, bookingId?: string) {
  const [plan, rows] = await Promise.all([planOf(db, patientId), checkInsOfPatient(db, patientId)]);
  const shownPlan = plan && (!bookingId || plan.bookingId === bookingId) ? plan : undefined;
  const shown = rows.filter((r) => !bookingId || r.bookingId === bookingId);
  if (!shownPlan && shown.length === 0) return null;
  return { plan: shownPlan ? { channel: shownPlan.channel, since: shownPlan.since } : null, rows: shown };
}

/** Erasure and retention: the plan and every answer go with the clinical record. */
export async function deleteCheckInDataOf(db: Queryable, patientId: string): Promise<number> {
  const rows = await db
    .delete(garmentCheckIns)
    .where(eq(garmentCheckIns.patientId, patientId))
    .returning({ id: garmentCheckIns.id });
  const plan = await deletePlan(db, patientId);
  return rows.length + (plan ? 1 : 0);
}
