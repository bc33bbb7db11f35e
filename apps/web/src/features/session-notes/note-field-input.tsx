import type { SessionNoteField } from "@clinic/contract/session-notes";
import type { UseFormRegister } from "react-hook-form";
import { FormField } from "../../components/ui/form-field";
import type { NoteFormValues } from "./note-form-values";

/** One template field as its type asks: a text box, a number with its range, yes/no, or a choice. */
export function NoteFieldInput({
  field,
  register,
  error,
}: {
  field: SessionNoteField;
  register: UseFormRegister<NoteFormValues>;
  error?: string;
}) {
  const name = `values.${field.id}` as const;
  return (
    <FormField label={field.label} error={error}>
      {(p) => {
        switch (field.type) {
          case "text":
            return <textarea {...p} rows={2} className={`${p.className} w-full py-2`} {...register(name)} />;
          case "number":
            return (
              <input
                {...p}
                type="number"
                inputMode="decimal"
                step="any"
                min={field.min}
                max={field.max}
                className={`${p.className} w-32`}
                {...register(name)}
              />
            );
          case "yes_no":
            return (
              <select {...p} className={`${p.className} w-44`} {...register(name)}>
                <option value="">Not recorded</option>
                <option value="yes">Yes</option>
                <option value="no">No</option>
              </select>
            );
          case "choice":
            return (
              <select {...p} className={`${p.className} w-48`} {...register(name)}>
                <option value="">Not recorded</option>
                {(field.options ?? []).map((o) => (
                  <option key={o} value={o}>
                    {o}
                  </option>
                ))}
              </select>
            );
        }
      }}
    </FormField>
  );
}
