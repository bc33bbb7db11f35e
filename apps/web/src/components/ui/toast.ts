import { toast as sonnerToast } from "sonner";

type ToastOptions = { description?: string };

/** Classes for an error toast: the destructive variant (white on a deep red, WCAG AA contrast). */
export const destructiveToastClassNames = {
  toast: "border-red-800! bg-red-700! text-white!",
  title: "text-white! font-semibold!",
  description: "text-red-50!",
  closeButton: "border-red-800! bg-white! text-red-800!",
} as const;

/**
 * The app's toast helper. `toast.error` is styled destructive; both announce politely through
 * sonner's live region. The <Toaster> is mounted once by the app providers.
 */
export const toast = {
  success(title: string, options: ToastOptions = {}) {
    return sonnerToast.success(title, { description: options.description });
  },
  error(title: string, options: ToastOptions = {}) {
    return sonnerToast.error(title, {
      description: options.description,
      classNames: destructiveToastClassNames,
    });
  },
  dismiss(id?: string | number) {
    return sonnerToast.dismiss(id);
  },
};
