import { type IntakeAnswer, type IntakeQuestion, yesNoValues } from "@clinic/contract/intake-form";
import { FieldError } from "../../components/ui/form-field";
import { useManageTexts } from "../../i18n/manage";

const controlClass =
  "mt-1 block w-full min-h-11 rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 aria-invalid:border-red-700";
const choiceClass = "flex min-h-11 items-center gap-3 rounded-lg px-1 text-base text-slate-900";

type Props = {
  question: IntakeQuestion;
  value: IntakeAnswer | undefined;
  error: string | undefined;
  onChange(value: IntakeAnswer): void;
};

/**
 * One question of the intake form, by its kind, with its label, help and error tied to the control
 * (choices as a fieldset whose legend is the label). Every text is shown as text, never as HTML.
 */
export function IntakeQuestionField({ question: q, value, error, onChange }: Props) {
  const words = useManageTexts("intake");
  const id = `intake-${q.id}`;
  const helpId = q.help ? `${id}-help` : undefined;
  const errorId = `${id}-error`;
  const described = [helpId, error ? errorId : undefined].filter(Boolean).join(" ") || undefined;
  const label = (
    <>
      {q.label}
      {q.required ? <span className="font-normal text-slate-700">{words.required}</span> : null}
    </>
  );
  const help = q.help ? (
    <p id={helpId} className="text-sm text-slate-700">
      {q.help}
    </p>
  ) : null;
  const text = typeof value === "string" ? value : "";

  if (q.kind === "single-choice" || q.kind === "yes-no" || q.kind === "multiple-choice") {
    const options =
      q.kind === "yes-no"
        ? yesNoValues.map((v) => ({ value: v, label: v === "yes" ? words.yes : words.no }))
        : (q.options ?? []);
    const many = q.kind === "multiple-choice";
    const picked = many ? (Array.isArray(value) ? value : []) : [text];
    return (
      <fieldset aria-describedby={described} aria-invalid={error ? true : undefined}>
        <legend className="font-semibold text-slate-900">{label}</legend>
        {help}
        <div className={q.kind === "yes-no" ? "mt-1 flex gap-6" : "mt-1 grid gap-1 sm:grid-cols-2"}>
          {options.map((o) => (
            <label key={o.value} className={choiceClass}>
              <input
                type={many ? "checkbox" : "radio"}
                name={id}
                value={o.value}
                className="size-5 accent-brand-700"
                checked={picked.includes(o.value)}
                onChange={(e) =>
                  onChange(
                    many
                      ? e.target.checked
                        ? [...picked, o.value]
                        : picked.filter((v) => v !== o.value)
                      : o.value,
                  )
                }
              />
              {o.label}
            </label>
          ))}
        </div>
        <FieldError id={errorId} message={error} />
      </fieldset>
    );
  }

  const common = {
    id,
    "aria-describedby": described,
    "aria-invalid": error ? true : undefined,
    className: controlClass,
  } as const;
  return (
    <div>
      <label htmlFor={id} className="font-semibold text-slate-900">
        {label}
      </label>
      {help}
      {q.kind === "long-text" ? (
        <textarea {...common} rows={4} value={text} onChange={(e) => onChange(e.target.value)} />
      ) : q.kind === "date" ? (
        <input {...common} type="date" value={text} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type="text" value={text} onChange={(e) => onChange(e.target.value)} />
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
