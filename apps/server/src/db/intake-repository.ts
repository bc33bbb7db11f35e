import { and, asc, count, eq, sql } from "drizzle-orm";
import { bookings } from "./schema/booking";
import { intakePhotos, intakes } from "./schema/patient-record";
import type { Queryable, Tx } from "./transaction";

/** A booking's intake answers and its photos (without their bytes, which only the photo read loads). */

export type IntakeRow = typeof intakes.$inferSelect;
export type IntakePhotoRow = Omit<typeof intakePhotos.$inferSelect, "bytes">;
export type NewIntakePhoto = typeof intakePhotos.$inferInsert;

export function findIntake(db: Queryable, bookingId: string): Promise<IntakeRow | undefined> {
  return db
    .select()
    .from(intakes)
    .where(eq(intakes.bookingId, bookingId))
    .then((rows) => rows[0]);
}

/** Stores the answers, replacing earlier ones; `submitted_at` stays the first time's. */
export async function saveIntakeAnswers(
  db: Queryable,
  bookingId: string,
  answers: Record<string, unknown>,
  at: Date,
): Promise<IntakeRow> {
  const rows = await db
    .insert(intakes)
    .values({ bookingId, answers, submittedAt: at, updatedAt: at })
    .onConflictDoUpdate({ target: intakes.bookingId, set: { answers, updatedAt: at } })
    .returning();
  return rows[0] as IntakeRow;
}

const photoColumns = {
  id: intakePhotos.id,
  bookingId: intakePhotos.bookingId,
  contentType: intakePhotos.contentType,
  width: intakePhotos.width,
  height: intakePhotos.height,
  byteSize: intakePhotos.byteSize,
  createdAt: intakePhotos.createdAt,
};

export function listIntakePhotos(db: Queryable, bookingId: string): Promise<IntakePhotoRow[]> {
  return db
    .select(photoColumns)
    .from(intakePhotos)
    .where(eq(intakePhotos.bookingId, bookingId))
    .orderBy(asc(intakePhotos.createdAt), asc(intakePhotos.id));
}

/**
 * Locks the booking's row until the transaction ends, so two uploads at once count the photos one
 * after the other (the limit of three holds under concurrency).
 */
export async function lockBookingForPhotos(tx: Tx, bookingId: string): Promise<void> {
  await tx.execute(sql`select 1 from ${bookings} where ${bookings.id} = ${bookingId} for update`);
}

export async function countIntakePhotos(db: Queryable, bookingId: string): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(intakePhotos)
    .where(eq(intakePhotos.bookingId, bookingId));
  return rows[0]?.n ?? 0;
}

export async function insertIntakePhoto(db: Queryable, photo: NewIntakePhoto): Promise<IntakePhotoRow> {
  const rows = await db.insert(intakePhotos).values(photo).returning(photoColumns);
  return rows[0] as IntakePhotoRow;
}

/** True when the booking had that photo. */
export async function deleteIntakePhoto(db: Queryable, bookingId: string, photoId: string): Promise<boolean> {
  const rows = await db
    .delete(intakePhotos)
    .where(and(eq(intakePhotos.bookingId, bookingId), eq(intakePhotos.id, photoId)))
    .returning({ id: intakePhotos.id });
  return rows.length > 0;
}

/** One photo with its bytes, for the admin's read. */
export function findIntakePhotoBytes(
  db: Queryable,
  photoId: string,
): Promise<{ contentType: string; bytes: Buffer } | undefined> {
  return db
    .select({ contentType: intakePhotos.contentType, bytes: intakePhotos.bytes })
    .from(intakePhotos)
    .where(eq(intakePhotos.id, photoId))
    .then((rows) => rows[0]);
}
