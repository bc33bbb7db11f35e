import { z } from "zod";
import { paginationSchema } from "./admin-bookings";
import { successEnvelopeSchema } from "./api-envelope";
import { controlInLine, controlInText, plainLinePattern } from "./control-characters";
import { intakeQuestionSchema } from "./intake-form";
import { phoneCountryCode, phoneDigits } from "./phone";

/*
 * Patients in the admin (issue 20; decision 0099): the record that groups a person's bookings, its
 * search, its page, private notes, merge and split. The grouping keys are normalised here, once, so
 * the server's matching and the admin's search agree.
 */

/** An email as the grouping compares it: trimmed, lower-case. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

const countryDigits = phoneCountryCode.replace(/\D/g, "");

/**
 * A phone as the grouping compares it: the E.164 number's digits without the '+' (the contract's
 * phone rules, phone.ts: +91 and 10 digits → '919876543210'). Ten digits alone get the country code.
 */
export function normalisePhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return digits.length === phoneDigits ? `${countryDigits}${digits}` : digits;
}

/**
 * A name as the grouping compares it: Unicode-folded (NFKC), lower-case, punctuation dropped and
 * spaces collapsed, so 'Asha  Rao', 'asha rao' and 'Asha Rao.' are one name.
 */
export function normaliseName(name: string): string {
  return name
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * A phone number shown to a person: '+91 98765 43210' for an Indian mobile, '+' and the digits otherwise.
 * Takes a stored record's digits or a booking's '+91…' alike (normalised here, once).
 */
export function formatPatientPhone(stored: string | null): string {
  if (!stored) return "";
  const phone = normalisePhone(stored);
  if (phone.length === countryDigits.length + phoneDigits && phone.startsWith(countryDigits)) {
    const national = phone.slice(countryDigits.length);
    return `${phoneCountryCode} ${national.slice(0, 5)} ${national.slice(5)}`;
  }
  return `+${phone}`;
}

/**
 * What a search looks for: the digits of a query that is a phone number (only digits, spaces, '+',
 * '-', '(' and ')', with at least 3 digits), or the text itself, lower-case, for a name or an email.
 */
export function patientSearchTerms(q: string): { text: string; digits?: string } {
  const text = q.trim().toLowerCase();
  const digits = text.replace(/\D/g, "");
  return /^[\d\s+\-()]+$/.test(text) && digits.length >= 3 ? { text, digits } : { text };
}

export const patientPageSizes = [10, 25, 50, 100] as const;
export const defaultPatientPageSize = 25;

/** GET /api/admin/patients?q=&page=&pageSize= */
export const patientsQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(100, "Search with at most 100 characters")
    .refine((v) => !controlInLine.test(v), "Search with letters, digits or an email address")
    .meta({ pattern: plainLinePattern })
    .default(""),
  page: z.coerce.number().int().min(1, "page starts at 1").max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(100, "pageSize may be at most 100")
    .default(defaultPatientPageSize),
});
export type PatientsQuery = z.output<typeof patientsQuerySchema>;
export type PatientsQueryInput = z.input<typeof patientsQuerySchema>;

/** One row of the patients list. */
export const patientRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  bookingCount: z.number().int(),
  /** The latest past consultation that stands (paid or attended); never a cancelled or coming one. */
  lastVisitAt: z.string().nullable(),
  /** Suggested links waiting for the admin (decision 0114): the list flags the record. */
  linkSuggestions: z.number().int(),
});
export type PatientRow = z.infer<typeof patientRowSchema>;

/** The list's answer: `data` is the page's rows, the paging a sibling of `data` (as the bookings list). */
export const patientsResponseSchema = successEnvelopeSchema(z.array(patientRowSchema)).extend({
  pagination: paginationSchema,
});
export type PatientsResponse = z.infer<typeof patientsResponseSchema>;

const idSchema = z.string().min(1).max(64);
export const patientIdParamSchema = z.object({ patientId: idSchema });
export const patientNoteParamSchema = z.object({ patientId: idSchema, noteId: idSchema });
export const linkSuggestionParamSchema = z.object({ patientId: idSchema, suggestionId: idSchema });

/** The longest private note (about two printed pages): longer belongs in a document, not a note. */
export const noteMaxLength = 5000;

export const patientNoteRequestSchema = z.object({
  body: z
    .string({ error: "Write the note" })
    .trim()
    .min(1, "Write the note")
    .max(noteMaxLength, `A note can have at most ${noteMaxLength} characters`)
    .refine((v) => !controlInText.test(v), "The note contains characters that cannot be stored"),
});
export type PatientNoteRequest = z.infer<typeof patientNoteRequestSchema>;

export const mergePatientsRequestSchema = z.object({
  otherPatientId: z
    .string({ error: "Choose the patient to merge" })
    .min(1, "Choose the patient to merge")
    .max(64),
});
export const splitBookingRequestSchema = z.object({
  bookingId: z
    .string({ error: "Choose the booking to split off" })
    .min(1, "Choose the booking to split off")
    .max(64),
});

export const patientSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  lastVisitAt: z.string().nullable(),
  createdAt: z.string(),
  consentWithdrawnAt: z.string().nullable(),
  erasedAt: z.string().nullable(),
  /** The record this one was merged into (its bookings are there now). */
  mergedInto: z.string().nullable(),
});
export type Patient = z.infer<typeof patientSchema>;

export const patientBookingSchema = z.object({
  bookingId: z.string(),
  reference: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  isAdminBooking: z.boolean(),
  /** The name, email and phone the booking was made with (a family member may have booked). */
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string(),
});
export type PatientBooking = z.infer<typeof patientBookingSchema>;

export const patientConsentSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  kind: z.string(),
  noticeVersion: z.string(),
  method: z.string(),
  takenBy: z.string().nullable(),
  givenAt: z.string(),
  withdrawnAt: z.string().nullable(),
});
export type PatientConsent = z.infer<typeof patientConsentSchema>;

/** A booking's intake answers as stored: question id → value (the page renders them generically). */
export const patientIntakeSchema = z.object({
  bookingId: z.string(),
  reference: z.string(),
  submittedAt: z.string(),
  updatedAt: z.string(),
  answers: z.record(z.string(), z.unknown()),
});
export type PatientIntake = z.infer<typeof patientIntakeSchema>;

export const patientMessageSchema = z.object({
  id: z.string(),
  bookingId: z.string().nullable(),
  reference: z.string().nullable(),
  channel: z.string(),
  kind: z.string(),
  sentAt: z.string(),
});
export type PatientMessage = z.infer<typeof patientMessageSchema>;

export const patientNoteSchema = z.object({
  id: z.string(),
  body: z.string(),
  author: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PatientNote = z.infer<typeof patientNoteSchema>;

/**
 * What a booking and an existing record share when the booking was kept apart (decision 0114): its
 * email, its phone, its name. In this order wherever they are listed.
 */
export const linkReasons = ["email", "phone", "name"] as const;
export type LinkReason = (typeof linkReasons)[number];

/**
 * The one sentence for a suggested link, on both records' pages: "Same phone and name as Meera Iyer".
 * The reasons in the order of `linkReasons`, whatever order they come in.
 */
export function linkSuggestionText(reasons: readonly LinkReason[], otherName: string): string {
  const keys = linkReasons.filter((r) => reasons.includes(r));
  const list =
    keys.length > 1 ? `${keys.slice(0, -1).join(", ")} and ${keys[keys.length - 1]}` : keys.join("");
  return `Same ${list} as ${otherName.trim() || "another patient"}`;
}

/** A suggested link waiting on the admin: merge the two records, or say they are not the same person. */
export const linkSuggestionSchema = z.object({
  id: z.string(),
  otherPatient: z.object({ id: z.string(), name: z.string() }),
  reasons: z.array(z.enum(linkReasons)),
  text: z.string(),
  createdAt: z.string(),
});
export type LinkSuggestion = z.infer<typeof linkSuggestionSchema>;

export const patientDetailSchema = z.object({
  patient: patientSchema,
  /** Suggested links waiting for the admin, on either record's page (decision 0114). */
  linkSuggestions: z.array(linkSuggestionSchema),
  bookings: z.array(patientBookingSchema),
  consents: z.array(patientConsentSchema),
  intakes: z.array(patientIntakeSchema),
  /** The intake form's questions, in its order, to label the answers (empty without a form). */
  intakeQuestions: z.array(intakeQuestionSchema),
  messages: z.array(patientMessageSchema),
  notes: z.array(patientNoteSchema),
  /**
   * True when the intake answers and private notes were left out: the signed-in role is not a clinical
   * one (the front desk, issue 34), so the lists above are empty whatever the record holds.
   */
  clinicalHidden: z.boolean().optional(),
});
export type PatientDetail = z.infer<typeof patientDetailSchema>;

/** A patient's record as a non-clinical role sees it: names, contacts, bookings, consents, messages. */
export function withoutClinicalData(detail: PatientDetail): PatientDetail {
  return { ...detail, intakes: [], intakeQuestions: [], notes: [], clinicalHidden: true };
}

export const patientDetailResponseSchema = successEnvelopeSchema(patientDetailSchema);
export const patientNoteResponseSchema = successEnvelopeSchema(patientNoteSchema);
export const patientNoteDeletedResponseSchema = successEnvelopeSchema(z.object({ id: z.string() }));
/**
 * Merge, split and a confirmed link answer the record that now holds the bookings (for split: the new
 * one; for a confirmed link: the older record, which is kept).
 */
export const patientChangedResponseSchema = successEnvelopeSchema(z.object({ patientId: z.string() }));
/** A dismissed suggestion: its id. */
export const linkSuggestionDismissedResponseSchema = successEnvelopeSchema(z.object({ id: z.string() }));

/** The toasts and refusals both sides show. */
export const patientMessages = {
  noteAdded: "Note added",
  noteUpdated: "Note updated",
  noteDeleted: "Note deleted",
  merged: "Patients merged",
  split: "Booking moved to a new patient record",
  notFound: "This patient record does not exist.",
  noteNotFound: "This note does not exist.",
  mergeSelf: "Choose another patient: a record cannot be merged into itself.",
  mergeGone: "That patient record was merged or erased; choose another.",
  thisGone: "This patient record was merged or erased, so it cannot be changed.",
  bookingNotTheirs: "This booking does not belong to this patient.",
  onlyBooking: "This is the patient's only booking; there is nothing to split off.",
  linkDismissed: "Kept as separate records",
  suggestionNotFound: "This suggested link does not exist.",
  suggestionResolved: "This suggested link was already merged or dismissed.",
} as const;
