import { Provider } from "@radix-ui/react-tooltip";
import type { ReactNode } from "react";

/**
 * Radix tooltips' defaults (spec §9: 700 ms open delay, 300 ms skip delay). Only the admin panel is
 * wrapped in it: the public pages show no Radix tooltip, so their first load carries none of its code
 * (docs/decisions/0063-booking-wizard-first-load.md).
 */
export function TooltipDefaults({ children }: { children: ReactNode }) {
  return (
    <Provider delayDuration={700} skipDelayDuration={300}>
      {children}
    </Provider>
  );
}
