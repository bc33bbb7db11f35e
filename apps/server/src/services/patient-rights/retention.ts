import type { RetentionSettings } from "@clinic/contract/patient-rights";
import { generalSettingsOf } from "@clinic/contract/settings-sections";
import type { Database } from "../../db/client";
import {
  lockExpiredPatients,
  lockExpiredUnlinkedBookings,
  type RetentionCutoffs,
  tryRetentionLock,
} from "../../db/erasure-repository";
import { readSection } from "../../db/settings-repository";
import { transaction } from "../../db/transaction";
import { type ErasedRecord, type ErasureFiles, eraseRecord, removeOutboxFiles } from "./erase-record";

/**
 * Retention (decision 0102): intake answers and photos, and the practitioner's private notes, are
 * kept the years Settings says after the patient's last visit; once both periods have passed the
 * whole record is anonymised like an erasure. The accounting fields stay.
 */

/** The periods from the general settings (the defaults until an admin saves others). */
export async function readRetention(db: Database): Promise<RetentionSettings> {
  return generalSettingsOf(await readSection(db, "general")).retention;
}

/** The instant `years` calendar years before `now` (29 February falls back to 28). */
export function yearsBefore(now: Date, years: number): Date {
  const d = new Date(now);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d;
}

export function retentionCutoffs(now: Date, settings: RetentionSettings): RetentionCutoffs {
  return { intake: yearsBefore(now, settings.intakeYears), notes: yearsBefore(now, settings.notesYears) };
}

/**
 * One run of the daily job: batches of expired records, each batch in a transaction under an
 * advisory lock with its rows locked, so a second server running at the same time erases nothing
 * twice (it finds the lock taken and stops). Audit entries name "system". After each batch's commit,
 * the outbox files addressed to the records it anonymised go (`files`). Answers how many records were
 * handled.
 */
export async function runRetention(
  db: Database,
  now = new Date(),
  batchSize = 50,
  files?: ErasureFiles,
): Promise<{ records: number; skipped: boolean }> {
  const cut = retentionCutoffs(now, await readRetention(db));
  let records = 0;
  // Bounded: every batch removes what made its records due, so each record comes once.
  for (let batch = 0; batch < 10_000; batch++) {
    const handled = await transaction(db, async (tx) => {
      if (!(await tryRetentionLock(tx))) return undefined;
      const due = [
        ...(await lockExpiredPatients(tx, cut, batchSize)),
        ...(await lockExpiredUnlinkedBookings(tx, cut, batchSize)),
      ];
      const erased: ErasedRecord[] = [];
      for (const record of due) erased.push(await eraseRecord(tx, record, record.parts, "system", now));
      return erased;
    });
    if (handled === undefined) return { records, skipped: true };
    // After the batch's commit: the anonymised records' outbox files (decision 0116).
    await removeOutboxFiles(
      files,
      handled.map((e) => e.addressees),
    );
    records += handled.length;
    if (handled.length === 0) break;
  }
  return { records, skipped: false };
}
