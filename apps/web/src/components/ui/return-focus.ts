import { useLayoutEffect, useRef } from "react";

/**
 * Where focus goes when a Radix dialog without a `Trigger` closes: back to the element that had it
 * when the dialog opened (a row menu's button, say). Radix returns focus to its own Trigger only, and
 * dialogs opened from a menu or by code have none. Pass the handler as the content's `onCloseAutoFocus`.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before Radix moves focus into the dialog (in a passive effect).
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body)
      opener.current = document.activeElement;
  }, [open]);
  return (event) => {
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) {
      event.preventDefault();
      target.focus();
    }
  };
}
