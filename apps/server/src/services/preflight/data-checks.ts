import type { PreflightCheck } from "@clinic/contract/preflight";
import { readOperationsNotes } from "../../db/operations-notes-repository";
import { countBookableDemoSlots } from "../../db/slot-repository";
import type { PreflightGroup } from "./preflight-input";

const backupMaxAgeHours = 24;

/** What the database holds that a live site should not (demo slots), and whether it is backed up. */
export const dataChecks: PreflightGroup = async ({ db, now }) => {
  const demo = await countBookableDemoSlots(db, now);
  const demoCheck: PreflightCheck =
    demo > 0
      ? {
          id: "demo-slots",
          level: "blocks",
          title: `${demo} demo slots are open for booking (weekdays 09:00–17:00, opened on first start)`,
          action:
            "npm run seed:demo -- --remove (with the site stopped on the embedded database), then open your own slots in Admin → Slots",
        }
      : { id: "demo-slots", level: "ok", title: "no demo slots open", action: "" };
  const { lastBackup } = await readOperationsNotes(db);
  const ageHours = lastBackup ? (now.getTime() - Date.parse(lastBackup.at)) / 3_600_000 : undefined;
  const backupCheck: PreflightCheck =
    ageHours !== undefined && ageHours <= backupMaxAgeHours
      ? {
          id: "backup",
          level: "ok",
          title: `last backup ${Math.max(0, Math.round(ageHours))} h ago (${lastBackup?.folder})`,
          action: "",
        }
      : {
          id: "backup",
          level: "warn",
          title: lastBackup
            ? `no backup in the last ${backupMaxAgeHours} hours (the last: ${lastBackup.at})`
            : "no backup taken yet",
          action:
            "npm run db:backup, and every day from cron, copied to another machine (docs/operations.md: Backups and restore)",
        };
  return [demoCheck, backupCheck];
};
