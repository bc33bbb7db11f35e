import type { ReactNode } from "react";

/** Something is on its way: a spinner (still when the user asks for less motion) and the text, said politely. */
export function LoadingStatus({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <p role="status" className={`flex items-center gap-3 text-slate-700 ${className}`}>
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-brand-700 border-t-transparent motion-reduce:animate-none"
      />
      {children}
    </p>
  );
}
