import { z } from "zod";
import { successEnvelopeSchema } from "./api-envelope";
import { controlInText } from "./control-characters";
import { defaultVolumeThresholds, type VolumeThresholds, volumeFlags } from "./limb-volume";
import { accessLevels } from "./record-access";
import { calendarDate } from "./slots";

/*
 * The lymphoedema tracker's calls (issue 23; decision 0107): a measurement session of one limb, its
 * circumferences as entered, and what they give (limb-volume.ts). The server checks the date against
 * the clinic's today (a schema cannot know it); everything else is checked here, once, for the form
 * and the server alike.
 */

export const limbs = ["left_arm", "right_arm", "left_leg", "right_leg"] as const;
export type Limb = (typeof limbs)[number];
export const limbLabels: Record<Limb, string> = {
  left_arm: "Left arm",
  right_arm: "Right arm",
  left_leg: "Left leg",
  right_leg: "Right leg",
};
/** The limb on the other side, measured at the same points when it can be. */
export const otherLimbLabels: Record<Limb, string> = {
  left_arm: "Right arm",
  right_arm: "Left arm",
  left_leg: "Right leg",
  right_leg: "Left leg",
};

/** ISL stages (International Society of Lymphology, 2020 consensus): 0 (latent) to III. */
export const islStages = ["0", "I", "II", "III"] as const;
export type IslStage = (typeof islStages)[number];

/** Compression classes I–IV (RAL and British standards number them alike). */
export const garmentClasses = ["I", "II", "III", "IV"] as const;
export type GarmentClass = (typeof garmentClasses)[number];

export const measurementLimits = {
  circumferenceMinCm: 5,
  circumferenceMaxCm: 120,
  spacingMinCm: 1,
  spacingMaxCm: 20,
  /** 40 points at 4 cm is 1.6 m: a whole leg with room to spare. */
  maxPoints: 40,
  defaultSpacingCm: 4,
  noteMaxLength: 2000,
} as const;

export const measurementMessages = {
  takenOn: "Enter the date as YYYY-MM-DD",
  futureDate: "The date cannot be in the future",
  limb: "Choose the limb: left_arm, right_arm, left_leg or right_leg",
  spacing: `Spacing must be between ${measurementLimits.spacingMinCm} and ${measurementLimits.spacingMaxCm} cm`,
  circumference: `Each circumference must be between ${measurementLimits.circumferenceMinCm} and ${measurementLimits.circumferenceMaxCm} cm`,
  tooFewPoints: "Enter at least two circumferences",
  tooManyPoints: `Enter at most ${measurementLimits.maxPoints} circumferences`,
  unevenPoints: "Enter the other limb at the same points as the affected limb (the same number of values)",
  islStage: "ISL stage must be 0, I, II or III",
  garmentClass: "Compression class must be I, II, III or IV",
  garmentIssuedOn: "Enter the date the garment was issued as YYYY-MM-DD",
  bioimpedance: "Enter the L-Dex reading as a number between -50 and 150",
  text: "This text contains characters that cannot be stored",
  notFound: "No such measurement session",
  recorded: "Measurement recorded",
  corrected: "Measurement corrected",
  deleted: "Measurement deleted",
  failedLoad: "Failed to load measurements",
  failedSave: "Failed to save the measurement",
} as const;

const number = (message: string) => z.number({ error: message }).finite(message);
const circumference = number(measurementMessages.circumference)
  .min(measurementLimits.circumferenceMinCm, measurementMessages.circumference)
  .max(measurementLimits.circumferenceMaxCm, measurementMessages.circumference);
const circumferences = z
  .array(circumference, { error: measurementMessages.tooFewPoints })
  .min(2, measurementMessages.tooFewPoints)
  .max(measurementLimits.maxPoints, measurementMessages.tooManyPoints);

const dateOn = (message: string) => calendarDate({ shape: message, real: message, missing: message });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .refine((v) => !controlInText.test(v), measurementMessages.text)
    .optional()
    .transform((v) => (v ? v : undefined));

/** POST /api/admin/patients/{patientId}/measurements. */
export const measurementRequestSchema = z
  .object({
    takenOn: dateOn(measurementMessages.takenOn),
    limb: z.enum(limbs, { error: measurementMessages.limb }),
    /** Where the first circumference was taken, e.g. "wrist crease" or "ankle crease". */
    referencePoint: optionalText(80),
    spacingCm: number(measurementMessages.spacing)
      .min(measurementLimits.spacingMinCm, measurementMessages.spacing)
      .max(measurementLimits.spacingMaxCm, measurementMessages.spacing),
    /** From the reference point upwards, in cm, as entered. */
    affectedCm: circumferences,
    /** The other limb at the same points, when it could be measured. */
    otherCm: circumferences.optional(),
    /** A bioimpedance (L-Dex) reading. */
    bioimpedance: number(measurementMessages.bioimpedance)
      .min(-50, measurementMessages.bioimpedance)
      .max(150, measurementMessages.bioimpedance)
      .optional(),
    islStage: z.enum(islStages, { error: measurementMessages.islStage }).optional(),
    garmentKind: optionalText(80),
    garmentClass: z.enum(garmentClasses, { error: measurementMessages.garmentClass }).optional(),
    garmentIssuedOn: dateOn(measurementMessages.garmentIssuedOn).optional(),
    /** The practitioner's clinical notes: admin only. */
    notes: optionalText(measurementLimits.noteMaxLength),
    /** Advice for home care, shown to the patient on "My measurements". */
    homeCareNote: optionalText(measurementLimits.noteMaxLength),
  })
  .strict()
  .superRefine((m, ctx) => {
    if (m.otherCm && m.otherCm.length !== m.affectedCm.length)
      ctx.addIssue({ code: "custom", path: ["otherCm"], message: measurementMessages.unevenPoints });
  });
export type MeasurementRequest = z.input<typeof measurementRequestSchema>;
export type MeasurementInput = z.output<typeof measurementRequestSchema>;

const idSchema = z.string().min(1).max(64);
/**
 * The dates a session may not have (after the clinic's today, in its zone: decision 0064), as field errors:
 * the server refuses them, and the entry form says them before sending.
 */
export function futureDateFields(
  input: Pick<MeasurementRequest, "takenOn" | "garmentIssuedOn">,
  today: string,
): Record<string, string> {
  const fields: Record<string, string> = {};
  if (input.takenOn > today) fields.takenOn = measurementMessages.futureDate;
  if (input.garmentIssuedOn && input.garmentIssuedOn > today)
    fields.garmentIssuedOn = measurementMessages.futureDate;
  return fields;
}

export const measurementParamSchema = z.object({ patientId: idSchema, measurementId: idSchema });

const flagSchema = z.enum(volumeFlags);

/** A session as stored, with what its circumferences give (computed when read: decision 0107). */
export const measurementSessionSchema = z.object({
  id: z.string(),
  patientId: z.string(),
  takenOn: z.string(),
  limb: z.enum(limbs),
  referencePoint: z.string().nullable(),
  spacingCm: z.number(),
  affectedCm: z.array(z.number()),
  otherCm: z.array(z.number()).nullable(),
  bioimpedance: z.number().nullable(),
  islStage: z.enum(islStages).nullable(),
  garmentKind: z.string().nullable(),
  garmentClass: z.enum(garmentClasses).nullable(),
  garmentIssuedOn: z.string().nullable(),
  notes: z.string().nullable(),
  homeCareNote: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** ml, rounded to 0.1. */
  affectedVolumeMl: z.number(),
  otherVolumeMl: z.number().nullable(),
  differenceMl: z.number().nullable(),
  /** (affected − other) / other × 100, rounded to 0.1. */
  differencePercent: z.number().nullable(),
  /** The first session of this limb, which the changes below compare with. */
  baselineId: z.string(),
  volumeChangeMl: z.number(),
  volumeChangePercent: z.number(),
  excessChangeMl: z.number().nullable(),
  relativeVolumeChangePercent: z.number().nullable(),
  flag: flagSchema,
  flagBasis: z.enum(["difference", "change"]).nullable(),
});
export type MeasurementSession = z.infer<typeof measurementSessionSchema>;

/** Thresholds, garment and re-measure intervals (Settings; decision 0107). */
/** The thresholds as the tracker's answers carry them (`VolumeThresholds`, limb-volume.ts). */
const volumeThresholdsSchema = z.object({
  subclinicalPercent: z.number(),
  clinicalPercent: z.number(),
}) satisfies z.ZodType<VolumeThresholds>;

export const measurementSettingsDefaults = {
  subclinicalPercent: defaultVolumeThresholds.subclinicalPercent,
  clinicalPercent: defaultVolumeThresholds.clinicalPercent,
  garmentReplaceMonths: 6,
  remeasureWeeks: 12,
} as const;
export const measurementSettingsSchema = z
  .object({
    subclinicalPercent: z.number().min(1, "At least 1 %").max(50, "At most 50 %"),
    clinicalPercent: z.number().min(1, "At least 1 %").max(50, "At most 50 %"),
    garmentReplaceMonths: z.union([z.literal(3), z.literal(6)], {
      error: "Garments are replaced every 3 or 6 months",
    }),
    remeasureWeeks: z
      .number({ error: "Enter a whole number of weeks" })
      .int("Enter a whole number of weeks")
      .min(1, "At least 1 week")
      .max(104, "At most 104 weeks"),
  })
  .refine((s) => s.subclinicalPercent < s.clinicalPercent, {
    path: ["clinicalPercent"],
    message: "The clinical threshold must be above the subclinical one",
  });
export type MeasurementSettings = z.infer<typeof measurementSettingsSchema>;

export const measurementsSchema = z.object({
  sessions: z.array(measurementSessionSchema),
  thresholds: volumeThresholdsSchema,
});
export type Measurements = z.infer<typeof measurementsSchema>;

export const measurementResponseSchema = successEnvelopeSchema(measurementSessionSchema);
export const measurementsResponseSchema = successEnvelopeSchema(measurementsSchema);
export const measurementDeletedResponseSchema = successEnvelopeSchema(z.object({ id: z.string() }));

/** The patient's own view (manage link): volumes and the home-care note, never the clinical notes. */
export const myMeasurementSchema = measurementSessionSchema.pick({
  id: true,
  takenOn: true,
  limb: true,
  affectedVolumeMl: true,
  otherVolumeMl: true,
  differencePercent: true,
  volumeChangePercent: true,
  flag: true,
  islStage: true,
});
export const myMeasurementsSchema = z.object({
  /** `booking`: the sessions of the manage link's consultation day; `record`: all (decision 0113). */
  scope: z.enum(accessLevels),
  sessions: z.array(myMeasurementSchema),
  thresholds: volumeThresholdsSchema,
  /** The latest home-care note the practitioner wrote, with its session's date. */
  homeCare: z.object({ note: z.string(), writtenOn: z.string() }).nullable(),
});
export type MyMeasurements = z.infer<typeof myMeasurementsSchema>;
export const myMeasurementsResponseSchema = successEnvelopeSchema(myMeasurementsSchema);

/** One line of the CSV export per session. */
export const measurementCsvHeader = [
  "taken_on",
  "limb",
  "reference_point",
  "spacing_cm",
  "affected_cm",
  "other_cm",
  "affected_volume_ml",
  "other_volume_ml",
  "difference_ml",
  "difference_percent",
  "volume_change_percent",
  "relative_volume_change_percent",
  "flag",
  "bioimpedance",
  "isl_stage",
  "garment_kind",
  "garment_class",
  "garment_issued_on",
] as const;
