import { adminPaymentMessages } from "./admin-payment";
import { defaultKindId } from "./appointment-kinds";
import { onlinePackageMessages } from "./packages";
import { agreesToVideo, type BookingConsent, consentMessages } from "./privacy-notice";
import { toWhatsAppNumber, whatsappMessages } from "./whatsapp";

/**
 * The rules of a booking's body that tie one field to another (a patient's own booking needs consent
 * and, on /book-consultation, notes; an admin's may not buy a package...). Each rule is checked by
 * `createBookingRequestSchema` and written into its OpenAPI schema as an `if`/`then` beside it, from
 * this one table: what the document says a body needs is what the server refuses it without (issue 37).
 */

/** The parsed body as the rules see it (after trimming and defaults). */
export type BookingRuleInput = {
  isAdminBooking?: boolean;
  flow: string;
  notes: string;
  consent?: BookingConsent;
  kindId?: string;
  packageId?: string;
  payment?: unknown;
  consentByPhone?: true;
  whatsappOptIn: boolean;
  user: { phone: string };
};

type JsonSchema = Record<string, unknown>;

type BookingRule = {
  path: string[];
  message: string;
  /** True when the body breaks the rule. */
  broken: (b: BookingRuleInput) => boolean;
  /** What every body keeping the rule satisfies, in JSON Schema (OpenAPI 3.1). */
  document: JsonSchema;
};

export const notesMissingMessage = "Please tell us briefly about your condition";

const isAdmin = (b: BookingRuleInput) => b.isAdminBooking === true;
/** `isAdminBooking: true`; a body without it, or with false, is the patient's own. */
const adminBody: JsonSchema = {
  properties: { isAdminBooking: { const: true } },
  required: ["isAdminBooking"],
};
const given = (field: string): JsonSchema => ({ required: [field] });
const notGiven = (field: string): JsonSchema => ({ not: given(field) });
/** JSON Schema's conditional: a body matching `when` must match `must`. */
// biome-ignore lint/suspicious/noThenProperty: JSON Schema's keyword, never awaited.
const ifThen = (when: JsonSchema, must: JsonSchema): JsonSchema => ({ if: when, then: must });
/** A body not matching `when` must match `must`. */
const unless = (when: JsonSchema, must: JsonSchema): JsonSchema => ({ if: when, else: must });

export const bookingRules: BookingRule[] = [
  {
    path: ["packageId"],
    message: onlinePackageMessages.adminOnly,
    broken: (b) => Boolean(b.packageId) && isAdmin(b),
    document: ifThen(adminBody, notGiven("packageId")),
  },
  {
    // Never taken from a patient's own booking: their payment is the provider's to prove.
    path: ["payment"],
    message: adminPaymentMessages.notAdmin,
    broken: (b) => Boolean(b.payment) && !isAdmin(b),
    document: unless(adminBody, notGiven("payment")),
  },
  {
    path: ["consent"],
    message: consentMessages.missing,
    broken: (b) => !isAdmin(b) && !b.consent,
    document: unless(adminBody, given("consent")),
  },
  {
    // The default kind is a video consultation; another kind's mode is the server's to check.
    path: ["consent", "teleconsultation"],
    message: consentMessages.teleconsultation,
    broken: (b) =>
      Boolean(b.consent) && (b.kindId ?? defaultKindId) === defaultKindId && !agreesToVideo(b.consent),
    document: ifThen(
      { required: ["consent"], properties: { kindId: { const: defaultKindId } } },
      {
        properties: {
          consent: { required: ["teleconsultation"], properties: { teleconsultation: { const: true } } },
        },
      },
    ),
  },
  {
    path: ["consentByPhone"],
    message: consentMessages.phoneNotAdmin,
    broken: (b) => Boolean(b.consentByPhone) && !isAdmin(b),
    document: unless(adminBody, notGiven("consentByPhone")),
  },
  {
    path: ["user", "phone"],
    message: whatsappMessages.notMobile,
    broken: (b) => b.whatsappOptIn && !toWhatsAppNumber(b.user.phone),
    // An Indian mobile number starts 6 to 9 (the phone's own pattern says +91 and ten digits).
    document: ifThen(
      { properties: { whatsappOptIn: { const: true } }, required: ["whatsappOptIn"] },
      { properties: { user: { properties: { phone: { pattern: "^\\+91[6-9]" } } } } },
    ),
  },
  {
    // Notes are required on /book-consultation only (decision 0019), the flow a body without one is.
    path: ["notes"],
    message: notesMissingMessage,
    broken: (b) => b.flow === "book-consultation" && !isAdmin(b) && b.notes.length === 0,
    document: unless(
      { anyOf: [adminBody, { properties: { flow: { const: "book" } }, required: ["flow"] }] },
      { required: ["notes"], properties: { notes: { pattern: "\\S" } } },
    ),
  },
];

/** The rules as the document states them: `allOf` on the request's schema. */
export const bookingRulesDocument = { allOf: bookingRules.map((r) => r.document) };
