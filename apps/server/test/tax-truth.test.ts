import { readFile } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import type { EmailMessage } from "../src/integrations/email/email-sender";
import { deliverDueEmails } from "../src/services/booking-email-service";
import { adminBookingApp, signedInCaller } from "./support/admin-test-app";
import { makeSlots } from "./support/booking-fixtures";
import { seedDashboardFixture } from "./support/dashboard-fixtures";
import { adminBooks, billing, patientHolds, patientPays, patientVerifies } from "./support/receipt-fixtures";
import { openFreshDatabase, openWorkerDatabase, resetDatabase } from "./support/test-database";
import { type InProcessApp, typedClient } from "./support/typed-client";

/**
 * Issue 32, decision 0125: the receipt treatment is the one truth of tax. Exempt: no answer, email,
 * earnings or dashboard shows or deducts GST. Taxable: each one equals the tax invoice's lines.
 * The price is the default ₹2,000 with the pricing's 18 %.
 */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(() => resetDatabase(handle));

async function clinic(treatment: "exempt" | "taxable") {
  const app = adminBookingApp(handle.db);
  await makeSlots(handle.db, 4);
  const call = await signedInCaller(app);
  expect(
    (await call("PUT", "/api/admin/settings", { receipts: { ...billing, taxTreatment: treatment } })).status,
  ).toBe(200);
  const slotIds = ((await call("GET", "/api/admin/slots/all")).json.data as Array<{ slotId: string }>).map(
    (s) => s.slotId,
  );
  return { app, call, slotIds };
}

/** What the owner's screens say: the earnings' totals (last 30 days, today included) and the rate. */
async function ownersNumbers(call: Awaited<ReturnType<typeof clinic>>["call"]) {
  const earnings = (await call("GET", "/api/admin/earnings?granularity=day")).json.data.totals;
  const rate = (await call("GET", "/api/admin/dashboard")).json.data.currentRate;
  return { earnings, rate };
}

/** The booking's receipt as issued: its treatment and the sum of its tax lines. */
async function receiptOf(bookingId: string) {
  const { rows } = await handle.db.execute<{ tax_treatment: string; tax: number }>(sql`
    select tax_treatment, coalesce((select sum((l->>'amount')::int) from jsonb_array_elements(tax_lines) l), 0)::int
      as tax
    from receipts where booking_id = ${bookingId} and kind = 'receipt'`);
  expect(rows).toHaveLength(1);
  return rows[0] as { tax_treatment: string; tax: number };
}

/** The public confirmation of a booking: the answer's data. */
async function confirmationOf(app: InProcessApp, bookingId: string) {
  return (await typedClient(app).GET("/api/public/bookings/{bookingId}", { params: { path: { bookingId } } }))
    .data?.data;
}

async function confirmationEmails() {
  const sent: EmailMessage[] = [];
  await deliverDueEmails(handle.db, { send: async (m) => void sent.push(m) });
  return sent.filter((m) => m.kind === "booking-confirmation").map((m) => m.text);
}

describe("an exempt clinic (a bill of supply)", () => {
  it("shows and deducts no GST anywhere: hold, booking, emails, earnings, dashboard", async () => {
    const { app, call, slotIds } = await clinic("exempt");
    const hold = await patientHolds(app, slotIds[0] as string);
    expect(hold).toMatchObject({ amount: 200_000, taxPercent: 0, taxAmount: 0, gstIncluded: false });
    await patientVerifies(app, hold);
    expect(await confirmationOf(app, hold.bookingId)).toMatchObject({
      taxPercent: 0,
      taxAmount: 0,
      gstIncluded: false,
    });

    const cash = await adminBooks(call, slotIds[1] as string, {
      kind: "collected",
      method: "cash",
      amountInPaisa: 150_000,
    });
    expect(cash.json.data).toMatchObject({ taxPercent: 0, taxAmount: 0 });

    expect((await receiptOf(hold.bookingId)).tax).toBe(0);
    for (const text of await confirmationEmails()) expect(text).not.toContain("GST");

    const { earnings, rate } = await ownersNumbers(call);
    expect(earnings).toMatchObject({ gross: 350_000, tax: 0, refunds: 0, net: 350_000, count: 2 });
    expect(rate).toEqual({ amountInPaisa: 200_000, currency: "INR", taxTreatment: "exempt", taxPercent: 0 });
  });
});

describe("a taxable clinic (a tax invoice)", () => {
  it("carries, emails and deducts exactly the tax invoice's CGST and SGST", async () => {
    const { app, call, slotIds } = await clinic("taxable");
    const { bookingId, created } = await patientPays(handle.db, app, slotIds[0] as string);
    const invoice = await receiptOf(bookingId);
    expect(invoice).toEqual({ tax_treatment: "taxable", tax: 30_508 });
    expect(created).toMatchObject({ taxPercent: 18, taxAmount: invoice.tax, gstIncluded: true });
    expect(await confirmationOf(app, bookingId)).toMatchObject({
      taxPercent: 18,
      taxAmount: invoice.tax,
      gstIncluded: true,
    });

    const cash = await adminBooks(call, slotIds[1] as string, {
      kind: "collected",
      method: "upi",
      amountInPaisa: 150_001,
    });
    const cashInvoice = await receiptOf(cash.json.data.bookingId);
    expect(cash.json.data).toMatchObject({ taxPercent: 18, taxAmount: cashInvoice.tax });

    const emails = await confirmationEmails();
    expect(emails).toHaveLength(2);
    expect(emails.filter((text) => text.includes("Amount paid: ₹2,000.00 (incl. GST 18%)"))).toHaveLength(1);
    const { earnings, rate } = await ownersNumbers(call);
    const tax = invoice.tax + cashInvoice.tax;
    expect(earnings).toMatchObject({ gross: 350_001, tax, net: 350_001 - tax, count: 2 });
    expect(rate).toEqual({
      amountInPaisa: 200_000,
      currency: "INR",
      taxTreatment: "taxable",
      taxPercent: 18,
    });
  });

  it("a booking keeps the treatment it was made with: held while taxable, paid after the switch to exempt", async () => {
    const { app, call, slotIds } = await clinic("taxable");
    const hold = await patientHolds(app, slotIds[0] as string);
    expect(hold).toMatchObject({ taxPercent: 18, taxAmount: 30_508 });
    expect((await call("PUT", "/api/admin/settings", { receipts: billing })).status).toBe(200);
    await patientVerifies(app, hold);
    // The patient was told the price holds GST: the tax invoice says so, and the earnings owe it.
    expect(await receiptOf(hold.bookingId)).toEqual({ tax_treatment: "taxable", tax: 30_508 });
    const { earnings, rate } = await ownersNumbers(call);
    expect(earnings).toMatchObject({ gross: 200_000, tax: 30_508, net: 200_000 - 30_508 });
    // A booking made now is exempt.
    expect(rate).toMatchObject({ taxTreatment: "exempt", taxPercent: 0 });
    expect(await patientHolds(app, slotIds[1] as string)).toMatchObject({ taxPercent: 0, taxAmount: 0 });
  });
});

describe("migration 0024", () => {
  it("gives each booking its receipt's treatment and tax, the others the clinic's treatment", async () => {
    // A database of its own: the test takes the migration's column away to run it again.
    const fresh = await openFreshDatabase();
    try {
      // Every fixture booking as stored before the migration: 18 % whatever the treatment.
      await seedDashboardFixture(fresh.db);
      const migration = await readFile(
        new URL("../src/db/migrations/0024_booking_tax_treatment.sql", import.meta.url),
        "utf8",
      );
      const migrate = async (before = "select 1") => {
        await fresh.pool.query("alter table bookings drop constraint bookings_tax_check");
        await fresh.pool.query("alter table bookings drop column tax_treatment");
        await fresh.pool.query(before);
        for (const statement of migration.split("--> statement-breakpoint"))
          await fresh.pool.query(statement);
        const { rows } = await fresh.pool.query(
          "select id, tax_treatment, tax_percent, tax_amount from bookings where id in ('b1', 'b2', 'b3') order by id",
        );
        return rows;
      };
      // b1 was issued a tax invoice, b2 a bill of supply; b3 has no receipt.
      await fresh.pool.query(`
        insert into receipts (id, number, series, financial_year, sequence, booking_id, kind, amount, currency,
          tax_treatment, tax_lines, issued_at, payment_method, payment_reference, clinic, patient, service)
        values
          ('r1', 'REC/26-27/0001', 'REC', '26-27', 1, 'b1', 'receipt', 200000, 'INR', 'taxable',
            '[{"name":"CGST","percent":9,"amount":15254},{"name":"SGST","percent":9,"amount":15254}]', now(),
            'dummy', 'pay_b1', '{}', '{}', '{}'),
          ('r2', 'REC/26-27/0002', 'REC', '26-27', 2, 'b2', 'receipt', 200000, 'INR', 'exempt', '[]', now(),
            'dummy', 'pay_b2', '{}', '{}', '{}')`);
      expect(await migrate()).toEqual([
        { id: "b1", tax_treatment: "taxable", tax_percent: 18, tax_amount: 30_508 },
        { id: "b2", tax_treatment: "exempt", tax_percent: 0, tax_amount: 0 },
        // Settings → Receipts never saved: exempt.
        { id: "b3", tax_treatment: "exempt", tax_percent: 0, tax_amount: 0 },
      ]);
      await fresh.pool.query(
        `insert into settings (key, value) values ('general', '{"receipts": {"taxTreatment": "taxable"}}')`,
      );
      const b3 = "update bookings set tax_percent = 18, tax_amount = 22881 where id = 'b3'";
      expect((await migrate(b3))[2]).toEqual({
        id: "b3",
        tax_treatment: "taxable",
        tax_percent: 18,
        tax_amount: 22_881,
      });
    } finally {
      await fresh.close();
    }
    // It makes and drops a database of its own: 0.7 s alone, past 30 s once in the whole suite beside a
    // build and a browser run on two cores.
  }, 120_000);
});
