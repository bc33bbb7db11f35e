import { and, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import { patientLinkSuggestions } from "./schema/patients";
import type { Queryable, Tx } from "./transaction";

/*
 * Suggested links between two patient records (decision 0114). The rule that makes them is in
 * services/patients/link-booking.ts; this file only reads and writes rows.
 */

export type LinkSuggestionRow = typeof patientLinkSuggestions.$inferSelect;

/**
 * Suggests linking a new record to older ones; a pair suggested before (pending, merged or
 * dismissed) is left as it is, so a dismissed pair is never suggested again.
 */
export async function insertLinkSuggestions(
  tx: Queryable,
  rows: Array<{ id: string; patientId: string; otherPatientId: string; reasons: string[] }>,
): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(patientLinkSuggestions).values(rows).onConflictDoNothing();
}

/** Both records still live: a suggestion with a record merged or erased since waits on nothing. */
const bothLive = (s: SQL) => sql`not exists (select 1 from patients x
  where x.id in (${s}.patient_id, ${s}.other_patient_id)
    and (x.merged_into is not null or x.erased_at is not null))`;

/** A live record's pending suggestions, from either side, the oldest first, with the other record's name. */
export async function pendingLinkSuggestionsOf(
  db: Queryable,
  patientId: string,
): Promise<
  Array<{ id: string; otherPatientId: string; otherName: string; reasons: string[]; createdAt: Date }>
> {
  const result = await db.execute<{
    id: string;
    other_id: string;
    other_name: string;
    reasons: string[];
    created_at: Date | string;
  }>(sql`
    select s.id, o.id as other_id, o.name as other_name, s.reasons, s.created_at
    from patient_link_suggestions s
    join patients o on o.id = case when s.patient_id = ${patientId} then s.other_patient_id else s.patient_id end
    where (s.patient_id = ${patientId} or s.other_patient_id = ${patientId})
      and s.resolved_at is null and ${bothLive(sql`s`)}
    order by s.created_at, s.id`);
  return result.rows.map((r) => ({
    id: r.id,
    otherPatientId: r.other_id,
    otherName: r.other_name,
    reasons: r.reasons,
    createdAt: new Date(r.created_at),
  }));
}

/** How many pending suggestions the record `p` (an alias in the caller's query) has, for the list. */
export const pendingLinkSuggestionCount = (p: SQL) => sql`(select count(*) from patient_link_suggestions s
  where (s.patient_id = ${p}.id or s.other_patient_id = ${p}.id) and s.resolved_at is null
    and ${bothLive(sql`s`)})`;

/** The suggestion, unlocked (to learn which records to lock first). */
export async function findLinkSuggestion(db: Queryable, id: string): Promise<LinkSuggestionRow | undefined> {
  const rows = await db.select().from(patientLinkSuggestions).where(eq(patientLinkSuggestions.id, id));
  return rows[0];
}

/** The suggestion, its row locked until the transaction ends (two admins cannot both resolve it). */
export async function lockLinkSuggestion(tx: Tx, id: string): Promise<LinkSuggestionRow | undefined> {
  const rows = await tx
    .select()
    .from(patientLinkSuggestions)
    .where(eq(patientLinkSuggestions.id, id))
    .for("update");
  return rows[0];
}

export async function resolveLinkSuggestion(
  tx: Queryable,
  id: string,
  resolution: "merged" | "dismissed",
  actor: string,
  now: Date,
): Promise<void> {
  await tx
    .update(patientLinkSuggestions)
    .set({ resolution, resolvedAt: now, resolvedBy: actor })
    .where(and(eq(patientLinkSuggestions.id, id), isNull(patientLinkSuggestions.resolvedAt)));
}

/** A merge of two records settles the pending suggestion between them, whichever way round. */
export async function resolvePairAsMerged(
  tx: Queryable,
  pair: [string, string],
  actor: string,
  now: Date,
): Promise<void> {
  const [a, b] = pair;
  const s = patientLinkSuggestions;
  await tx
    .update(s)
    .set({ resolution: "merged", resolvedAt: now, resolvedBy: actor })
    .where(
      and(
        isNull(s.resolvedAt),
        or(
          and(eq(s.patientId, a), eq(s.otherPatientId, b)),
          and(eq(s.patientId, b), eq(s.otherPatientId, a)),
        ),
      ),
    );
}
