import "sonner/dist/styles.css";
import { type CSSProperties, useEffect } from "react";
import { Toaster as SonnerToaster, toast as sonnerToast } from "sonner";
import { registerToaster } from "./toast";

const toasterStyle = { "--width": "356px" } as CSSProperties;

/**
 * The one toast region (spec §9): bottom-right, Alt+T moves focus to it, 4 s default, 3 visible, 356px wide.
 * sonner also injects the same CSS in a <style> element; the linked stylesheet above keeps toasts styled
 * when the Content-Security-Policy blocks that injected element.
 */
export function Toaster() {
  // Runs after sonner's own effects (children first): its region listens by the time waiting toasts are shown.
  useEffect(() => registerToaster(sonnerToast), []);
  return (
    <SonnerToaster
      position="bottom-right"
      hotkey={["altKey", "KeyT"]}
      duration={4000}
      visibleToasts={3}
      toastOptions={{ classNames: { toast: "font-sans" } }}
      // sonner's default width is 356px (spec §9); set explicitly so the value is pinned here.
      style={toasterStyle}
      closeButton
    />
  );
}
