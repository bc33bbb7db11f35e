import { startTransition, useEffect, useState } from "react";

/** Set by the first component that has hydrated: a page rendered in the browser later knows at once. */
let pageHydrated = false;

/**
 * False in the prerender and while the page hydrates, then true: what a prerendered page cannot know
 * (today's date) renders after hydration. The change is a transition, so React renders it in slices,
 * between the visitor's taps; `useSyncExternalStore` with a different server snapshot would re-render
 * the whole subtree at once, synchronously, a long task on a phone right as the page becomes usable.
 * A page rendered in the browser after a link was followed is true from its first render.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
