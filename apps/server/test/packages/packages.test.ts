import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../src/db/client";
import { insertPatient } from "../../src/db/patient-repository";
import { insertStaff } from "../../src/db/staff-repository";
import {
  type AdminCall,
  adminBookingApp,
  sessionHeaders,
  signedInCaller,
  signInAs,
} from "../support/admin-test-app";
import { bookingBody, makeSlots, solvedCaptcha } from "../support/booking-fixtures";
import { intensiveCourse } from "../support/package-fixtures";
import { billing, pdfOf } from "../support/receipt-fixtures";
import { openWorkerDatabase, resetDatabase } from "../support/test-database";
import { typedClient } from "../support/typed-client";

/**
 * Issue 35, packages: owners keep the list; the front desk sells a package to a patient, paid at the
 * desk (its sessions credited at once) or by a payment link the patient pays on the clinic's page
 * (the test provider), each purchase with its credit ledger.
 */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(() => resetDatabase(handle));

async function setUp() {
  const app = adminBookingApp(handle.db);
  const owner = await signedInCaller(app);
  await insertStaff(handle.db, { email: "desk@clinic.example", name: "Priya", role: "front_desk" });
  const desk = await signedInCaller(app, "desk@clinic.example");
  const patientId = randomUUID();
  await insertPatient(handle.db, {
    id: patientId,
    name: "Asha Rao",
    email: "asha@example.com",
    phone: "+919876543210",
  });
  return { app, owner, desk, patientId };
}

async function addPackage(
  owner: AdminCall,
  body: Record<string, unknown> = intensiveCourse,
): Promise<string> {
  const added = await owner("POST", "/api/admin/packages", body);
  expect(added.status).toBe(201);
  return added.json.data.id as string;
}

describe("the packages list", () => {
  it("owners add, change and delete packages; every role reads them; the others are refused changes", async () => {
    const { owner, desk } = await setUp();
    const id = await addPackage(owner);
    const listed = await desk("GET", "/api/admin/packages");
    expect(listed.status).toBe(200);
    expect(listed.json.data.items).toEqual([
      { id, ...intensiveCourse, currency: "INR", archived: false, sold: 0 },
    ]);
    const changed = await owner("PUT", `/api/admin/packages/${id}`, { ...intensiveCourse, sessions: 12 });
    expect(changed.json.data).toMatchObject({ id, sessions: 12 });

    const refused = await desk("POST", "/api/admin/packages", intensiveCourse);
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe("forbidden_role");
    expect((await desk("DELETE", `/api/admin/packages/${id}`)).status).toBe(403);

    const removed = await owner("DELETE", `/api/admin/packages/${id}`);
    expect(removed.json.data).toEqual({ id, archived: false });
    expect((await owner("GET", "/api/admin/packages")).json.data.items).toEqual([]);
    expect((await owner("PUT", `/api/admin/packages/${id}`, intensiveCourse)).status).toBe(404);
  });

  it("refuses a wrong field with its reason, and an unknown kind, storing nothing", async () => {
    const { owner } = await setUp();
    const wrong = await owner("POST", "/api/admin/packages", {
      ...intensiveCourse,
      name: " ",
      sessions: 0,
      amountInPaisa: 12.5,
      validityDays: 0,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({
      code: "validation_failed",
      fields: {
        name: "Name is required",
        sessions: "Sessions must be a whole number from 1 to 100",
        amountInPaisa: "Price must be a whole number of paise, from 0 to ₹10,00,000",
        validityDays: "Validity must be between 1 and 3650 days",
      },
    });
    const unknown = await owner("POST", "/api/admin/packages", {
      ...intensiveCourse,
      kindId: "no-such-kind",
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.fields).toEqual({ kindId: "That appointment kind does not exist" });
    expect((await owner("GET", "/api/admin/packages")).json.data.items).toEqual([]);
  });
});

describe("selling a package at the front desk", () => {
  it("paid at the desk: PAID with every session, the ledger's first line, valid for its days", async () => {
    const { owner, desk, patientId } = await setUp();
    const packageId = await addPackage(owner);
    const sold = await desk("POST", `/api/admin/patients/${patientId}/packages`, {
      packageId,
      payment: { kind: "collected", method: "upi", amountInPaisa: 1_500_000 },
    });
    expect(sold.status).toBe(201);
    expect(sold.json.data).toEqual({
      purchaseId: expect.any(String),
      paymentStatus: "PAID",
      sessionsTotal: 10,
      sessionsLeft: 10,
    });
    const list = await desk("GET", `/api/admin/patients/${patientId}/packages`);
    expect(list.status).toBe(200);
    const [purchase] = list.json.data.items;
    expect(purchase).toMatchObject({
      purchaseId: sold.json.data.purchaseId,
      packageId,
      name: "Intensive MLD course",
      paymentStatus: "PAID",
      amountInPaisa: 1_500_000,
      sessionsTotal: 10,
      sessionsUsed: 0,
      sessionsLeft: 10,
      expiresOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      ledger: [{ change: 10, reason: "purchased", bookingId: null, at: expect.any(String) }],
    });
    const days =
      (Date.parse(purchase.expiresOn) - Date.parse(purchase.purchasedAt.slice(0, 10))) / 86_400_000;
    expect(Math.abs(days - 60)).toBeLessThanOrEqual(1);
    // The list counts its sale (the Packages screen's "Sold").
    expect((await owner("GET", "/api/admin/packages")).json.data.items[0].sold).toBe(1);
    // A sold package is archived, not deleted: the purchase still names it.
    expect((await owner("DELETE", `/api/admin/packages/${packageId}`)).json.data.archived).toBe(true);
    expect((await desk("GET", `/api/admin/patients/${patientId}/packages`)).json.data.items).toHaveLength(1);
  });

  it("refuses an amount other than the package's price, and an unknown package or patient, selling nothing", async () => {
    const { owner, desk, patientId } = await setUp();
    const packageId = await addPackage(owner);
    const short = await desk("POST", `/api/admin/patients/${patientId}/packages`, {
      packageId,
      payment: { kind: "collected", method: "cash", amountInPaisa: 1_400_000 },
    });
    expect(short.status).toBe(400);
    expect(short.json).toMatchObject({
      code: "amount_mismatch",
      fields: { "payment.amountInPaisa": "The amount collected must be what the package costs: ₹15,000.00" },
    });
    const noPackage = await desk("POST", `/api/admin/patients/${patientId}/packages`, {
      packageId: "nope",
      payment: { kind: "link" },
    });
    expect(noPackage.status).toBe(400);
    expect(noPackage.json.fields).toEqual({ packageId: "Package not found" });
    const noPatient = await desk("POST", `/api/admin/patients/${randomUUID()}/packages`, {
      packageId,
      payment: { kind: "link" },
    });
    expect(noPatient.status).toBe(404);
    const badKind = await desk("POST", `/api/admin/patients/${patientId}/packages`, {
      packageId,
      payment: { kind: "cheque" },
    });
    expect(badKind.status).toBe(400);
    expect((await desk("GET", `/api/admin/patients/${patientId}/packages`)).json.data.items).toEqual([]);
  });

  it("by a payment link: PENDING without sessions until the patient pays on the link's page, once", async () => {
    const { app, owner, desk, patientId } = await setUp();
    const packageId = await addPackage(owner);
    const sold = await desk("POST", `/api/admin/patients/${patientId}/packages`, {
      packageId,
      payment: { kind: "link" },
    });
    expect(sold.status).toBe(201);
    const { paymentLink, purchaseId } = sold.json.data;
    expect(sold.json.data).toMatchObject({ paymentStatus: "PENDING", sessionsTotal: 10, sessionsLeft: 0 });
    expect(paymentLink.url).toMatch(new RegExp(`/pay/${paymentLink.id}$`));
    expect(paymentLink.id).toMatch(/^pl_[A-Za-z0-9_-]{22}$/);
    expect(Date.parse(paymentLink.expiresAt) - Date.now()).toBeGreaterThan(6 * 86_400_000);

    // The link's page: what is owed and for what, nothing about the patient.
    const page = await app.request(`/api/public/payment-links/${paymentLink.id}`);
    const shown = (await page.json()) as { data: Record<string, unknown> };
    expect(shown.data).toEqual({
      id: paymentLink.id,
      amountInPaisa: 1_500_000,
      currency: "INR",
      description: "Intensive MLD course",
      status: "open",
      expiresAt: paymentLink.expiresAt,
      provider: "dummy",
    });
    expect(JSON.stringify(shown)).not.toContain("Asha");
    // On the Kannada page, the package by its Kannada name; a language it does not know is refused.
    const inKannada = await app.request(`/api/public/payment-links/${paymentLink.id}?locale=kn`);
    expect(((await inKannada.json()) as { data: { description: string } }).data.description).toBe(
      "ತೀವ್ರ ಎಂಎಲ್‌ಡಿ ಕೋರ್ಸ್",
    );
    expect((await app.request(`/api/public/payment-links/${paymentLink.id}?locale=fr`)).status).toBe(400);

    const pay = () => app.request(`/api/public/payment-links/${paymentLink.id}/pay`, { method: "POST" });
    const paid = await pay();
    expect(paid.status).toBe(200);
    expect(((await paid.json()) as { data: { status: string } }).data.status).toBe("paid");
    const again = await pay();
    expect(again.status).toBe(409);
    expect(((await again.json()) as { code: string }).code).toBe("link_closed");
    const [purchase] = (await desk("GET", `/api/admin/patients/${patientId}/packages`)).json.data.items;
    expect(purchase).toMatchObject({ purchaseId, paymentStatus: "PAID", sessionsLeft: 10 });
    expect(purchase.ledger).toHaveLength(1);

    const unknown = await app.request(`/api/public/payment-links/pl_${"x".repeat(22)}/pay`, {
      method: "POST",
    });
    expect(unknown.status).toBe(404);
  });

  it("an expired link is closed and cannot be paid", async () => {
    const { app, owner, desk, patientId } = await setUp();
    const packageId = await addPackage(owner);
    const sold = await desk("POST", `/api/admin/patients/${patientId}/packages`, {
      packageId,
      payment: { kind: "link" },
    });
    const id = sold.json.data.paymentLink.id as string;
    await handle.pool.query(
      "update payment_links set expires_at = now() - interval '1 minute' where id = $1",
      [id],
    );
    const page = (await (await app.request(`/api/public/payment-links/${id}`)).json()) as {
      data: { status: string };
    };
    expect(page.data.status).toBe("expired");
    const paid = await app.request(`/api/public/payment-links/${id}/pay`, { method: "POST" });
    expect(paid.status).toBe(409);
    // The desk asks again: a new link (the expired one stays closed); asked twice, the same open one.
    const purchaseId = sold.json.data.purchaseId as string;
    const again = await desk("POST", `/api/admin/package-purchases/${purchaseId}/payment-link`);
    expect(again.status).toBe(200);
    expect(again.json.data.id).not.toBe(id);
    const same = await desk("POST", `/api/admin/package-purchases/${purchaseId}/payment-link`);
    expect(same.json.data).toEqual(again.json.data);
    await app.request(`/api/public/payment-links/${again.json.data.id}/pay`, { method: "POST" });
    const owed = await desk("POST", `/api/admin/package-purchases/${purchaseId}/payment-link`);
    expect(owed.status).toBe(409);
    expect(owed.json.code).toBe("link_closed");
    expect((await desk("POST", `/api/admin/package-purchases/${randomUUID()}/payment-link`)).status).toBe(
      404,
    );
  });
});

describe("a package's receipt", () => {
  it("is one document for the package, numbered in the clinic's series when it is paid, its sessions issuing none", async () => {
    const { app, owner, desk, patientId } = await setUp();
    expect((await owner("PUT", "/api/admin/settings", { receipts: billing })).status).toBe(200);
    const packageId = await addPackage(owner);
    const sold = await desk("POST", `/api/admin/patients/${patientId}/packages`, {
      packageId,
      payment: { kind: "collected", method: "upi", amountInPaisa: 1_500_000 },
    });
    const number = sold.json.data.receiptNumber as string;
    expect(number).toMatch(/^LC\/\d{2}-\d{2}\/0001$/);
    const [purchase] = (await desk("GET", `/api/admin/patients/${patientId}/packages`)).json.data.items;
    expect(purchase.receiptNumber).toBe(number);
    const session = await signInAs(app, "desk@clinic.example");
    const text = await pdfOf(
      await app.request(`/api/admin/package-purchases/${purchase.purchaseId}/receipt.pdf`, {
        headers: sessionHeaders(session),
      }),
    );
    expect(text).toContain("Bill of Supply");
    expect(text).toContain(number);
    expect(text).toContain("Intensive MLD course");
    expect(text).toContain("10 sessions");
    expect(text).toContain("to be used by");
    expect(text).toContain("15,000.00");
    expect(text).toContain("Asha Rao");

    // Paid by a link: its receipt is the next number, issued when the link is paid.
    const byLink = await desk("POST", `/api/admin/patients/${patientId}/packages`, {
      packageId,
      payment: { kind: "link" },
    });
    expect(byLink.json.data.receiptNumber).toBeUndefined();
    await app.request(`/api/public/payment-links/${byLink.json.data.paymentLink.id}/pay`, { method: "POST" });
    const items = (await desk("GET", `/api/admin/patients/${patientId}/packages`)).json.data.items;
    expect(
      items.find((p: { purchaseId: string }) => p.purchaseId === byLink.json.data.purchaseId).receiptNumber,
    ).toMatch(/\/0002$/);
    const unpaidReceipt = await app.request(`/api/admin/package-purchases/${randomUUID()}/receipt.pdf`, {
      headers: sessionHeaders(session),
    });
    expect(unpaidReceipt.status).toBe(404);
  });
});

describe("a patient's packages and their record", () => {
  it("erasing the patient removes their name from the package's receipt and keeps its number and amount", async () => {
    const { owner, desk, patientId } = await setUp();
    await owner("PUT", "/api/admin/settings", { receipts: billing });
    const packageId = await addPackage(owner);
    await desk("POST", `/api/admin/patients/${patientId}/packages`, {
      packageId,
      payment: { kind: "collected", method: "cash", amountInPaisa: 1_500_000 },
    });
    expect((await owner("POST", `/api/admin/patients/${patientId}/erase`)).status).toBe(200);
    const documents = await handle.pool.query("select number, amount, patient from receipts");
    expect(documents.rows).toHaveLength(1);
    expect(documents.rows[0].amount).toBe(1_500_000);
    expect(JSON.stringify(documents.rows[0].patient)).not.toContain("Asha");
  });
});

describe("a payment link for a booking", () => {
  it("keeps an unpaid hold while its link is open; paid through it, the booking is confirmed", async () => {
    const { app, desk } = await setUp();
    await makeSlots(handle.db, 1);
    const slotId = (await handle.pool.query("select id from slots")).rows[0].id as string;
    const held = await typedClient(app).POST("/api/public/bookings", {
      body: bookingBody(slotId, await solvedCaptcha(app)),
    });
    const bookingId = held.data?.data.bookingId as string;
    const made = await desk("POST", `/api/admin/bookings/${bookingId}/payment-link`);
    expect(made.status).toBe(200);
    const link = made.json.data as { id: string; url: string; expiresAt: string };
    expect(link.url).toMatch(new RegExp(`/pay/${link.id}$`));
    const kept = await handle.pool.query("select hold_expires_at from bookings where id = $1", [bookingId]);
    expect(new Date(kept.rows[0].hold_expires_at).getTime()).toBeGreaterThanOrEqual(
      Date.parse(link.expiresAt),
    );
    const page = (await (await app.request(`/api/public/payment-links/${link.id}`)).json()) as {
      data: { amountInPaisa: number; description: string };
    };
    expect(page.data).toMatchObject({ amountInPaisa: 200_000, description: "Physiotherapy consultation" });

    expect((await app.request(`/api/public/payment-links/${link.id}/pay`, { method: "POST" })).status).toBe(
      200,
    );
    const row = await handle.pool.query("select status from bookings where id = $1", [bookingId]);
    expect(row.rows[0].status).toBe("PAID");
    const again = await desk("POST", `/api/admin/bookings/${bookingId}/payment-link`);
    expect(again.status).toBe(409);
    expect(again.json.code).toBe("link_closed");
    expect((await desk("POST", `/api/admin/bookings/${randomUUID()}/payment-link`)).status).toBe(404);
  });
});
