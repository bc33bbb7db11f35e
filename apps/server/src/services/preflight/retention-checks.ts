import type { PreflightCheck } from "@clinic/contract/preflight";
import { retentionSettingLabels } from "@clinic/contract/privacy-notice";
import { readRetention } from "../patient-rights/retention";
import type { PreflightGroup } from "./preflight-input";

const plural = (years: number) => `${years} year${years === 1 ? "" : "s"}`;

/**
 * Whether the privacy notice tells patients what the site does: each of its retention entries that names
 * Settings → Patient data's periods says how many years they keep (decision 0102). A period changed in
 * Settings, not in the notice, makes the notice untrue (DPDP Act s.5: the notice states the purposes and
 * the data; the clinic must keep no longer than it says).
 */
export const retentionChecks: PreflightGroup = async ({ db, privacyNotice }) => {
  const id = "retention-notice";
  if (!privacyNotice) return []; // No build: the content check already says so.
  const settings = await readRetention(db);
  const differing = privacyNotice.retention.flatMap((entry) =>
    (entry.settings ?? [])
      .filter((name) => settings[name] !== entry.years)
      .map(
        (name) =>
          `${retentionSettingLabels[name].toLowerCase()} ${plural(settings[name])} (the notice: ${plural(entry.years ?? 0)})`,
      ),
  );
  const named = privacyNotice.retention.some((entry) => entry.settings);
  const check: PreflightCheck =
    differing.length > 0
      ? {
          id,
          level: "warn",
          title: `the privacy notice does not say what Settings → Patient data keeps: ${differing.join("; ")}`,
          action:
            "make them agree: set the periods back in Settings → Patient data, or change the notice's retention in apps/web/src/content/clinic-privacy.ts (with a new version) and build again",
        }
      : named
        ? {
            id,
            level: "ok",
            title: "the privacy notice states the retention periods Settings keeps",
            action: "",
          }
        : {
            id,
            level: "warn",
            title: "the privacy notice's retention entries name none of Settings → Patient data's periods",
            action:
              "add `years` and `settings` to the health information entry in apps/web/src/content/clinic-privacy.ts, so this check can compare them",
          };
  return [check];
};
