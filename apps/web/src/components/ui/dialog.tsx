import * as RadixDialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { buttonStyles } from "./button-styles";
import { useReturnFocus } from "./return-focus";

const widths = { sm: "w-[min(28rem,94vw)]", md: "w-[min(32rem,94vw)]", lg: "w-[min(44rem,94vw)]" } as const;

/**
 * The one dialog shell of the app (Radix: focus trap, Escape, focus return, labelled by its title).
 * `footer` holds the action row; `role="alertdialog"` for a question that needs an answer.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = "sm",
  role = "dialog",
}: {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: keyof typeof widths;
  role?: "dialog" | "alertdialog";
}) {
  const returnFocus = useReturnFocus(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={(o) => !o && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <RadixDialog.Content
          role={role}
          onCloseAutoFocus={returnFocus}
          className={`fixed top-1/2 left-1/2 z-50 max-h-[90vh] ${widths[size]} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl`}
        >
          <RadixDialog.Title className="text-lg font-semibold text-slate-900">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-1 text-slate-700">{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          {children}
          {footer && <div className="mt-5 flex flex-wrap justify-end gap-2">{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** The footer's button that closes without doing anything (its words say what staying means). */
export function DialogDismiss({ children = "Cancel" }: { children?: ReactNode }) {
  return (
    <RadixDialog.Close asChild>
      <button type="button" className={buttonStyles.secondary}>
        {children}
      </button>
    </RadixDialog.Close>
  );
}

/** A dialog form's last row: Cancel, and the submit button that says what it is doing while it does it. */
export function DialogFormActions({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <DialogDismiss />
      <button type="submit" className={buttonStyles.primary} disabled={busy}>
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
