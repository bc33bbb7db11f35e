import { buttonStyles } from "./button-styles";
import { Dialog, DialogDismiss } from "./dialog";

export const dangerButton = `${buttonStyles.primary} bg-red-700! hover:bg-red-800!`;

/**
 * A yes/no question. The two answers never read alike: the dismiss button says what staying means
 * ("Keep booking"), the confirm button says what happens ("Cancel Booking").
 */
export function ConfirmDialog({
  open,
  title,
  question,
  confirmLabel,
  dismissLabel = "Cancel",
  tone = "danger",
  busy = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  question: string;
  confirmLabel: string;
  dismissLabel?: string;
  tone?: "danger" | "primary";
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      description={question}
      role="alertdialog"
      footer={
        <>
          <DialogDismiss>{dismissLabel}</DialogDismiss>
          <button
            type="button"
            className={tone === "danger" ? dangerButton : buttonStyles.primary}
            disabled={busy}
            onClick={onConfirm}
          >
            {confirmLabel}
          </button>
        </>
      }
    />
  );
}
