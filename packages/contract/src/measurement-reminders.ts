import { addDays, addMonths, addWeeks, format } from "date-fns";
import { z } from "zod";
import { successEnvelopeSchema } from "./api-envelope";
import type { MeasurementSettings } from "./measurements";

/*
 * The tracker's reminders (issue 23; decision 0107): a garment is replaced `garmentReplaceMonths`
 * after it was issued, a limb is measured again `remeasureWeeks` after the last session. Due dates
 * are calendar days, computed here once for the dashboard and the emails.
 */

export const reminderKinds = ["garment", "remeasure"] as const;
export type ReminderKind = (typeof reminderKinds)[number];

export const reminderLabels: Record<ReminderKind, string> = {
  garment: "Replace the garment",
  remeasure: "Time to re-measure",
};

/** What the patient is told (email, and WhatsApp later): the reminder and nothing about their health. */
export const reminderMessages: Record<ReminderKind, { subject: string; line: string }> = {
  garment: { subject: "Time to replace your garment", line: "It is time to replace your garment." },
  remeasure: { subject: "Time to re-measure", line: "It is time to re-measure." },
};

const dayKey = (d: Date) => format(d, "yyyy-MM-dd");
/** A day key as a local date at noon, so adding months never crosses a day boundary by a zone. */
const asDate = (key: string) => new Date(`${key}T12:00:00`);

/** The day key `days` calendar days after (or, negative, before) another. */
export const addDaysToKey = (key: string, days: number) => dayKey(addDays(asDate(key), days));

/** The due days of a patient's reminders, from their last session and their latest garment. */
export function reminderDueDates(
  last: { takenOn: string | null; garmentIssuedOn: string | null },
  settings: Pick<MeasurementSettings, "garmentReplaceMonths" | "remeasureWeeks">,
): Partial<Record<ReminderKind, string>> {
  const due: Partial<Record<ReminderKind, string>> = {};
  if (last.takenOn) due.remeasure = dayKey(addWeeks(asDate(last.takenOn), settings.remeasureWeeks));
  if (last.garmentIssuedOn)
    due.garment = dayKey(addMonths(asDate(last.garmentIssuedOn), settings.garmentReplaceMonths));
  return due;
}

/** One line of the dashboard's list. */
export const measurementReminderSchema = z.object({
  patientId: z.string(),
  patientName: z.string(),
  kind: z.enum(reminderKinds),
  dueOn: z.string(),
  overdue: z.boolean(),
  /** When the patient was told (null: not yet, or they cannot be: no email, consent withdrawn). */
  sentAt: z.string().nullable(),
});
export type MeasurementReminder = z.infer<typeof measurementReminderSchema>;
export const measurementRemindersResponseSchema = successEnvelopeSchema(z.array(measurementReminderSchema));
