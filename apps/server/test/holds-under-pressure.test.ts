import { randomUUID } from "node:crypto";
import { dummyPayment } from "@clinic/contract/booking";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import type { CaptchaVerifier } from "../src/integrations/captcha/altcha-captcha";
import { expireHolds } from "../src/services/booking/hold-expiry";
import { sharedHoldMessage } from "../src/services/booking/new-booking";
import {
  bookingApp,
  bookingBody,
  makeSlots,
  postJson,
  slotIdsOf,
  solvedCaptcha,
} from "./support/booking-fixtures";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";

/**
 * Decision 0092 without traffic: the hold limit keys on the client network, a person's holds made
 * by others never refuse them, and holds beyond the cap on kept holds are shared (first to pay
 * wins). The attack over real sockets is in security/hold-exhaustion.test.ts.
 */

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(() => resetDatabase(handle));

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely in assertions
type Json = Record<string, any>;
const read = async (res: Response): Promise<Json> => (await res.json()) as Json;
type App = ReturnType<typeof bookingApp>["app"];

const patient = (n: number) => ({
  user: {
    name: `Patient ${n}`,
    email: `p${n}@example.com`,
    phone: `+9198000${String(n).padStart(5, "0")}`,
    timezone: "UTC",
  },
});

async function hold(app: App, slotId: string, from: string, overrides: Record<string, unknown> = patient(0)) {
  const token = await solvedCaptcha(app);
  return postJson(app, "/api/public/bookings", bookingBody(slotId, token, overrides), {
    "x-forwarded-for": from,
  });
}

function pay(app: App, booking: Json) {
  return postJson(
    app,
    `/api/public/bookings/${booking.bookingId}/payments/verify`,
    {
      razorpay_order_id: booking.orderId,
      razorpay_payment_id: dummyPayment.paymentId,
      razorpay_signature: dummyPayment.signature,
    },
    { "idempotency-key": randomUUID() },
  );
}

async function slotStatuses(): Promise<string[]> {
  const rows = await handle.db.execute<{ status: string }>(sql`select status from slots order by start_at`);
  return rows.rows.map((r) => r.status);
}

describe("the hold limit's client network", () => {
  it("counts every address of an IPv6 /64 as one client, and the next /64 as another", async () => {
    const { app } = bookingApp(handle.db, { LIMIT_HOLDS_PER_CLIENT: 1 });
    const slots = await makeSlots(handle.db, 3);
    const [a, b, c] = (await slotIdsOf(app, slots[0]?.dateKey ?? "")) as [string, string, string];
    expect((await hold(app, a, "2001:db8:1:2::1")).status).toBe(201);
    const same = await hold(app, b, "2001:db8:1:2:ffff:1:2:3", patient(1));
    expect(same.status).toBe(429);
    expect((await read(same)).code).toBe("hold_limit");
    expect((await hold(app, b, "2001:db8:1:3::1", patient(2))).status).toBe(201);
    // The IPv4-mapped form of an IPv4 address is that address.
    expect((await hold(app, c, "198.51.100.4", patient(3))).status).toBe(201);
    expect((await hold(app, c, "::ffff:198.51.100.4", patient(4))).status).toBe(429);
  });
});

describe("a person's holds made by others", () => {
  it("never refuse the patient's own booking: only their own network's holds count", async () => {
    const { app } = bookingApp(handle.db, { LIMIT_HOLDS_PER_CLIENT: 2 });
    const slots = await makeSlots(handle.db, 5);
    const ids = (await slotIdsOf(app, slots[0]?.dateKey ?? "")) as string[];
    const asha = patient(7);
    // Someone else types Asha's phone and email, from two other addresses, twice each.
    expect((await hold(app, ids[0] as string, "10.9.0.1", asha)).status).toBe(201);
    expect((await hold(app, ids[1] as string, "10.9.0.1", asha)).status).toBe(201);
    expect((await hold(app, ids[2] as string, "10.9.0.2", asha)).status).toBe(201);
    // Asha books from her own phone: held and paid.
    const own = await hold(app, ids[3] as string, "10.1.2.3", asha);
    expect(own.status).toBe(201);
    expect((await pay(app, (await read(own)).data)).status).toBe(200);
  });
});

describe("holds beyond the cap on kept holds (LIMIT_HELD_SLOTS_PERCENT)", () => {
  it("keeps half the supply (at least 4), then shares: the slot stays OPEN and the first to pay wins", async () => {
    const { app } = bookingApp(handle.db, { LIMIT_HELD_SLOTS_PERCENT: 50 });
    const slots = await makeSlots(handle.db, 10);
    const ids = (await slotIdsOf(app, slots[0]?.dateKey ?? "")) as string[];
    // Ten open slots: five holds keep theirs, each from its own address.
    for (let i = 0; i < 5; i++) {
      const kept = await hold(app, ids[i] as string, `10.0.0.${i + 1}`, patient(i));
      expect(kept.status).toBe(201);
      expect((await read(kept)).message).toBeUndefined();
    }
    expect((await slotStatuses()).filter((s) => s === "HELD")).toHaveLength(5);
    // The sixth and seventh hold the same open slot, shared: told so, and the slot stays OPEN.
    const first = await hold(app, ids[5] as string, "10.0.1.1", patient(5));
    const second = await hold(app, ids[5] as string, "10.0.1.2", patient(6));
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    const [one, two] = [await read(first), await read(second)];
    expect(one.message).toBe(sharedHoldMessage);
    expect(one.data.paymentStatus).toBe("PENDING");
    expect((await slotStatuses())[5]).toBe("OPEN");
    // The expiry job releases the kept holds and leaves the shared ones (which keep nothing) alone.
    expect(await expireHolds(handle.db, new Date(Date.now() + 60 * 60_000))).toBe(5);
    expect((await slotStatuses()).filter((s) => s === "HELD")).toHaveLength(0);
    // The second pays first and gets the slot; the first is told someone else paid first.
    const won = await pay(app, two.data);
    expect(won.status).toBe(200);
    expect((await read(won)).data.paymentStatus).toBe("PAID");
    expect((await slotStatuses())[5]).toBe("BOOKED");
    const lost = await pay(app, one.data);
    expect(lost.status).toBe(409);
    expect((await read(lost)).message).toMatch(/Someone else paid for this time first/);
  });

  it("refuses nothing at the cap, and never writes when the slot is not free", async () => {
    const { app } = bookingApp(handle.db, { LIMIT_HELD_SLOTS_PERCENT: 50 });
    const slots = await makeSlots(handle.db, 4);
    const ids = (await slotIdsOf(app, slots[0]?.dateKey ?? "")) as string[];
    for (let i = 0; i < 4; i++)
      expect((await hold(app, ids[i] as string, `10.0.0.${i + 1}`)).status).toBe(201);
    // The floor (4) is reached and no slot is open: a shared hold on a HELD slot is a 409.
    expect((await hold(app, ids[0] as string, "10.0.2.1")).status).toBe(409);
    const bookings = await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from bookings`);
    expect(bookings.rows[0]?.n).toBe(4);
  });

  it("0 turns sharing off: every hold keeps its slot", async () => {
    const { app } = bookingApp(handle.db, { LIMIT_HELD_SLOTS_PERCENT: 0 });
    const slots = await makeSlots(handle.db, 6);
    const ids = (await slotIdsOf(app, slots[0]?.dateKey ?? "")) as string[];
    for (let i = 0; i < 6; i++)
      expect((await hold(app, ids[i] as string, `10.0.0.${i + 1}`)).status).toBe(201);
    expect((await slotStatuses()).every((s) => s === "HELD")).toBe(true);
  });

  it("keeps exactly the cap under 200 concurrent holds on 40 slots from 200 addresses", async () => {
    const acceptAll: CaptchaVerifier = {
      provider: "altcha",
      createChallenge: () => Promise.reject(new Error("not used")),
      check: async (token) => ({
        ok: true,
        challengeId: token ?? "",
        expiresAt: new Date(Date.now() + 600_000),
      }),
    };
    const { app } = bookingApp(handle.db, { captcha: acceptAll, LIMIT_HELD_SLOTS_PERCENT: 50 });
    const slots = await makeSlots(handle.db, 10);
    const more = await Promise.all(
      [1, 2, 3].map((d) => makeSlots(handle.db, 10, Date.parse(slots[0]?.startAt ?? "") + d * 86_400_000)),
    );
    const dates = [...new Set([...slots, ...more.flat()].map((s) => s.dateKey))];
    const ids = (await Promise.all(dates.map((d) => slotIdsOf(app, d)))).flat();
    expect(ids).toHaveLength(40);
    const statuses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        postJson(app, "/api/public/bookings", bookingBody(ids[i % 40] as string, `c-${i}`, patient(i)), {
          "x-forwarded-for": `10.3.${i}.1`,
        }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
    expect((await slotStatuses()).filter((s) => s === "HELD")).toHaveLength(20);
  }, 60_000);
});
