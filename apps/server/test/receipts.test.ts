import { sql } from "drizzle-orm";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import type { EmailMessage } from "../src/integrations/email/email-sender";
import { deliverDueEmails } from "../src/services/booking-email-service";
import { adminBookingApp, signedInClient } from "./support/admin-test-app";
import { bookAndPay, bookingBody, makeSlots, manageTokenOf, solvedCaptcha } from "./support/booking-fixtures";
import { pdfText } from "./support/pdf-text";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";
import { sameSiteHeader, type TypedClient, typedClient } from "./support/typed-client";

/** Issue 22, decision 0105: a receipt for every payment, a credit note for every refund. */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(() => resetDatabase(handle));

const billing = {
  legalName: "Lymph Care Physiotherapy LLP",
  address: "12 MG Road, Bengaluru 560001",
  gstin: "29ABCDE1234F1Z5",
  registrationNumber: "KAR/PT/0456",
  taxTreatment: "exempt" as const,
  sacCode: "999314",
  seriesPrefix: "LC",
};

async function setUp(slots = 3) {
  const app = adminBookingApp(handle.db);
  await makeSlots(handle.db, slots);
  const asAdmin = await signedInClient(app);
  const slotIds = ((await asAdmin.GET("/api/admin/slots/all")).data?.data ?? []).map((s) => s.slotId);
  return { app, asAdmin, slotIds };
}

type App = ReturnType<typeof adminBookingApp>;
const bearer = (token = "") => ({ authorization: `Bearer ${token}` });
const asBytes = { parseAs: "arrayBuffer" } as const;
const ofBooking = (bookingId: string) => ({ params: { path: { bookingId } }, ...asBytes });
/** The patient's receipt or credit note with a token (the manage token or the paying browser's receipt token). */
const patientPdf = (app: App, kind: "receipt" | "credit-note", bookingId: string, token?: string) =>
  typedClient(app, token === undefined ? {} : bearer(token)).GET(
    kind === "receipt"
      ? "/api/public/bookings/{bookingId}/receipt.pdf"
      : "/api/public/bookings/{bookingId}/credit-note.pdf",
    ofBooking(bookingId),
  );
const adminPdf = (client: TypedClient, kind: "receipt" | "credit-note", id: string) =>
  client.GET(
    kind === "receipt" ? "/api/admin/bookings/{id}/receipt.pdf" : "/api/admin/bookings/{id}/credit-note.pdf",
    { params: { path: { id } }, ...asBytes },
  );
const confirmationOf = async (app: App, bookingId: string) =>
  (await typedClient(app).GET("/api/public/bookings/{bookingId}", { params: { path: { bookingId } } })).data
    ?.data;

/** A patient's booking paid with the dummy provider; its id and manage token. */
async function patientPays(app: App, slotId: string) {
  const { bookingId, created, paid } = await bookAndPay(app, bookingBody(slotId, await solvedCaptcha(app)));
  expect(paid.response.status).toBe(200);
  const receiptToken = paid.data?.data.receiptToken;
  return { bookingId, token: await manageTokenOf(handle.db, bookingId), created, receiptToken };
}

type AdminPayment = NonNullable<Parameters<typeof bookingBody>[2]>["payment"];

function adminBooks(asAdmin: TypedClient, slotId: string, payment: AdminPayment) {
  const { captcha: _none, ...body } = bookingBody(slotId, "unused");
  return asAdmin.POST("/api/public/bookings", {
    // The practitioner books through the public route with her session: the same-site header, as her pages send it.
    headers: sameSiteHeader,
    body: { ...body, notes: "", flow: "book", isAdminBooking: true, payment },
  });
}

const flat = (s: string) => s.replace(/\s+/g, " ");

const cancel = (app: App, bookingId: string, token: string) =>
  typedClient(app).POST("/api/public/bookings/{bookingId}/cancel", {
    params: { path: { bookingId } },
    body: { token },
  });

async function pdfOf(answer: { data?: ArrayBuffer; response: Response }) {
  expect(answer.response.status).toBe(200);
  expect(answer.response.headers.get("content-type")).toBe("application/pdf");
  return flat((await pdfText(new Uint8Array(answer.data ?? new ArrayBuffer(0)))).text);
}

describe("receipt settings", () => {
  it("saves the billing details and refuses a bad GSTIN, SAC or prefix with a reason per field", async () => {
    const { asAdmin } = await setUp(0);
    const before = await asAdmin.GET("/api/admin/settings");
    expect(before.data?.data.receipts).toMatchObject({
      taxTreatment: "exempt",
      sacCode: "999314",
      gstin: null,
    });
    const bad = await asAdmin.PUT("/api/admin/settings", {
      body: { receipts: { ...billing, gstin: "12345", sacCode: "99", seriesPrefix: "TOO-LONG" } },
    });
    expect(bad.response.status).toBe(400);
    expect(bad.error?.fields).toMatchObject({
      "receipts.gstin": expect.stringContaining("15 characters"),
      "receipts.sacCode": expect.any(String),
      "receipts.seriesPrefix": expect.any(String),
    });
    const noGstin = await asAdmin.PUT("/api/admin/settings", {
      body: { receipts: { ...billing, gstin: "", taxTreatment: "taxable" } },
    });
    expect(noGstin.response.status).toBe(400);
    expect(noGstin.error?.fields).toMatchObject({ "receipts.gstin": expect.stringContaining("taxable") });
    expect((await asAdmin.GET("/api/admin/settings")).data?.data.receipts.legalName).toBe("");
    const saved = await asAdmin.PUT("/api/admin/settings", {
      body: { receipts: { ...billing, gstin: "29abcde1234f1z5" } },
    });
    expect(saved.response.status).toBe(200);
    expect(saved.data?.data.receipts).toEqual(billing);
  });
});

describe("receipts for payments", () => {
  it("a patient's payment gets a bill of supply: numbered, attached to the confirmation, downloadable with the manage token", async () => {
    const { app, asAdmin, slotIds } = await setUp();
    expect((await asAdmin.PUT("/api/admin/settings", { body: { receipts: billing } })).response.status).toBe(
      200,
    );
    const { bookingId, token, created, receiptToken } = await patientPays(app, slotIds[0] as string);
    expect(created.gstIncluded).toBe(false);
    const { rows } = await handle.db.execute<{ number: string; kind: string }>(
      sql`select number, kind from receipts where booking_id = ${bookingId}`,
    );
    const fy = rows[0]?.number.split("/")[1];
    expect(rows).toEqual([{ number: `LC/${fy}/0001`, kind: "receipt" }]);

    expect(await confirmationOf(app, bookingId)).toMatchObject({
      gstIncluded: false,
      receiptNumber: `LC/${fy}/0001`,
    });

    const sent: EmailMessage[] = [];
    await deliverDueEmails(handle.db, { send: async (m) => void sent.push(m) });
    const patientEmail = sent.find((m) => m.kind === "booking-confirmation");
    expect(patientEmail?.text).toContain(`Receipt: LC/${fy}/0001 (attached)`);
    expect(patientEmail?.text).toMatch(/\n\nRegistration No\.: KAR\/PT\/0456$/);
    // Every email carries it, the clinic's notice too.
    for (const m of sent) expect(m.text, m.kind).toMatch(/Registration No\.: KAR\/PT\/0456$/);
    expect(patientEmail?.text).not.toContain("GST");
    const attached = patientEmail?.attachments?.find((a) => a.contentType === "application/pdf");
    expect(attached?.filename).toBe(`LC-${fy}-0001.pdf`);
    const inMail = flat((await pdfText(attached?.content as Uint8Array)).text);
    expect(inMail).toContain("Bill of Supply");

    const text = await pdfOf(await patientPdf(app, "receipt", bookingId, token));
    for (const want of [
      "Bill of Supply",
      "Lymph Care Physiotherapy LLP",
      "Asha Rao",
      `LC/${fy}/0001`,
      "Notification 12/2017",
    ])
      expect(text).toContain(want);
    expect((await patientPdf(app, "receipt", bookingId)).response.status).toBe(403);
    // The paying browser's receipt token opens the receipt, and nothing else.
    expect(await pdfOf(await patientPdf(app, "receipt", bookingId, receiptToken))).toContain(`LC/${fy}/0001`);
    const manage = await typedClient(app).POST("/api/public/bookings/{bookingId}/manage", {
      params: { path: { bookingId } },
      body: { token: receiptToken ?? "" },
    });
    expect(manage.response.status).toBe(403);
    const other = await patientPays(app, slotIds[1] as string);
    const crossed = await patientPdf(app, "receipt", other.bookingId, receiptToken);
    expect(crossed.response.status).toBe(403);
    expect(await confirmationOf(app, bookingId)).not.toHaveProperty("receiptToken");
    // The token in the address (a query the document does not have): refused, so a plain request.
    const url = `/api/public/bookings/${bookingId}/receipt.pdf`;
    expect((await app.request(`${url}?token=${token}`)).status).toBe(403);
    expect((await patientPdf(app, "receipt", bookingId, "wrong")).response.status).toBe(403);
    expect((await adminPdf(typedClient(app), "receipt", bookingId)).response.status).toBe(401);
    expect(await pdfOf(await adminPdf(asAdmin, "receipt", bookingId))).toContain(`LC/${fy}/0001`);
  });

  it("a taxable clinic issues a tax invoice and says incl. GST", async () => {
    const { app, asAdmin, slotIds } = await setUp();
    const taxable = { receipts: { ...billing, taxTreatment: "taxable" as const } };
    expect((await asAdmin.PUT("/api/admin/settings", { body: taxable })).response.status).toBe(200);
    const { bookingId, created } = await patientPays(app, slotIds[0] as string);
    expect(created.gstIncluded).toBe(true);
    const text = await pdfOf(await adminPdf(asAdmin, "receipt", bookingId));
    for (const want of ["Tax Invoice", "CGST @ 9%", "SGST @ 9%", "152.54", "GSTIN: 29ABCDE1234F1Z5"])
      expect(text).toContain(want);
    const sent: EmailMessage[] = [];
    await deliverDueEmails(handle.db, { send: async (m) => void sent.push(m) });
    expect(sent.find((m) => m.kind === "booking-confirmation")?.text).toContain("(incl. GST 18%)");
  });

  it("a booking collected at the clinic gets a receipt, one not charged gets none", async () => {
    const { asAdmin, slotIds } = await setUp();
    const cash = await adminBooks(asAdmin, slotIds[0] as string, {
      kind: "collected",
      method: "cash",
      amountInPaisa: 150_000,
    });
    const free = await adminBooks(asAdmin, slotIds[1] as string, { kind: "not_charged" });
    expect([cash.response.status, free.response.status]).toEqual([201, 201]);
    const text = await pdfOf(await adminPdf(asAdmin, "receipt", cash.data?.data.bookingId ?? ""));
    expect(text).toContain("Cash, at the clinic");
    expect(text).toContain("Rupees One Thousand Five Hundred Only");
    const none = await adminPdf(asAdmin, "receipt", free.data?.data.bookingId ?? "");
    expect(none.response.status).toBe(404);
    expect(none.error).toMatchObject({ code: "not_found", message: "This booking has no receipt." });
  });

  it("a cancellation issues a credit note against the receipt; the booking cannot be deleted", async () => {
    const { app, asAdmin, slotIds } = await setUp();
    const { bookingId, token } = await patientPays(app, slotIds[0] as string);
    const cancelled = await cancel(app, bookingId, token);
    expect(cancelled.response.status).toBe(200);
    const { rows } = await handle.db.execute<{ number: string; kind: string }>(
      sql`select number, kind from receipts where booking_id = ${bookingId} order by kind desc`,
    );
    const fy = rows[0]?.number.split("/")[1];
    expect(rows).toEqual([
      { number: `REC/${fy}/0001`, kind: "receipt" },
      { number: `RECCN/${fy}/0001`, kind: "credit_note" },
    ]);
    const text = await pdfOf(await patientPdf(app, "credit-note", bookingId, token));
    expect(text).toContain("Credit Note");
    expect(text).toContain(`Against: REC/${fy}/0001`);
    expect(await pdfOf(await adminPdf(asAdmin, "credit-note", bookingId))).toContain(`RECCN/${fy}/0001`);
    const removed = await asAdmin.DELETE("/api/admin/bookings/{id}", {
      params: { path: { id: bookingId } },
      body: { action: "delete" },
    });
    expect(removed.response.status).toBe(409);
    expect(removed.error?.message).toContain(`REC/${fy}/0001`);
  });

  it("exports a date range as CSV and as a ZIP of PDFs; the bookings list carries receiptNumber", async () => {
    const { app, asAdmin, slotIds } = await setUp();
    const { bookingId, token } = await patientPays(app, slotIds[0] as string);
    await patientPays(app, slotIds[1] as string);
    expect((await cancel(app, bookingId, token)).response.status).toBe(200);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
    const range = (format: "csv" | "zip") => ({ params: { query: { from: today, to: today, format } } });
    const csv = await asAdmin.GET("/api/admin/receipts/export", { ...range("csv"), parseAs: "text" });
    expect(csv.response.status).toBe(200);
    const lines = (csv.data ?? "").trim().split("\r\n");
    expect(lines[0]).toBe(
      "number,kind,issuedAt,financialYear,bookingReference,patientName,amount,currency,taxTreatment,taxAmount,paymentMethod,paymentReference,againstNumber",
    );
    expect(lines).toHaveLength(4);
    expect(lines.filter((l) => l.includes(",credit_note,"))[0]).toMatch(/,REC\/\d\d-\d\d\/0001$/);
    const zip = await asAdmin.GET("/api/admin/receipts/export", { ...range("zip"), ...asBytes });
    expect(zip.response.headers.get("content-type")).toBe("application/zip");
    const files = Object.keys(unzipSync(new Uint8Array(zip.data ?? new ArrayBuffer(0)))).sort();
    expect(files.filter((f) => f.endsWith(".pdf"))).toHaveLength(3);
    expect(files).toContain("receipts.csv");
    const everything = { params: { query: { view: "all", status: "all" } } } as const;
    const list = await asAdmin.GET("/api/admin/bookings", everything);
    const numbers = (list.data?.data ?? [])
      .flatMap((row) => (row.booking ? [row.booking.receiptNumber] : []))
      .sort();
    expect(numbers).toHaveLength(1);
    expect(numbers[0]).toMatch(/^REC\/\d\d-\d\d\/000[12]$/);
    const exported = await asAdmin.GET("/api/admin/bookings/export.csv", { ...everything, parseAs: "text" });
    const bookingsCsv = (exported.data ?? "").split("\r\n");
    expect(bookingsCsv[0]?.endsWith(",Receipt number")).toBe(true);
    expect(bookingsCsv.filter((line) => line.endsWith(`,${numbers[0]}`))).toHaveLength(1);
    const bad = await asAdmin.GET("/api/admin/receipts/export", {
      params: { query: { from: today, to: "2000-01-01" } },
    });
    expect(bad.response.status).toBe(400);
    expect(bad.error).toMatchObject({ code: "validation_failed", fields: { to: expect.any(String) } });
  });
});
