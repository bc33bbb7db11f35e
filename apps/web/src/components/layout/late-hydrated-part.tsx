import { type ReactNode, Suspense, useEffect, useState } from "react";

/**
 * `data-hydrated` on <html> says React has hydrated the page, so that clicks and typing reach its handlers
 * (the end-to-end tests wait for it). A part of a prerendered page whose code loads lazily hydrates after
 * the rest: its HTML shows meanwhile but does not answer yet. The mark waits for every such part.
 */
type Part = { hydrated: boolean };
const parts = new Set<Part>();
let shellHydrated = false;

function mark() {
  if (shellHydrated && [...parts].every((part) => part.hydrated))
    document.documentElement.dataset.hydrated = "true";
}

/** The app's root has hydrated (root.tsx); the page is marked once its late parts have too. */
export function markShellHydrated() {
  shellHydrated = true;
  mark();
}

/** Rendered inside the part's Suspense boundary: its effect runs once the whole part has hydrated. */
function Hydrated({ part }: { part: Part }) {
  useEffect(() => {
    part.hydrated = true;
    mark();
  }, [part]);
  return null;
}

/**
 * A lazily loaded part of a prerendered page (`React.lazy` inside): its prerendered HTML stays on show
 * until its code has loaded and it has hydrated, and the page is marked hydrated only then. Navigating to
 * the page in the browser shows nothing in its place until its code is there (no fallback text).
 */
export function LateHydratedPart({ children }: { children: ReactNode }) {
  const [part] = useState<Part>(() => ({ hydrated: false }));
  // Runs before the root's effect (a child's effects run first), so the root's mark waits for the part.
  useEffect(() => {
    parts.add(part);
    return () => {
      parts.delete(part);
      mark();
    };
  }, [part]);
  return (
    <Suspense fallback={null}>
      {children}
      <Hydrated part={part} />
    </Suspense>
  );
}
