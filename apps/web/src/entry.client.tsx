import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// The app is here: the wizard's inline script leaves its first calls to it (slot-dates-preload.tsx).
(window as Window & { clinicAppStarted?: boolean }).clinicAppStarted = true;

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

/**
 * The prerendered page is complete: let the browser paint it first, then hydrate. On a slow phone the
 * scripts often arrive before the first frame, and hydrating right away would hold that frame back
 * (docs/decisions/0012-public-pages-javascript-budget.md).
 */
requestAnimationFrame(() => setTimeout(hydrate, 0));
