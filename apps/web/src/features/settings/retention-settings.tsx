import type { Settings } from "@clinic/contract/admin-settings";
import { settingsMessages } from "@clinic/contract/admin-settings";
import { retentionSettingsSchema } from "@clinic/contract/patient-rights";
import { useState } from "react";
import { buttonStyles } from "../../components/ui/button-styles";
import { FormField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/toast";
import { reason, settingsApi } from "./settings-api";

type Field = "intakeYears" | "notesYears";

/**
 * How long a patient's health data is kept after their last visit (decision 0102): intake answers
 * and photos, and the practitioner's private notes. A daily job removes what expired; once both
 * have, the record is anonymised. The accounting fields of each booking are always kept.
 */
export function RetentionSettings({ settings, onSaved }: { settings: Settings; onSaved(s: Settings): void }) {
  const [values, setValues] = useState({
    intakeYears: String(settings.retention.intakeYears),
    notesYears: String(settings.retention.notesYears),
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const parsed = retentionSettingsSchema.safeParse({
      intakeYears: Number(values.intakeYears),
      notesYears: Number(values.notesYears),
    });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { data, message } = await settingsApi.update({ retention: parsed.data });
      onSaved(data);
      toast.success(message ?? settingsMessages.saved);
    } catch (error) {
      toast.error(settingsMessages.failedSave, { description: reason(error) });
    } finally {
      setBusy(false);
    }
  }

  const field = (name: Field, label: string) => (
    <FormField label={label} error={errors[name]}>
      {(p) => (
        <input
          {...p}
          type="number"
          inputMode="numeric"
          min={1}
          max={30}
          step={1}
          className={`${p.className} w-28`}
          value={values[name]}
          onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
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
        {field("intakeYears", "Intake answers and photos (years)")}
        {field("notesYears", "Private notes (years)")}
      </div>
      <button type="submit" className={`${buttonStyles.primary} mt-4`} disabled={busy}>
        {busy ? "Saving..." : "Save retention"}
      </button>
    </form>
  );
}
