import { type Locale, prefixedLocales } from "@clinic/contract/locales";
import { translatedBody } from "./whatsapp-template-translations";

/**
 * The WhatsApp templates the server sends (issue 21; decision 0103), in one place: each is submitted to
 * Meta for approval as printed by `npm run whatsapp:templates`, and the server sends only these. They
 * are "utility" templates (about one booking, asked for by the patient), and one "authentication"
 * template for the code of record access (decision 0113), in Meta's fixed wording for codes. No health
 * data is ever in one.
 */
export type WhatsAppTemplate = {
  /** The key the outbox stores, and (with WHATSAPP_TEMPLATE_PREFIX) the name approved at Meta. */
  name: string;
  category: "utility" | "authentication";
  /** What {{1}}, {{2}}, … stand for, in order. */
  parameters: string[];
  body: string;
  /** An example value per parameter, for the approval form. */
  examples: string[];
};

const stopLine = "Reply STOP to stop these messages.";

export const whatsappTemplates = {
  booking_confirmation: {
    name: "booking_confirmation",
    category: "utility",
    parameters: [
      "patient's name",
      "clinic's name",
      "date and time",
      "time zone",
      "meeting link",
      "manage link",
    ],
    body: `Hello {{1}}, your video consultation with {{2}} is confirmed for {{3}} ({{4}}).\n\nJoin: {{5}}\nTo reschedule or cancel: {{6}}\n\n${stopLine}`,
    examples: [
      "Asha",
      "Lymph Care Physiotherapy",
      "Monday, December 7, 2026 at 10:00 AM",
      "Asia/Kolkata",
      "https://meet.jit.si/clinic-abc123",
      "https://clinic.example/manage/abc#token=xyz",
    ],
  },
  // A visit in the clinic or at home (issue 34): the place instead of a meeting link. The address is
  // the clinic's, or the patient's own for a home visit (never health data).
  visit_confirmation: {
    name: "visit_confirmation",
    category: "utility",
    parameters: [
      "patient's name",
      "appointment kind",
      "clinic's name",
      "date and time",
      "time zone",
      "address",
      "manage link",
    ],
    body: `Hello {{1}}, your appointment ({{2}}) with {{3}} is confirmed for {{4}} ({{5}}).\n\nWhere: {{6}}\nTo reschedule or cancel: {{7}}\n\n${stopLine}`,
    examples: [
      "Asha",
      "Manual lymphatic drainage",
      "Lymph Care Physiotherapy",
      "Monday, December 7, 2026 at 10:00 AM",
      "Asia/Kolkata",
      "12 Example Road, Bengaluru 560001",
      "https://clinic.example/manage/abc#token=xyz",
    ],
  },
  appointment_reminder: {
    name: "appointment_reminder",
    category: "utility",
    parameters: ["clinic's name", "date and time", "time zone", "meeting link", "manage link"],
    body: `Reminder: your video consultation with {{1}} is at {{2}} ({{3}}).\n\nJoin: {{4}}\nTo reschedule or cancel: {{5}}\n\n${stopLine}`,
    examples: [
      "Lymph Care Physiotherapy",
      "Monday, December 7, 2026 at 10:00 AM",
      "Asia/Kolkata",
      "https://meet.jit.si/clinic-abc123",
      "https://clinic.example/manage/abc#token=xyz",
    ],
  },
  booking_rescheduled: {
    name: "booking_rescheduled",
    category: "utility",
    parameters: ["clinic's name", "new date and time", "time zone", "meeting link", "manage link"],
    body: `Your video consultation with {{1}} has moved to {{2}} ({{3}}).\n\nJoin: {{4}}\nTo reschedule or cancel: {{5}}\n\n${stopLine}`,
    examples: [
      "Lymph Care Physiotherapy",
      "Tuesday, December 8, 2026 at 11:30 AM",
      "Asia/Kolkata",
      "https://meet.jit.si/clinic-abc123",
      "https://clinic.example/manage/abc#token=xyz",
    ],
  },
  booking_cancelled: {
    name: "booking_cancelled",
    category: "utility",
    parameters: ["clinic's name", "date and time", "time zone", "booking reference"],
    body: `Your video consultation with {{1}} on {{2}} ({{3}}) is cancelled. Reference: {{4}}.\n\n${stopLine}`,
    examples: [
      "Lymph Care Physiotherapy",
      "Monday, December 7, 2026 at 10:00 AM",
      "Asia/Kolkata",
      "BK-7F3K2Q",
    ],
  },
  refund_issued: {
    name: "refund_issued",
    category: "utility",
    parameters: ["amount", "clinic's name", "booking reference"],
    body: `Your payment of {{1}} to {{2}} has been refunded (reference {{3}}). Banks usually take 5 to 7 working days to show it.\n\n${stopLine}`,
    examples: ["₹1,500.00", "Lymph Care Physiotherapy", "BK-7F3K2Q"],
  },
  care_reminder: {
    name: "care_reminder",
    category: "utility",
    parameters: ["patient's name", "clinic's name", "what is due", "booking link"],
    body: `Hello {{1}}, a reminder from {{2}}: {{3}}\n\nTo book your next visit: {{4}}\n\n${stopLine}`,
    examples: [
      "Asha",
      "Lymph Care Physiotherapy",
      "It is time to re-measure.",
      "https://clinic.example/book",
    ],
  },
  // The weekly compression wear check-in (issue 36; decision 0139): the question is fixed, no answer in it.
  garment_check_in: {
    name: "garment_check_in",
    category: "utility",
    parameters: ["patient's name", "clinic's name", "manage link"],
    body: `Hello {{1}}, a weekly question from {{2}}: how many hours a day did you wear your compression garment this week?\n\nAnswer here: {{3}}\n\n${stopLine}`,
    examples: ["Asha", "Lymph Care Physiotherapy", "https://clinic.example/booking/manage/3f2a"],
  },
  // A payment link the clinic made for a package or an unpaid appointment (issue 35).
  payment_link: {
    name: "payment_link",
    category: "utility",
    parameters: ["patient's name", "clinic's name", "what it pays for", "amount", "payment link", "last day"],
    body: `Hello {{1}}, {{2}} has sent you a link to pay for {{3}}: {{4}}.\n\nPay here: {{5}}\nThe link works until {{6}}.\n\n${stopLine}`,
    examples: [
      "Asha",
      "Lymph Care Physiotherapy",
      "Intensive MLD course",
      "₹15,000.00",
      "https://clinic.example/pay/pl_abc",
      "10 Dec 2026",
    ],
  },
  record_access_code: {
    name: "record_access_code",
    category: "authentication",
    parameters: ["the one-time code"],
    // Meta writes an authentication template's body itself: the code, the security line, the expiry.
    body: "{{1}} is your verification code. For your security, do not share this code.\nThis code expires in 10 minutes.",
    examples: ["482913"],
  },
  contact_details_changed: {
    name: "contact_details_changed",
    category: "utility",
    parameters: ["which bookings", "clinic's name", "date and time", "clinic's email"],
    body: `The contact details for {{1}} with {{2}} were changed on {{3}}.\n\nIf this was you, there is nothing more to do. If it was not you, please contact the clinic straight away: {{4}}\n\n${stopLine}`,
    examples: [
      "your booking BK-7F3K2Q",
      "Lymph Care Physiotherapy",
      "Friday, November 27, 2026 at 3:15 PM (Asia/Kolkata)",
      "hello@clinic.example",
    ],
  },
  clinic_new_booking: {
    name: "clinic_new_booking",
    category: "utility",
    parameters: ["date and time", "time zone", "booking reference"],
    body: "New video consultation booked for {{1}} ({{2}}). Reference: {{3}}. Details are in the admin.",
    examples: ["Monday, December 7, 2026 at 10:00 AM", "Asia/Kolkata", "BK-7F3K2Q"],
  },
} as const satisfies Record<string, WhatsAppTemplate>;

export type WhatsAppTemplateKey = keyof typeof whatsappTemplates;

export function isTemplateKey(value: string): value is WhatsAppTemplateKey {
  return Object.hasOwn(whatsappTemplates, value);
}

/**
 * WhatsApp's limit on one body parameter's text; longer values (a long name) are cut to it. The whole
 * body may not exceed 1024 characters either, which our texts stay far below.
 */
export const parameterLimit = 1024;

/**
 * A template parameter as WhatsApp accepts it: plain text, no newline or tab, no run of more than four
 * spaces, not empty, within `limit` (cut with an ellipsis). Never throws: a send never fails on a value.
 */
export function plainParameter(value: string, limit = parameterLimit): string {
  const flat = value
    .replace(/[\r\n\t\v\f]+/g, " ")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .replace(/ {5,}/g, "    ")
    .trim();
  const text = flat === "" ? "-" : flat;
  const chars = Array.from(text);
  return chars.length <= limit ? text : `${chars.slice(0, limit - 1).join("")}…`;
}

/** The template's body in `locale`: its translation (issue 33), or the English for the clinic's own notice. */
export function templateBody(key: WhatsAppTemplateKey, locale: Locale = "en"): string {
  return (locale !== "en" && translatedBody(key, locale)) || whatsappTemplates[key].body;
}

/** The body with its parameters filled in (the outbox files and the admin show it). */
export function renderTemplate(key: WhatsAppTemplateKey, params: string[], locale: Locale = "en"): string {
  return templateBody(key, locale).replace(/\{\{(\d+)\}\}/g, (_, n: string) => params[Number(n) - 1] ?? "");
}

/** The language a sent template's code names ("hi", "kn"; anything else is the English template). */
export function localeOfTemplateLanguage(code: string | undefined): Locale {
  return code === "hi" || code === "kn" ? code : "en";
}

/**
 * The printout for Meta's approval form (`npm run whatsapp:templates`): every template in English (the
 * configured language code), then each patient's template again in Hindi (`hi`) and Kannada (`kn`).
 */
export function describeTemplates(options: { prefix: string; language: string }): string {
  const english = Object.values(whatsappTemplates).map((t: WhatsAppTemplate) => ({
    ...t,
    language: options.language,
  }));
  const translated = prefixedLocales.flatMap((locale) =>
    Object.values(whatsappTemplates).flatMap((t: WhatsAppTemplate) => {
      const body = translatedBody(t.name, locale);
      return body ? [{ ...t, body, language: locale as string }] : [];
    }),
  );
  return [...english, ...translated]
    .map((t) =>
      [
        `name: ${options.prefix}${t.name}`,
        `category: ${t.category}`,
        `language: ${t.language}`,
        ...(t.category === "authentication"
          ? ["button: copy code (security recommendation on; code expires in 10 minutes)"]
          : []),
        "body:",
        ...t.body.split("\n").map((line) => (line ? `  ${line}` : "")),
        "parameters:",
        ...t.parameters.map((p, i) => `  {{${i + 1}}} ${p} (example: ${t.examples[i]})`),
      ].join("\n"),
    )
    .join("\n\n");
}
