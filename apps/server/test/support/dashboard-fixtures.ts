import { includedTax } from "@clinic/contract/money";
import type { Database } from "../../src/db/client";
import { bookings, pricing, slots } from "../../src/db/schema/booking";
import { reviews } from "../../src/db/schema/reviews";
import { adminEmail, testAppSecret, testPublicUrl } from "./auth-test-app";
import { testSecret } from "./booking-fixtures";
import { createTestApp } from "./test-app";

/**
 * A known week in the clinic's zone (Asia/Kolkata, UTC+05:30) for the dashboard and earnings:
 * "now" is Wednesday 2026-11-25 10:00 IST; the week runs Monday 2026-11-23 to Sunday 2026-11-29.
 * Times are written in IST and turned into instants, so the fixture reads like the clinic's diary.
 */
export const fixtureNow = ist("2026-11-25T10:00");

/** An instant from a wall-clock time in IST. */
export function ist(local: string): Date {
  return new Date(`${local}:00+05:30`);
}

/** The app with bookings, admin sign-in and a fixed clock (the dashboard's "now"). */
export function dashboardApp(db: Database, now: Date = fixtureNow) {
  return createTestApp({
    db,
    booking: { appSecret: testSecret, ALTCHA_COST: 300, clinicTimezone: "Asia/Kolkata", now: () => now },
    auth: { appSecret: testAppSecret, publicUrl: testPublicUrl, adminEmail, signInPerMinute: 1000 },
  });
}

type FixtureSlot = { id: string; start: string; status: "OPEN" | "HELD" | "BOOKED" | "COMPLETED" };
type FixtureBooking = {
  id: string;
  slot: string;
  status: "PENDING" | "PAID" | "FAILED" | "EXPIRED" | "CANCELLED";
  amount: number;
  /** Wall-clock IST time of payment; none for unpaid bookings. */
  paid?: string;
  name: string;
};

export const fixtureSlots: FixtureSlot[] = [
  { id: "s01-sun-2350", start: "2026-11-22T23:50", status: "BOOKED" },
  { id: "s02-mon-0010", start: "2026-11-23T00:10", status: "COMPLETED" },
  { id: "s03-wed-0900", start: "2026-11-25T09:00", status: "COMPLETED" },
  { id: "s04-wed-1100", start: "2026-11-25T11:00", status: "BOOKED" },
  { id: "s05-wed-1400", start: "2026-11-25T14:00", status: "OPEN" },
  { id: "s06-wed-1600", start: "2026-11-25T16:00", status: "HELD" },
  { id: "s07-wed-2350", start: "2026-11-25T23:50", status: "OPEN" },
  { id: "s08-thu-0010", start: "2026-11-26T00:10", status: "OPEN" },
  { id: "s09-mon-0900", start: "2026-11-23T09:00", status: "OPEN" },
  { id: "s10-sun-2350", start: "2026-11-29T23:50", status: "OPEN" },
  { id: "s11-mon-0010", start: "2026-11-30T00:10", status: "OPEN" },
  { id: "s12-nov-01", start: "2026-11-01T10:00", status: "COMPLETED" },
];

export const fixtureBookings: FixtureBooking[] = [
  {
    id: "b1",
    slot: "s01-sun-2350",
    status: "PAID",
    amount: 200_000,
    paid: "2026-11-22T23:50",
    name: "Sunday Late",
  },
  {
    id: "b2",
    slot: "s02-mon-0010",
    status: "PAID",
    amount: 200_000,
    paid: "2026-11-23T00:10",
    name: "Monday Early",
  },
  {
    id: "b3",
    slot: "s03-wed-0900",
    status: "PAID",
    amount: 150_000,
    paid: "2026-11-20T12:00",
    name: "Asha Rao",
  },
  {
    id: "b4",
    slot: "s04-wed-1100",
    status: "PAID",
    amount: 250_000,
    paid: "2026-11-23T12:00",
    name: "Ravi Kumar",
  },
  // Paid, then cancelled: a refund of the day it was paid.
  {
    id: "b5",
    slot: "s05-wed-1400",
    status: "CANCELLED",
    amount: 200_000,
    paid: "2026-11-24T10:00",
    name: "Refunded",
  },
  // A visitor paying right now (PENDING) and a hold that ran out: neither is money.
  { id: "b6", slot: "s06-wed-1600", status: "PENDING", amount: 200_000, name: "Still Paying" },
  { id: "b7", slot: "s08-thu-0010", status: "EXPIRED", amount: 200_000, name: "Ran Out" },
  // Paid 00:10 IST on 1 November, which is still 31 October in UTC.
  {
    id: "b8",
    slot: "s12-nov-01",
    status: "PAID",
    amount: 100_000,
    paid: "2026-11-01T00:10",
    name: "November First",
  },
];

/** Writes the fixture (slots, bookings, two pending reviews and one approved, a price of ₹2,500). */
export async function seedDashboardFixture(db: Database): Promise<void> {
  await db.insert(slots).values(
    fixtureSlots.map((s) => {
      const startAt = ist(s.start);
      return {
        id: s.id,
        dateKey: s.start.slice(0, 10),
        startAt,
        endAt: new Date(startAt.getTime() + 60 * 60_000),
        tz: "Asia/Kolkata",
        status: s.status,
      };
    }),
  );
  await db.insert(bookings).values(
    fixtureBookings.map((b, i) => ({
      id: b.id,
      reference: `REF-${b.id}`,
      slotId: b.slot,
      status: b.status,
      flow: "book",
      customerName: b.name,
      customerEmail: `${b.id}@example.com`,
      customerPhone: "+919876543210",
      timezone: "Asia/Kolkata",
      amount: b.amount,
      currency: "INR",
      // Made while the clinic was taxable at 18 % (decision 0125).
      taxTreatment: "taxable",
      taxPercent: 18,
      taxAmount: includedTax(b.amount, 18),
      durationMinutes: 60,
      paymentProvider: "dummy",
      orderId: `order_${i}`,
      paymentId: b.paid ? `pay_${b.id}` : null,
      meetingLink: b.paid ? `https://meet.jit.si/clinic-${b.id}` : null,
      clientKey: "fixture",
      holdExpiresAt: ist("2026-11-20T00:00"),
      paidAt: b.paid ? ist(b.paid) : null,
      createdAt: b.paid ? ist(b.paid) : ist("2026-11-20T00:00"),
    })),
  );
  await db.insert(reviews).values([
    { id: "r1", name: "A", rating: 5, comment: "Great care and advice.", status: "pending" },
    { id: "r2", name: "B", rating: 4, comment: "Helpful and kind.", status: "pending" },
    { id: "r3", name: "C", rating: 5, comment: "Much better now.", status: "approved" },
  ]);
  await db.insert(pricing).values({
    id: 1,
    amountInPaisa: 250_000,
    currency: "INR",
    taxPercent: 18,
    durationMinutes: 60,
    bufferMinutes: 15,
  });
}
