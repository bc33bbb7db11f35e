import type { Settings } from "@clinic/contract/admin-settings";
import { settingsMessages } from "@clinic/contract/admin-settings";
import { type MeasurementSettings, measurementSettingsSchema } from "@clinic/contract/measurements";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { buttonStyles } from "../../components/ui/button-styles";
import { FormField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/toast";
import { reason, settingsApi } from "./settings-api";

type Field = keyof MeasurementSettings;

/**
 * The lymphoedema tracker's settings (decision 0107): the flags' two thresholds, when a garment is
 * replaced and when a limb is measured again. Checked with the contract's `measurementSettingsSchema`,
 * the one PUT /api/admin/settings uses.
 */
export function TrackerSettings({ settings, onSaved }: { settings: Settings; onSaved(s: Settings): void }) {
  const { register, handleSubmit, formState } = useForm<MeasurementSettings>({
    resolver: zodResolver(measurementSettingsSchema),
    defaultValues: settings.measurements,
  });
  const errors = formState.errors;

  const save = handleSubmit(async (measurements) => {
    try {
      const { data, message } = await settingsApi.update({ measurements });
      onSaved(data);
      toast.success(message ?? settingsMessages.saved);
    } catch (error) {
      toast.error(settingsMessages.failedSave, { description: reason(error) });
    }
  });

  const number = (name: Field, label: string, step = 1) => (
    <FormField label={label} error={errors[name]?.message}>
      {(p) => (
        <input
          {...p}
          type="number"
          inputMode="decimal"
          step={step}
          className={`${p.className} w-28`}
          {...register(name, { setValueAs: Number })}
        />
      )}
    </FormField>
  );

  return (
    <form
      noValidate
      onSubmit={save}
      aria-labelledby="tracker-settings-heading"
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="tracker-settings-heading" className="text-lg font-semibold text-slate-900">
        Lymphoedema tracker
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        A session is flagged when the difference between the limbs (or, without the other limb, the change
        since the first session) reaches a threshold. Reminders go to the dashboard and to the patient by
        email. Measurements are kept as long as the private notes.
      </p>
      <div className="mt-4 flex flex-wrap gap-6">
        {number("subclinicalPercent", "Subclinical threshold (%)", 0.1)}
        {number("clinicalPercent", "Clinical threshold (%)", 0.1)}
        <FormField label="Replace garments after" error={errors.garmentReplaceMonths?.message}>
          {(p) => (
            <select
              {...p}
              className={`${p.className} w-40`}
              {...register("garmentReplaceMonths", { setValueAs: Number })}
            >
              <option value={3}>3 months</option>
              <option value={6}>6 months</option>
            </select>
          )}
        </FormField>
        {number("remeasureWeeks", "Re-measure every (weeks)")}
      </div>
      <button type="submit" className={`${buttonStyles.primary} mt-4`} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? "Saving..." : "Save tracker settings"}
      </button>
    </form>
  );
}
