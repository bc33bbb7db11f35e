// `npm run bench:receipts`: the time to render one receipt PDF (decision 0105; budget: under 50 ms each).
// Renders a bill of supply, a tax invoice and a credit note in turn, each in English, Hindi and Kannada
// (issue 33: each language embeds its own font), after a warm-up, and prints the median, p95 and max per
// document, overall and by language. Options: `--count N` (default 300), `--json <file>` to write the figures.
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
const kinds: ReceiptDocument[] = [
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
const languages = ["en", "hi", "kn"] as const;
const documents = languages.flatMap((locale) =>
  kinds.map((d) => ({ locale, document: { ...d, patient: { name: "Asha Rao", locale } } })),
);

for (let i = 0; i < 30; i++)
  await renderReceiptPdf(documents[i % documents.length]?.document as ReceiptDocument);
const times: number[] = [];
const timesByLanguage = new Map<string, number[]>(languages.map((l) => [l, []]));
let bytes = 0;
for (let i = 0; i < count; i++) {
  const { locale, document } = documents[i % documents.length] as (typeof documents)[number];
  const started = performance.now();
  const pdf = await renderReceiptPdf(document);
  const ms = performance.now() - started;
  times.push(ms);
  timesByLanguage.get(locale)?.push(ms);
  bytes += pdf.length;
}
const at = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
const figures = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  return {
    medianMs: Number(at(sorted, 0.5).toFixed(2)),
    p95Ms: Number(at(sorted, 0.95).toFixed(2)),
    maxMs: Number((sorted.at(-1) as number).toFixed(2)),
  };
};
const overall = figures(times);
const result = {
  documents: count,
  ...overall,
  byLanguage: Object.fromEntries([...timesByLanguage].map(([l, list]) => [l, figures(list)])),
  averageBytes: Math.round(bytes / count),
  budgetMs,
  holds: overall.p95Ms < budgetMs,
};
for (const [language, f] of Object.entries(result.byLanguage))
  console.log(`  ${language}: median ${f.medianMs} ms, p95 ${f.p95Ms} ms`);
console.log(
  `receipt PDF: median ${result.medianMs} ms, p95 ${result.p95Ms} ms, max ${result.maxMs} ms over ${count} documents (${result.averageBytes} bytes each); budget ${budgetMs} ms: ${result.holds ? "holds" : "MISSED"}`,
);
const json = option("--json");
if (json) writeFileSync(json, `${JSON.stringify(result, null, 2)}\n`);
if (!result.holds) process.exitCode = 1;
