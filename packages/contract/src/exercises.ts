import { z } from "zod";
import { successEnvelopeSchema } from "./api-envelope";
import { addDaysToKey } from "./measurement-reminders";
import { dateKeySchema } from "./slots";

/**
 * The home exercise programme (issue 36): a library of exercises the clinic edits (names and
 * instructions per language, an optional picture or video link), a programme per patient (which
 * exercises, how many sets and repetitions, how often a day, from when, until the review), and the
 * patient's daily log on the manage page, from which adherence is counted per week.
 */

const otherLanguages = (max: number) =>
  z
    .object({ hi: z.string().trim().max(max).optional(), kn: z.string().trim().max(max).optional() })
    .optional();

export const exerciseInputSchema = z.object({
  name: z.string().trim().min(1, "Name is required").max(120),
  /** The name in Hindi and Kannada (English is shown where one is missing), as a kind's `names`. */
  names: otherLanguages(120),
  instructions: z.string().trim().min(1, "Instructions are required").max(2000),
  instructionsIn: otherLanguages(2000),
  /** A picture or video the patient can open (https only). */
  mediaUrl: z
    .string()
    .trim()
    .max(500)
    .regex(/^https:\/\/\S+$/, "Use a link that starts with https://")
    .nullable()
    .optional(),
});
export type ExerciseInput = z.infer<typeof exerciseInputSchema>;

export const exerciseSchema = exerciseInputSchema.extend({
  id: z.string(),
  /** The shipped exercises are written for this project; a clinic's own are added in Settings. */
  shipped: z.boolean(),
});
export type Exercise = z.infer<typeof exerciseSchema>;
/** `GET /api/admin/exercises`: each with `id` and `name` (English) beside its texts. */
export const exerciseListResponseSchema = successEnvelopeSchema(z.object({ items: z.array(exerciseSchema) }));
export const exerciseResponseSchema = successEnvelopeSchema(exerciseSchema);
export const exerciseIdParamSchema = z.object({ id: z.string().min(1).max(64) });

export const programmeItemSchema = z.object({
  exerciseId: z.string().min(1).max(64),
  sets: z.number().int().min(1).max(20),
  reps: z.number().int().min(1).max(100),
  timesPerDay: z.number().int().min(1).max(10),
});
export type ProgrammeItem = z.infer<typeof programmeItemSchema>;

export const programmeInputSchema = z
  .object({
    items: z.array(programmeItemSchema).max(20),
    startsOn: dateKeySchema.optional(),
    reviewOn: dateKeySchema.optional(),
  })
  .superRefine((p, ctx) => {
    const seen = new Set<string>();
    p.items.forEach((item, i) => {
      if (seen.has(item.exerciseId))
        ctx.addIssue({
          code: "custom",
          path: ["items", i, "exerciseId"],
          message: "This exercise is listed twice",
        });
      seen.add(item.exerciseId);
    });
    if (p.startsOn && p.reviewOn && p.reviewOn < p.startsOn)
      ctx.addIssue({ code: "custom", path: ["reviewOn"], message: "The review comes after the start" });
  });
export type ProgrammeInput = z.infer<typeof programmeInputSchema>;

/** A week of the programme: the days the patient logged any exercise, of the days it was due. */
export const adherenceWeekSchema = z.object({
  weekStart: z.string(),
  daysLogged: z.number(),
  daysDue: z.number(),
});
export type AdherenceWeek = z.infer<typeof adherenceWeekSchema>;

export const programmeSchema = z.object({
  items: z.array(programmeItemSchema.extend({ name: z.string() })),
  startsOn: z.string().nullable(),
  reviewOn: z.string().nullable(),
  updatedAt: z.string().nullable(),
  adherence: z.array(adherenceWeekSchema),
});
export type Programme = z.infer<typeof programmeSchema>;
export const programmeResponseSchema = successEnvelopeSchema(programmeSchema);

/** What the patient sees: the programme in their booking's language, and what they ticked today. */
export const myExercisesSchema = z.object({
  today: z.string(),
  items: z.array(
    programmeItemSchema.extend({
      name: z.string(),
      instructions: z.string(),
      mediaUrl: z.string().nullable(),
    }),
  ),
  doneToday: z.array(z.string()),
  reviewOn: z.string().nullable(),
});
export type MyExercises = z.infer<typeof myExercisesSchema>;
export const myExercisesResponseSchema = successEnvelopeSchema(myExercisesSchema);

export const exerciseLogSchema = z.object({
  date: dateKeySchema,
  done: z.array(z.string().min(1).max(64)).max(20),
});
export type ExerciseLog = z.infer<typeof exerciseLogSchema>;

/**
 * Adherence per week of the programme (issue 36): 7-day weeks from its start, up to today (or its
 * review day, if that came first); each week's days due are the days of it so far, its days logged
 * those on which the patient ticked at least one exercise.
 */
export function weeklyAdherence(
  startsOn: string,
  today: string,
  reviewOn: string | null,
  loggedDays: ReadonlyArray<string>,
): AdherenceWeek[] {
  const end = reviewOn && reviewOn < today ? reviewOn : today;
  if (startsOn > end) return [];
  const logged = new Set(loggedDays);
  const weeks: AdherenceWeek[] = [];
  for (let weekStart = startsOn; weekStart <= end; weekStart = addDaysToKey(weekStart, 7)) {
    let daysDue = 0;
    let daysLogged = 0;
    for (let i = 0; i < 7; i++) {
      const day = addDaysToKey(weekStart, i);
      if (day > end) break;
      daysDue++;
      if (logged.has(day)) daysLogged++;
    }
    weeks.push({ weekStart, daysLogged, daysDue });
  }
  return weeks;
}
