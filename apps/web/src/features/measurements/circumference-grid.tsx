import { type KeyboardEvent, useRef } from "react";

/**
 * The two columns of circumferences, typed fast: the affected limb's inputs come first in the page's
 * order, then the other limb's, so Tab and Enter both go down a column and on to the top of the next.
 * Inputs are text with a decimal keypad: what is typed is kept as typed (a number input would
 * re-format it, and ignores a comma on some keyboards).
 */
export type Column = "affected" | "other";

export function CircumferenceGrid({
  rows,
  spacingCm,
  affected,
  other,
  labels,
  errors,
  onChange,
  onAddRow,
}: {
  rows: number;
  spacingCm: number;
  affected: string[];
  other: string[];
  labels: { affected: string; other: string };
  errors: Record<string, string>;
  onChange: (column: Column, index: number, value: string) => void;
  onAddRow: () => void;
}) {
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const at = (column: Column, index: number) => (column === "affected" ? 0 : rows) + index;

  /**
   * Enter moves on like Tab: down the column, then to the top of the next. Enter on an empty cell of
   * the affected column ends it: the other limb's first point is next (fewer points than rows).
   */
  const onKeyDown = (column: Column, index: number) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== "Enter") return;
    e.preventDefault();
    const blank = e.currentTarget.value.trim() === "";
    const next =
      column === "affected" && blank && index > 0
        ? inputs.current[at("other", 0)]
        : inputs.current[at(column, index) + 1];
    next?.focus();
  };

  const cell = (column: Column, index: number) => {
    const values = column === "affected" ? affected : other;
    const key = `${column}Cm.${index}`;
    const error = errors[key];
    const distance = Math.round(index * spacingCm * 10) / 10;
    return (
      <div
        key={key}
        className="flex flex-col"
        style={{ gridRow: index + 2, gridColumn: column === "affected" ? 2 : 3 }}
      >
        <label className="sr-only" htmlFor={`cm-${key}`}>
          {`${labels[column]}, point ${index + 1} (${distance} cm), cm`}
        </label>
        <input
          id={`cm-${key}`}
          ref={(el) => {
            inputs.current[at(column, index)] = el;
          }}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          data-testid={`cm-${column}-${index}`}
          className={`block min-h-11 w-full rounded-lg border bg-white px-3 text-right text-base text-slate-900 tabular-nums ${
            error ? "border-red-700" : "border-slate-400"
          }`}
          value={values[index] ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `cm-${key}-error` : undefined}
          onChange={(e) => onChange(column, index, e.target.value)}
          onKeyDown={onKeyDown(column, index)}
        />
        {error && (
          <p id={`cm-${key}-error`} className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold text-slate-800">
        Circumferences (cm), from the reference point upwards
      </legend>
      {/* Each cell is placed in its row and column; the DOM order stays column by column. */}
      <div className="mt-2 grid grid-cols-[4.5rem_minmax(0,1fr)_minmax(0,1fr)] items-start gap-x-3 gap-y-2">
        <span className="text-sm font-semibold text-slate-700">Point</span>
        <span className="text-sm font-semibold text-slate-700">{labels.affected}</span>
        <span className="text-sm font-semibold text-slate-700">{labels.other}</span>
        {Array.from({ length: rows }, (_, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: a row is its position from the reference point.
            key={i}
            style={{ gridRow: i + 2, gridColumn: 1 }}
            className="flex min-h-11 items-center text-sm text-slate-700 tabular-nums"
          >
            {`${Math.round(i * spacingCm * 10) / 10} cm`}
          </span>
        ))}
        {Array.from({ length: rows }, (_, i) => cell("affected", i))}
        {Array.from({ length: rows }, (_, i) => cell("other", i))}
      </div>
      <button
        type="button"
        className="mt-2 min-h-11 rounded-md px-3 text-sm font-semibold text-brand-800 underline"
        onClick={onAddRow}
      >
        Add a point
      </button>
    </fieldset>
  );
}
