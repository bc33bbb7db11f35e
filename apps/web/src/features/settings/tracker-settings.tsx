import { type Settings, settingsMessages } from "@clinic/contract/admin-settings";
import { type MeasurementSettings, measurementSettingsSchema } from "@clinic/contract/measurements";
import { FormField } from "../../components/ui/form-field";
import { settingsApi } from "./settings-api";
import { type SectionForm, SettingsSectionForm } from "./settings-section-form";

type Form = SectionForm<MeasurementSettings, MeasurementSettings>;

/**
 * The lymphoedema tracker's settings (decision 0107): the flags' two thresholds, when a garment is
 * replaced and when a limb is measured again.
 */
export function TrackerSettings({ settings, onSaved }: { settings: Settings; onSaved(s: Settings): void }) {
  return (
    <SettingsSectionForm
      schema={measurementSettingsSchema}
      defaultValues={settings.measurements}
      save={(measurements) => settingsApi.update({ measurements })}
      onSaved={onSaved}
      toasts={{ saved: settingsMessages.saved, failed: settingsMessages.failedSave }}
      serverFieldPrefix="measurements."
      submitLabel="Save tracker settings"
      frame={{
        heading: "Lymphoedema tracker",
        headingId: "tracker-settings-heading",
        description:
          "A session is flagged when the difference between the limbs (or, without the other limb, the change since the first session) reaches a threshold. Reminders go to the dashboard and to the patient by email. Measurements are kept as long as the private notes.",
      }}
    >
      {(form) => (
        <div className="mt-4 flex flex-wrap gap-6">
          {number(form, "subclinicalPercent", "Subclinical threshold (%)", 0.1)}
          {number(form, "clinicalPercent", "Clinical threshold (%)", 0.1)}
          <FormField
            label="Replace garments after"
            error={form.formState.errors.garmentReplaceMonths?.message}
          >
            {(p) => (
              <select
                {...p}
                className={`${p.className} w-40`}
                {...form.register("garmentReplaceMonths", { setValueAs: Number })}
              >
                <option value={3}>3 months</option>
                <option value={6}>6 months</option>
              </select>
            )}
          </FormField>
          {number(form, "remeasureWeeks", "Re-measure every (weeks)")}
        </div>
      )}
    </SettingsSectionForm>
  );
}

function number(form: Form, name: keyof MeasurementSettings, label: string, step = 1) {
  return (
    <FormField label={label} error={form.formState.errors[name]?.message}>
      {(p) => (
        <input
          {...p}
          type="number"
          inputMode="decimal"
          step={step}
          className={`${p.className} w-28`}
          {...form.register(name, { setValueAs: Number })}
        />
      )}
    </FormField>
  );
}
