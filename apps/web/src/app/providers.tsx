import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { requestToaster, subscribeToasterWanted, toasterWanted } from "../components/ui/toast";
import { createQueryClient } from "./query-client";

// The toast region is not part of the first load: it loads in its own chunk when the visitor first
// interacts with the page or a toast is asked for (docs/decisions/0063-booking-wizard-first-load.md).
const Toaster = lazy(() =>
  import("../components/ui/toaster").then((module) => ({ default: module.Toaster })),
);

const interactions = ["pointerdown", "keydown", "touchstart"] as const;

/** Mounts the toast region in the browser, after hydration, once it is wanted. */
function ToastRegion() {
  const [hydrated, setHydrated] = useState(false);
  const wanted = useSyncExternalStore(subscribeToasterWanted, toasterWanted, () => false);
  useEffect(() => {
    setHydrated(true);
    if (toasterWanted()) return;
    const want = () => requestToaster();
    for (const type of interactions) window.addEventListener(type, want, { once: true, passive: true });
    return () => {
      for (const type of interactions) window.removeEventListener(type, want);
    };
  }, []);
  return hydrated && wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

let browserQueryClient: ReturnType<typeof createQueryClient> | undefined;

/** One cache for the whole visit in the browser (public and admin routes mount their own provider). */
function sharedQueryClient() {
  if (typeof window === "undefined") return createQueryClient();
  browserQueryClient ??= createQueryClient();
  return browserQueryClient;
}

/**
 * The app-wide providers (spec §9): TanStack Query and the sonner toast region. Radix tooltips' defaults
 * wrap the admin panel only (app/tooltip-provider.tsx): the public pages show no Radix tooltip.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(sharedQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastRegion />
    </QueryClientProvider>
  );
}
