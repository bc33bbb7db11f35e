import {
  type SessionNote,
  type SessionNoteField,
  type SessionNoteRequest,
  type SessionNoteTemplate,
  type SessionNoteValue,
  type SessionNoteValues,
  sessionNoteFieldErrors,
} from "@clinic/contract/session-notes";
import type { FieldErrors, Resolver } from "react-hook-form";

/**
 * The editor's values as the form holds them: every field as text (a yes/no as "yes", "no" or ""),
 * so an empty field is simply left out of the note.
 */
export type NoteFormValues = { templateId: string; values: Record<string, string> };

const asText = (value: SessionNoteValue | undefined): string =>
  value === undefined ? "" : typeof value === "boolean" ? (value ? "yes" : "no") : String(value);

/** The form's start: the note as saved, or an empty note from the first template. */
export function startingValues(note: SessionNote | null, templates: SessionNoteTemplate[]): NoteFormValues {
  const templateId = note?.templateId ?? templates[0]?.id ?? "";
  const values: Record<string, string> = {};
  for (const [id, value] of Object.entries(note?.fields ?? {})) values[id] = asText(value);
  return { templateId, values };
}

function toValue(field: SessionNoteField | undefined, text: string): SessionNoteValue {
  if (field?.type === "yes_no") return text === "yes" ? true : text === "no" ? false : text;
  if (field?.type === "number") {
    const n = Number(text.replace(",", "."));
    // Not a number: sent as typed, so the check below names the field ("Enter a number").
    return Number.isFinite(n) ? n : text;
  }
  return text;
}

/** The request's `fields`: the template's fields filled in, typed as the template says. */
export function toNoteValues(fields: readonly SessionNoteField[], form: NoteFormValues): SessionNoteValues {
  const values: SessionNoteValues = {};
  for (const field of fields) {
    const text = (form.values[field.id] ?? "").trim();
    if (text !== "") values[field.id] = toValue(field, text);
  }
  return values;
}

/**
 * The contract's check (the server's own) as the form's resolver: its `fields.<id>` errors are the
 * form's `values.<id>`.
 */
export function noteResolver(
  fieldsOf: (templateId: string) => readonly SessionNoteField[],
): Resolver<NoteFormValues, unknown, Omit<SessionNoteRequest, "sign">> {
  return (form) => {
    const fields = fieldsOf(form.templateId);
    const values = toNoteValues(fields, form);
    const problems = sessionNoteFieldErrors(fields, values);
    if (Object.keys(problems).length === 0)
      return { values: { templateId: form.templateId, fields: values }, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [key, message] of Object.entries(problems))
      errors[key.replace(/^fields\./, "")] = { type: "validate", message };
    return { values: {} as Record<string, never>, errors: { values: errors } as FieldErrors<NoteFormValues> };
  };
}
