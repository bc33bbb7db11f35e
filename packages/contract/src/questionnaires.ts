import { z } from "zod";
import { successEnvelopeSchema } from "./api-envelope";
import type { Locale } from "./locales";
import { dateKeySchema } from "./slots";

/**
 * Outcome questionnaires (issue 36): an instrument is data (its items, their response scale, which
 * domain each belongs to, which are reversed, and how domains and the total are scored), so a clinic
 * adds a validated one (LYMQOL, ULL-27, LLIS: after the authors' permission, their texts are not
 * shipped) by writing its definition, not code. The server scores the answers with `scoreAnswers`.
 */

/** A text in English, with Hindi and Kannada where given (English stands in where one is missing). */
export const translatedTextSchema = z.object({
  en: z.string().trim().min(1).max(400),
  hi: z.string().trim().min(1).max(400).optional(),
  kn: z.string().trim().min(1).max(400).optional(),
});
export type TranslatedText = z.infer<typeof translatedTextSchema>;

export const textIn = (text: TranslatedText, locale: Locale): string => text[locale] ?? text.en;

const idSchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]{0,39}$/, "Use lower-case letters, digits and hyphens (up to 40)");

export const instrumentItemSchema = z.object({
  id: idSchema,
  text: translatedTextSchema,
  domain: idSchema,
  min: z.number().int().min(0).max(100),
  max: z.number().int().min(1).max(100),
  /** What the ends of the scale mean, e.g. "Not at all" … "Very much". */
  anchors: z.object({ min: translatedTextSchema, max: translatedTextSchema }),
  /** Scored as min + max − answer: a higher answer is better on this item, worse on the others. */
  reversed: z.boolean().default(false),
});
export type InstrumentItem = z.infer<typeof instrumentItemSchema>;

export const scoringSchema = z.enum(["mean", "sum"]);

export const instrumentSchema = z
  .object({
    id: idSchema,
    name: translatedTextSchema,
    /** Shown before the items: what to think of ("over the past week"). */
    intro: translatedTextSchema,
    domains: z.array(z.object({ id: idSchema, name: translatedTextSchema, scoring: scoringSchema })).min(1),
    items: z.array(instrumentItemSchema).min(1).max(60),
    /** The total: over all items, or over the domains' scores. */
    total: z.object({ of: z.enum(["items", "domains"]), scoring: scoringSchema }),
    /** Whether a higher score means more trouble (the chart's direction). */
    higherIsWorse: z.boolean(),
  })
  .superRefine((instrument, ctx) => {
    const domains = new Set(instrument.domains.map((d) => d.id));
    const seen = new Set<string>();
    instrument.items.forEach((item, i) => {
      if (seen.has(item.id))
        ctx.addIssue({
          code: "custom",
          path: ["items", i, "id"],
          message: `Item ${item.id} is listed twice`,
        });
      seen.add(item.id);
      if (!domains.has(item.domain))
        ctx.addIssue({ code: "custom", path: ["items", i, "domain"], message: `No domain ${item.domain}` });
      if (item.min >= item.max)
        ctx.addIssue({ code: "custom", path: ["items", i, "max"], message: "max must be above min" });
    });
    for (const [i, d] of instrument.domains.entries())
      if (!instrument.items.some((item) => item.domain === d.id))
        ctx.addIssue({ code: "custom", path: ["domains", i], message: `Domain ${d.id} has no items` });
  });
export type Instrument = z.infer<typeof instrumentSchema>;

export type QuestionnaireAnswers = Record<string, number>;
export type QuestionnaireScores = { domains: Record<string, number>; total: number };

/** The refusals of a set of answers, by item id: unknown items, missing ones, values off the scale. */
export function answerProblems(
  instrument: Instrument,
  answers: Record<string, unknown>,
): Record<string, string> {
  const problems: Record<string, string> = {};
  const items = new Map(instrument.items.map((item) => [item.id, item]));
  for (const id of Object.keys(answers))
    if (!items.has(id)) problems[`answers.${id}`] = "This questionnaire has no such question";
  for (const item of instrument.items) {
    const value = answers[item.id];
    if (value === undefined || value === null) problems[`answers.${item.id}`] = "Please answer this question";
    else if (typeof value !== "number" || !Number.isInteger(value) || value < item.min || value > item.max)
      problems[`answers.${item.id}`] = `Choose a whole number from ${item.min} to ${item.max}`;
  }
  return problems;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const combine = (values: number[], scoring: "mean" | "sum") => {
  const sum = values.reduce((a, b) => a + b, 0);
  return scoring === "sum" ? sum : sum / values.length;
};

/**
 * The scores of a complete set of answers (check them with `answerProblems` first): a reversed item
 * counts as min + max − answer; each domain is the mean or sum of its items; the total is over the
 * items or over the domains' scores, as the instrument says. Rounded to two decimals, only at the end.
 */
export function scoreAnswers(instrument: Instrument, answers: QuestionnaireAnswers): QuestionnaireScores {
  const scored = new Map(
    instrument.items.map((item) => {
      const given = answers[item.id];
      if (given === undefined) throw new Error(`No answer to ${item.id}`);
      return [item.id, item.reversed ? item.min + item.max - given : given] as const;
    }),
  );
  const domainScores = new Map(
    instrument.domains.map((d) => [
      d.id,
      combine(
        instrument.items.filter((item) => item.domain === d.id).map((item) => scored.get(item.id) as number),
        d.scoring,
      ),
    ]),
  );
  const total = combine(
    instrument.total.of === "items" ? [...scored.values()] : [...domainScores.values()],
    instrument.total.scoring,
  );
  return {
    domains: Object.fromEntries([...domainScores].map(([id, score]) => [id, round2(score)])),
    total: round2(total),
  };
}

// The calls (issue 36).

/** `GET /api/admin/questionnaire-instruments`: each instrument with its items' ids and scales. */
export const instrumentSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  items: z.array(z.object({ id: z.string(), min: z.number(), max: z.number() })),
  domains: z.array(z.object({ id: z.string(), name: z.string() })),
  higherIsWorse: z.boolean(),
});
export const instrumentListResponseSchema = successEnvelopeSchema(
  z.object({ items: z.array(instrumentSummarySchema) }),
);

/**
 * Send now, or on a day (before a session: the day before it), and again every few weeks when asked
 * (decision 0140). Without `sendOn` (or with today) it goes at once.
 */
export const sendQuestionnaireSchema = z.object({
  instrumentId: z.string().min(1).max(40),
  bookingId: z.string().uuid().optional(),
  sendOn: dateKeySchema.optional(),
  repeatEveryWeeks: z
    .number()
    .int("Give whole weeks")
    .min(1, "Repeat every 1 to 26 weeks")
    .max(26, "Repeat every 1 to 26 weeks")
    .optional(),
});
export type SendQuestionnaire = z.infer<typeof sendQuestionnaireSchema>;
/**
 * `data.id`: the questionnaire sent now, or (`status: "scheduled"`) the schedule that sends it on
 * `nextOn`; `scheduleId` when it goes again (or later).
 */
export const questionnaireSentResponseSchema = successEnvelopeSchema(
  z.object({
    id: z.string(),
    status: z.enum(["sent", "scheduled"]),
    scheduleId: z.string().nullable(),
    nextOn: z.string().nullable(),
  }),
);

export const scheduleParamSchema = z.object({
  patientId: z.string().min(1).max(64),
  scheduleId: z.string().min(1).max(64),
});

/** A questionnaire waiting for its day, or sent again every `everyWeeks`. */
export const questionnaireScheduleSchema = z.object({
  id: z.string(),
  instrumentId: z.string(),
  instrumentName: z.string(),
  bookingId: z.string(),
  nextOn: z.string(),
  everyWeeks: z.number().nullable(),
});
export type QuestionnaireSchedule = z.infer<typeof questionnaireScheduleSchema>;
export const questionnaireStatuses = ["sent", "answered"] as const;
export const questionnaireSchema = z.object({
  id: z.string(),
  instrumentId: z.string(),
  instrumentName: z.string(),
  bookingId: z.string(),
  status: z.enum(questionnaireStatuses),
  sentAt: z.string(),
  answeredAt: z.string().nullable(),
  scores: z.object({ domains: z.record(z.string(), z.number()), total: z.number() }).nullable(),
});
export type Questionnaire = z.infer<typeof questionnaireSchema>;
/** `GET …/questionnaires`: those sent, oldest first, and those waiting for their day (`schedules`). */
export const questionnaireListResponseSchema = successEnvelopeSchema(
  z.object({ items: z.array(questionnaireSchema), schedules: z.array(questionnaireScheduleSchema) }),
);

/** `PUT /api/public/bookings/{id}/questionnaires/{questionnaireId}`. */
export const questionnaireAnswerSchema = z.object({
  answers: z.record(z.string().max(40), z.number().int().min(0).max(100)),
});
export type QuestionnaireAnswer = z.infer<typeof questionnaireAnswerSchema>;

/** What the patient sees on the manage page: the items in the booking's language. */
export const patientQuestionnaireSchema = z.object({
  id: z.string(),
  name: z.string(),
  intro: z.string(),
  status: z.enum(questionnaireStatuses),
  items: z.array(
    z.object({
      id: z.string(),
      text: z.string(),
      min: z.number(),
      max: z.number(),
      minLabel: z.string(),
      maxLabel: z.string(),
    }),
  ),
  answers: z.record(z.string(), z.number()).nullable(),
});
export type PatientQuestionnaire = z.infer<typeof patientQuestionnaireSchema>;
export const patientQuestionnairesResponseSchema = successEnvelopeSchema(
  z.object({ items: z.array(patientQuestionnaireSchema) }),
);

export const questionnaireParamSchema = z.object({
  bookingId: z.string().min(1).max(64),
  questionnaireId: z.string().min(1).max(64),
});
export const patientQuestionnaireResponseSchema = successEnvelopeSchema(patientQuestionnaireSchema);
