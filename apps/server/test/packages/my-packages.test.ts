import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../src/db/client";
import { makeSlots } from "../support/booking-fixtures";
import { type FullApp, fullTestApp } from "../support/full-test-app";
import {
  bearer,
  linkPatient,
  openSlots,
  paidBooking,
  recordSession,
  withSession,
} from "../support/patient-fixtures";
import { openWorkerDatabase, resetDatabase } from "../support/test-database";

/**
 * Issue 35: the patient's packages on the manage page. The manage token alone shows the package that
 * paid its booking; the whole record's packages need the record-access code (decision 0113).
 */
let handle: DatabaseHandle;
let app: FullApp;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(async () => {
  await resetDatabase(handle);
  ({ app } = fullTestApp(handle.db));
});

async function packageOf(patientId: string, usedBy: string) {
  const packageId = randomUUID();
  const purchaseId = randomUUID();
  await handle.pool.query(
    `insert into packages (id, name, names, kind_id, sessions, amount_in_paisa, validity_days)
     values ($1, 'MLD course', '{"hi": "एमएलडी कोर्स"}', 'consultation', 10, 1500000, 60)`,
    [packageId],
  );
  await handle.pool.query(
    `insert into package_purchases (id, package_id, patient_id, name, kind_id, sessions_total, validity_days,
       amount, currency, payment_status, payment_method, paid_at, expires_on, sold_by)
     values ($1, $2, $3, 'MLD course', 'consultation', 10, 60, 1500000, 'INR', 'PAID', 'cash', now(), '2027-02-01', 'desk')`,
    [purchaseId, packageId, patientId],
  );
  await handle.pool.query(
    `insert into package_credits (purchase_id, change, reason, booking_id) values ($1, 10, 'purchased', null), ($1, -1, 'used', $2)`,
    [purchaseId, usedBy],
  );
  return purchaseId;
}

/** One record with two paid bookings; a package whose credit paid the first. */
async function twoBookingsOnePackage() {
  const slots = await makeSlots(handle.db, 3);
  const ids = await openSlots(app, slots[0]?.dateKey ?? "");
  const paidBySession = await paidBooking(app, handle, ids[0] as string);
  const other = await paidBooking(app, handle, ids[1] as string);
  const patientId = await linkPatient(handle, [paidBySession.bookingId, other.bookingId]);
  const purchaseId = await packageOf(patientId, paidBySession.bookingId);
  return { paidBySession, other, purchaseId };
}

const mine = (bookingId: string, headers: Record<string, string>) =>
  app.request(`/api/public/bookings/${bookingId}/my-packages`, { headers });

describe("GET /api/public/bookings/{bookingId}/my-packages", () => {
  it("shows the package that paid the booking with its token, the record's with the code, no one's without", async () => {
    const { paidBySession, other, purchaseId } = await twoBookingsOnePackage();

    const own = await mine(paidBySession.bookingId, bearer(paidBySession.token));
    expect(own.status).toBe(200);
    expect(own.headers.get("cache-control")).toBe("no-store");
    expect(((await own.json()) as { data: unknown }).data).toEqual({
      scope: "booking",
      items: [
        {
          purchaseId,
          name: "MLD course",
          kindId: "consultation",
          paymentStatus: "PAID",
          sessionsTotal: 10,
          sessionsUsed: 0,
          sessionsBooked: 1,
          sessionsLeft: 10,
          expiresOn: "2027-02-01",
          receiptNumber: null,
        },
      ],
    });
    // Another booking's token alone does not open the record's packages.
    const otherAlone = (await (await mine(other.bookingId, bearer(other.token))).json()) as {
      data: { items: unknown[] };
    };
    expect(otherAlone.data).toEqual({ scope: "booking", items: [] });
    const session = await recordSession(app, handle, other.bookingId, other.token);
    const whole = (await (await mine(other.bookingId, withSession(other.token, session))).json()) as {
      data: { scope: string; items: Array<{ purchaseId: string }> };
    };
    expect(whole.data.scope).toBe("record");
    expect(whole.data.items.map((i) => i.purchaseId)).toEqual([purchaseId]);

    expect((await mine(paidBySession.bookingId, bearer("wrong-token"))).status).toBe(403);
    expect((await mine(paidBySession.bookingId, {})).status).toBe(403);
  });

  it("the patient's export (my-data) carries the same packages in each scope, with price and ledger", async () => {
    const { paidBySession, other, purchaseId } = await twoBookingsOnePackage();
    const myData = async (bookingId: string, headers: Record<string, string>) =>
      (
        (await (
          await app.request(`/api/public/bookings/${bookingId}/my-data?locale=hi`, { headers })
        ).json()) as {
          data: { packages: Array<Record<string, unknown>> };
        }
      ).data.packages;

    expect(await myData(paidBySession.bookingId, bearer(paidBySession.token))).toEqual([
      expect.objectContaining({
        purchaseId,
        name: "एमएलडी कोर्स",
        amountInPaisa: 1_500_000,
        currency: "INR",
        sessionsTotal: 10,
        ledger: [
          expect.objectContaining({ change: 10, reason: "purchased", bookingId: null }),
          expect.objectContaining({ change: -1, reason: "used", bookingId: paidBySession.bookingId }),
        ],
      }),
    ]);
    // Another booking's token alone: none; with the record's code: the record's.
    expect(await myData(other.bookingId, bearer(other.token))).toEqual([]);
    const session = await recordSession(app, handle, other.bookingId, other.token);
    const whole = await myData(other.bookingId, withSession(other.token, session));
    expect(whole.map((p) => p.purchaseId)).toEqual([purchaseId]);
  });
});
