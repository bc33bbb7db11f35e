import { and, asc, eq, sql } from "drizzle-orm";
import { slots } from "./schema/booking";
import type { Queryable } from "./transaction";

export type SlotRow = typeof slots.$inferSelect;

export function slotsOfDate(db: Queryable, dateKey: string): Promise<SlotRow[]> {
  return db.select().from(slots).where(eq(slots.dateKey, dateKey)).orderBy(asc(slots.startAt));
}

/**
 * The dates in [from, to] with at least one OPEN slot that starts after `now`, each with the start of
 * its last such slot (when the date stops having one). With `kind`: slots that take it, starting in
 * its window.
 */
export async function openDates(
  db: Queryable,
  q: { from: string; to: string; now: Date; kind?: { kindId: string; from: Date; to: Date } },
): Promise<Array<{ dateKey: string; lastStartAt: Date }>> {
  const { from, to, now, kind } = q;
  const byKind = kind
    ? sql`and ${kind.kindId} = any(kind_ids) and start_at >= ${kind.from.toISOString()} and start_at <= ${kind.to.toISOString()}`
    : sql``;
  const result = await db.execute<{ date_key: string; last_start_at: string | Date }>(sql`
    select date_key, max(start_at) as last_start_at from slots
    where date_key between ${from} and ${to} and status = 'OPEN' and start_at > ${now.toISOString()} ${byKind}
    group by date_key
    order by date_key`);
  return result.rows.map((r) => ({ dateKey: r.date_key, lastStartAt: new Date(r.last_start_at) }));
}

export function findSlot(db: Queryable, id: string): Promise<SlotRow | undefined> {
  return db
    .select()
    .from(slots)
    .where(eq(slots.id, id))
    .then((rows) => rows[0]);
}

export async function setSlotStatus(
  db: Queryable,
  slotId: string,
  from: string,
  to: string,
): Promise<boolean> {
  const rows = await db
    .update(slots)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(slots.id, slotId), eq(slots.status, from)))
    .returning({ id: slots.id });
  return rows.length === 1;
}

export async function insertSlots(
  db: Queryable,
  rows: Array<{
    id: string;
    dateKey: string;
    startAt: Date;
    endAt: Date;
    tz: string;
    practitionerId?: string | null;
    kindIds?: string[];
  }>,
): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(slots)
    .values(rows.map((r) => ({ ...r, status: "OPEN" })))
    .onConflictDoNothing()
    .returning({ id: slots.id });
  return inserted.length;
}

export async function countSlots(db: Queryable): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from slots`);
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * Demo slots carry this prefix in their id (decision 0091): the going-live check finds them, and
 * `npm run seed:demo -- --remove` deletes them, without a column that only demos would use.
 */
export const demoSlotIdPrefix = "demo-";

/** Demo slots that patients could still book: OPEN or HELD, not yet ended. */
export async function countBookableDemoSlots(db: Queryable, now: Date): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from slots
     where id like ${`${demoSlotIdPrefix}%`} and status in ('OPEN', 'HELD') and end_at > ${now.toISOString()}`);
  return Number(result.rows[0]?.n ?? 0);
}

/** Deletes the OPEN demo slots no booking ever referred to; the others stay (they have history). */
export async function deleteUnusedDemoSlots(db: Queryable): Promise<number> {
  const result = await db.execute(sql`
    delete from slots s
     where s.id like ${`${demoSlotIdPrefix}%`} and s.status = 'OPEN'
       and not exists (select 1 from bookings b where b.slot_id = s.id)`);
  return result.rowCount ?? 0;
}

/** OPEN → BOOKED for a slot that starts after `notBefore` (a reschedule target). */
export async function bookOpenSlot(
  db: Queryable,
  slotId: string,
  notBefore: Date,
): Promise<SlotRow | undefined> {
  const rows = await db
    .update(slots)
    .set({ status: "BOOKED", updatedAt: new Date() })
    .where(
      and(eq(slots.id, slotId), eq(slots.status, "OPEN"), sql`${slots.startAt} > ${notBefore.toISOString()}`),
    )
    .returning();
  return rows[0];
}

/** A practitioner's slots that overlap [from, to) (null: slots without one), by start. */
export function practitionerSlotsBetween(
  db: Queryable,
  practitionerId: string | null,
  from: Date,
  to: Date,
): Promise<SlotRow[]> {
  return db
    .select()
    .from(slots)
    .where(
      and(
        practitionerId === null
          ? sql`${slots.practitionerId} is null`
          : eq(slots.practitionerId, practitionerId),
        sql`${slots.startAt} < ${to.toISOString()}::timestamptz`,
        sql`${slots.endAt} > ${from.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(slots.startAt));
}
