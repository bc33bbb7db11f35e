import { useCallback, useSyncExternalStore } from "react";

/** Tailwind's `lg` breakpoint (64rem): from here on a page may lay out as on a desktop. */
export const wideScreenQuery = "(min-width: 64rem)";

/**
 * Whether `query` (a CSS media query) matches now, following changes (a window resized or rotated).
 * SSR-safe: with no `window` (prerendering) and during hydration it answers `serverValue`, then the
 * browser's answer. Pages that render only one of two layouts use it instead of rendering both and
 * hiding one with CSS, so the page holds each text once.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      // Also on resize: under Chromium's viewport emulation a list's change event has gone missing
      // (the bookings table stayed as cards at 1280 px); the snapshot is a boolean, so an extra
      // check re-renders nothing.
      window.addEventListener("resize", onChange);
      return () => {
        list.removeEventListener("change", onChange);
        window.removeEventListener("resize", onChange);
      };
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
