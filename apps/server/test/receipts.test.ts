import { sql } from "drizzle-orm";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import { settings } from "../src/db/schema/settings";
import type { EmailMessage } from "../src/integrations/email/email-sender";
import { deliverDueEmails } from "../src/services/booking-email-service";
import { issueWaitingReceiptsNow } from "../src/services/receipts/waiting-receipts";
import {
  type AdminBookingApp,
  adminBookingApp,
  sessionHeaders,
  signedInCaller,
  signInAs,
} from "./support/admin-test-app";
import { makeSlots, postJson } from "./support/booking-fixtures";
import { pdfText } from "./support/pdf-text";
import { adminBooks, billing, patientPays as pays, pdfOf } from "./support/receipt-fixtures";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";
import { typedClient } from "./support/typed-client";

/** Issue 22, decision 0105: a receipt for every payment, a credit note for every refund. */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(() => resetDatabase(handle));

/** `named`: Settings → Receipts names the seller (else every receipt waits, decision 0125). */
async function setUp(slots = 3, { named = true } = {}) {
  const app = adminBookingApp(handle.db);
  await makeSlots(handle.db, slots);
  const call = await signedInCaller(app);
  if (named)
    expect(
      (await call("PUT", "/api/admin/settings", { receipts: { ...billing, seriesPrefix: "REC" } })).status,
    ).toBe(200);
  const session = await signInAs(app);
  /** A GET with the admin's session, as a Response (PDF and ZIP bodies are bytes). */
  const adminGet = (path: string) => Promise.resolve(app.request(path, { headers: sessionHeaders(session) }));
  const slotIds = ((await call("GET", "/api/admin/slots/all")).json.data as Array<{ slotId: string }>).map(
    (s) => s.slotId,
  );
  return { app, call, slotIds, adminGet };
}

const patientPays = (app: AdminBookingApp, slotId: string) => pays(handle.db, app, slotId);
const flat = (s: string) => s.replace(/\s+/g, " ");
/** The public confirmation of a booking: the answer's data. */
const confirmationOf = async (app: AdminBookingApp, bookingId: string) =>
  (await typedClient(app).GET("/api/public/bookings/{bookingId}", { params: { path: { bookingId } } })).data
    ?.data;
/** The patient's receipt, `token` as the bearer; a PDF's bytes are left unread in `response` (for `pdfOf`). */
const patientReceipt = (app: AdminBookingApp, bookingId: string, token?: string) =>
  typedClient(app).GET("/api/public/bookings/{bookingId}/receipt.pdf", {
    params: { path: { bookingId } },
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    parseAs: "stream",
  });

describe("receipt settings", () => {
  it("saves the billing details and refuses a bad GSTIN, SAC or prefix with a reason per field", async () => {
    const { call } = await setUp(0, { named: false });
    const before = await call("GET", "/api/admin/settings");
    expect(before.json.data.receipts).toMatchObject({
      taxTreatment: "exempt",
      sacCode: "999314",
      gstin: null,
    });
    const bad = await call("PUT", "/api/admin/settings", {
      receipts: { ...billing, gstin: "12345", sacCode: "99", seriesPrefix: "TOO-LONG" },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toMatchObject({
      "receipts.gstin": expect.stringContaining("15 characters"),
      "receipts.sacCode": expect.any(String),
      "receipts.seriesPrefix": expect.any(String),
    });
    const noGstin = await call("PUT", "/api/admin/settings", {
      receipts: { ...billing, gstin: "", taxTreatment: "taxable" },
    });
    expect(noGstin.status).toBe(400);
    expect(noGstin.json.fields).toMatchObject({ "receipts.gstin": expect.stringContaining("taxable") });
    expect((await call("GET", "/api/admin/settings")).json.data.receipts.legalName).toBe("");
    const saved = await call("PUT", "/api/admin/settings", {
      receipts: { ...billing, gstin: "29abcde1234f1z5" },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.data.receipts).toEqual(billing);
  });
});

describe("receipts waiting for the seller's details (issue 32, decision 0125)", () => {
  const waiting = async () =>
    (
      await handle.db.execute<{ number: string; kind: string; issued: boolean; seller: string | null }>(sql`
        select number, kind, issued_at is not null as issued, clinic->>'legalName' as seller
        from receipts order by kind desc, number`)
    ).rows;

  it("a payment takes its number at once; the document waits, and is issued when the legal name and address are saved", async () => {
    const { app, call, slotIds, adminGet } = await setUp(4, { named: false });
    const first = await patientPays(app, slotIds[0] as string);
    const second = await patientPays(app, slotIds[1] as string);
    const cash = await adminBooks(call, slotIds[2] as string, {
      kind: "collected",
      method: "cash",
      amountInPaisa: 150_000,
    });
    expect(cash.status).toBe(201);
    expect(
      (await postJson(app, `/api/public/bookings/${first.bookingId}/cancel`, { token: first.token })).status,
    ).toBe(200);
    const fy = (await waiting())[0]?.number.split("/")[1];
    // Numbered in payment order, gapless; nothing issued, no seller "Clinic" on any document.
    expect(await waiting()).toEqual([
      { number: `REC/${fy}/0001`, kind: "receipt", issued: false, seller: null },
      { number: `REC/${fy}/0002`, kind: "receipt", issued: false, seller: null },
      { number: `REC/${fy}/0003`, kind: "receipt", issued: false, seller: null },
      { number: `RECCN/${fy}/0001`, kind: "credit_note", issued: false, seller: null },
    ]);
    const pdf = await patientReceipt(app, second.bookingId, second.token);
    expect(pdf.response.status).toBe(409);
    expect(pdf.error).toMatchObject({
      code: "conflict",
      message: expect.stringContaining("not ready yet"),
    });
    expect((await adminGet(`/api/admin/bookings/${second.bookingId}/receipt.pdf`)).status).toBe(409);
    expect(await confirmationOf(app, second.bookingId)).toMatchObject({ receiptNumber: null });
    const sent: EmailMessage[] = [];
    await deliverDueEmails(handle.db, { send: async (m) => void sent.push(m) });
    const mail = sent.find((m) => m.kind === "booking-confirmation" && m.text.includes("₹2,000.00"));
    expect(mail?.text).toContain("Your receipt will be ready soon");
    expect(mail?.attachments?.some((a) => a.contentType === "application/pdf")).toBe(false);
    expect((await call("GET", "/api/admin/dashboard")).json.data.receiptsWaiting).toBe(3);

    // A legal name without the address: still waiting.
    await call("PUT", "/api/admin/settings", { receipts: { ...billing, address: "" } });
    expect((await waiting()).every((r) => !r.issued)).toBe(true);
    expect((await call("PUT", "/api/admin/settings", { receipts: billing })).status).toBe(200);
    // Issued with the seller's details; their numbers stay those taken at payment (the new prefix is for new ones).
    expect(await waiting()).toEqual([
      { number: `REC/${fy}/0001`, kind: "receipt", issued: true, seller: billing.legalName },
      { number: `REC/${fy}/0002`, kind: "receipt", issued: true, seller: billing.legalName },
      { number: `REC/${fy}/0003`, kind: "receipt", issued: true, seller: billing.legalName },
      { number: `RECCN/${fy}/0001`, kind: "credit_note", issued: true, seller: billing.legalName },
    ]);
    const text = await pdfOf((await patientReceipt(app, second.bookingId, second.token)).response);
    expect(text).toContain(billing.legalName);
    expect(text).toContain(billing.address);
    expect(text).toContain(`REC/${fy}/0002`);
    expect(await pdfOf(await adminGet(`/api/admin/bookings/${first.bookingId}/credit-note.pdf`))).toContain(
      `Against: REC/${fy}/0001`,
    );
    expect((await call("GET", "/api/admin/dashboard")).json.data.receiptsWaiting).toBe(0);
    const third = await patientPays(app, slotIds[3] as string);
    const { rows } = await handle.db.execute<{ number: string }>(
      sql`select number from receipts where booking_id = ${third.bookingId}`,
    );
    expect(rows).toEqual([{ number: `LC/${fy}/0001` }]);
  });

  it("the job issues any left waiting once the settings name the seller", async () => {
    const { app, slotIds } = await setUp(1, { named: false });
    await patientPays(app, slotIds[0] as string);
    expect(await issueWaitingReceiptsNow(handle.db, "Asia/Kolkata")).toBe(0);
    // Saved while the payment was in flight: the save's own pass did not see it.
    await handle.db.insert(settings).values({ key: "general", value: { receipts: billing } });
    expect(await issueWaitingReceiptsNow(handle.db, "Asia/Kolkata")).toBe(1);
    expect((await waiting())[0]).toMatchObject({ issued: true, seller: billing.legalName });
    expect(await issueWaitingReceiptsNow(handle.db, "Asia/Kolkata")).toBe(0);
  });
});

describe("receipts for payments", () => {
  it("a patient's payment gets a bill of supply: numbered, attached to the confirmation, downloadable with the manage token", async () => {
    const { app, call, slotIds, adminGet } = await setUp();
    await call("PUT", "/api/admin/settings", { receipts: billing });
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

    const url = `/api/public/bookings/${bookingId}/receipt.pdf`;
    const text = await pdfOf((await patientReceipt(app, bookingId, token)).response);
    for (const want of [
      "Bill of Supply",
      "Lymph Care Physiotherapy LLP",
      "Asha Rao",
      `LC/${fy}/0001`,
      "Notification 12/2017",
    ])
      expect(text).toContain(want);
    expect((await patientReceipt(app, bookingId)).response.status).toBe(403);
    // The paying browser's receipt token opens the receipt, and nothing else.
    expect(await pdfOf((await patientReceipt(app, bookingId, receiptToken)).response)).toContain(
      `LC/${fy}/0001`,
    );
    const manage = await postJson(app, `/api/public/bookings/${bookingId}/manage`, { token: receiptToken });
    expect(manage.status).toBe(403);
    const other = await patientPays(app, slotIds[1] as string);
    const crossed = await patientReceipt(app, other.bookingId, receiptToken);
    expect(crossed.response.status).toBe(403);
    const publicView = await confirmationOf(app, bookingId);
    expect(publicView).toBeDefined();
    expect(publicView?.receiptToken).toBeUndefined();
    // Raw: the token in the query string is no parameter the document lists; the point is that it is refused.
    expect((await app.request(`${url}?token=${token}`)).status).toBe(403);
    expect((await patientReceipt(app, bookingId, "wrong")).response.status).toBe(403);
    const admin = await typedClient(app).GET("/api/admin/bookings/{id}/receipt.pdf", {
      params: { path: { id: bookingId } },
      parseAs: "stream",
    });
    expect(admin.response.status).toBe(401);
    expect(await pdfOf(await adminGet(`/api/admin/bookings/${bookingId}/receipt.pdf`))).toContain(
      `LC/${fy}/0001`,
    );
  });

  it("a taxable clinic issues a tax invoice and says incl. GST", async () => {
    const { app, call, slotIds, adminGet } = await setUp();
    await call("PUT", "/api/admin/settings", { receipts: { ...billing, taxTreatment: "taxable" } });
    const { bookingId, created } = await patientPays(app, slotIds[0] as string);
    expect(created.gstIncluded).toBe(true);
    const text = await pdfOf(await adminGet(`/api/admin/bookings/${bookingId}/receipt.pdf`));
    for (const want of ["Tax Invoice", "CGST @ 9%", "SGST @ 9%", "152.54", "GSTIN: 29ABCDE1234F1Z5"])
      expect(text).toContain(want);
    const sent: EmailMessage[] = [];
    await deliverDueEmails(handle.db, { send: async (m) => void sent.push(m) });
    expect(sent.find((m) => m.kind === "booking-confirmation")?.text).toContain("(incl. GST 18%)");
  });

  it("a booking collected at the clinic gets a receipt, one not charged gets none", async () => {
    const { call, slotIds, adminGet } = await setUp();
    const cash = await adminBooks(call, slotIds[0] as string, {
      kind: "collected",
      method: "cash",
      amountInPaisa: 150_000,
    });
    const free = await adminBooks(call, slotIds[1] as string, { kind: "not_charged" });
    expect([cash.status, free.status]).toEqual([201, 201]);
    const text = await pdfOf(await adminGet(`/api/admin/bookings/${cash.json.data.bookingId}/receipt.pdf`));
    expect(text).toContain("Cash, at the clinic");
    expect(text).toContain("Rupees One Thousand Five Hundred Only");
    const none = await adminGet(`/api/admin/bookings/${free.json.data.bookingId}/receipt.pdf`);
    expect(none.status).toBe(404);
    expect(await none.json()).toMatchObject({ code: "not_found", message: "This booking has no receipt." });
  });

  it("a cancellation issues a credit note against the receipt; the booking cannot be deleted", async () => {
    const { app, call, slotIds, adminGet } = await setUp();
    const { bookingId, token } = await patientPays(app, slotIds[0] as string);
    const cancelled = await postJson(app, `/api/public/bookings/${bookingId}/cancel`, { token });
    expect(cancelled.status).toBe(200);
    const { rows } = await handle.db.execute<{ number: string; kind: string }>(
      sql`select number, kind from receipts where booking_id = ${bookingId} order by kind desc`,
    );
    const fy = rows[0]?.number.split("/")[1];
    expect(rows).toEqual([
      { number: `REC/${fy}/0001`, kind: "receipt" },
      { number: `RECCN/${fy}/0001`, kind: "credit_note" },
    ]);
    const creditNote = await typedClient(app).GET("/api/public/bookings/{bookingId}/credit-note.pdf", {
      params: { path: { bookingId } },
      headers: { authorization: `Bearer ${token}` },
      parseAs: "stream",
    });
    const text = await pdfOf(creditNote.response);
    expect(text).toContain("Credit Note");
    expect(text).toContain(`Against: REC/${fy}/0001`);
    expect(await pdfOf(await adminGet(`/api/admin/bookings/${bookingId}/credit-note.pdf`))).toContain(
      `RECCN/${fy}/0001`,
    );
    const removed = await call("DELETE", `/api/admin/bookings/${bookingId}`, { action: "delete" });
    expect(removed.status).toBe(409);
    expect(removed.json.message).toContain(`REC/${fy}/0001`);
  });

  it("a credit note after a reschedule names the time that was cancelled, not the one first paid for (issue 32)", async () => {
    const { app, slotIds } = await setUp();
    const { bookingId, token } = await patientPays(app, slotIds[0] as string);
    const moved = await postJson(app, `/api/public/bookings/${bookingId}/reschedule`, {
      token,
      newSlotId: slotIds[2],
    });
    expect(moved.status).toBe(200);
    expect((await postJson(app, `/api/public/bookings/${bookingId}/cancel`, { token })).status).toBe(200);
    const startOf = async (slotId: string) =>
      (await handle.db.execute<{ start_at: Date }>(sql`select start_at from slots where id = ${slotId}`))
        .rows[0]?.start_at;
    const { rows } = await handle.db.execute<{ kind: string; start_at: string }>(sql`
      select kind, service->>'startAt' as start_at from receipts where booking_id = ${bookingId} order by kind desc`);
    // The receipt names the consultation paid for; the credit note the one cancelled.
    expect(rows).toEqual([
      { kind: "receipt", start_at: new Date((await startOf(slotIds[0] as string)) as Date).toISOString() },
      {
        kind: "credit_note",
        start_at: new Date((await startOf(slotIds[2] as string)) as Date).toISOString(),
      },
    ]);
  });

  it("exports a date range as CSV and as a ZIP of PDFs; the bookings list carries receiptNumber", async () => {
    const { app, call, slotIds, adminGet } = await setUp();
    const { bookingId, token } = await patientPays(app, slotIds[0] as string);
    await patientPays(app, slotIds[1] as string);
    await postJson(app, `/api/public/bookings/${bookingId}/cancel`, { token });
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
    const csv = await adminGet(`/api/admin/receipts/export?from=${today}&to=${today}&format=csv`);
    expect(csv.status).toBe(200);
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toBe(
      "number,kind,issuedAt,financialYear,bookingReference,patientName,amount,currency,taxTreatment,taxAmount,paymentMethod,paymentReference,againstNumber",
    );
    expect(lines).toHaveLength(4);
    expect(lines.filter((l) => l.includes(",credit_note,"))[0]).toMatch(/,REC\/\d\d-\d\d\/0001$/);
    const zip = await adminGet(`/api/admin/receipts/export?from=${today}&to=${today}&format=zip`);
    expect(zip.headers.get("content-type")).toBe("application/zip");
    const files = Object.keys(unzipSync(new Uint8Array(await zip.arrayBuffer()))).sort();
    expect(files.filter((f) => f.endsWith(".pdf"))).toHaveLength(3);
    expect(files).toContain("receipts.csv");
    const list = await call("GET", "/api/admin/bookings?view=all&status=all");
    const numbers = (list.json.data as Array<{ booking: { receiptNumber: string | null } | null }>)
      .flatMap((row) => (row.booking ? [row.booking.receiptNumber] : []))
      .sort();
    expect(numbers).toHaveLength(1);
    expect(numbers[0]).toMatch(/^REC\/\d\d-\d\d\/000[12]$/);
    const bookingsCsv = (await call("GET", "/api/admin/bookings/export.csv?view=all&status=all")).text.split(
      "\r\n",
    );
    expect(bookingsCsv[0]?.endsWith(",Receipt number")).toBe(true);
    expect(bookingsCsv.filter((line) => line.endsWith(`,${numbers[0]}`))).toHaveLength(1);
    const bad = await adminGet(`/api/admin/receipts/export?from=${today}&to=2000-01-01`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: "validation_failed", fields: { to: expect.any(String) } });
    // A day that does not exist is refused as such, not read as another day nor called too long a range.
    for (const [query, field] of [
      ["from=2026-02-30&to=2026-03-01", "from"],
      ["from=2026-13-01&to=2026-12-01", "from"],
      ["from=2026-01-01&to=2026-04-31", "to"],
    ] as const) {
      const unreal = await adminGet(`/api/admin/receipts/export?${query}`);
      expect(unreal.status).toBe(400);
      expect(await unreal.json()).toMatchObject({ fields: { [field]: "Use a real calendar date" } });
    }
  });
});
