import { formatDateTime } from "@clinic/contract/format";
import {
  type SessionNote,
  type SessionNoteRequest,
  type SessionNoteTemplate,
  sessionNoteSectionLabels,
  sessionNoteSections,
} from "@clinic/contract/session-notes";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { buttonStyles } from "../../components/ui/button-styles";
import { FormField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/toast";
import { ApiError } from "../../lib/api-client";
import { NoteFieldInput } from "./note-field-input";
import { type NoteFormValues, noteResolver, startingValues } from "./note-form-values";
import { NoteHistory } from "./note-history";
import { sessionNoteKey, sessionNotesApi, sessionNoteTemplatesKey } from "./session-notes-api";

/**
 * An appointment's session note (decision 0135): loads its templates and the note, then the form.
 * Opened from the agenda's drawer and from the patient page's list of notes.
 */
export function SessionNoteEditor({ bookingId, zone }: { bookingId: string; zone: string }) {
  const templates = useQuery({
    queryKey: sessionNoteTemplatesKey,
    queryFn: ({ signal }) => sessionNotesApi.templates(signal),
  });
  const note = useQuery({
    queryKey: sessionNoteKey(bookingId),
    queryFn: ({ signal }) => sessionNotesApi.note(bookingId, signal),
  });
  if (templates.isError || note.isError)
    return (
      <p role="alert" className="text-red-700">
        The session note could not be loaded. Please try again.
      </p>
    );
  if (!templates.data || note.data === undefined)
    return (
      <p role="status" className="text-slate-700">
        Loading the session note...
      </p>
    );
  return (
    <NoteForm
      // A saved note starts the form again from what the server kept.
      key={note.data?.updatedAt ?? "new"}
      bookingId={bookingId}
      note={note.data}
      templates={templates.data.items}
      zone={zone}
    />
  );
}

/** Where the note stands, in a line: a draft, signed (and until when it may change), or locked. */
function noteState(note: SessionNote | null, zone: string): string {
  if (!note?.signedAt) return note ? `Draft by ${note.author}, not signed.` : "No note yet.";
  const signed = `Signed by ${note.author} on ${formatDateTime(note.signedAt, zone)}.`;
  if (!note.locked) return `${signed} It locks on ${formatDateTime(note.lockedAt ?? note.signedAt, zone)}.`;
  return `${signed} Locked since ${formatDateTime(note.lockedAt ?? note.signedAt, zone)}: saving records an amendment.`;
}

function NoteForm({
  bookingId,
  note,
  templates,
  zone,
}: {
  bookingId: string;
  note: SessionNote | null;
  templates: SessionNoteTemplate[];
  zone: string;
}) {
  const queryClient = useQueryClient();
  const fieldsOf = (id: string) => templates.find((t) => t.id === id)?.fields ?? [];
  const { register, handleSubmit, formState, setError, watch } = useForm<
    NoteFormValues,
    unknown,
    Omit<SessionNoteRequest, "sign">
  >({
    resolver: noteResolver(fieldsOf),
    defaultValues: startingValues(note, templates),
    reValidateMode: "onSubmit",
  });
  const save = useMutation({
    mutationFn: (body: SessionNoteRequest) => sessionNotesApi.save(bookingId, body),
    onSuccess: (answer) => {
      toast.success(answer.message ?? "Saved");
      queryClient.setQueryData(sessionNoteKey(bookingId), answer.data);
      void queryClient.invalidateQueries({ queryKey: ["admin", "session-notes"] });
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
      for (const [key, message] of Object.entries(fields)) {
        if (key === "templateId") setError("templateId", { message });
        else if (key.startsWith("fields.")) setError(`values.${key.slice("fields.".length)}`, { message });
      }
      toast.error("The note was not saved", {
        description: error instanceof Error ? error.message : "Please try again.",
      });
    },
  });
  const templateId = watch("templateId");
  const fields = fieldsOf(templateId);
  const signed = note?.signedAt != null;
  const errorOf = (id: string) => formState.errors.values?.[id]?.message;
  const saveAs = (sign: boolean) =>
    handleSubmit((body) => save.mutate(sign ? { ...body, sign: true } : body));
  const saveLabel = !signed ? "Save draft" : note?.locked ? "Save amendment" : "Save changes";
  return (
    <form noValidate onSubmit={saveAs(false)} data-testid="session-note-editor" className="space-y-4">
      <p data-testid="note-state" className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-900">
        {noteState(note, zone)}
      </p>
      {signed ? (
        // A signed note keeps its template (the server refuses another): named, not offered.
        <p className="text-sm text-slate-900">
          <span className="font-semibold">Template:</span>{" "}
          {templates.find((t) => t.id === templateId)?.name ?? templateId}
        </p>
      ) : (
        <FormField label="Template" error={formState.errors.templateId?.message}>
          {(p) => (
            <select {...p} className={`${p.className} w-full`} {...register("templateId")}>
              {templates.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      {sessionNoteSections.map((section) => {
        const inSection = fields.filter((f) => f.section === section);
        if (inSection.length === 0) return null;
        const [only] = inSection;
        // A section of one field named as the section (SOAP's, the assessment, the plan): the field alone.
        if (only && inSection.length === 1 && only.label === sessionNoteSectionLabels[section])
          return <NoteFieldInput key={section} field={only} register={register} error={errorOf(only.id)} />;
        return (
          <fieldset key={section} className="space-y-3 rounded-lg border border-slate-200 p-3">
            <legend className="px-1 font-semibold text-slate-900">{sessionNoteSectionLabels[section]}</legend>
            {inSection.map((f) => (
              <NoteFieldInput key={f.id} field={f} register={register} error={errorOf(f.id)} />
            ))}
          </fieldset>
        );
      })}
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          className={signed ? buttonStyles.primary : buttonStyles.secondary}
          disabled={save.isPending}
        >
          {saveLabel}
        </button>
        {!signed && (
          <button
            type="button"
            className={buttonStyles.primary}
            disabled={save.isPending}
            onClick={() => void saveAs(true)()}
          >
            Sign
          </button>
        )}
      </div>
      {!signed && (
        <p className="text-sm text-slate-700">
          Signing puts your name to the note; it locks 24 hours later, and any change after that is recorded
          as an amendment.
        </p>
      )}
      {note && <NoteHistory note={note} fields={fields} zone={zone} />}
    </form>
  );
}
