import type { ReactNode } from "react";

/**
 * One section of the manage page (its booking, intake, measurements, packages…): a rule above it and a
 * heading that names it for screen readers' region list.
 */
export function ManageSection({
  id,
  heading,
  children,
}: {
  id: string;
  heading: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="mt-12 border-t border-slate-200 pt-8">
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-slate-900">
        {heading}
      </h2>
      {children}
    </section>
  );
}
