import type { Settings } from "@clinic/contract/admin-settings";
import { settingsMessages } from "@clinic/contract/admin-settings";
import {
  type RetentionSettings as Retention,
  retentionSettingsSchema,
} from "@clinic/contract/patient-rights";
import { retentionSettingLabels } from "@clinic/contract/privacy-notice";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { buttonStyles } from "../../components/ui/button-styles";
import { FormField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/toast";
import { reason, settingsApi } from "./settings-api";

type Field = keyof Retention;

/**
 * How long a patient's health data is kept after their last visit (decision 0102): intake answers
 * and photos, and the practitioner's private notes. A daily job removes what expired; once both
 * have, the record is anonymised. The accounting fields of each booking are always kept.
 * Checked with the contract's `retentionSettingsSchema`, the one PUT /api/admin/settings uses.
 */
export function RetentionSettings({ settings, onSaved }: { settings: Settings; onSaved(s: Settings): void }) {
  const { register, handleSubmit, formState } = useForm<Retention>({
    resolver: zodResolver(retentionSettingsSchema),
    defaultValues: settings.retention,
  });
  const errors = formState.errors;

  const save = handleSubmit(async (retention) => {
    try {
      const { data, message } = await settingsApi.update({ retention });
      onSaved(data);
      toast.success(message ?? settingsMessages.saved);
    } catch (error) {
      toast.error(settingsMessages.failedSave, { description: reason(error) });
    }
  });

  const field = (name: Field, label: string) => (
    <FormField label={label} error={errors[name]?.message}>
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
          {...register(name, { setValueAs: Number })}
        />
      )}
    </FormField>
  );

  return (
    <form
      noValidate
      onSubmit={save}
      aria-labelledby="retention-heading"
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="retention-heading" className="text-lg font-semibold text-slate-900">
        Retention
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Years after a patient's last visit. A daily job removes what has expired; when both have, the
        patient's contact details go too. Each booking's date, amount, tax, reference and payment ids are
        always kept for the accounts.
      </p>
      <div className="mt-4 flex flex-wrap gap-6">
        {field("intakeYears", `${retentionSettingLabels.intakeYears} (years)`)}
        {field("notesYears", `${retentionSettingLabels.notesYears} (years)`)}
      </div>
      <button type="submit" className={`${buttonStyles.primary} mt-4`} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? "Saving..." : "Save retention"}
      </button>
    </form>
  );
}
