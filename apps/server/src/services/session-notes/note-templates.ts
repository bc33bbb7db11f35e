import {
  type SessionNoteField,
  type SessionNoteTemplate,
  type SessionNoteTemplateRequest,
  sessionNoteMessages,
} from "@clinic/contract/session-notes";
import type { Database } from "../../db/client";
import {
  type SessionNoteTemplateRow,
  templateRows,
  updateTemplateRow,
} from "../../db/session-note-repository";
import { type Queryable, transaction } from "../../db/transaction";
import { recordAudit } from "../audit-service";
import { DomainError } from "../domain-error";

/*
 * The note templates (decision 0135): the shipped ones are stored at start (`ensureShippedTemplates`,
 * compose/start-work.ts), then the clinic's owner edits them.
 */

const toView = (row: SessionNoteTemplateRow): SessionNoteTemplate => ({
  id: row.id,
  name: row.name,
  fields: row.fields as SessionNoteField[],
  updatedAt: row.updatedAt?.toISOString() ?? null,
  updatedBy: row.updatedBy,
});

/** GET /api/admin/session-note-templates: every template, by name. */
export async function listTemplates(db: Queryable): Promise<SessionNoteTemplate[]> {
  return (await templateRows(db)).map(toView);
}

/**
 * Each template's labels by field id, in the template's order: how the patient's export names a note's
 * values (a field since taken off its template has no label; the export then shows its id in words).
 */
export async function fieldLabelsByTemplate(db: Queryable): Promise<Map<string, Record<string, string>>> {
  const templates = await listTemplates(db);
  return new Map(templates.map((t) => [t.id, Object.fromEntries(t.fields.map((f) => [f.id, f.label]))]));
}

/** The template a note is written from; a 400 naming `templateId` when there is none. */
export async function templateForNote(db: Queryable, templateId: string): Promise<SessionNoteTemplate> {
  const template = (await listTemplates(db)).find((t) => t.id === templateId);
  if (!template)
    throw new DomainError("validation_failed", "Some fields need attention.", {
      templateId: sessionNoteMessages.noTemplate,
    });
  return template;
}

/**
 * PUT /api/admin/session-note-templates/{id} (owner): the template's name and fields replaced. Notes
 * already written keep their values; a field removed here is simply no longer offered. The audit entry
 * names the template and its field count.
 */
export async function updateTemplate(
  db: Database,
  id: string,
  input: SessionNoteTemplateRequest,
  actor: string,
  now: Date,
): Promise<SessionNoteTemplate> {
  return transaction(db, async (tx) => {
    const row = await updateTemplateRow(tx, id, {
      name: input.name,
      fields: input.fields,
      updatedAt: now,
      updatedBy: actor,
    });
    if (!row) throw new DomainError("not_found", sessionNoteMessages.noTemplate);
    await recordAudit(tx, {
      actor,
      action: "settings.session_note_template.update",
      entity: "session_note_template",
      entityId: id,
      details: { fields: input.fields.length },
    });
    return toView(row);
  });
}
