import { Provider as TooltipProvider } from "@radix-ui/react-tooltip";
import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { createQueryClient } from "./query-client";

// The toast region is not part of the prerendered HTML: it loads in its own chunk after hydration.
const Toaster = lazy(() =>
  import("../components/ui/toaster").then((module) => ({ default: module.Toaster })),
);

/** Mounts its children only in the browser, after hydration. */
function AfterHydration({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? children : null;
}

let browserQueryClient: ReturnType<typeof createQueryClient> | undefined;

/** One cache for the whole visit in the browser (public and admin routes mount their own provider). */
function sharedQueryClient() {
  if (typeof window === "undefined") return createQueryClient();
  browserQueryClient ??= createQueryClient();
  return browserQueryClient;
}

/**
 * Every app-wide provider, in one place (spec §9): TanStack Query, Radix tooltips (700 ms open delay,
 * 300 ms skip delay) and the sonner toast region.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(sharedQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider delayDuration={700} skipDelayDuration={300}>
        {children}
        <AfterHydration>
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        </AfterHydration>
      </TooltipProvider>
    </QueryClientProvider>
  );
}
