import { type ReactElement, type ReactNode, useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

/** The admin panels' text, date and select controls: a 44px tap target under the label. */
export const fieldControlClass =
  "mt-1 block min-h-11 rounded-lg border border-slate-400 bg-white px-3 text-base text-slate-900";

/** What FormField hands its control: spread it on the input or select. */
export type FieldControlProps = {
  id: string;
  className: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
};

type FormFieldProps = {
  label: ReactNode;
  /** The field's own error, shown under it; the control is then marked invalid and described by it. */
  error?: string | null;
  /**
   * The id of a message elsewhere that describes this field while it shows (a line shared by
   * several fields, such as a date range's). Leave it undefined while that message is empty.
   */
  describedBy?: string;
  children: (control: FieldControlProps) => ReactElement;
};

/**
 * One labelled control: the label wraps the control and names it (htmlFor the control's id too),
 * its error and any shared message are joined in `aria-describedby`. The control is the caller's
 * (input or select), given its props through `children`:
 *
 *   <FormField label="From">{(p) => <input type="date" {...p} value={from} onChange={...} />}</FormField>
 */
export function FormField({ label, error, describedBy, children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const described = [describedBy, error ? errorId : undefined].filter(Boolean).join(" ");
  const field = (
    <label htmlFor={id} className="text-sm font-semibold text-slate-800">
      {label}
      {children({
        id,
        className: fieldControlClass,
        "aria-describedby": described || undefined,
        "aria-invalid": error ? true : undefined,
      })}
    </label>
  );
  // One structure with or without an error: the control is never re-created when an error appears, so
  // it keeps its focus and what the caret was doing.
  return (
    <div className="flex flex-col">
      {field}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A field's error line under its control. Its room is kept while it is empty, so that nothing under the
 * field moves when an error appears on blur (a robot check further down would slip from under the
 * pointer). Point the control's `aria-describedby` at `id` only while `message` is set.
 */
export function FieldError({ id, message }: { id: string; message?: string | null }) {
  return (
    <p id={id} className="mt-1 min-h-5 text-sm text-red-800">
      {message}
    </p>
  );
}

type DateRange = { from: string; to: string };

/**
 * "From" and "To" date fields (inclusive days, empty when not set), side by side in the caller's
 * row. `describedBy`: the id of the range's shared message (e.g. "start after end") while it shows.
 */
export function DateRangeFields({
  range,
  onChange,
  describedBy,
}: {
  range: DateRange;
  onChange(range: DateRange): void;
  describedBy?: string;
}) {
  return (
    <>
      <FormField label="From" describedBy={describedBy}>
        {(control) => (
          <input
            type="date"
            {...control}
            value={range.from}
            onChange={(e) => onChange({ from: e.target.value, to: range.to })}
          />
        )}
      </FormField>
      <FormField label="To" describedBy={describedBy}>
        {(control) => (
          <input
            type="date"
            {...control}
            value={range.to}
            onChange={(e) => onChange({ from: range.from, to: e.target.value })}
          />
        )}
      </FormField>
    </>
  );
}

/**
 * "Group by": the choice of period a figures screen groups by (the earnings panel, Analytics), one
 * option per period in `labels`' order.
 */
export function GroupByField<P extends string>({
  value,
  labels,
  onChange,
}: {
  value: P;
  labels: Record<P, string>;
  onChange(period: P): void;
}) {
  return (
    <FormField label="Group by">
      {(control) => (
        <select {...control} value={value} onChange={(e) => onChange(e.target.value as P)}>
          {(Object.keys(labels) as P[]).map((p) => (
            <option key={p} value={p}>
              {labels[p]}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/**
 * One choice of a few, as radio buttons in a row that wraps, each a 44 px target with its words beside it.
 * `field` registers the choice (react-hook-form's `register(name)`); the caller gives the fieldset and legend.
 */
export function RadioChoices({
  options,
  field,
}: {
  options: readonly { value: string; label: string }[];
  field: UseFormRegisterReturn;
}) {
  return (
    <div className="flex flex-wrap gap-x-4">
      {options.map((option) => (
        <label
          key={option.value}
          className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 text-slate-900"
        >
          <input type="radio" value={option.value} className="size-5 accent-brand-700" {...field} />
          {option.label}
        </label>
      ))}
    </div>
  );
}

/**
 * A name with its optional Hindi and Kannada forms (patients read them on the pages of their language); each
 * `fields` entry is react-hook-form's `register(...)` of that name, each `errors` entry its message.
 */
export function NameFields({
  fields,
  errors,
}: {
  fields: Record<"name" | "hi" | "kn", UseFormRegisterReturn>;
  errors: Partial<Record<"name" | "hi" | "kn", string>>;
}) {
  const wide = (p: FieldControlProps) => `${p.className} w-full`;
  return (
    <>
      <FormField label="Name" error={errors.name}>
        {(p) => <input {...p} className={wide(p)} autoComplete="off" {...fields.name} />}
      </FormField>
      <FormField label="Name in Hindi (optional)" error={errors.hi}>
        {(p) => <input {...p} className={wide(p)} lang="hi" autoComplete="off" {...fields.hi} />}
      </FormField>
      <FormField label="Name in Kannada (optional)" error={errors.kn}>
        {(p) => <input {...p} className={wide(p)} lang="kn" autoComplete="off" {...fields.kn} />}
      </FormField>
    </>
  );
}

/**
 * A labelled select of a react-hook-form field, the whole width: `empty` is the first option (no choice
 * yet, or "none"), then `options`.
 */
export function SelectField({
  label,
  error,
  field,
  empty,
  options,
}: {
  label: ReactNode;
  error?: string | null;
  field: UseFormRegisterReturn;
  empty: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <FormField label={label} error={error}>
      {(p) => (
        <select {...p} className={`${p.className} w-full`} {...field}>
          <option value="">{empty}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
