import { z } from "zod";
import { controlInLine } from "./control-characters";
import { includedTax } from "./money";
import { calendarDate, isRealDate } from "./slots";

/**
 * Receipts (issue 22, decision 0105): the clinic's billing details in Settings, and the documents
 * issued for every payment (a bill of supply or tax invoice) and refund (a credit note).
 */

export const taxTreatments = ["exempt", "taxable"] as const;
export type TaxTreatment = (typeof taxTreatments)[number];

export const receiptKinds = ["receipt", "credit_note"] as const;
export type ReceiptKind = (typeof receiptKinds)[number];

/**
 * SAC 999314, "Nursing and physiotherapeutic services" (Scheme of Classification of Services,
 * annexure to Notification 11/2017-Central Tax (Rate)); 999312 is "Medical and dental services".
 */
export const physiotherapySac = "999314";

export const receiptMessages = {
  legalName: "Enter the clinic's legal name (at most 120 characters)",
  address: "Enter the clinic's address (at most 300 characters)",
  gstin: "A GSTIN is 15 characters, such as 29ABCDE1234F1Z5",
  registrationNumber: "At most 60 characters",
  registrationControl: "The registration number cannot contain control characters",
  taxTreatment: "Tax treatment must be exempt or taxable",
  sacCode: "A SAC code is 6 digits, such as 999314",
  seriesPrefix: "The prefix is 1 to 3 capital letters or digits",
  gstinForTaxable: "A taxable clinic needs its GSTIN on the tax invoice",
} as const;

/**
 * A GSTIN: 2-digit state code, the 10-character PAN, the entity number, 'Z' and a check character.
 * The check digit is not verified: a typo in it is rare and the GST portal is the authority.
 */
export const gstinPattern = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((s) => (s === "" ? null : s))
    .nullable();

/**
 * A practitioner's registration number, printed on receipts: the clinic's in Settings → Receipts, and a
 * practitioner's own on the Users screen (issue 34), one rule for both. Empty is none (null).
 */
export const registrationNumberSchema = optionalText(60, receiptMessages.registrationNumber).refine(
  (s) => s === null || !controlInLine.test(s),
  receiptMessages.registrationControl,
);

/**
 * The prefix is at most 3 characters so that every number fits CGST Rule 46/49's 16 characters:
 * "ABC/26-27/00001" (15) for receipts and "ABCCN/26-27/0001" (16) for credit notes.
 */
export const receiptSettingsSchema = z
  .object({
    legalName: z.string().trim().max(120, receiptMessages.legalName),
    address: z.string().trim().max(300, receiptMessages.address),
    gstin: z
      .string()
      .trim()
      .toUpperCase()
      .transform((s) => (s === "" ? null : s))
      .nullable()
      .refine((s) => s === null || gstinPattern.test(s), receiptMessages.gstin),
    registrationNumber: registrationNumberSchema,
    taxTreatment: z.enum(taxTreatments, { error: receiptMessages.taxTreatment }),
    sacCode: z
      .string()
      .trim()
      .regex(/^\d{6}$/, receiptMessages.sacCode),
    seriesPrefix: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{1,3}$/, receiptMessages.seriesPrefix),
  })
  .refine((s) => s.taxTreatment === "exempt" || s.gstin !== null, {
    message: receiptMessages.gstinForTaxable,
    path: ["gstin"],
  });
export type ReceiptSettings = z.output<typeof receiptSettingsSchema>;
export type ReceiptSettingsInput = z.input<typeof receiptSettingsSchema>;

export const receiptSettingsDefaults: ReceiptSettings = {
  legalName: "",
  address: "",
  gstin: null,
  registrationNumber: null,
  taxTreatment: "exempt",
  sacCode: physiotherapySac,
  seriesPrefix: "REC",
};

/**
 * The seller's details a receipt cannot go without (CGST Rules 46(a), 49(a)): until both are saved,
 * a paid booking's receipt waits, its number taken (decision 0125). Empty when none is missing.
 */
export function missingSellerDetails(s: Pick<ReceiptSettings, "legalName" | "address">) {
  return [
    s.legalName.trim() ? undefined : ("legal name" as const),
    s.address.trim() ? undefined : ("address" as const),
  ].filter((m) => m !== undefined);
}

/** A line of a tax invoice: CGST and SGST, each half of the rate. */
export type TaxLine = { name: "CGST" | "SGST"; percent: number; amount: number };

/** What a booking owes in tax: the one answer every screen, email, report and receipt gives. */
export type BookingTax = {
  treatment: TaxTreatment;
  /** The rate applied: the pricing's when taxable, 0 when exempt. */
  taxPercent: number;
  /** The tax the tax-inclusive amount holds: the sum of `lines`. */
  taxAmount: number;
  /** The tax invoice's lines; none for a bill of supply. */
  lines: TaxLine[];
};

/**
 * A booking's tax from the clinic's receipt treatment and the pricing's tax percent (decisions 0017,
 * 0105, 0125). Exempt: no tax at all, whatever the pricing says. Taxable: the tax the inclusive
 * amount holds, split into CGST and SGST (SGST takes the odd paisa), and `taxAmount` is their sum,
 * so the booking, the earnings and the tax invoice always agree.
 */
export function bookingTax(treatment: TaxTreatment, amount: number, pricingTaxPercent: number): BookingTax {
  if (treatment === "exempt") return { treatment, taxPercent: 0, taxAmount: 0, lines: [] };
  const tax = includedTax(amount, pricingTaxPercent);
  if (pricingTaxPercent <= 0 || tax === 0)
    return { treatment, taxPercent: Math.max(0, pricingTaxPercent), taxAmount: 0, lines: [] };
  const central = Math.floor(tax / 2);
  const half = pricingTaxPercent / 2;
  return {
    treatment,
    taxPercent: pricingTaxPercent,
    taxAmount: tax,
    lines: [
      { name: "CGST", percent: half, amount: central },
      { name: "SGST", percent: half, amount: tax - central },
    ],
  };
}

/** The series of credit notes: the receipts' prefix and "CN", numbered on its own. */
export const creditNoteSeries = (prefix: string) => `${prefix}CN`;

/** Financial year label "26-27" for the year that starts 1 April 2026. */
export function financialYearLabel(startYear: number): string {
  const two = (y: number) => String(y % 100).padStart(2, "0");
  return `${two(startYear)}-${two(startYear + 1)}`;
}

/** "REC/26-27/0001": the series, the financial year and the number (4 digits at least). */
export function formatReceiptNumber(series: string, financialYear: string, sequence: number): string {
  return `${series}/${financialYear}/${String(sequence).padStart(4, "0")}`;
}

/** CGST Rules 46(b) and 49(b): a serial number of at most 16 characters. */
export const receiptNumberMaxLength = 16;

/** One row of the admin's Receipts export and the bookings list's `receiptNumber`. */
export const receiptSummarySchema = z.object({
  number: z.string(),
  kind: z.enum(receiptKinds),
  bookingId: z.string(),
  bookingReference: z.string(),
  issuedAt: z.string(),
  financialYear: z.string(),
  patientName: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  taxTreatment: z.enum(taxTreatments),
  taxAmount: z.number().int(),
  paymentMethod: z.string(),
  paymentReference: z.string(),
  againstNumber: z.string().nullable(),
});
export type ReceiptSummary = z.infer<typeof receiptSummarySchema>;

/** A day of the export's range: a real calendar date (2026-02-30 is refused, not read as 2 March). */
const exportDay = calendarDate({ shape: "Use a date as YYYY-MM-DD", real: "Use a real calendar date" });

const bothReal = (q: { from: string; to: string }) => isRealDate(q.from) && isRealDate(q.to);

/** The Receipts export's range: issue dates (clinic zone), both included, at most 400 days apart. */
export const receiptExportQuerySchema = z
  .object({
    from: exportDay,
    to: exportDay,
    format: z.enum(["csv", "zip"], { error: "Format must be csv or zip" }).default("csv"),
  })
  // The range's rules say nothing about a day already refused.
  .refine((q) => !bothReal(q) || q.from <= q.to, {
    message: "The range must not end before it starts",
    path: ["to"],
  })
  .refine((q) => !bothReal(q) || (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= 400, {
    message: "Export at most 400 days at a time",
    path: ["to"],
  });

export const receiptCsvColumns = [
  "number",
  "kind",
  "issuedAt",
  "financialYear",
  "bookingReference",
  "patientName",
  "amount",
  "currency",
  "taxTreatment",
  "taxAmount",
  "paymentMethod",
  "paymentReference",
  "againstNumber",
] as const;
