import { isAdminPaymentMethod } from "@clinic/contract/admin-payment";
import {
  formatDate,
  formatDateKey,
  formatDecimal,
  formatMoney,
  formatTimeWithZone,
} from "@clinic/contract/format";
import { type Locale, localeOr } from "@clinic/contract/locales";
import { fill } from "@clinic/contract/messages";
import PDFDocument from "pdfkit";
import type {
  ClinicSnapshot,
  IssuedReceipt,
  PatientSnapshot,
  ReceiptRow,
  ServiceSnapshot,
  TaxLine,
} from "../../db/receipt-repository";
import { rupeesInWords } from "./amount-in-words";
import { registerReceiptFonts } from "./receipt-fonts";
import { receiptTexts } from "./receipt-texts";

/**
 * The receipt or credit note as an A4 PDF (pdfkit, decision 0105), rendered from the row's
 * snapshot only, so the same document comes out whenever it is asked for. In the booking's language
 * (issue 33, kept in the patient snapshot), with that language's Noto font embedded (receipt-fonts),
 * which pdfkit's font engine shapes (conjuncts, vowel signs); amounts read as everywhere: "₹2,000.00".
 */

export const exemptionNote = receiptTexts.en.exemption;
export const noSignatureNote = receiptTexts.en.noSignature;

/** The document's language: its patient snapshot's, English for one issued before it was kept. */
export function receiptLocale(patient: PatientSnapshot): Locale {
  return localeOr(patient.locale);
}

export type ReceiptDocument = IssuedReceipt & {
  against?: Pick<IssuedReceipt, "number" | "issuedAt"> | undefined;
};

/** GST's name for the document; in Hindi or Kannada, the translation with the law's name beside it. */
export function documentTitle(r: Pick<ReceiptRow, "kind" | "taxTreatment">, locale: Locale = "en"): string {
  const key =
    r.kind === "credit_note" ? "creditNote" : r.taxTreatment === "taxable" ? "taxInvoice" : "billOfSupply";
  return locale === "en" ? receiptTexts.en[key] : `${receiptTexts[locale][key]} (${receiptTexts.en[key]})`;
}

/** "2,000.00": a table's figures, whose column heading names the currency. */
const figures = (paise: number) => formatDecimal(paise / 100, 2);
const money = (paise: number, currency: string) => formatMoney(paise, currency);
/** ["Mon, 7 Dec 2026", "9:30 am IST"]: two lines, so the zone never breaks. */
const moment = (at: Date, timeZone: string, locale: Locale) => [
  formatDate(at, timeZone, locale),
  formatTimeWithZone(at, timeZone),
];

export function paymentMethodName(method: string, locale: Locale = "en"): string {
  const t = receiptTexts[locale];
  if (isAdminPaymentMethod(method) && method !== "not_charged" && method !== "package")
    return fill(t.atClinic, { method: t[method] });
  if (method === "razorpay") return t.online;
  if (method === "dummy") return t.onlineTest;
  return method;
}

const margin = 50;
const width = 595.28 - 2 * margin;

/** Renders the document; resolves with the PDF's bytes. */
export function renderReceiptPdf(r: ReceiptDocument): Promise<Buffer> {
  const clinic = r.clinic as ClinicSnapshot;
  const patient = r.patient as PatientSnapshot;
  const service = r.service as ServiceSnapshot;
  const taxLines = r.taxLines as TaxLine[];
  const locale = receiptLocale(patient);
  const t = receiptTexts[locale];
  const day = (at: Date) => formatDate(at, clinic.timezone, locale);
  const title = documentTitle(r, locale);
  const doc = new PDFDocument({
    size: "A4",
    margin,
    info: { Title: `${title} ${r.number}`, Author: clinic.legalName || "Clinic", Creator: "clinic-site" },
  });
  const { regular, bold } = registerReceiptFonts(doc, locale);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  // The supplier (CGST Rule 46(a) / 49(a)): name, address, GSTIN; the practitioner's registration: the
  // one who saw the patient, when they have their own number (issue 34), else the clinic's.
  const registration = service.practitionerRegistrationNumber ?? clinic.registrationNumber;
  doc
    .font(bold)
    .fontSize(16)
    .text(clinic.legalName || "Clinic", { width });
  doc.font(regular).fontSize(10);
  if (clinic.address) doc.text(clinic.address, { width });
  if (clinic.gstin) doc.text(`GSTIN: ${clinic.gstin}`);
  if (registration) doc.text(`${t.registrationNo}: ${registration}`);
  doc.moveDown(1.2);

  doc.font(bold).fontSize(18).text(title, { width, align: "center" });
  doc.moveDown(0.6);
  const label = (name: string, value: string) => {
    doc.font(bold).fontSize(10).text(`${name}: `, { continued: true });
    doc.font(regular).text(value, { width });
  };
  label(r.kind === "credit_note" ? t.creditNoteNumber : t.number, r.number);
  label(t.date, day(r.issuedAt));
  if (r.against)
    label(t.against, fill(t.againstValue, { number: r.against.number, date: day(r.against.issuedAt) }));
  label(t.patient, patient.name);
  label(t.bookingReference, service.bookingReference);
  doc.moveDown(1);

  // The supply: description, SAC, value.
  const top = doc.y;
  const amountX = margin + width - 120;
  const sacX = amountX - 80;
  doc.font(bold).text(t.description, margin, top);
  doc.text("SAC", sacX, top);
  doc.text(fill(t.amountIn, { currency: r.currency }), amountX, top, { width: 120, align: "right" });
  doc
    .moveTo(margin, doc.y + 2)
    .lineTo(margin + width, doc.y + 2)
    .stroke();
  const row = doc.y + 8;
  doc.font(regular).text(service.description, margin, row, { width: sacX - margin - 10 });
  if (service.sessions !== undefined) {
    // A package of sessions (issue 35): how many, and until when; its sessions get no document.
    doc.text(fill(t.sessions, { sessions: service.sessions }), { width: sacX - margin - 10 });
    if (service.usableUntil)
      doc.text(fill(t.usableUntil, { date: formatDateKey(service.usableUntil, locale) }), {
        width: sacX - margin - 10,
      });
  } else {
    const [date, time] = moment(new Date(service.startAt), clinic.timezone, locale);
    doc.text(fill(t.consultation, { date: date as string }), { width: sacX - margin - 10 });
    doc.text(fill(t.at, { time: time as string }), { width: sacX - margin - 10 });
  }
  const afterDescription = doc.y;
  doc.text(clinic.sacCode, sacX, row);
  const tax = taxLines.reduce((sum, t) => sum + t.amount, 0);
  doc.text(figures(r.amount - tax), amountX, row, { width: 120, align: "right" });
  doc.y = Math.max(afterDescription, doc.y) + 6;
  doc
    .moveTo(margin, doc.y)
    .lineTo(margin + width, doc.y)
    .stroke();
  doc.moveDown(0.5);

  const sum = (name: string, paise: number, strong = false) => {
    const y = doc.y;
    doc.font(strong ? bold : regular).text(name, margin, y, { width: amountX - margin - 10, align: "right" });
    doc.text(figures(paise), amountX, y, { width: 120, align: "right" });
  };
  if (taxLines.length > 0) {
    sum(t.taxableValue, r.amount - tax);
    for (const line of taxLines) sum(`${line.name} @ ${line.percent}%`, line.amount);
  }
  sum(r.kind === "credit_note" ? t.totalCredited : t.total, r.amount, true);
  doc.moveDown(0.8);
  doc.x = margin;
  label(t.amountInWords, rupeesInWords(r.amount));
  label(t.amountInFigures, money(r.amount, r.currency));
  doc.moveDown(0.8);

  label(r.kind === "credit_note" ? t.refundBy : t.paymentMethod, paymentMethodName(r.paymentMethod, locale));
  label(t.paymentReference, r.paymentReference);
  doc.moveDown(1);

  doc.font(regular).fontSize(9);
  if (r.taxTreatment === "exempt") doc.text(t.exemption, { width });
  if (r.kind === "credit_note")
    doc.text(fill(t.issuedForRefund, { number: r.against?.number ?? t.theReceipt }), { width });
  doc.moveDown(0.6);
  doc.text(t.noSignature, { width });
  doc.end();
  return done;
}
