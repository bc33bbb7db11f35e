import { useSyncExternalStore } from "react";

const buildYear = Number(import.meta.env.VITE_BUILD_YEAR);

function subscribe(): () => void {
  return () => {};
}

/**
 * The current year. Prerendered HTML carries the build's year; hydration starts from that same value
 * (no mismatch) and then shows the visitor's current year.
 */
export function CurrentYear() {
  const year = useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => buildYear,
  );
  return <>{year}</>;
}
