import "sonner/dist/styles.css";
import { localeOfPath } from "@clinic/contract/locales";
import { type CSSProperties, useEffect, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { Toaster as SonnerToaster, toast as sonnerToast } from "sonner";
import { toastTexts } from "../../i18n/toast-texts";
import { registerToaster } from "./toast";

const toasterStyle = { "--width": "356px" } as CSSProperties;

/**
 * sonner's own breakpoint: at or below it a toast spans the screen's width, so at the bottom it would
 * cover a page's main button (the confirmation's "Join Video Consultation" sits there on a phone).
 */
const narrowScreen = "(max-width: 600px)";

function subscribeNarrow(onChange: () => void): () => void {
  const query = window.matchMedia(narrowScreen);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** True on a phone-sized screen; false when rendered on the server. */
function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribeNarrow,
    () => window.matchMedia(narrowScreen).matches,
    () => false,
  );
}

/**
 * The one toast region (spec §9): bottom-right, Alt+T moves focus to it, 4 s default, 3 visible, 356px wide.
 * On a phone, where a toast is as wide as the screen, it comes in at the top instead, over the site's
 * header rather than over the page's actions (screen guide: Toasts on a phone come in at the top).
 * sonner also injects the same CSS in a <style> element; the linked stylesheet above keeps toasts styled
 * when the Content-Security-Policy blocks that injected element.
 */
export function Toaster() {
  // Runs after sonner's own effects (children first): its region listens by the time waiting toasts are shown.
  useEffect(() => registerToaster(sonnerToast), []);
  const narrow = useNarrowScreen();
  const labels = toastTexts[localeOfPath(useLocation().pathname)];
  return (
    <SonnerToaster
      position={narrow ? "top-center" : "bottom-right"}
      hotkey={["altKey", "KeyT"]}
      duration={4000}
      visibleToasts={3}
      toastOptions={{ classNames: { toast: "font-sans" }, closeButtonAriaLabel: labels.close }}
      containerAriaLabel={labels.region}
      // sonner's default width is 356px (spec §9); set explicitly so the value is pinned here.
      style={toasterStyle}
      closeButton
    />
  );
}
