import { z } from "zod";
import { successEnvelopeSchema } from "./api-envelope";
import { addDaysToKey } from "./measurement-reminders";

/**
 * Compression wear check-ins (issue 36; decision 0139): for a patient with a garment recorded in the
 * tracker, an opt-in weekly question by email or WhatsApp, "How many hours a day did you wear your
 * garment this week?", answered on their booking's manage page. The message carries the question and
 * the link only; the answer (hours a day) is health data: clinical roles, the patient's own page.
 */

export const checkInChannels = ["email", "whatsapp"] as const;
export type CheckInChannel = (typeof checkInChannels)[number];

/** A check-in comes this many days after the opt-in, and again every as many days. */
export const checkInIntervalDays = 7;

/** Turn the weekly check-in on (by the channel named) or off. */
export const checkInPlanInputSchema = z.object({
  enabled: z.boolean(),
  channel: z.enum(checkInChannels, { error: "Choose email or WhatsApp" }).default("email"),
});
export type CheckInPlanInput = z.infer<typeof checkInPlanInputSchema>;

export const checkInAnswerSchema = z.object({
  hoursPerDay: z
    .number({ error: "Give the hours as a number from 0 to 24" })
    .int("Give whole hours")
    .min(0, "Give the hours as a number from 0 to 24")
    .max(24, "Give the hours as a number from 0 to 24"),
});
export type CheckInAnswer = z.infer<typeof checkInAnswerSchema>;

export const checkInIdParamSchema = z.object({
  bookingId: z.string().min(1).max(64),
  checkInId: z.string().min(1).max(64),
});

export const checkInSchema = z.object({
  id: z.string(),
  /** The day the check-in was due (the week it asks about ends here). */
  dueOn: z.string(),
  sentAt: z.string(),
  answeredAt: z.string().nullable(),
  hoursPerDay: z.number().nullable(),
});
export type CheckIn = z.infer<typeof checkInSchema>;

const planFields = {
  /** The tracker has a garment for the patient: only then can check-ins be turned on. */
  garmentRecorded: z.boolean(),
  enabled: z.boolean(),
  channel: z.enum(checkInChannels).nullable(),
  /** The day they were turned on: the first check-in comes `checkInIntervalDays` later. */
  since: z.string().nullable(),
};

/** `GET /api/admin/patients/{patientId}/garment-check-ins`: the plan and every answer, oldest first. */
export const patientCheckInsSchema = z.object({ ...planFields, items: z.array(checkInSchema) });
export type PatientCheckIns = z.infer<typeof patientCheckInsSchema>;
export const patientCheckInsResponseSchema = successEnvelopeSchema(patientCheckInsSchema);

/**
 * `GET /api/public/bookings/{bookingId}/garment-check-ins`: the plan, whether this booking may take
 * WhatsApp, and the check-ins sent through this booking (a token opens what it was sent for).
 */
export const myCheckInsSchema = z.object({
  ...planFields,
  whatsappAvailable: z.boolean(),
  items: z.array(checkInSchema),
});
export type MyCheckIns = z.infer<typeof myCheckInsSchema>;
export const myCheckInsResponseSchema = successEnvelopeSchema(myCheckInsSchema);

/**
 * The check-in due by `today` for a plan turned on `since`: the latest of since + 7, since + 14, …
 * that is not after today, or undefined before the first.
 */
export function checkInDueOn(since: string, today: string): string | undefined {
  let due: string | undefined;
  for (let next = addDaysToKey(since, checkInIntervalDays); next <= today; ) {
    due = next;
    next = addDaysToKey(next, checkInIntervalDays);
  }
  return due;
}
