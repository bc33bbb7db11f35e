import { type Settings, settingsMessages } from "@clinic/contract/admin-settings";
import { packageSettingsSchema } from "@clinic/contract/package-settings";
import { settingsApi } from "./settings-api";
import { SettingsSectionForm } from "./settings-section-form";

/**
 * Settings → Packages (issue 35): whether a no-show uses a session of the patient's package (marked on
 * the agenda's attendance), and how unused sessions are refunded.
 */
export function PackageSettings({ settings, onSaved }: { settings: Settings; onSaved(s: Settings): void }) {
  return (
    <SettingsSectionForm
      schema={packageSettingsSchema}
      defaultValues={{
        noShowUsesSession: settings.packages.noShowUsesSession,
        refundRule: settings.packages.refundRule,
      }}
      save={(packages) => settingsApi.update({ packages })}
      onSaved={onSaved}
      toasts={{ saved: settingsMessages.saved, failed: settingsMessages.failedSave }}
      serverFieldPrefix="packages."
      submitLabel="Save packages"
      frame={{
        heading: "Packages of sessions",
        headingId: "package-settings-heading",
        description:
          "A session booked from a package holds one of its sessions; cancelling it gives the session back. Choose what a no-show does.",
      }}
    >
      {(form) => (
        <label className="mt-4 flex min-h-11 items-center gap-2 text-slate-900">
          <input type="checkbox" className="size-5" {...form.register("noShowUsesSession")} />A no-show uses a
          session of the package
        </label>
      )}
    </SettingsSectionForm>
  );
}
