import { bookingTax } from "@clinic/contract/receipts";
import { describe, expect, it } from "vitest";
import { pdfText } from "../../../test/support/pdf-text";
import { numberInWords, rupeesInWords } from "./amount-in-words";
import { financialYearOf } from "./financial-year";
import { exemptionNote, type ReceiptDocument, renderReceiptPdf } from "./receipt-pdf";

const base = (over: Partial<ReceiptDocument> = {}): ReceiptDocument => ({
  id: "r1",
  number: "REC/26-27/0007",
  series: "REC",
  financialYear: "26-27",
  sequence: 7,
  bookingId: "b1",
  purchaseId: null,
  kind: "receipt",
  againstReceiptId: null,
  amount: 200_000,
  currency: "INR",
  taxTreatment: "exempt",
  taxLines: [],
  issuedAt: new Date("2026-12-01T05:00:00Z"),
  paymentMethod: "razorpay",
  paymentReference: "pay_ABC123",
  clinic: {
    legalName: "Lymph Care Physiotherapy LLP",
    address: "12 MG Road, Bengaluru 560001, Karnataka",
    gstin: "29ABCDE1234F1Z5",
    registrationNumber: "KAR/PT/2019/0456",
    sacCode: "999314",
    timezone: "Asia/Kolkata",
  },
  patient: { name: "Asha Rao" },
  service: {
    description: "Physiotherapy consultation (video), 60 minutes",
    startAt: "2026-12-07T04:00:00Z",
    durationMinutes: 60,
    bookingReference: "BK-7F3K",
  },
  ...over,
});

/** Whitespace-insensitive: pdfjs splits and joins runs its own way. */
const flat = (s: string) => s.replace(/\s+/g, " ");

describe("receipt PDF", () => {
  it("a bill of supply carries every field of CGST Rule 49 and the exemption note", async () => {
    const { text, pages, pageSize } = await pdfText(await renderReceiptPdf(base()));
    const t = flat(text);
    expect(pages).toBe(1);
    expect(pageSize.map(Math.round)).toEqual([0, 0, 595, 842]);
    for (const want of [
      "Bill of Supply",
      "Lymph Care Physiotherapy LLP",
      "12 MG Road, Bengaluru 560001, Karnataka",
      "GSTIN: 29ABCDE1234F1Z5",
      "Registration No.: KAR/PT/2019/0456",
      "REC/26-27/0007",
      "Tue, 1 Dec 2026",
      "Asha Rao",
      "Physiotherapy consultation (video), 60 minutes",
      "Consultation: Mon, 7 Dec 2026",
      "at 9:30 am IST",
      "999314",
      "2,000.00",
      "₹2,000.00",
      "Rupees Two Thousand Only",
      "Online (Razorpay)",
      "pay_ABC123",
      flat(exemptionNote),
      "computer-generated, no signature required",
    ])
      expect(t).toContain(want);
    expect(t).not.toContain("Tax Invoice");
    expect(t).not.toContain("CGST");
  });

  it("prints the practitioner's own registration number instead of the clinic's (issue 34)", async () => {
    const service = { ...(base().service as object), practitionerRegistrationNumber: "KMC/PT/7788" };
    const t = flat((await pdfText(await renderReceiptPdf(base({ service })))).text);
    expect(t).toContain("Registration No.: KMC/PT/7788");
    expect(t).not.toContain("KAR/PT/2019/0456");
  });

  it("a tax invoice shows CGST and SGST halves of the tax and no exemption note", async () => {
    const r = base({ taxTreatment: "taxable", taxLines: bookingTax("taxable", 200_000, 18).lines });
    const t = flat((await pdfText(await renderReceiptPdf(r))).text);
    for (const want of [
      "Tax Invoice",
      "Taxable value",
      "1,694.92",
      "CGST @ 9%",
      "SGST @ 9%",
      "152.54",
      "2,000.00",
      "Rupees Two Thousand Only",
      "computer-generated, no signature required",
    ])
      expect(t).toContain(want);
    expect(t).not.toContain("Bill of Supply");
    expect(t).not.toContain("Notification 12/2017");
  });

  it("a credit note names the receipt it reverses", async () => {
    const r = base({
      kind: "credit_note",
      number: "RECCN/26-27/0001",
      againstReceiptId: "r0",
      paymentMethod: "cash",
      against: { number: "REC/26-27/0007", issuedAt: new Date("2026-12-01T05:00:00Z") },
    });
    const t = flat((await pdfText(await renderReceiptPdf(r))).text);
    for (const want of [
      "Credit Note",
      "RECCN/26-27/0001",
      "Against: REC/26-27/0007 dated Tue, 1 Dec 2026",
      "Cash, at the clinic",
      "Total credited",
    ])
      expect(t).toContain(want);
  });
});

describe("receipt numbers and words", () => {
  it("says amounts the Indian way", () => {
    expect(numberInWords(0)).toBe("Zero");
    expect(numberInWords(115)).toBe("One Hundred Fifteen");
    expect(numberInWords(250_000)).toBe("Two Lakh Fifty Thousand");
    expect(numberInWords(12_345_678)).toBe(
      "One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight",
    );
    expect(rupeesInWords(250_050)).toBe("Rupees Two Thousand Five Hundred and Fifty Paise Only");
  });

  it("a financial year starts on 1 April in the clinic's zone", () => {
    expect(financialYearOf(new Date("2027-03-31T18:29:59Z"), "Asia/Kolkata")).toBe("26-27");
    expect(financialYearOf(new Date("2027-03-31T18:30:00Z"), "Asia/Kolkata")).toBe("27-28");
    expect(financialYearOf(new Date("2027-01-15T00:00:00Z"), "Asia/Kolkata")).toBe("26-27");
  });
});

describe("a receipt in the booking's language (issue 33)", () => {
  it("in Kannada: the words and dates in Kannada with the law's names beside, the Kannada font embedded", async () => {
    const pdf = await renderReceiptPdf(base({ patient: { name: "Asha Rao", locale: "kn" } }));
    const t = flat((await pdfText(pdf)).text);
    for (const want of [
      "(Bill of Supply)",
      "GSTIN: 29ABCDE1234F1Z5",
      "REC/26-27/0007",
      "Asha Rao",
      "₹2,000.00",
      "Rupees Two Thousand Only",
      "pay_ABC123",
      "9:30 am IST",
    ])
      expect(t).toContain(want);
    // Shaped text reads back in glyph order (a vowel sign before its consonant): only the script is checked.
    expect(t).toMatch(/[\u0C80-\u0CFF]{3,}/);
    expect(t).not.toContain("Payment method");
    expect(t).not.toContain("computer-generated");
    expect(pdf.toString("latin1")).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansKannada-Regular/);
  });

  it("in Hindi: Devanagari, with its own font; a receipt issued before the language was kept stays English", async () => {
    const hindi = await renderReceiptPdf(base({ patient: { name: "Asha Rao", locale: "hi" } }));
    const t = flat((await pdfText(hindi)).text);
    expect(t).toContain("(Bill of Supply)");
    expect(t).toMatch(/[\u0900-\u097F]{3,}/);
    expect(t).not.toContain("Payment method");
    expect(hindi.toString("latin1")).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Regular/);

    const before = await renderReceiptPdf(base({ patient: { name: "Asha Rao" } }));
    expect(flat((await pdfText(before)).text)).toContain("Payment method");
    expect(before.toString("latin1")).not.toMatch(/NotoSans(Devanagari|Kannada)/);
  });
});
