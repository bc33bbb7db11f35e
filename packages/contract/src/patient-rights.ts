import { z } from "zod";
import { successEnvelopeSchema } from "./api-envelope";
import { bookingStatuses, bookingUserSchema } from "./booking";
import { programmeItemSchema } from "./exercises";
import { checkInSchema } from "./garment-check-ins";
import { measurementSessionSchema } from "./measurements";
import { exportedPackageSchema } from "./packages";
import type { RetentionSettingName } from "./privacy-notice";
import { questionnaireSchema } from "./questionnaires";
import { accessLevels } from "./record-access";
import { sessionNoteSchema } from "./session-notes";

/**
 * The patient's rights over their data (issue 20; decision 0102): see it (export), correct their
 * contact details, withdraw consent, ask for erasure; and the admin's erasure queue. The manage
 * link's token authorises the patient's calls (`Authorization: Bearer <token>`).
 */

/**
 * What an erased booking holds in place of the patient's name, email and phone: NOT NULL columns
 * keep a value, and it names nobody. `.invalid` is a reserved top-level domain (RFC 2606): nothing
 * can ever be delivered to the address.
 */
export const erasedMarker = {
  name: "Erased",
  email: "erased@erased.invalid",
  phone: "",
} as const;

/** PATCH /api/public/bookings/{bookingId}/contact: the booking form's rules, any of the three. */
export const contactCorrectionSchema = bookingUserSchema
  .pick({ name: true, email: true, phone: true })
  .partial()
  .refine((v) => v.name !== undefined || v.email !== undefined || v.phone !== undefined, {
    message: "Give the name, email or phone to correct",
    path: ["name"],
  });
export type ContactCorrection = z.input<typeof contactCorrectionSchema>;

export const contactSchema = z.object({
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type Contact = z.infer<typeof contactSchema>;

export const correctedContactSchema = z.object({
  contact: contactSchema,
  /** How many bookings took the new details (those still to come). */
  bookingsUpdated: z.number().int(),
});
export const correctedContactResponseSchema = successEnvelopeSchema(correctedContactSchema);

const exportedBookingSchema = z.object({
  bookingId: z.string(),
  reference: z.string(),
  status: z.enum(bookingStatuses),
  startAt: z.string(),
  endAt: z.string(),
  timezone: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  taxPercent: z.number(),
  taxAmount: z.number().int(),
  paymentProvider: z.string(),
  paymentMethod: z.string().nullable(),
  orderId: z.string(),
  paymentId: z.string().nullable(),
  paidAt: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  notes: z.string(),
  meetingLink: z.string().nullable(),
  createdAt: z.string(),
});

const exportedConsentSchema = z.object({
  bookingId: z.string(),
  kind: z.string(),
  noticeVersion: z.string(),
  method: z.string(),
  takenBy: z.string().nullable(),
  givenAt: z.string(),
  withdrawnAt: z.string().nullable(),
});

const exportedIntakeSchema = z.object({
  bookingId: z.string(),
  /** As stored: by question id, choices by their values. */
  answers: z.record(z.string(), z.unknown()),
  /** The same answers to read: each under its question, in the form's order, choices by their labels. */
  questionsAndAnswers: z.array(
    z.object({
      /** The question's id in `answers` (a page in another language puts its own words over it). */
      questionId: z.string(),
      question: z.string(),
      answer: z.string(),
    }),
  ),
  submittedAt: z.string(),
  updatedAt: z.string(),
});

/** A photo's facts; its bytes are fetched from `url` with the same token (decision 0102). */
const exportedPhotoSchema = z.object({
  photoId: z.string(),
  bookingId: z.string(),
  contentType: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  byteSize: z.number().int(),
  createdAt: z.string(),
  url: z.string(),
});

const exportedMessageSchema = z.object({
  bookingId: z.string().nullable(),
  channel: z.string(),
  kind: z.string(),
  sentAt: z.string(),
});

const exportedNoteSchema = z.object({
  body: z.string(),
  author: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** GET /api/public/bookings/{bookingId}/my-data: everything held about the patient. */
/** A WhatsApp opt-in of the record's bookings (issue 21): the number, the words agreed to, when and how. */
export const exportedWhatsAppOptInSchema = z.object({
  bookingId: z.string(),
  phone: z.string(),
  wording: z.string(),
  method: z.string(),
  givenAt: z.string(),
  withdrawnAt: z.string().nullable(),
});

export const myDataSchema = z.object({
  exportedAt: z.string(),
  /**
   * `booking`: what the manage token alone opens, this booking's own data; `record`: the whole record,
   * with a record session (decision 0113).
   */
  scope: z.enum(accessLevels),
  /** The patient record's id: null for one booking's data, or when the booking is its own record. */
  patientId: z.string().nullable(),
  contact: contactSchema,
  consentWithdrawnAt: z.string().nullable(),
  erasedAt: z.string().nullable(),
  erasureRequestedAt: z.string().nullable(),
  bookings: z.array(exportedBookingSchema),
  consents: z.array(exportedConsentSchema),
  intakes: z.array(exportedIntakeSchema),
  photos: z.array(exportedPhotoSchema),
  messages: z.array(exportedMessageSchema),
  practitionerNotes: z.array(exportedNoteSchema),
  /** The lymphoedema tracker's sessions, with their volumes (decision 0107). */
  measurements: z.array(measurementSessionSchema),
  /**
   * Outcome questionnaires (issue 36) with their answers and scores: the record's with a record session,
   * those sent with this booking's link with the token alone.
   */
  questionnaires: z.array(
    questionnaireSchema.extend({ answers: z.record(z.string(), z.number()).nullable() }),
  ),
  /**
   * The session notes of the bookings, each with every version (issue 36; decision 0135), and its
   * template's label of each field, by field id in the template's order, as the clinic wrote them.
   */
  sessionNotes: z.array(sessionNoteSchema.extend({ labels: z.record(z.string(), z.string()) })).optional(),
  /** The home exercise programme as set and every day the patient ticked (issue 36); null without either. */
  exercises: z
    .object({
      programme: z
        .object({
          items: z.array(programmeItemSchema),
          startsOn: z.string(),
          reviewOn: z.string().nullable(),
        })
        .nullable(),
      log: z.array(z.object({ day: z.string(), done: z.array(z.string()) })),
    })
    .nullable()
    .optional(),
  /**
   * The weekly garment check-ins (decision 0139): the plan and the answers, the record's with a record
   * session, those sent with this booking's link with the token alone; null without either.
   */
  garmentCheckIns: z
    .object({
      plan: z.object({ channel: z.string(), since: z.string() }).nullable(),
      items: z.array(checkInSchema),
    })
    .nullable()
    .optional(),
  /**
   * Packages of sessions (issue 35): the record's with a record session, the one that paid this booking
   * with the token alone; each with its price and its credits' ledger.
   */
  packages: z.array(exportedPackageSchema).optional(),
  /** The WhatsApp opt-ins (issue 21; decision 0103). */
  whatsappOptIns: z.array(exportedWhatsAppOptInSchema).optional(),
  /**
   * What the clinic does with the data and who receives it, in a line each (DPDP s.11 summary), in the
   * asked language (`?locale=`), else the booking's.
   */
  processing: z.array(z.string()),
});
export type MyData = z.infer<typeof myDataSchema>;
export const myDataResponseSchema = successEnvelopeSchema(myDataSchema);

export const photoParamSchema = z.object({
  bookingId: z.string().min(1).max(64),
  photoId: z.string().min(1).max(64),
});

export const consentWithdrawnSchema = z.object({ withdrawnAt: z.string(), consentsWithdrawn: z.number() });
export const consentWithdrawnResponseSchema = successEnvelopeSchema(consentWithdrawnSchema);

export const erasureRequestedSchema = z.object({
  requestId: z.string(),
  requestedAt: z.string(),
  /** False when a request was already waiting: the same one is answered. */
  created: z.boolean(),
});
export const erasureRequestedResponseSchema = successEnvelopeSchema(erasureRequestedSchema);

export const erasureStatuses = ["pending", "done"] as const;

/** A row of the admin's erasure queue. */
export const erasureRequestViewSchema = z.object({
  id: z.string(),
  patientId: z.string(),
  /** The patient's name now (blank once erased). */
  patientName: z.string(),
  reference: z.string().nullable(),
  bookings: z.number().int(),
  /** A paid consultation still to come: erasing takes away how to reach the patient. */
  upcoming: z.boolean(),
  status: z.enum(erasureStatuses),
  requestedAt: z.string(),
  doneAt: z.string().nullable(),
  doneBy: z.string().nullable(),
});
export type ErasureRequestView = z.infer<typeof erasureRequestViewSchema>;
export const erasureRequestsResponseSchema = successEnvelopeSchema(z.array(erasureRequestViewSchema));

export const erasureIdParamSchema = z.object({ id: z.string().min(1).max(64) });
export const patientIdParamSchema = z.object({ patientId: z.string().min(1).max(64) });

/** What an erasure removed, counted (never what it was). */
export const erasureResultSchema = z.object({
  patientId: z.string().nullable(),
  bookings: z.number().int(),
  intakes: z.number().int(),
  photos: z.number().int(),
  notes: z.number().int(),
  /** Measurement sessions of the lymphoedema tracker (decision 0107), removed with the notes. */
  measurements: z.number().int(),
  /** Session notes of the bookings (decision 0135), their versions with them, removed with the notes. */
  sessionNotes: z.number().int().optional(),
  consents: z.number().int(),
  emails: z.number().int(),
  erasedAt: z.string(),
});
export type ErasureResult = z.infer<typeof erasureResultSchema>;
export const erasureResultResponseSchema = successEnvelopeSchema(erasureResultSchema);

export const patientRightsMessages = {
  corrected: "Your details were updated.",
  withdrawn: "Your consent was withdrawn. We will send you no more reminders.",
  erasureRequested:
    "Your request was sent. The clinic will erase your data and keep only what the law requires.",
  erasureAlreadyRequested: "You have already asked. The clinic will erase your data soon.",
  erased: "The patient's data was erased.",
  erasedRecord: "This record was erased.",
} as const;

/** Retention (decision 0102): years after the last visit, between 1 and 30. */
export const retentionDefaults = { intakeYears: 3, notesYears: 3 } as const satisfies Record<
  RetentionSettingName,
  number
>;
export const retentionYearsSchema = z
  .number({ error: "Enter a whole number of years" })
  .int("Enter a whole number of years")
  .min(1, "Keep data at least 1 year")
  .max(30, "At most 30 years");

// Keyed by the names the privacy notice's retention entries use (retentionSettingNames).
export const retentionSettingsSchema = z.object({
  intakeYears: retentionYearsSchema,
  notesYears: retentionYearsSchema,
} satisfies Record<RetentionSettingName, typeof retentionYearsSchema>);
export type RetentionSettings = z.infer<typeof retentionSettingsSchema>;
