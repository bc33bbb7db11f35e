/**
 * `npm run patient:export -- <patientId or email> [--out file.json]`: everything held about a patient
 * (the export the patient downloads from their manage page), as JSON on stdout or in a file. For a
 * request that reaches the clinic by email or phone (DPDP Act s.11). Runs on the site's database
 * whether or not the site runs (cli/site-database.ts). Photos are listed, not included: their bytes
 * stay in the database (decision 0102).
 */
import { writeFile } from "node:fs/promises";
import os from "node:os";
import { parseArgs } from "node:util";
import { intakeFormContent } from "../http/intake-form-content";
import { loadWebBuild } from "../http/web-build";
import { packagePaths } from "../package-paths";
import { exportPatient } from "../services/patient-rights/export-patient";
import { runOnSiteDatabase } from "./site-database";

const { values, positionals } = parseArgs({
  options: { out: { type: "string" } },
  allowPositionals: true,
});
const who = positionals[0]?.trim();
if (!who) {
  console.error("Usage: npm run patient:export -- <patientId or email> [--out file.json]");
  process.exitCode = 1;
} else
  runOnSiteDatabase("export", async (db) => {
    // The built web app's intake questions label the answers, as the site's own export does.
    const questions = intakeFormContent(loadWebBuild(packagePaths.webClientRoot))?.questions;
    const records = await exportPatient(db, who, `command line (${os.userInfo().username})`, { questions });
    const text = `${JSON.stringify(records.length === 1 ? records[0] : records, null, 2)}\n`;
    if (values.out) {
      await writeFile(values.out, text, { mode: 0o600 });
      console.error(
        `Written to ${values.out} (${records.length} record(s)). It holds personal data: keep it private.`,
      );
    } else process.stdout.write(text);
    return 0;
  });
