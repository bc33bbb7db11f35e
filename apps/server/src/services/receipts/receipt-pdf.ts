import { createRequire } from "node:module";
import { clinicPaymentMethodNames, isAdminPaymentMethod } from "@clinic/contract/admin-payment";
import { formatDate, formatDecimal, formatMoney, formatTimeWithZone } from "@clinic/contract/format";
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

/**
 * The receipt or credit note as an A4 PDF (pdfkit, decision 0105), rendered from the row's
 * snapshot only, so the same document comes out whenever it is asked for. It embeds Noto Sans
 * (the standard PDF fonts are WinAnsi, with no "₹"), so amounts read as everywhere: "₹2,000.00".
 */

const fontFile = (name: string) =>
  createRequire(import.meta.url).resolve(`@expo-google-fonts/noto-sans/${name}`);
const regular = fontFile("400Regular/NotoSans_400Regular.ttf");
const bold = fontFile("700Bold/NotoSans_700Bold.ttf");

export const exemptionNote =
  "Exempt from GST: health care services by a clinical establishment, an authorised medical practitioner or para-medics (Notification 12/2017-Central Tax (Rate), Sl. No. 74).";
export const noSignatureNote = "This document is computer-generated, no signature required.";

export type ReceiptDocument = IssuedReceipt & {
  against?: Pick<IssuedReceipt, "number" | "issuedAt"> | undefined;
};

export function documentTitle(r: Pick<ReceiptRow, "kind" | "taxTreatment">): string {
  if (r.kind === "credit_note") return "Credit Note";
  return r.taxTreatment === "taxable" ? "Tax Invoice" : "Bill of Supply";
}

/** "2,000.00": a table's figures, whose column heading names the currency. */
const figures = (paise: number) => formatDecimal(paise / 100, 2);
const money = (paise: number, currency: string) => formatMoney(paise, currency);
const day = (at: Date, timeZone: string) => formatDate(at, timeZone);
/** ["Mon, 7 Dec 2026", "9:30 am IST"]: two lines, so the zone never breaks. */
const moment = (at: Date, timeZone: string) => [formatDate(at, timeZone), formatTimeWithZone(at, timeZone)];

export function paymentMethodName(method: string): string {
  if (isAdminPaymentMethod(method) && method !== "not_charged") {
    const name = clinicPaymentMethodNames[method];
    return `${name.charAt(0).toUpperCase()}${name.slice(1)}, at the clinic`;
  }
  if (method === "razorpay") return "Online (Razorpay)";
  if (method === "dummy") return "Online (test payment)";
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
  const title = documentTitle(r);
  const doc = new PDFDocument({
    size: "A4",
    margin,
    info: { Title: `${title} ${r.number}`, Author: clinic.legalName || "Clinic", Creator: "clinic-site" },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  // The supplier (CGST Rule 46(a) / 49(a)): name, address, GSTIN; the practitioner's registration.
  doc
    .font(bold)
    .fontSize(16)
    .text(clinic.legalName || "Clinic", { width });
  doc.font(regular).fontSize(10);
  if (clinic.address) doc.text(clinic.address, { width });
  if (clinic.gstin) doc.text(`GSTIN: ${clinic.gstin}`);
  if (clinic.registrationNumber) doc.text(`Registration No.: ${clinic.registrationNumber}`);
  doc.moveDown(1.2);

  doc.font(bold).fontSize(18).text(title, { width, align: "center" });
  doc.moveDown(0.6);
  const label = (name: string, value: string) => {
    doc.font(bold).fontSize(10).text(`${name}: `, { continued: true });
    doc.font(regular).text(value, { width });
  };
  label(r.kind === "credit_note" ? "Credit note No." : "No.", r.number);
  label("Date", day(r.issuedAt, clinic.timezone));
  if (r.against) label("Against", `${r.against.number} dated ${day(r.against.issuedAt, clinic.timezone)}`);
  label("Patient", patient.name);
  label("Booking reference", service.bookingReference);
  doc.moveDown(1);

  // The supply: description, SAC, value.
  const top = doc.y;
  const amountX = margin + width - 120;
  const sacX = amountX - 80;
  doc.font(bold).text("Description", margin, top);
  doc.text("SAC", sacX, top);
  doc.text(`Amount (${r.currency})`, amountX, top, { width: 120, align: "right" });
  doc
    .moveTo(margin, doc.y + 2)
    .lineTo(margin + width, doc.y + 2)
    .stroke();
  const row = doc.y + 8;
  doc.font(regular).text(service.description, margin, row, { width: sacX - margin - 10 });
  const [date, time] = moment(new Date(service.startAt), clinic.timezone);
  doc.text(`Consultation: ${date}`, { width: sacX - margin - 10 });
  doc.text(`at ${time}`, { width: sacX - margin - 10 });
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
    sum("Taxable value", r.amount - tax);
    for (const t of taxLines) sum(`${t.name} @ ${t.percent}%`, t.amount);
  }
  sum(r.kind === "credit_note" ? "Total credited" : "Total", r.amount, true);
  doc.moveDown(0.8);
  doc.x = margin;
  label("Amount in words", rupeesInWords(r.amount));
  label(`Amount in figures`, money(r.amount, r.currency));
  doc.moveDown(0.8);

  label(
    r.kind === "credit_note" ? "Refund of payment by" : "Payment method",
    paymentMethodName(r.paymentMethod),
  );
  label("Payment reference", r.paymentReference);
  doc.moveDown(1);

  doc.font(regular).fontSize(9);
  if (r.taxTreatment === "exempt") doc.text(exemptionNote, { width });
  if (r.kind === "credit_note")
    doc.text(`Issued for the full refund of ${r.against?.number ?? "the receipt"}.`, { width });
  doc.moveDown(0.6);
  doc.text(noSignatureNote, { width });
  doc.end();
  return done;
}
