import type { ReactNode } from "react";

/**
 * A wide table's own horizontal scroller on a narrow screen. It is a labelled, focusable region so
 * keyboard users can scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function ScrollRegion({
  label,
  className = "",
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to be scrolled by keyboard.
    <section aria-label={label} tabIndex={0} className={`overflow-x-auto ${className}`}>
      {children}
    </section>
  );
}
