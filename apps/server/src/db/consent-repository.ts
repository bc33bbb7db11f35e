import type { ConsentKind, ConsentMethod } from "@clinic/contract/privacy-notice";
import { asc, eq } from "drizzle-orm";
import { consents } from "./schema/patient-record";
import type { Queryable } from "./transaction";

/** One consent as stored: the booking, what was agreed to under which notice, and how it was given. */
export type ConsentRow = {
  id: string;
  bookingId: string;
  kind: ConsentKind;
  noticeVersion: string;
  method: ConsentMethod;
  /** The keyed hash of the address an online consent came from (services/address-hash.ts). */
  addressHash: string | null;
  /** The admin who took a consent by phone. */
  takenBy: string | null;
  givenAt: Date;
};

/** Stores a booking's consents, in the booking's own transaction. */
export async function insertConsents(db: Queryable, rows: ConsentRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(consents).values(rows);
}

/** A booking's consents, processing first. */
export async function consentsOfBooking(db: Queryable, bookingId: string) {
  return db
    .select({
      kind: consents.kind,
      noticeVersion: consents.noticeVersion,
      method: consents.method,
      addressHash: consents.addressHash,
      takenBy: consents.takenBy,
      givenAt: consents.givenAt,
      withdrawnAt: consents.withdrawnAt,
    })
    .from(consents)
    .where(eq(consents.bookingId, bookingId))
    .orderBy(asc(consents.kind));
}
