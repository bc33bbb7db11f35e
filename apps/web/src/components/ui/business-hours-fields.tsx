import { type BusinessHours, type Weekday, weekdays } from "@clinic/contract/admin-settings";
import type { UseFormRegisterReturn } from "react-hook-form";

export type DayField = `${Weekday}.${"closed" | "open" | "close"}`;
type Reason = { message?: string } | undefined;
/** What react-hook-form holds as the week's errors (its `errors.businessHours`). */
type DayErrors = Partial<Record<Weekday, { open?: Reason; close?: Reason } | undefined>>;

const inputClass =
  "mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 read-only:bg-slate-100 aria-[invalid=true]:border-red-700";

/**
 * A week of business hours, a row per day (closed, opens, closes), in the Settings shape: the clinic's in
 * Settings → General, and a practitioner's own on the Users screen (issue 34), so the two read alike. The
 * form stays the caller's (react-hook-form): `field` registers a day's value under wherever the form keeps
 * the week, `errors` are the form's errors under it (a day's closing time's reason first), `hours` is
 * the week as it is now.
 */
export function BusinessHoursFields({
  hours,
  field,
  errors,
}: {
  hours: BusinessHours;
  field(name: DayField): UseFormRegisterReturn;
  errors: DayErrors | undefined;
}) {
  return (
    <div className="mt-3 space-y-2">
      {weekdays.map((day) => {
        const closed = hours[day].closed;
        const error = errors?.[day]?.close?.message ?? errors?.[day]?.open?.message;
        const label = day[0]?.toUpperCase() + day.slice(1);
        return (
          <div key={day} className="grid grid-cols-[7rem_auto_1fr_1fr] items-center gap-3">
            <span className="font-medium text-slate-900">{label}</span>
            <label className="flex min-h-11 items-center gap-2 text-slate-900">
              <input
                type="checkbox"
                className="size-5"
                aria-label={`${label} closed`}
                {...field(`${day}.closed`)}
              />
              Closed
            </label>
            <label className="text-sm text-slate-800">
              Opens
              <input
                type="time"
                className={inputClass}
                readOnly={closed}
                aria-label={`${label} opens`}
                {...field(`${day}.open`)}
              />
            </label>
            <label className="text-sm text-slate-800">
              Closes
              <input
                type="time"
                className={inputClass}
                readOnly={closed}
                aria-label={`${label} closes`}
                aria-invalid={error ? true : undefined}
                {...field(`${day}.close`)}
              />
            </label>
            {error && (
              <p className="col-span-4 text-sm font-medium text-red-700" role="alert">
                {label}: {error}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
