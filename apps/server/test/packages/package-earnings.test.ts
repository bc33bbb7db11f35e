import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../src/db/client";
import { insertPatient } from "../../src/db/patient-repository";
import { adminBookingApp, signedInCaller } from "../support/admin-test-app";
import { intensiveCourse } from "../support/package-fixtures";
import { billing } from "../support/receipt-fixtures";
import { openWorkerDatabase, resetDatabase } from "../support/test-database";

/**
 * Issue 35: a package's money is in the earnings and the analytics' revenue, in the period it was paid,
 * under its kind: its receipt's tax, and a refund as its credit note's amount with that note's tax given
 * back. It is no booking: the count of paid bookings does not move.
 */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(() => resetDatabase(handle));

const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());

async function taxOf(purchaseId: string, kind: "receipt" | "credit_note"): Promise<number> {
  const rows = await handle.pool.query<{ tax: string | null; amount: number }>(
    `select (select sum((l->>'amount')::bigint) from jsonb_array_elements(r.tax_lines) l) as tax, r.amount
     from receipts r where r.purchase_id = $1 and r.kind = $2`,
    [purchaseId, kind],
  );
  return Number(rows.rows[0]?.tax ?? 0);
}

describe("a package in the earnings", () => {
  it("is the period's money under its kind, with its tax; refunded, its credit note is the refund", async () => {
    const app = adminBookingApp(handle.db);
    const owner = await signedInCaller(app);
    await owner("PUT", "/api/admin/settings", { receipts: { ...billing, taxTreatment: "taxable" } });
    const patientId = randomUUID();
    await insertPatient(handle.db, {
      id: patientId,
      name: "Asha Rao",
      email: "asha@example.com",
      phone: "+919876543210",
    });
    const added = await owner("POST", "/api/admin/packages", intensiveCourse);
    const sold = await owner("POST", `/api/admin/patients/${patientId}/packages`, {
      packageId: added.json.data.id,
      payment: { kind: "collected", method: "upi", amountInPaisa: 1_500_000 },
    });
    expect(sold.status).toBe(201);
    const purchaseId = sold.json.data.purchaseId as string;
    const tax = await taxOf(purchaseId, "receipt");
    expect(tax).toBeGreaterThan(0);

    const earnings = async () =>
      (await owner("GET", `/api/admin/earnings?granularity=day&from=${today}&to=${today}`)).json.data;
    const paid = await earnings();
    const money = { gross: 1_500_000, tax, refunds: 0, net: 1_500_000 - tax, count: 0 };
    expect(paid.totals).toEqual(money);
    expect(paid.byKind).toEqual([{ kindId: "consultation", name: "Video consultation", ...money }]);

    // The analytics' revenue (the net) adds up the same way.
    const analytics = await owner("GET", `/api/admin/analytics?from=${today}&to=${today}&period=week`);
    expect(analytics.status).toBe(200);
    expect(JSON.stringify(analytics.json.data)).toContain(`"revenueInPaisa":${1_500_000 - tax}`);

    const refunded = await owner("POST", `/api/admin/package-purchases/${purchaseId}/refund`);
    expect(refunded.status).toBe(200);
    const back = refunded.json.data.amountInPaisa as number;
    const taxBack = await taxOf(purchaseId, "credit_note");
    expect(back).toBe(1_500_000);
    const after = await earnings();
    expect(after.totals).toEqual({
      gross: 1_500_000,
      tax: tax - taxBack,
      refunds: back,
      net: 1_500_000 - back - (tax - taxBack),
      count: 0,
    });
  });
});
