import type { toast as SonnerToast } from "sonner";

/** `id`: a toast shown again with the same id replaces the one still on screen instead of stacking. */
type ToastOptions = { description?: string; id?: string };
type Sonner = typeof SonnerToast;

/** Classes for an error toast: the destructive variant (white on a deep red, WCAG AA contrast). */
export const destructiveToastClassNames = {
  toast: "border-red-800! bg-red-700! text-white!",
  title: "text-white! font-semibold!",
  description: "text-red-50!",
  closeButton: "border-red-800! bg-white! text-red-800!",
} as const;

/*
 * The toast region (sonner) is not part of a page's first load (docs/decisions/0063-booking-wizard-first-load.md):
 * the app providers mount <Toaster> once the visitor first interacts with the page or a toast is asked for,
 * whichever comes first. A toast asked for before the region is mounted waits for it (sonner drops a toast
 * that no mounted region listens to).
 */
let mountedSonner: Sonner | undefined;
let mountedRegions = 0;
let waiting: Array<(sonner: Sonner) => void> = [];
let wanted = false;
const wantedListeners = new Set<() => void>();

/** Whether the toast region should be mounted (for `useSyncExternalStore`). */
export function toasterWanted(): boolean {
  return wanted;
}

export function subscribeToasterWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => {
    wantedListeners.delete(listener);
  };
}

/** Asks the app providers to mount the toast region (idempotent). */
export function requestToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of wantedListeners) listener();
}

/** Called by <Toaster> once mounted (its region listens from then on); returns the unmount callback. */
export function registerToaster(sonner: Sonner): () => void {
  mountedRegions += 1;
  mountedSonner = sonner;
  const pending = waiting;
  waiting = [];
  for (const show of pending) show(sonner);
  return () => {
    mountedRegions -= 1;
    if (mountedRegions === 0) mountedSonner = undefined;
  };
}

function withSonner(show: (sonner: Sonner) => void): void {
  if (mountedSonner) {
    show(mountedSonner);
    return;
  }
  waiting.push(show);
  requestToaster();
}

/**
 * The app's toast helper. `toast.error` is styled destructive; both announce politely through
 * sonner's live region. The <Toaster> is mounted by the app providers (see above).
 */
export const toast = {
  success(title: string, options: ToastOptions = {}) {
    withSonner((sonner) => sonner.success(title, { description: options.description, id: options.id }));
  },
  error(title: string, options: ToastOptions = {}) {
    withSonner((sonner) =>
      sonner.error(title, {
        description: options.description,
        id: options.id,
        classNames: destructiveToastClassNames,
      }),
    );
  },
  /** Without a mounted region there is nothing shown to dismiss (only toasts still waiting for it). */
  dismiss(id?: string | number) {
    if (mountedSonner) mountedSonner.dismiss(id);
    else if (id === undefined) waiting = [];
  },
};
