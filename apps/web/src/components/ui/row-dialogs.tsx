import type { ReactNode } from "react";
import type { ListWrites } from "../../lib/use-list-writes";
import { ConfirmDialog } from "./confirm-dialog";
import { Dialog } from "./dialog";

/**
 * A list screen's two row dialogs (Appointment kinds, Users, Packages): "Edit {name}" holding the screen's
 * form for the row being edited, and "Delete {name}?" (or Remove) asking before the row is removed.
 */
export function RowDialogs<Item extends { id: string; name: string }, Body>({
  writes,
  form,
  question,
}: {
  writes: ListWrites<Item, Body>;
  /** The form for `item`; it sends its values with `save`. */
  form(item: Item, save: (body: Body) => Promise<unknown>): ReactNode;
  question(item: Item): string;
}) {
  const { editing, removing } = writes;
  const verb = writes.removal === "remove" ? "Remove" : "Delete";
  return (
    <>
      <Dialog
        open={editing !== null}
        onClose={() => writes.setEditing(null)}
        title={`Edit ${editing?.name ?? ""}`}
        size="lg"
      >
        {editing && form(editing, (body) => writes.change.mutateAsync({ id: editing.id, body }))}
      </Dialog>
      <ConfirmDialog
        open={removing !== null}
        title={`${verb} ${removing?.name ?? ""}?`}
        question={removing ? question(removing) : ""}
        confirmLabel={verb}
        dismissLabel="Keep"
        busy={writes.remove.isPending}
        onConfirm={() => removing && writes.remove.mutate(removing.id)}
        onCancel={() => writes.setRemoving(null)}
      />
    </>
  );
}
