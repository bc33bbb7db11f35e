/**
 * `npm run patient:erase -- <patientId>`: erases a patient's record now, as the admin's "Erase now"
 * does (services/patient-rights/erase-record.ts): intake answers and photos, private notes, booking
 * notes and contact details go; each booking's date, amount, tax, reference and payment ids stay.
 * Audit-logged as the command line. Prints what was removed, counted. It cannot be undone (a backup
 * taken before still holds the data: see docs/operations.md).
 */
import os from "node:os";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig, readEnvironment } from "../config/config";
import { DomainError } from "../services/domain-error";
import { erasePatient } from "../services/patient-rights/erase-record";
import { openSiteDatabase } from "./site-database";

async function main(): Promise<number> {
  const { positionals } = parseArgs({ options: {}, allowPositionals: true });
  const patientId = positionals[0]?.trim();
  if (!patientId || positionals.length !== 1) {
    console.error("Usage: npm run patient:erase -- <patientId>");
    return 1;
  }
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(readEnvironment());
  } catch (error) {
    if (error instanceof ConfigError) {
      for (const problem of error.problems) console.error(problem);
      return 1;
    }
    throw error;
  }
  const undo: Array<() => Promise<void>> = [];
  try {
    const db = await openSiteDatabase(config, undo);
    const result = await erasePatient(db, patientId, `command line (${os.userInfo().username})`);
    console.log(JSON.stringify(result));
    console.error(
      `Erased patient ${patientId}: ${result.bookings} booking(s) anonymised, ${result.intakes} intake(s), ${result.photos} photo(s), ${result.notes} note(s) removed.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof DomainError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    for (const step of undo.reverse()) await step().catch(() => undefined);
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: Error) => {
    console.error(`Could not erase: ${error.message}`);
    process.exitCode = 1;
  },
);
