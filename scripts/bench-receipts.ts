// `npm run bench:receipts`: the time to render one receipt PDF (decision 0105; budget: under 50 ms each).
// Renders a bill of supply, a tax invoice and a credit note in turn, after a warm-up, and prints the median,
// p95 and max per document. Options: `--count N` (default 300), `--json <file>` to write the figures.
import { writeFileSync } from "node:fs";
import { bookingTax } from "@clinic/contract/receipts";
import { type ReceiptDocument, renderReceiptPdf } from "../apps/server/src/services/receipts/receipt-pdf";

const argv = process.argv.slice(2);
const option = (name: string) => {
  const i = argv.indexOf(name);
  return i === -1 ? undefined : argv[i + 1];
};
const count = Number(option("--count") ?? 300);
const budgetMs = 50;

const receipt: ReceiptDocument = {
  id: "bench",
  number: "REC/26-27/0001",
  series: "REC",
  financialYear: "26-27",
  sequence: 1,
  bookingId: "bench-booking",
  purchaseId: null,
  kind: "receipt",
  againstReceiptId: null,
  amount: 200_000,
  currency: "INR",
  taxTreatment: "exempt",
  taxLines: [],
  issuedAt: new Date(),
  paymentMethod: "razorpay",
  paymentReference: "pay_Bench1234567890",
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
    startAt: new Date().toISOString(),
    durationMinutes: 60,
    bookingReference: "BK-7F3K9Q",
  },
};
const documents: ReceiptDocument[] = [
  receipt,
  { ...receipt, taxTreatment: "taxable", taxLines: bookingTax("taxable", 200_000, 18).lines },
  {
    ...receipt,
    kind: "credit_note",
    number: "RECCN/26-27/0001",
    againstReceiptId: "bench",
    against: { number: "REC/26-27/0001", issuedAt: new Date() },
  },
];

for (let i = 0; i < 30; i++) await renderReceiptPdf(documents[i % 3] as ReceiptDocument);
const times: number[] = [];
let bytes = 0;
for (let i = 0; i < count; i++) {
  const started = performance.now();
  const pdf = await renderReceiptPdf(documents[i % 3] as ReceiptDocument);
  times.push(performance.now() - started);
  bytes += pdf.length;
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] as number;
const result = {
  documents: count,
  medianMs: Number(at(0.5).toFixed(2)),
  p95Ms: Number(at(0.95).toFixed(2)),
  maxMs: Number((times.at(-1) as number).toFixed(2)),
  averageBytes: Math.round(bytes / count),
  budgetMs,
  holds: at(0.95) < budgetMs,
};
console.log(
  `receipt PDF: median ${result.medianMs} ms, p95 ${result.p95Ms} ms, max ${result.maxMs} ms over ${count} documents (${result.averageBytes} bytes each); budget ${budgetMs} ms: ${result.holds ? "holds" : "MISSED"}`,
);
const json = option("--json");
if (json) writeFileSync(json, `${JSON.stringify(result, null, 2)}\n`);
if (!result.holds) process.exitCode = 1;
