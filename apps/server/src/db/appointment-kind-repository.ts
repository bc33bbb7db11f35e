import { randomUUID } from "node:crypto";
import {
  defaultKindHorizonDays,
  defaultKindId,
  defaultKindSeed,
  type KindRequestValid,
} from "@clinic/contract/appointment-kinds";
import { pricingDefaults } from "@clinic/contract/booking";
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import { appointmentKinds } from "./schema/appointment-kinds";
import { bookings } from "./schema/booking";
import type { Queryable } from "./transaction";

/** Appointment kinds (issue 34): read and written only here. */
export type KindRow = typeof appointmentKinds.$inferSelect;

/** Every kind, the default first, then by name; archived ones only when asked. */
export function listKinds(db: Queryable, opts: { archived: boolean }): Promise<KindRow[]> {
  return db
    .select()
    .from(appointmentKinds)
    .where(opts.archived ? undefined : isNull(appointmentKinds.archivedAt))
    .orderBy(desc(appointmentKinds.isDefault), asc(appointmentKinds.name));
}

export async function findKind(db: Queryable, id: string): Promise<KindRow | undefined> {
  const [row] = await db.select().from(appointmentKinds).where(eq(appointmentKinds.id, id));
  return row;
}

export async function findDefaultKind(db: Queryable): Promise<KindRow | undefined> {
  const [row] = await db.select().from(appointmentKinds).where(eq(appointmentKinds.isDefault, true));
  return row;
}

function columnsOf(input: KindRequestValid) {
  return {
    name: input.name,
    names: {
      ...(input.names?.hi ? { hi: input.names.hi } : {}),
      ...(input.names?.kn ? { kn: input.names.kn } : {}),
    },
    mode: input.mode,
    durationMinutes: input.durationMinutes,
    bufferMinutes: input.bufferMinutes,
    amountInPaisa: input.amountInPaisa,
    minNoticeHours: input.minNoticeHours,
    maxAdvanceDays: input.maxAdvanceDays,
    bookableOnline: input.bookableOnline,
    colour: input.colour.toLowerCase(),
    address: input.mode === "in_clinic" && input.address ? input.address : null,
    serviceArea: input.mode === "home_visit" && input.serviceArea ? input.serviceArea : null,
  };
}

export async function insertKind(db: Queryable, input: KindRequestValid): Promise<KindRow> {
  const [row] = await db
    .insert(appointmentKinds)
    .values({ id: randomUUID(), ...columnsOf(input) })
    .returning();
  if (!row) throw new Error("insert into appointment_kinds returned no row");
  return row;
}

export async function updateKind(
  db: Queryable,
  id: string,
  input: KindRequestValid,
): Promise<KindRow | undefined> {
  const [row] = await db
    .update(appointmentKinds)
    .set({ ...columnsOf(input), updatedAt: sql`now()` })
    .where(and(eq(appointmentKinds.id, id), isNull(appointmentKinds.archivedAt)))
    .returning();
  return row;
}

/**
 * The default kind, made if it is missing (migration 0029 makes it; a database emptied by hand or by
 * the tests would not have it), at the pricing row's terms or the spec's defaults.
 */
export async function ensureDefaultKind(db: Queryable): Promise<void> {
  await db.execute(sql`
    insert into appointment_kinds (id, name, names, mode, duration_minutes, buffer_minutes, amount_in_paisa,
      max_advance_days, colour, is_default)
    select ${defaultKindId}, ${defaultKindSeed.name}, ${JSON.stringify(defaultKindSeed.names)}::jsonb, 'video',
      coalesce(p.duration_minutes, ${pricingDefaults.durationMinutes}),
      coalesce(p.buffer_minutes, ${pricingDefaults.bufferMinutes}),
      coalesce(p.amount_in_paisa, ${pricingDefaults.amountInPaisa}), ${defaultKindHorizonDays}, ${defaultKindSeed.colour}, true
    from (select 1) one left join pricing p on p.id = 1
    where not exists (select 1 from appointment_kinds where is_default)
    on conflict do nothing`);
}

/** The default kind's price, length and buffer, as the Pricing screen saves them (one price, two screens). */
export async function writeDefaultKindTerms(
  db: Queryable,
  terms: { amountInPaisa: number; durationMinutes: number; bufferMinutes: number },
): Promise<void> {
  await db
    .update(appointmentKinds)
    .set({ ...terms, updatedAt: sql`now()` })
    .where(eq(appointmentKinds.isDefault, true));
}

/**
 * Deletes a kind no booking names; archives one that bookings name (they keep it). Takes it off every
 * slot either way, so no slot offers it again. Undefined when there is no such kind.
 */
export async function deleteOrArchiveKind(
  db: Queryable,
  id: string,
): Promise<{ archived: boolean } | undefined> {
  const [used] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.kindId, id)).limit(1);
  await db.execute(
    sql`update slots set kind_ids = array_remove(kind_ids, ${id}) where ${id} = any(kind_ids)`,
  );
  if (used) {
    const rows = await db
      .update(appointmentKinds)
      .set({ archivedAt: sql`coalesce(${appointmentKinds.archivedAt}, now())`, bookableOnline: false })
      .where(eq(appointmentKinds.id, id))
      .returning({ id: appointmentKinds.id });
    return rows.length ? { archived: true } : undefined;
  }
  const rows = await db
    .delete(appointmentKinds)
    .where(eq(appointmentKinds.id, id))
    .returning({ id: appointmentKinds.id });
  return rows.length ? { archived: false } : undefined;
}
