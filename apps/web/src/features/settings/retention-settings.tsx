import { type Settings, settingsMessages } from "@clinic/contract/admin-settings";
import {
  type RetentionSettings as Retention,
  retentionSettingsSchema,
} from "@clinic/contract/patient-rights";
import { retentionSettingLabels } from "@clinic/contract/privacy-notice";
import { FormField } from "../../components/ui/form-field";
import { settingsApi } from "./settings-api";
import { type SectionForm, SettingsSectionForm } from "./settings-section-form";

/**
 * How long a patient's health data is kept after their last visit (decision 0102): intake answers
 * and photos, and the practitioner's private notes. A daily job removes what expired; once both
 * have, the record is anonymised. The accounting fields of each booking are always kept.
 */
export function RetentionSettings({ settings, onSaved }: { settings: Settings; onSaved(s: Settings): void }) {
  return (
    <SettingsSectionForm
      schema={retentionSettingsSchema}
      defaultValues={settings.retention}
      save={(retention) => settingsApi.update({ retention })}
      onSaved={onSaved}
      toasts={{ saved: settingsMessages.saved, failed: settingsMessages.failedSave }}
      serverFieldPrefix="retention."
      submitLabel="Save retention"
      frame={{
        heading: "Retention",
        headingId: "retention-heading",
        description:
          "Years after a patient's last visit. A daily job removes what has expired; when both have, the patient's contact details go too. Each booking's date, amount, tax, reference and payment ids are always kept for the accounts.",
      }}
    >
      {(form) => (
        <div className="mt-4 flex flex-wrap gap-6">
          {years(form, "intakeYears", `${retentionSettingLabels.intakeYears} (years)`)}
          {years(form, "notesYears", `${retentionSettingLabels.notesYears} (years)`)}
        </div>
      )}
    </SettingsSectionForm>
  );
}

function years(form: SectionForm<Retention, Retention>, name: keyof Retention, label: string) {
  return (
    <FormField label={label} error={form.formState.errors[name]?.message}>
      {(p) => (
        <input
          {...p}
          type="number"
          inputMode="numeric"
          min={1}
          max={30}
          step={1}
          className={`${p.className} w-28`}
          // Number(), not valueAsNumber: an empty box is 0 and reads "Keep data at least 1 year", not
          // the not-a-number message.
          {...form.register(name, { setValueAs: Number })}
        />
      )}
    </FormField>
  );
}
