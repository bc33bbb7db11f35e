/**
 * `npm run patient:erase -- <patientId>`: erases a patient's record now, as the admin's "Erase now"
 * does (services/patient-rights/erase-record.ts): intake answers and photos, private notes, booking
 * notes and contact details go, and the outbox files addressed to the patient; each booking's date, amount, tax, reference and payment ids stay.
 * Audit-logged as the command line. Prints what was removed, counted. It cannot be undone (a backup
 * taken before still holds the data: see docs/operations.md).
 */
import os from "node:os";
import { parseArgs } from "node:util";
import { outboxFilesFor } from "../integrations/outbox-files";
import { createLogger } from "../logger";
import { erasePatient } from "../services/patient-rights/erase-record";
import { runOnSiteDatabase } from "./site-database";

const { positionals } = parseArgs({ options: {}, allowPositionals: true });
const patientId = positionals[0]?.trim();
if (!patientId || positionals.length !== 1) {
  console.error("Usage: npm run patient:erase -- <patientId>");
  process.exitCode = 1;
} else
  runOnSiteDatabase("erase", async (db, config) => {
    // The outbox files addressed to the record go too, from this DATA_DIR (decision 0116).
    const files = { outbox: outboxFilesFor(config), log: createLogger("warn", process.stderr) };
    const result = await erasePatient(db, patientId, `command line (${os.userInfo().username})`, { files });
    console.log(JSON.stringify(result));
    console.error(
      `Erased patient ${patientId}: ${result.bookings} booking(s) anonymised, ${result.intakes} intake(s), ${result.photos} photo(s), ${result.notes} note(s) removed.`,
    );
    return 0;
  });
