import type { ReactNode } from "react";

/** The booking dialog's text controls: a 44px tap target, a red border while in error. */
export const bookingInputClass =
  "mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-red-700";

/** The id of a field's error line, which its control names in `aria-describedby` while it shows. */
export const errorIdOf = (id: string) => `${id}-error`;

/** What a control of the dialog carries about its error. */
export function describedBy(id: string, error: string | undefined) {
  return { "aria-invalid": error ? true : undefined, "aria-describedby": error ? errorIdOf(id) : undefined };
}

/**
 * One field of the booking dialog: the label holds the spec's name alone (so "Phone Number" is not
 * read with its "+91"), then the control, then its error.
 */
export function BookingField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="mt-3">
      <label htmlFor={id} className="block font-medium text-slate-900">
        {label}
      </label>
      {children}
      {error && (
        <p id={errorIdOf(id)} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
