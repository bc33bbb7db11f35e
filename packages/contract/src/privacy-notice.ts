import { z } from "zod";
import { successEnvelopeSchema } from "./api-envelope";

/**
 * The clinic's privacy notice as structured data (issue 20; decision 0100): the DPDP Rules 2025 (Rule 3)
 * ask for a notice in clear and plain language that itemises the data, each specific purpose, and how to
 * withdraw consent, exercise rights and complain to the Data Protection Board. The clinic writes it in its
 * content file (apps/web/src/content/clinic-privacy.ts); the web build emits it as JSON with the
 * placeholders filled; the server reads it at start and answers it at GET /api/public/privacy-notice.
 *
 * A booking carries the version it was made under (`consent.noticeVersion`): the patient consented to
 * processing as that version describes, so a changed notice gets a new version.
 */

const text = z.string().trim().min(1, "must not be empty");
const url = z.url({ protocol: /^https?$/, message: "must be an http(s) address" });
/** A short key other parts of the notice refer to (a purpose names the data it uses by these). */
const key = z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, "must be a short key like contact-details");

/** A version names one wording; it is stored with every consent, so it is short and plain. */
export const noticeVersionSchema = z
  .string()
  .trim()
  .min(1, "must not be empty")
  .max(40, "must be at most 40 characters")
  .regex(/^[A-Za-z0-9._-]+$/, "must be letters, digits, dots, dashes or underscores, like 2026-11-25");

/** The rights the DPDP Act 2023 gives a person (ss. 11–14), each of which the notice must explain. */
export const patientRights = [
  "access",
  "correction",
  "erasure",
  "withdraw",
  "grievance",
  "nominate",
] as const;
export type PatientRight = (typeof patientRights)[number];

/** Who receives data from the clinic, by the service they provide. */
export const recipientKinds = [
  "payment",
  "email",
  "messages",
  "video",
  "calendar",
  "hosting",
  "other",
] as const;

/** Settings → Patient data's retention periods (`RetentionSettings` in patient-rights.ts), each in years. */
export const retentionSettingNames = ["intakeYears", "notesYears"] as const;
export type RetentionSettingName = (typeof retentionSettingNames)[number];
/** Each period as Settings → Patient data and the going-live check name it. */
export const retentionSettingLabels: Record<RetentionSettingName, string> = {
  intakeYears: "Intake answers and photos",
  notesYears: "Private notes",
};

export const privacyNoticeSchema = z
  .object({
    version: noticeVersionSchema,
    /** ISO date of the last change, shown on the page. */
    lastUpdated: z.iso.date("must be a date like 2026-11-25"),
    /** The page's heading and its search description. */
    title: text,
    description: text.max(160, "must be at most 160 characters"),
    /** What the notice is, in a sentence or two, at the top of the page. */
    intro: z.array(text).min(1),
    /** The data fiduciary: the clinic, who decides why and how the data is used. */
    fiduciary: z.object({ name: text, address: text, email: z.string().trim().min(1), phone: text }),
    /** Each kind of data collected, with when it is collected. */
    collected: z.array(z.object({ key, label: text, detail: text })).min(1),
    /** Each specific purpose, with the data (keys of `collected`) it uses. */
    purposes: z.array(z.object({ title: text, description: text, data: z.array(key).min(1) })).min(1),
    /** Who else receives data: what they receive and why. */
    recipients: z
      .array(z.object({ kind: z.enum(recipientKinds), name: text, receives: text, why: text }))
      .min(1),
    /**
     * How long each kind of record is kept, and why that long. An entry whose period is one of Settings →
     * Patient data's retention settings names them, with its years: the going-live check warns when they
     * differ (services/preflight/retention-checks.ts), so the notice never promises what the site does not do.
     */
    retention: z
      .array(
        z.object({
          what: text,
          keptFor: text,
          why: text,
          years: z.number().int().min(1).max(30).optional(),
          settings: z.array(z.enum(retentionSettingNames)).min(1).optional(),
        }),
      )
      .min(1),
    /** Each of the person's rights, and how to use it. */
    rights: z.array(z.object({ right: z.enum(patientRights), title: text, description: text })),
    /** Whom to contact about the data, and how soon they answer. */
    grievance: z.object({
      name: text,
      email: z.string().trim().min(1),
      phone: text,
      responseTime: text,
    }),
    /** How to complain to the Data Protection Board of India once the clinic has answered. */
    board: z.object({ name: text, howToComplain: text, url: url.optional() }),
    /** The short version the booking form shows above its consent boxes. */
    summary: z.array(text).min(1).max(6),
    /** What a video consultation can and cannot do: the tele-consultation consent's terms. */
    teleconsultation: z.object({
      can: z.array(text).min(1),
      cannot: z.array(text).min(1),
      inPerson: text,
    }),
    /** How a change of the notice is made known. */
    changes: text,
  })
  .superRefine((notice, ctx) => {
    const keys = new Set(notice.collected.map((item) => item.key));
    if (keys.size !== notice.collected.length)
      ctx.addIssue({ code: "custom", path: ["collected"], message: "each key must be used once" });
    notice.purposes.forEach((purpose, i) => {
      purpose.data.forEach((name, j) => {
        if (!keys.has(name))
          ctx.addIssue({
            code: "custom",
            path: ["purposes", i, "data", j],
            message: `"${name}" is not the key of an item of collected`,
          });
      });
    });
    notice.retention.forEach((entry, i) => {
      if ((entry.years === undefined) !== (entry.settings === undefined))
        ctx.addIssue({
          code: "custom",
          path: ["retention", i, entry.years === undefined ? "years" : "settings"],
          message: "years and settings go together: the years the named settings should keep",
        });
    });
    for (const right of patientRights)
      if (!notice.rights.some((r) => r.right === right))
        ctx.addIssue({ code: "custom", path: ["rights"], message: `must explain the right "${right}"` });
  });
export type PrivacyNotice = z.infer<typeof privacyNoticeSchema>;
/**
 * The notice in the usual envelope, with its `version` beside `data` as well: a client that only needs
 * to know which notice is current (the wizard checking before it sends consent) reads one field.
 */
export const privacyNoticeResponseSchema = successEnvelopeSchema(privacyNoticeSchema).extend({
  version: z.string(),
});

/** The two consents a booking records, one row each (table `consents`). */
export const consentKinds = ["processing", "teleconsultation"] as const;
export type ConsentKind = (typeof consentKinds)[number];
/** Ticked online by the patient, or taken by the clinic on the phone (with the admin's name). */
export const consentMethods = ["online", "phone"] as const;
export type ConsentMethod = (typeof consentMethods)[number];

export const consentMessages = {
  /** The booking form's first box, and the request without `consent`. */
  processing: "Please agree to the use of your data for your consultation",
  teleconsultation: "Please agree to a video consultation to continue",
  missing: "Please agree to the privacy notice and to a video consultation to book",
  noticeVersion: "The privacy notice's version is missing",
  /** The notice changed between the page's load and the booking. */
  noticeChanged:
    "Our privacy notice has changed since this page was opened. Please reload the page, read the notice and tick the boxes again.",
  /** Consent by phone is the clinic's to record, never a patient's own booking's. */
  phoneNotAdmin: "Only the clinic can record consent taken by phone",
} as const;

/**
 * A patient's consent as `POST /api/public/bookings` takes it. A `noticeVersion` equal to the server's
 * notice is the consent to processing under that notice; `teleconsultation: true` is the consent to a
 * video consultation, required when the kind booked is one (the default kind always is; issue 34), and
 * recorded only then: an appointment in the clinic or at home needs none.
 */
export const bookingConsentSchema = z.object({
  noticeVersion: z
    .string({ error: consentMessages.noticeVersion })
    .trim()
    .min(1, consentMessages.noticeVersion)
    .max(40, consentMessages.noticeChanged),
  teleconsultation: z.boolean({ error: consentMessages.teleconsultation }).optional(),
});
export type BookingConsent = z.infer<typeof bookingConsentSchema>;

/** Whether a booking's consent agrees to a video consultation (what a video kind requires). */
export const agreesToVideo = (consent: BookingConsent | undefined) => consent?.teleconsultation === true;
