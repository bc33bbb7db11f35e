import type { ReactNode } from "react";

type PageHeaderProps = { eyebrow?: string; title: string; intro: string; children?: ReactNode };

/** The opening band of an inner page: its one h1 and a short introduction. */
export function PageHeader({ eyebrow, title, intro, children }: PageHeaderProps) {
  return (
    <header className="border-b border-brand-100 bg-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        {eyebrow ? (
          <p className="mb-2 text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-700">{intro}</p>
        {children}
      </div>
    </header>
  );
}

type SectionProps = {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
  tone?: "white" | "muted";
};

/** A page section with its h2, labelled for screen readers' landmark lists. */
export function PageSection({ id, title, intro, children, tone = "white" }: SectionProps) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      id={id}
      className={`scroll-mt-20 ${tone === "muted" ? "bg-slate-50" : "bg-white"}`}
    >
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {title}
        </h2>
        {intro ? <p className="mt-3 max-w-3xl text-lg text-slate-700">{intro}</p> : null}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
