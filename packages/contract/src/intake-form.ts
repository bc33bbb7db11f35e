import { z } from "zod";
import { successEnvelopeSchema } from "./api-envelope";
import { controlInLine, controlInText } from "./control-characters";

/**
 * The pre-consultation intake form (issue 20; decision 0101). The questions are data, written in the
 * clinic's content file (apps/web/src/content/clinic-intake.ts) and shipped to the server as
 * `content/intake-form.json` by the web build. `intakeAnswersSchema(form)` builds the rule for the
 * answers from the questions, so the server and the manage page refuse the same answers with the same
 * messages.
 */

export const intakeQuestionKinds = [
  "short-text",
  "long-text",
  "date",
  "single-choice",
  "multiple-choice",
  "yes-no",
] as const;
export type IntakeQuestionKind = (typeof intakeQuestionKinds)[number];

/** What a yes/no question stores (strings, so "show when" compares one kind of value). */
export const yesNoValues = ["yes", "no"] as const;

/** Each text kind's length when the form gives none. */
export const defaultMaxLength = { "short-text": 200, "long-text": 2000 } as const;
/** The longest a clinic may allow, so one answer stays a readable size (and the JSON a small one). */
export const maxAllowedLength = 5000;

const text = z.string().trim().min(1, "must not be empty");
/** A question's id and an option's value: kept in the stored answers, so stable and plain. */
const key = z
  .string()
  .regex(/^[a-z][a-z0-9-]{0,47}$/, "must be lower-case letters, digits and hyphens, starting with a letter");

export const intakeOptionSchema = z.object({ value: key, label: text });

export const intakeQuestionSchema = z.object({
  id: key,
  label: text,
  /** A line under the label: what to write, an example. */
  help: text.optional(),
  kind: z.enum(intakeQuestionKinds),
  required: z.boolean().default(false),
  /** Text kinds only; `defaultMaxLength` otherwise. */
  maxLength: z.number().int().min(1).max(maxAllowedLength).optional(),
  /** Choice kinds only: what can be picked. */
  options: z.array(intakeOptionSchema).optional(),
  /** Date kind only: the date must not be after today (a birth date, a surgery). */
  notInFuture: z.boolean().optional(),
  /**
   * Asked only when an earlier choice question's answer is (or, multiple choice, includes) one of
   * these values; otherwise hidden, and any answer it had is dropped.
   */
  showWhen: z.object({ question: key, is: z.array(key).min(1) }).optional(),
});

const choiceKinds: ReadonlySet<IntakeQuestionKind> = new Set(["single-choice", "multiple-choice"]);
const textKinds: ReadonlySet<IntakeQuestionKind> = new Set(["short-text", "long-text"]);

export const intakeFormSchema = z
  .object({
    title: text,
    /** A paragraph above the questions: why the clinic asks, who sees the answers. */
    intro: text,
    questions: z.array(intakeQuestionSchema).min(1).max(60),
  })
  .superRefine((form, ctx) => {
    const earlier = new Map<string, IntakeQuestion>();
    form.questions.forEach((q, i) => {
      const at = (...path: (string | number)[]) => ["questions", i, ...path];
      if (earlier.has(q.id))
        ctx.addIssue({ code: "custom", path: at("id"), message: `"${q.id}" is used twice` });
      const isChoice = choiceKinds.has(q.kind);
      if (isChoice && (q.options?.length ?? 0) < 2)
        ctx.addIssue({
          code: "custom",
          path: at("options"),
          message: "a choice question needs two options or more",
        });
      if (!isChoice && q.options)
        ctx.addIssue({ code: "custom", path: at("options"), message: "only choice questions have options" });
      const values = q.options?.map((o) => o.value) ?? [];
      if (new Set(values).size !== values.length)
        ctx.addIssue({ code: "custom", path: at("options"), message: "option values must differ" });
      if (q.maxLength !== undefined && !textKinds.has(q.kind))
        ctx.addIssue({ code: "custom", path: at("maxLength"), message: "only text questions have a length" });
      if (q.notInFuture !== undefined && q.kind !== "date")
        ctx.addIssue({ code: "custom", path: at("notInFuture"), message: "only date questions have it" });
      if (q.showWhen) {
        const target = earlier.get(q.showWhen.question);
        const allowed = target ? answerValuesOf(target) : undefined;
        if (!target || !allowed)
          ctx.addIssue({
            code: "custom",
            path: at("showWhen", "question"),
            message: "must name an earlier choice or yes/no question",
          });
        else
          for (const value of q.showWhen.is)
            if (!allowed.includes(value))
              ctx.addIssue({
                code: "custom",
                path: at("showWhen", "is"),
                message: `"${value}" is not an answer of "${target.id}"`,
              });
      }
      earlier.set(q.id, q);
    });
  });

export type IntakeForm = z.output<typeof intakeFormSchema>;
/** The form as written in the content file (`required` may be left out). */
export type IntakeFormInput = z.input<typeof intakeFormSchema>;
export type IntakeQuestion = z.output<typeof intakeQuestionSchema>;
export type IntakeAnswer = string | string[];
export type IntakeAnswers = Record<string, IntakeAnswer>;

/** The values a choice or yes/no question can be answered with; undefined for text and dates. */
function answerValuesOf(q: Pick<IntakeQuestion, "kind" | "options">): string[] | undefined {
  if (q.kind === "yes-no") return [...yesNoValues];
  if (choiceKinds.has(q.kind)) return q.options?.map((o) => o.value) ?? [];
  return undefined;
}

const isAnswered = (value: unknown) =>
  value !== undefined && value !== null && value !== "" && !(Array.isArray(value) && value.length === 0);

/**
 * The questions the patient is asked, given the answers so far: a question with `showWhen` is shown
 * when its earlier question is shown and answered with one of the values.
 */
export function visibleQuestions(form: Pick<IntakeForm, "questions">, answers: Partial<IntakeAnswers>) {
  const shown = new Set<string>();
  return form.questions.filter((q) => {
    const when = q.showWhen;
    const visible =
      !when ||
      (shown.has(when.question) &&
        [answers[when.question]].flat().some((v) => typeof v === "string" && when.is.includes(v)));
    if (visible) shown.add(q.id);
    return visible;
  });
}

export const intakeMessages = {
  required: "Please answer this question.",
  tooLong: (max: number) => `Please keep this to ${max} characters or fewer.`,
  lineControl: "Please use plain text on one line.",
  textControl: "Please use plain text only.",
  date: "Please enter a date like 1970-05-31.",
  futureDate: "This date cannot be in the future.",
  choice: "Please choose one of the options.",
  unknownQuestion: "This is not a question of the form.",
} as const;

/** A real calendar date written YYYY-MM-DD, from 1900 on. */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= "1900-01-01";
}

function answerSchema(q: IntakeQuestion, today: string): z.ZodType<IntakeAnswer | undefined> {
  switch (q.kind) {
    case "short-text":
    case "long-text": {
      const max = q.maxLength ?? defaultMaxLength[q.kind];
      const control = q.kind === "short-text" ? controlInLine : controlInText;
      const message = q.kind === "short-text" ? intakeMessages.lineControl : intakeMessages.textControl;
      return z
        .string(intakeMessages.textControl)
        .max(maxAllowedLength * 2, intakeMessages.tooLong(max))
        .transform((v) => v.trim())
        .pipe(
          z
            .string()
            .max(max, intakeMessages.tooLong(max))
            .refine((v) => !control.test(v), message),
        )
        .transform((v) => (v === "" ? undefined : v));
    }
    case "date":
      return z
        .string(intakeMessages.date)
        .transform((v) => v.trim())
        .refine((v) => v === "" || isCalendarDate(v), intakeMessages.date)
        .refine((v) => !q.notInFuture || v <= today, intakeMessages.futureDate)
        .transform((v) => (v === "" ? undefined : v));
    case "single-choice":
    case "yes-no": {
      const values = answerValuesOf(q) ?? [];
      return z
        .string(intakeMessages.choice)
        .refine((v) => v === "" || values.includes(v), intakeMessages.choice)
        .transform((v) => (v === "" ? undefined : v));
    }
    case "multiple-choice": {
      const values = answerValuesOf(q) ?? [];
      return (
        z
          .array(z.string(intakeMessages.choice), intakeMessages.choice)
          .max(values.length, intakeMessages.choice)
          .refine((list) => list.every((v) => values.includes(v)), intakeMessages.choice)
          // Kept in the form's order, once each, whatever order the boxes were ticked in.
          .transform((list) => values.filter((v) => list.includes(v)))
          .transform((list) => (list.length === 0 ? undefined : list))
      );
    }
  }
}

/** Today's date (UTC) plus a day: a patient east of UTC may already be on the next date. */
function latestToday(now: Date): string {
  return new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
}

/**
 * The rule for a form's answers: an object keyed by question id (no other keys), each answer of its
 * question's kind; a required question must be answered when it is shown; answers to hidden questions
 * and empty answers are dropped from what it gives back (so they are never stored). Field errors are
 * keyed by question id.
 */
export function intakeAnswersSchema(form: Pick<IntakeForm, "questions">, options: { now?: Date } = {}) {
  const today = latestToday(options.now ?? new Date());
  const shape = Object.fromEntries(
    form.questions.map((q) => [q.id, answerSchema(q, today).optional().nullable()]),
  );
  return z
    .object(shape)
    .strict()
    .superRefine((answers, ctx) => {
      for (const q of visibleQuestions(form, answers as IntakeAnswers))
        if (q.required && !isAnswered(answers[q.id]))
          ctx.addIssue({ code: "custom", path: [q.id], message: intakeMessages.required });
    })
    .transform((answers): IntakeAnswers => {
      const kept: IntakeAnswers = {};
      for (const q of visibleQuestions(form, answers as IntakeAnswers)) {
        const value = answers[q.id];
        if (isAnswered(value)) kept[q.id] = value as IntakeAnswer;
      }
      return kept;
    });
}

/** The answers' field errors, one message per question id (what the API's 400 carries in `fields`). */
export function intakeFieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys")
      for (const k of issue.keys) fields[k] ??= intakeMessages.unknownQuestion;
    else fields[String(issue.path[0] ?? "answers")] ??= issue.message;
  }
  return fields;
}

/* ---- The API (routes: apps/server/src/routes/intake-routes.ts) ---- */

export const intakePhotoLimits = {
  count: 3,
  bytes: 5 * 1024 * 1024,
  /** The long side a stored photo is scaled down to. */
  longSidePx: 2000,
} as const;
export const intakePhotoTypes = ["image/jpeg", "image/png", "image/heic"] as const;

export const intakePhotoSchema = z.object({
  id: z.string(),
  contentType: z.string(),
  byteSize: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  createdAt: z.string(),
});
export type IntakePhoto = z.infer<typeof intakePhotoSchema>;

const answerValue = z.union([z.string(), z.array(z.string())]);

export const intakeViewSchema = z.object({
  form: intakeFormSchema,
  answers: z.record(z.string(), answerValue).nullable(),
  submittedAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
  photos: z.array(intakePhotoSchema),
  /** Answers and photos can be changed until the consultation starts. */
  editable: z.boolean(),
  editableUntil: z.string(),
});
export type IntakeView = z.infer<typeof intakeViewSchema>;
export const intakeViewResponseSchema = successEnvelopeSchema(intakeViewSchema);

/**
 * PUT's body: the answers (checked against the form by the server, with `intakeAnswersSchema`) and,
 * for clients that cannot set a header, the manage token.
 */
export const intakeSaveRequestSchema = z.object({
  answers: z.record(z.string().max(64), z.unknown()),
  token: z.string().min(16).max(200).optional(),
});
export type IntakeSaveRequest = z.infer<typeof intakeSaveRequestSchema>;

export const intakePhotoParamSchema = z.object({
  bookingId: z.string().min(1).max(64),
  photoId: z.string().min(1).max(64),
});
export const intakePhotoResponseSchema = successEnvelopeSchema(intakePhotoSchema);
export const intakePhotoDeletedResponseSchema = successEnvelopeSchema(z.object({ deleted: z.literal(true) }));

/** The admin's read of a booking's intake (drawer and print summary). */
export const adminIntakeViewSchema = z.object({
  bookingId: z.string(),
  form: intakeFormSchema,
  answers: z.record(z.string(), answerValue).nullable(),
  submittedAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
  photos: z.array(intakePhotoSchema.extend({ url: z.string() })),
});
export type AdminIntakeView = z.infer<typeof adminIntakeViewSchema>;
export const adminIntakeViewResponseSchema = successEnvelopeSchema(adminIntakeViewSchema);

/** An answer as text to read: an option's label (not its value), a list joined, yes/no in words. */
export function answerText(q: IntakeQuestion, value: IntakeAnswer | undefined): string {
  if (value === undefined) return "";
  const labelOf = (v: string) =>
    q.kind === "yes-no" ? (v === "yes" ? "Yes" : "No") : (q.options?.find((o) => o.value === v)?.label ?? v);
  return Array.isArray(value)
    ? value.map(labelOf).join(", ")
    : choiceKinds.has(q.kind) || q.kind === "yes-no"
      ? labelOf(value)
      : value;
}

/** An answer to a question the form no longer has: a list joined by commas, other values as text. */
function storedValueText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "-";
  if (Array.isArray(value)) return value.map(storedValueText).join(", ");
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

export type LabelledAnswer = { id: string; label: string; text: string };

/**
 * A booking's answers to read, for the admin's patient record and the patient's own data: each under its
 * question's label, in the form's order, as text (an option's label, yes/no in words, "-" when empty). An
 * answer to a question the form no longer has comes last, under its id.
 */
export function labelledAnswers(
  questions: IntakeQuestion[],
  answers: Record<string, unknown>,
): LabelledAnswer[] {
  const order = new Map(questions.map((q, i) => [q.id, i]));
  const byId = new Map(questions.map((q) => [q.id, q]));
  const rank = (id: string) => order.get(id) ?? Number.MAX_SAFE_INTEGER;
  return Object.entries(answers)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([id, value]) => {
      const q = byId.get(id);
      const known = q && (typeof value === "string" || Array.isArray(value));
      return {
        id,
        label: q?.label ?? id,
        text: known ? answerText(q, value as IntakeAnswer) || "-" : storedValueText(value),
      };
    });
}
