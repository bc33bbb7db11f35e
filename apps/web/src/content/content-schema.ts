// By path rather than `@clinic/contract/...`: vite.config.ts loads this file, and Vite's config loader
// bundles relative imports but leaves package imports to Node, which cannot run the contract's .ts files.

import { z } from "zod";
// By a relative path: vite.config.ts loads this file through Vite's config bundler, which leaves
// packages (the workspace's contract among them) to Node, and Node cannot load the contract's .ts.
import { intakeFormSchema } from "../../../../packages/contract/src/intake-form";
import { privacyNoticeSchema } from "../../../../packages/contract/src/privacy-notice";

/**
 * The shape of the clinic's content file (clinic.ts), checked when the site is built: `vite.config.ts`
 * runs `checkClinicContent` before the build starts, and a bad value stops it with a message naming
 * the field (e.g. `contact.email: Invalid email address`). The browser never loads zod for this: the
 * pages import the already-checked data only.
 */

const text = z.string().trim().min(1, "must not be empty");
const url = z.url({ protocol: /^https?$/, message: "must be an http(s) address" });
const year = z.number().int().min(1900).max(2100);
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a 24-hour time like 08:00");
const weekday = z.enum(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]);

export const serviceIcons = ["droplets", "hand", "activity", "bandage", "heart-pulse"] as const;
export const accoladeIcons = [
  "award",
  "graduation-cap",
  "shield-check",
  "badge-check",
  "stethoscope",
] as const;

/**
 * A photo (issue 24): an image file in src/content/ (e.g. `photos/hero.jpg`) and the words a screen reader says
 * instead of it. The build checks the file is a real image (photo-files.ts, with sharp) and makes it responsive.
 */
export const photoFileExtensions = /\.(jpe?g|png|webp|avif)$/i;
const photo = z.object(
  {
    file: z
      .string({ error: "must name an image file in src/content/, e.g. photos/hero.jpg" })
      .trim()
      .regex(/^(?!\/)(?!.*\.\.)[\w./-]+$/, "must be a path inside src/content/, e.g. photos/hero.jpg")
      .regex(photoFileExtensions, "must be a .jpg, .jpeg, .png, .webp or .avif image"),
    alt: z
      .string({ error: "alt text is required: say what the photo shows" })
      .trim()
      .min(1, "alt text is required: say what the photo shows"),
  },
  { error: "must be { file, alt }" },
);
export type ContentPhoto = z.input<typeof photo>;

const legalSection = z.object({
  heading: text,
  /** Paragraphs; `{clinicName}`, `{email}`, `{phone}` and `{address}` are filled from this file. */
  paragraphs: z.array(text),
  items: z.array(text),
});

const legalPage = z.object({
  title: text,
  description: text,
  /** ISO date of the last change, shown on the page. */
  lastUpdated: z.iso.date("must be a date like 2026-11-23"),
  sections: z.array(legalSection).min(1),
});

/**
 * The privacy notice (clinic-privacy.ts; decision 0100), checked by the contract's schema, the one the
 * server checks it with too. The booking form reads its summary and tele-consultation texts directly,
 * without the rest of the content file, so those cannot take placeholders.
 */
const privacyNotice = privacyNoticeSchema.superRefine((notice, ctx) => {
  const texts: Array<[Array<string | number>, string]> = [
    ...notice.summary.map((t, i): [Array<string | number>, string] => [["summary", i], t]),
    ...notice.teleconsultation.can.map((t, i): [Array<string | number>, string] => [
      ["teleconsultation", "can", i],
      t,
    ]),
    ...notice.teleconsultation.cannot.map((t, i): [Array<string | number>, string] => [
      ["teleconsultation", "cannot", i],
      t,
    ]),
    [["teleconsultation", "inPerson"], notice.teleconsultation.inPerson],
  ];
  for (const [path, t] of texts)
    if (/\{[a-zA-Z]+\}/.test(t))
      ctx.addIssue({
        code: "custom",
        path,
        message:
          "the booking form shows this text as written: it cannot take a placeholder like {clinicName}",
      });
});

const pageSeo = z.object({ title: text, description: text.max(160, "must be at most 160 characters") });

export const clinicContentSchema = z.object({
  name: text,
  shortName: text,
  tagline: text,
  practitioner: z.object({
    fullName: text,
    /** Google reviews are kept when their text names the practitioner (spec §7). */
    firstName: text,
  }),
  contact: z.object({
    phoneDisplay: text,
    phoneE164: z.string().regex(/^\+[1-9]\d{7,14}$/, "must be an international number like +919876543210"),
    email: z.email("must be an email address"),
    addressLines: z.array(text).min(1),
    /** For the map link and the structured data. */
    address: z.object({
      street: text,
      locality: text,
      region: text,
      postalCode: text,
      countryCode: z.string().regex(/^[A-Z]{2}$/, "must be a two-letter country code like IN"),
    }),
    mapUrl: url,
    geo: z
      .object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
      .optional(),
  }),
  whatsapp: z.object({
    /** Digits only, with the country code, as wa.me expects (e.g. 919876543210). */
    number: z.string().regex(/^[1-9]\d{7,14}$/, "must be digits only, with the country code"),
    message: text,
  }),
  /**
   * The first value of Settings' business hours (decision 0095): the site shows these until an admin
   * saves other hours. A day in no row is closed; the pages group days with the same hours ("Mon-Fri").
   */
  openingHours: z
    .array(
      z
        .object({
          days: z.array(weekday).min(1),
          /** Both null when closed. */
          opens: time.nullable(),
          closes: time.nullable(),
        })
        .refine((row) => (row.opens === null) === (row.closes === null), {
          message: "opens and closes are both times, or both null when closed",
          path: ["closes"],
        })
        .refine((row) => !row.opens || !row.closes || row.opens < row.closes, {
          message: "must be after opens",
          path: ["closes"],
        }),
    )
    .min(1)
    .refine((rows) => new Set(rows.flatMap((row) => row.days)).size === rows.flatMap((r) => r.days).length, {
      message: "a day must be in one row only",
    }),
  hero: z.object({ eyebrow: text, headline: text, lead: text }),
  /**
   * Optional photos (issue 24): the home page's hero, and the clinic and its treatment room on About Us. Without
   * them the pages look as they did before photos (the team's portraits are on each team member).
   */
  photos: z
    .object({ hero: photo.optional(), clinic: photo.optional(), treatmentRoom: photo.optional() })
    .optional(),
  services: z
    .array(
      z.object({
        title: text,
        description: text,
        icon: z.enum(serviceIcons),
        features: z.array(text),
        /** Shown as a card on the home page. */
        featured: z.boolean(),
        /**
         * Where its card stands on the home page, lowest first (the list's own order is the footer's); cards
         * without one follow in the list's order.
         */
        cardOrder: z.number().int().min(1).optional(),
      }),
    )
    .min(1),
  stats: z.array(z.object({ value: text, label: text })).length(4),
  about: z.object({
    intro: text,
    mission: z.array(text).min(1),
    approach: z.array(z.object({ title: text, description: text })).min(1),
    team: z
      .array(
        z.object({
          name: text,
          role: text,
          specialization: text,
          experience: text,
          /** A portrait for the team card; without it the card shows the initials. */
          photo: photo.optional(),
        }),
      )
      .min(1),
  }),
  lymphoedema: z.object({
    intro: text,
    whatItIs: z.array(text).min(1),
    types: z.array(z.object({ title: text, description: text })).min(1),
    causes: z.array(text).min(1),
    symptoms: z.array(text).min(1),
    treatmentIntro: text,
    treatments: z.array(z.object({ title: text, description: text })).min(1),
  }),
  accolades: z.object({
    intro: text,
    certifications: z
      .array(z.object({ title: text, organization: text, year, icon: z.enum(accoladeIcons) }))
      .min(1),
    awards: z.array(z.object({ title: text, organization: text, year, description: text })).min(1),
    memberships: z.array(z.object({ group: text, items: z.array(text).min(1) })).min(1),
  }),
  socials: z.array(z.object({ label: text, href: url, kind: z.enum(["facebook", "instagram"]) })).length(2),
  google: z.object({
    placeId: text,
    writeReviewUrl: url,
    /** Google reviews to show besides the API's (spec §7: a manual list, empty by default). */
    manualReviews: z.array(
      z.object({
        author_name: text,
        profile_photo_url: url.optional(),
        relative_time_description: z.string(),
        rating: z.number().int().min(1).max(5),
        text: z.string(),
      }),
    ),
  }),
  seo: z.object({
    home: pageSeo,
    aboutUs: pageSeo,
    aboutLymphoedema: pageSeo,
    accolades: pageSeo,
  }),
  /** The privacy notice: /privacy, the booking form's consents and GET /api/public/privacy-notice. */
  privacyNotice,
  legal: z.object({
    terms: legalPage,
  }),
  /** The pre-consultation intake form (clinic-intake.ts); the build gives it to the server as JSON. */
  intakeForm: intakeFormSchema,
});

/** What the content file holds (the schema has no defaults or transforms: what is written is what is used). */
export type ClinicContent = z.input<typeof clinicContentSchema>;

/** Every problem with the content, one line each, naming the field. Empty when the content is good. */
export function clinicContentProblems(content: unknown): string[] {
  const result = clinicContentSchema.safeParse(content);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join(".") || "(content)"}: ${issue.message}`);
}

/** Throws one error listing every problem: used by the build (vite.config.ts). */
export function checkClinicContent(content: unknown, file = "apps/web/src/content/clinic.ts"): void {
  const problems = clinicContentProblems(content);
  if (problems.length === 0) return;
  throw new Error(
    `The clinic content file ${file} has ${problems.length} problem(s):\n  ${problems.join("\n  ")}`,
  );
}
