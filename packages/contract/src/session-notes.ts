import { z } from "zod";
import { successEnvelopeSchema } from "./api-envelope";
import { controlInText } from "./control-characters";

/*
 * Session notes (issue 36; decision 0135): one note per appointment, written from a template the
 * clinic can edit. A template is data: its fields, each with a type the server checks a value against
 * (`sessionNoteFieldErrors`, used by the server and the editor alike). Health data: owner and
 * practitioner only, never in logs, audit entries, messages or URLs.
 */

export const sessionNoteFieldTypes = ["text", "number", "yes_no", "choice"] as const;
export type SessionNoteFieldType = (typeof sessionNoteFieldTypes)[number];

/** The parts of a session's record, in the order the editor shows them. */
export const sessionNoteSections = ["subjective", "objective", "treatment", "assessment", "plan"] as const;
export const sessionNoteSectionLabels: Record<(typeof sessionNoteSections)[number], string> = {
  subjective: "Subjective",
  objective: "Objective",
  treatment: "Treatment",
  assessment: "Assessment",
  plan: "Plan",
};

export const sessionNoteLimits = { textMaxLength: 4000, maxFields: 40, maxOptions: 12 } as const;

/** A field id is kept with the values written under it: lower case, digits and underscores. */
const fieldIdPattern = /^[a-z][a-z0-9_]{0,39}$/;
const label = z
  .string()
  .trim()
  .min(1, "Enter a label")
  .max(80, "At most 80 characters")
  .refine((s) => !controlInText.test(s), "Remove the control characters");

export const sessionNoteFieldSchema = z
  .object({
    id: z.string().regex(fieldIdPattern, "Use lower-case letters, digits and underscores (a letter first)"),
    label,
    type: z.enum(sessionNoteFieldTypes),
    section: z.enum(sessionNoteSections),
    min: z.number().finite().optional(),
    max: z.number().finite().optional(),
    options: z.array(label).max(sessionNoteLimits.maxOptions).optional(),
  })
  .superRefine((f, ctx) => {
    if (f.type === "choice" && (f.options?.length ?? 0) < 2)
      ctx.addIssue({ code: "custom", path: ["options"], message: "A choice needs at least two options" });
    if (f.min !== undefined && f.max !== undefined && f.min > f.max)
      ctx.addIssue({ code: "custom", path: ["max"], message: "The maximum must not be below the minimum" });
  });
export type SessionNoteField = z.infer<typeof sessionNoteFieldSchema>;

export const sessionNoteTemplateRequestSchema = z.object({
  name: label,
  fields: z
    .array(sessionNoteFieldSchema)
    .min(1, "A template needs at least one field")
    .max(sessionNoteLimits.maxFields)
    .superRefine((fields, ctx) => {
      const seen = new Set<string>();
      fields.forEach((f, i) => {
        if (seen.has(f.id))
          ctx.addIssue({ code: "custom", path: [i, "id"], message: "Each field needs its own id" });
        seen.add(f.id);
      });
    }),
});
export type SessionNoteTemplateRequest = z.infer<typeof sessionNoteTemplateRequestSchema>;

export const sessionNoteTemplateSchema = sessionNoteTemplateRequestSchema.extend({
  id: z.string(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type SessionNoteTemplate = z.infer<typeof sessionNoteTemplateSchema>;
export const sessionNoteTemplatesResponseSchema = successEnvelopeSchema(
  z.object({ items: z.array(sessionNoteTemplateSchema) }),
);
export const sessionNoteTemplateResponseSchema = successEnvelopeSchema(sessionNoteTemplateSchema);
export const sessionNoteTemplateParamSchema = z.object({ id: z.string().min(1).max(64) });

/** A value as written: text, a number, yes/no, or one of a choice's options. */
export const sessionNoteValueSchema = z.union([z.string(), z.number(), z.boolean()]);
export type SessionNoteValue = z.infer<typeof sessionNoteValueSchema>;
export type SessionNoteValues = Record<string, SessionNoteValue>;

export const sessionNoteRequestSchema = z.object({
  templateId: z.string().min(1).max(64),
  fields: z.record(z.string().max(40), sessionNoteValueSchema),
  /** The author signs the note with this save; it locks 24 hours later. */
  sign: z.literal(true).optional(),
});
export type SessionNoteRequest = z.infer<typeof sessionNoteRequestSchema>;

export const sessionNoteVersionKinds = ["draft", "signed", "edited", "amendment"] as const;
export type SessionNoteVersionKind = (typeof sessionNoteVersionKinds)[number];
export const sessionNoteVersionLabels: Record<SessionNoteVersionKind, string> = {
  draft: "Draft saved",
  signed: "Signed",
  edited: "Edited after signing",
  amendment: "Amendment",
};

export const sessionNoteVersionSchema = z.object({
  number: z.number().int(),
  kind: z.enum(sessionNoteVersionKinds),
  templateId: z.string(),
  fields: z.record(z.string(), sessionNoteValueSchema),
  author: z.string(),
  savedAt: z.string(),
});
export type SessionNoteVersion = z.infer<typeof sessionNoteVersionSchema>;

export const sessionNoteSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  templateId: z.string(),
  fields: z.record(z.string(), sessionNoteValueSchema),
  author: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  signedAt: z.string().nullable(),
  /** 24 hours after signing: from then on every save is an amendment. */
  lockedAt: z.string().nullable(),
  locked: z.boolean(),
  versions: z.array(sessionNoteVersionSchema),
});
export type SessionNote = z.infer<typeof sessionNoteSchema>;
/** `null` until the appointment has a note. */
export const sessionNoteResponseSchema = successEnvelopeSchema(sessionNoteSchema.nullable());
export const sessionNoteSavedResponseSchema = successEnvelopeSchema(sessionNoteSchema);

/** A patient's notes by date, for the patient page (the values stay on the note). */
export const sessionNoteSummarySchema = z.object({
  bookingId: z.string(),
  startAt: z.string(),
  templateId: z.string(),
  author: z.string(),
  signedAt: z.string().nullable(),
  locked: z.boolean(),
  amendments: z.number().int(),
});
export type SessionNoteSummary = z.infer<typeof sessionNoteSummarySchema>;
export const sessionNoteSummariesResponseSchema = successEnvelopeSchema(
  z.object({ items: z.array(sessionNoteSummarySchema) }),
);

export const sessionNoteLockHours = 24;

/** When a note signed at `signedAt` locks. */
export function lockTimeOf(signedAt: Date): Date {
  return new Date(signedAt.getTime() + sessionNoteLockHours * 3_600_000);
}

export const sessionNoteMessages = {
  unknownField: "This template has no such field",
  notANumber: "Enter a number",
  notYesNo: "Answer yes or no",
  notText: "Enter text",
  notAnOption: "Choose one of the options",
  tooLong: `At most ${sessionNoteLimits.textMaxLength} characters`,
  between: (f: Pick<SessionNoteField, "min" | "max">) =>
    f.min !== undefined && f.max !== undefined
      ? `Enter a number from ${f.min} to ${f.max}`
      : f.min !== undefined
        ? `Enter a number of at least ${f.min}`
        : `Enter a number of at most ${f.max}`,
  noTemplate: "There is no such template",
  templateFixed: "A signed note keeps its template",
  notAuthor: "Only the note's author can sign it or change it before it locks",
  saved: "Draft saved",
  signed: "Note signed",
  edited: "Signed note updated",
  amended: "Amendment recorded",
  templateSaved: "Template saved",
} as const;

/**
 * What is wrong with `values` for `template`, keyed `fields.<id>` as the API answers it: a field the
 * template does not have, a value of the wrong type, a number out of range, an option not offered.
 */
export function sessionNoteFieldErrors(
  fields: readonly SessionNoteField[],
  values: SessionNoteValues,
): Record<string, string> {
  const byId = new Map(fields.map((f) => [f.id, f]));
  const errors: Record<string, string> = {};
  for (const [id, value] of Object.entries(values)) {
    const field = byId.get(id);
    const problem = field ? valueProblem(field, value) : sessionNoteMessages.unknownField;
    if (problem) errors[`fields.${id}`] = problem;
  }
  return errors;
}

function valueProblem(field: SessionNoteField, value: SessionNoteValue): string | undefined {
  switch (field.type) {
    case "text":
      if (typeof value !== "string") return sessionNoteMessages.notText;
      if (value.length > sessionNoteLimits.textMaxLength) return sessionNoteMessages.tooLong;
      return undefined;
    case "number":
      if (typeof value !== "number" || !Number.isFinite(value)) return sessionNoteMessages.notANumber;
      if ((field.min !== undefined && value < field.min) || (field.max !== undefined && value > field.max))
        return sessionNoteMessages.between(field);
      return undefined;
    case "yes_no":
      return typeof value === "boolean" ? undefined : sessionNoteMessages.notYesNo;
    case "choice":
      return typeof value === "string" && field.options?.includes(value)
        ? undefined
        : sessionNoteMessages.notAnOption;
  }
}
