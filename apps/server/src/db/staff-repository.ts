import { randomUUID } from "node:crypto";
import { roleGroups, type StaffRole } from "@clinic/contract/staff";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "./client";
import { adminSessions } from "./schema/auth";
import { staff } from "./schema/staff";
import type { Queryable } from "./transaction";

export type StaffRow = typeof staff.$inferSelect;
/** A practitioner's own details (issue 34); a key left out is not written (PUT keeps what is stored). */
export type StaffProfile = Partial<
  Pick<StaffRow, "colour" | "registrationNumber" | "businessHours" | "calendarId">
>;
type StaffFields = { email: string; name: string; role: StaffRole } & StaffProfile;

/** Only the profile keys the change names: one a PUT leaves out keeps its stored value. */
function profileOf(change: StaffProfile): StaffProfile {
  const { colour, registrationNumber, businessHours, calendarId } = change;
  return {
    ...(colour !== undefined ? { colour } : {}),
    ...(registrationNumber !== undefined ? { registrationNumber } : {}),
    ...(businessHours !== undefined ? { businessHours } : {}),
    ...(calendarId !== undefined ? { calendarId } : {}),
  };
}

/** The members who may sign in, oldest first. */
export async function listLiveStaff(db: Database): Promise<StaffRow[]> {
  return db
    .select()
    .from(staff)
    .where(isNull(staff.removedAt))
    .orderBy(asc(staff.createdAt), asc(staff.email));
}

/**
 * Who sees patients (issue 34): live owners and practitioners, oldest first. The first is whose time a
 * slot is when the clinic does not say (in a one-person clinic, the owner is the practitioner).
 */
export async function listPractitioners(db: Queryable): Promise<StaffRow[]> {
  return db
    .select()
    .from(staff)
    .where(and(isNull(staff.removedAt), inArray(staff.role, [...roleGroups.clinical])))
    .orderBy(asc(staff.createdAt), asc(staff.email));
}

/** Slots made before practitioners existed (migration 0029) become the first practitioner's, at start. */
export async function assignSlotsWithoutPractitioner(db: Queryable): Promise<number> {
  const [first] = await listPractitioners(db);
  if (!first) return 0;
  const result = await db.execute(
    sql`update slots set practitioner_id = ${first.id} where practitioner_id is null`,
  );
  return result.rowCount ?? 0;
}

export async function findLiveStaff(db: Queryable, id: string): Promise<StaffRow | undefined> {
  const [row] = await db
    .select()
    .from(staff)
    .where(and(eq(staff.id, id), isNull(staff.removedAt)));
  return row;
}

/**
 * The registration number of a slot's practitioner for their receipts (issue 34), removed or not: the
 * appointment was theirs. Null when they have none (the receipt prints the clinic's).
 */
export async function practitionerRegistration(db: Queryable, id: string | null): Promise<string | null> {
  if (!id) return null;
  const [row] = await db
    .select({ registrationNumber: staff.registrationNumber })
    .from(staff)
    .where(eq(staff.id, id));
  return row?.registrationNumber?.trim() || null;
}

/** The registration number of the practitioner whose slot a booking is on (issue 34); null without one. */
export async function bookingPractitionerRegistration(
  db: Queryable,
  bookingId: string,
): Promise<string | null> {
  const result = await db.execute<{ number: string | null }>(sql`
    select st.registration_number as number from bookings b
    join slots s on s.id = b.slot_id
    join staff st on st.id = s.practitioner_id
    where b.id = ${bookingId}`);
  return result.rows[0]?.number?.trim() || null;
}

export async function findLiveStaffByEmail(db: Database, email: string): Promise<StaffRow | undefined> {
  const [row] = await db
    .select()
    .from(staff)
    .where(and(eq(staff.email, email.toLowerCase()), isNull(staff.removedAt)));
  return row;
}

/** A new member; undefined when a live member has the address (the unique index decides, under races too). */
export async function insertStaff(db: Database, member: StaffFields): Promise<StaffRow | undefined> {
  const { email, name, role } = member;
  const [row] = await db
    .insert(staff)
    .values({ id: randomUUID(), email: email.toLowerCase(), name, role, ...profileOf(member) })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** The changed member; undefined when there is none live, "taken" when another live member has the email. */
export async function updateStaff(
  db: Database,
  id: string,
  change: StaffFields,
): Promise<StaffRow | "taken" | undefined> {
  const { email, name, role } = change;
  try {
    const [row] = await db
      .update(staff)
      .set({ email: email.toLowerCase(), name, role, ...profileOf(change), updatedAt: sql`now()` })
      .where(and(eq(staff.id, id), isNull(staff.removedAt)))
      .returning();
    return row;
  } catch (error) {
    // The live-email unique index (PostgreSQL's unique_violation), under races too.
    if ((error as { cause?: { code?: string } }).cause?.code === "23505") return "taken";
    throw error;
  }
}

/** Removes the member and ends every session signed in with their address. */
export async function removeStaff(db: Database, row: StaffRow): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(staff).set({ removedAt: sql`now()` }).where(eq(staff.id, row.id));
    await tx
      .update(adminSessions)
      .set({ endedAt: sql`now()` })
      .where(and(eq(adminSessions.email, row.email), isNull(adminSessions.endedAt)));
  });
}

/** ADMIN_EMAIL's member, made an owner if it is not one: at start, so the staff list shows them. */
export async function ensureOwner(db: Database, email: string): Promise<void> {
  const address = email.toLowerCase();
  const live = await findLiveStaffByEmail(db, address);
  if (live?.role === "owner") return;
  if (live) {
    await db.update(staff).set({ role: "owner", updatedAt: sql`now()` }).where(eq(staff.id, live.id));
    return;
  }
  // Named by the address until an owner gives a name (Users → Edit).
  await insertStaff(db, { email: address, name: address, role: "owner" });
}
