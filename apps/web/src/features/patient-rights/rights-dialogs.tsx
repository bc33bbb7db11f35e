import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { toast } from "../../components/ui/toast";
import { useLocale } from "../../i18n/locale";
import { useRecordTexts } from "../../i18n/record";
import { useRefusalText } from "../../i18n/refusal";
import { ApiError } from "../../lib/api-client";
import { type Access, patientRightsApi } from "./patient-rights-api";

/** The record-wide actions, each asked for with a code first (decision 0113). */
export type RecordAction = "see-all" | "correct-all" | "withdraw" | "erase";

/**
 * The two irreversible rights, each after a confirmation: withdrawing consent and asking for erasure,
 * for the whole record (the record session is in `access`). When the server says the session ended
 * meanwhile, `onSessionEnded` asks for a new code rather than failing.
 */
export function RightsDialogs({
  asking,
  access,
  withdrawn,
  erasureAsked,
  onDone,
  onClose,
  onSessionEnded,
}: {
  asking: "withdraw" | "erase" | null;
  access: Access;
  withdrawn: boolean;
  erasureAsked: boolean;
  onDone(kind: "withdraw" | "erase"): void;
  onClose(): void;
  onSessionEnded(action: RecordAction): void;
}) {
  const queries = useQueryClient();
  const text = useRecordTexts("dialogs");
  const locale = useLocale();
  const refusal = useRefusalText();
  const act = useMutation({
    mutationFn: async (kind: "withdraw" | "erase"): Promise<{ message: string | undefined }> =>
      kind === "withdraw" ? patientRightsApi.withdraw(access) : patientRightsApi.requestErasure(access),
    onSuccess: (answer, kind) => {
      // The server's words are English: other languages say it in their own.
      toast.success(
        locale === "en"
          ? (answer.message ?? text.done)
          : kind === "withdraw"
            ? text.withdrawDone
            : text.eraseDone,
      );
      onDone(kind);
      void queries.invalidateQueries({ queryKey: ["my-data", access.bookingId] });
      onClose();
    },
    onError: (error, kind) => {
      if (error instanceof ApiError && error.code === "record_access_required") {
        onClose();
        return onSessionEnded(kind);
      }
      toast.error(kind === "withdraw" ? text.withdrawFailed : text.eraseFailed, {
        description: locale === "en" ? error.message : refusal(error),
      });
    },
  });
  const alreadyWithdrawn = withdrawn;
  const alreadyAsked = erasureAsked;
  return (
    <>
      <ConfirmDialog
        open={asking === "withdraw"}
        title={alreadyWithdrawn ? text.withdrawnTitle : text.withdrawTitle}
        question={alreadyWithdrawn ? text.withdrawnQuestion : text.withdrawQuestion}
        confirmLabel={alreadyWithdrawn ? text.close : text.withdraw}
        dismissLabel={text.keepConsent}
        tone={alreadyWithdrawn ? "primary" : "danger"}
        busy={act.isPending}
        onConfirm={() => (alreadyWithdrawn ? onClose() : act.mutate("withdraw"))}
        onCancel={onClose}
      />
      <ConfirmDialog
        open={asking === "erase"}
        title={alreadyAsked ? text.askedTitle : text.eraseTitle}
        question={alreadyAsked ? text.askedQuestion : text.eraseQuestion}
        confirmLabel={alreadyAsked ? text.close : text.erase}
        dismissLabel={text.keepData}
        tone={alreadyAsked ? "primary" : "danger"}
        busy={act.isPending}
        onConfirm={() => (alreadyAsked ? onClose() : act.mutate("erase"))}
        onCancel={onClose}
      />
    </>
  );
}
