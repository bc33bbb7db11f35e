import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { toast } from "../../components/ui/toast";
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
  const act = useMutation({
    mutationFn: async (kind: "withdraw" | "erase"): Promise<{ message: string | undefined }> =>
      kind === "withdraw" ? patientRightsApi.withdraw(access) : patientRightsApi.requestErasure(access),
    onSuccess: (answer, kind) => {
      toast.success(answer.message ?? "Done.");
      onDone(kind);
      void queries.invalidateQueries({ queryKey: ["my-data", access.bookingId] });
      onClose();
    },
    onError: (error, kind) => {
      if (error instanceof ApiError && error.code === "record_access_required") {
        onClose();
        return onSessionEnded(kind);
      }
      toast.error(kind === "withdraw" ? "Failed to withdraw consent" : "Failed to send your request", {
        description: error.message,
      });
    },
  });
  const alreadyWithdrawn = withdrawn;
  const alreadyAsked = erasureAsked;
  return (
    <>
      <ConfirmDialog
        open={asking === "withdraw"}
        title={alreadyWithdrawn ? "Your consent is withdrawn" : "Withdraw your consent?"}
        question={
          alreadyWithdrawn
            ? "You withdrew your consent already: the clinic sends you no more reminders or other messages."
            : "The clinic will send you no more reminders or other messages, and your practitioner will be told. Messages about changes you make yourself still reach you."
        }
        confirmLabel={alreadyWithdrawn ? "Close" : "Withdraw consent"}
        dismissLabel="Keep my consent"
        tone={alreadyWithdrawn ? "primary" : "danger"}
        busy={act.isPending}
        onConfirm={() => (alreadyWithdrawn ? onClose() : act.mutate("withdraw"))}
        onCancel={onClose}
      />
      <ConfirmDialog
        open={asking === "erase"}
        title={alreadyAsked ? "You have asked already" : "Ask to erase your data?"}
        question={
          alreadyAsked
            ? "Your request is with the clinic. They will erase your data and keep only what the law requires."
            : "The clinic will erase your intake answers, photos, notes and contact details. This cannot be undone. The date, amount and reference of each booking are kept, as the law requires for accounts."
        }
        confirmLabel={alreadyAsked ? "Close" : "Ask to erase"}
        dismissLabel="Keep my data"
        tone={alreadyAsked ? "primary" : "danger"}
        busy={act.isPending}
        onConfirm={() => (alreadyAsked ? onClose() : act.mutate("erase"))}
        onCancel={onClose}
      />
    </>
  );
}
