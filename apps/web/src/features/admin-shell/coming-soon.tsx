import { Hammer } from "lucide-react";

/** A section announced but not built yet (admin.md §2: 'Coming Soon'). */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section
      aria-labelledby="coming-soon-title"
      className="rounded-xl border border-slate-200 bg-white p-8 text-center"
    >
      <Hammer aria-hidden="true" className="mx-auto size-10 text-brand-700" />
      <h2 id="coming-soon-title" className="mt-3 text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-2 text-2xl font-bold text-slate-800">Coming Soon</p>
      <p className="mt-2 text-slate-700">This section is being built.</p>
    </section>
  );
}
