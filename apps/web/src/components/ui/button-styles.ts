/**
 * Class names for links and buttons that look like buttons. Every variant keeps a tap target of
 * at least 44px (min-h-11) and relies on the global :focus-visible ring.
 */
const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-base font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60";

export const buttonStyles = {
  primary: `${base} bg-brand-700 text-white hover:bg-brand-800`,
  secondary: `${base} border border-brand-700 bg-white text-brand-800 hover:bg-brand-50`,
  ghost: `${base} text-brand-800 hover:bg-brand-50`,
} as const;

export type ButtonVariant = keyof typeof buttonStyles;

/** A compact bordered button for rows and toolbars (add the border and fill colours); still 44px tall. */
export const compactButton = "inline-flex min-h-11 items-center rounded-md border px-3 text-sm font-semibold";
