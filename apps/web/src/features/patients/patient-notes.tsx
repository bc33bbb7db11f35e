import { formatDateTime } from "@clinic/contract/format";
import {
  noteMaxLength,
  type PatientNote,
  type PatientNoteRequest,
  patientMessages,
  patientNoteRequestSchema,
} from "@clinic/contract/patients";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { buttonStyles, compactButton } from "../../components/ui/button-styles";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { fieldControlClass } from "../../components/ui/form-field";
import { toast } from "../../components/ui/toast";
import { ApiError } from "../../lib/api-client";
import { patientsApi } from "./patients-api";

const failure = (error: unknown) =>
  error instanceof ApiError
    ? (error.fields?.body ?? error.message)
    : "The note could not be saved. Please try again.";

/** A note's text box with its label, counter and error under it. */
function NoteEditor({
  label,
  initial,
  submitLabel,
  onSave,
  onCancel,
}: {
  label: string;
  initial: string;
  submitLabel: string;
  onSave(body: string): Promise<void>;
  onCancel?(): void;
}) {
  const id = useId();
  // The contract's `patientNoteRequestSchema`, the one the server's note routes check with.
  const { register, handleSubmit, formState, reset, setError, watch } = useForm<PatientNoteRequest>({
    resolver: zodResolver(patientNoteRequestSchema),
    defaultValues: { body: initial },
  });
  const error = formState.errors.body?.message;
  const save = handleSubmit(async ({ body }) => {
    try {
      // The schema trims: what is saved is what the counter counted.
      await onSave(body);
      reset({ body: initial });
    } catch (e) {
      setError("body", { message: failure(e) });
    }
  });
  return (
    <form noValidate onSubmit={save}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={4}
        className={`${fieldControlClass} w-full py-2`}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ""}`}
        {...register("body")}
      />
      <p id={`${id}-count`} className="mt-1 text-sm text-slate-700">
        {watch("body").trim().length} of {noteMaxLength} characters. Only admins see notes.
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="submit" className={buttonStyles.primary} disabled={formState.isSubmitting}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className={buttonStyles.secondary} onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}

/** The practitioner's private notes: add, edit, delete (each write is audit-logged by the server). */
export function PatientNotes({
  patientId,
  notes,
  zone,
  editable,
  onChanged,
}: {
  patientId: string;
  notes: PatientNote[];
  zone: string;
  editable: boolean;
  onChanged(): void;
}) {
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<PatientNote | null>(null);
  const remove = useMutation({
    mutationFn: (note: PatientNote) => patientsApi.deleteNote(patientId, note.id),
    onSuccess: () => {
      toast.success(patientMessages.noteDeleted);
      onChanged();
    },
    onError: (e) =>
      toast.error("Error", { description: e instanceof Error ? e.message : "The note was not deleted." }),
    onSettled: () => setDeleting(null),
  });
  return (
    <div className="space-y-4">
      {editable && (
        <NoteEditor
          label="New note"
          initial=""
          submitLabel="Add note"
          onSave={async (body) => {
            await patientsApi.addNote(patientId, body);
            toast.success(patientMessages.noteAdded);
            onChanged();
          }}
        />
      )}
      {notes.length === 0 ? (
        <p className="text-slate-700">No notes yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Notes">
          {notes.map((n) => (
            <li key={n.id} className="py-3">
              {editing === n.id ? (
                <NoteEditor
                  label="Edit note"
                  initial={n.body}
                  submitLabel="Save note"
                  onCancel={() => setEditing(null)}
                  onSave={async (body) => {
                    await patientsApi.editNote(patientId, n.id, body);
                    toast.success(patientMessages.noteUpdated);
                    setEditing(null);
                    onChanged();
                  }}
                />
              ) : (
                <>
                  <p className="break-words whitespace-pre-line text-slate-900">{n.body}</p>
                  <p className="mt-1 text-sm text-slate-700">
                    {n.author} · {formatDateTime(n.createdAt, zone)}
                    {n.updatedAt !== n.createdAt ? ` · edited ${formatDateTime(n.updatedAt, zone)}` : ""}
                  </p>
                  {editable && (
                    <div className="mt-2 flex gap-2">
                      <button
                        type="button"
                        className={`${compactButton} border-slate-400 bg-white text-slate-900`}
                        onClick={() => setEditing(n.id)}
                      >
                        Edit
                      </button>
                      <button
                        type="button"
                        className={`${compactButton} border-red-700 bg-white text-red-800`}
                        onClick={() => setDeleting(n)}
                      >
                        Delete
                      </button>
                    </div>
                  )}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete note"
        question="Delete this note? This cannot be undone."
        confirmLabel="Delete note"
        dismissLabel="Keep note"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
