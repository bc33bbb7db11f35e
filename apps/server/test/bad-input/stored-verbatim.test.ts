import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../src/db/client";
import { makeSlots } from "../support/booking-fixtures";
import { adminHeadersOf, type FullApp, fullTestApp, signIn, solvedToken } from "../support/full-test-app";
import { testConsent } from "../support/privacy-notice-fixture";
import { openFreshDatabase } from "../support/test-database";

/**
 * Unicode, emoji, right-to-left text, strings at the length limit, and SQL and HTML injection
 * strings are stored and answered back exactly as sent (escaping is the page's job, proven by
 * e2e/tests/xss.spec.ts); one character over a limit is refused, never cut.
 */

let handle: DatabaseHandle;
let app: FullApp;
let session: string;
beforeAll(async () => {
  handle = await openFreshDatabase();
  app = fullTestApp(handle.db).app;
  session = await signIn(app);
});
afterAll(() => handle.close());

const samples = {
  sql: "Robert'); DROP TABLE bookings;-- ' OR '1'='1",
  html: `<img src=x onerror=alert(1)><script>alert("x")</script>&amp; &lt;b&gt;`,
  world: "आशा राव · ஆஷா · Zoë Łukasz · 王芳",
  rtl: "مرحبا بكم في العيادة \u202Bשלום\u202C",
  emoji: "😀👩🏽‍⚕️🏥🇮🇳❤️",
};

// Raw on purpose: hostile strings go out as written and are read back as answered, not through the typed client.
// biome-ignore lint/suspicious/noExplicitAny: answers read loosely.
const read = async (res: Response | Promise<Response>): Promise<any> => (await res).json();

const repeatTo = (unit: string, length: number) =>
  unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

async function book(name: string, notes: string, slotId: string) {
  return app.request("/api/public/bookings", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "idempotency-key": randomUUID(),
      "x-forwarded-for": "203.0.113.3",
    },
    body: JSON.stringify({
      slotId,
      user: { name, email: "verbatim@example.com", phone: "+919876543210", timezone: "Asia/Kolkata" },
      notes,
      captcha: { provider: "altcha", token: await solvedToken(), action: "book_submit" },
      consent: testConsent,
    }),
  });
}

async function openSlotIds(): Promise<string[]> {
  const slots = await makeSlots(handle.db, 8, Date.now() + 10 * 86_400_000);
  const ids: string[] = [];
  for (const date of new Set(slots.map((s) => s.dateKey))) {
    const body = await read(app.request(`/api/public/slots?date=${date}`));
    ids.push(
      ...body.data
        .filter((s: { status: string }) => s.status === "OPEN")
        .map((s: { slotId: string }) => s.slotId),
    );
  }
  return ids;
}

describe("stored verbatim", () => {
  it("a booking's name and notes, back from the database and the admin's list", async () => {
    const ids = await openSlotIds();
    const cases = [
      ...Object.values(samples).map((s) => ({ name: s.slice(0, 120), notes: `${s}\n${s}` })),
      // At the limits: 120 characters of name, 2000 of notes (emoji are two UTF-16 units each).
      { name: repeatTo("😀", 120), notes: repeatTo(`${samples.rtl} ${samples.html} `, 2000).trim() },
    ];
    for (const [i, c] of cases.entries()) {
      const res = await book(c.name, c.notes, ids[i] as string);
      expect(res.status, c.name).toBe(201);
      const bookingId = (await read(res)).data.bookingId;
      const { rows } = await handle.pool.query("select customer_name, notes from bookings where id = $1", [
        bookingId,
      ]);
      expect(rows[0]).toEqual({ customer_name: c.name, notes: c.notes });
      const admin = await app.request("/api/admin/bookings?view=all&pageSize=200", {
        headers: adminHeadersOf(session),
      });
      const listed = JSON.stringify((await read(admin)).data);
      expect(listed).toContain(JSON.stringify(c.name));
      expect(listed).toContain(JSON.stringify(c.notes));
    }
  });

  it("an admin's note on a booking", async () => {
    const [slotId] = await openSlotIds();
    const bookingId = (await read(book("Asha Rao", "first", slotId as string))).data.bookingId;
    for (const note of [...Object.values(samples), repeatTo(samples.emoji, 2000)]) {
      const res = await app.request(`/api/admin/bookings/${bookingId}`, {
        method: "PATCH",
        headers: { ...adminHeadersOf(session), "idempotency-key": randomUUID() },
        body: JSON.stringify({ notes: note }),
      });
      expect(res.status, note.slice(0, 40)).toBe(200);
      const { rows } = await handle.pool.query("select notes from bookings where id = $1", [bookingId]);
      expect(rows[0]?.notes).toBe(note);
    }
  });

  it("a review's name and comment, back from the admin list and the public carousel", async () => {
    for (const s of [...Object.values(samples), repeatTo(samples.world, 2000)]) {
      const name = s.slice(0, 80).trim();
      const comment = `${s} ${samples.sql}`.slice(0, 2000).trim();
      const res = await app.request("/api/reviews", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.4" },
        body: JSON.stringify({ name, rating: 4, comment, captchaToken: await solvedToken() }),
      });
      expect(res.status, name).toBe(201);
      const pending = (
        await read(app.request("/api/admin/reviews/pending", { headers: adminHeadersOf(session) }))
      ).data as Array<{ id: string; name: string; comment: string }>;
      const mine = pending.find((r) => r.name === name && r.comment === comment);
      expect(mine, name).toBeTruthy();
      const approved = await app.request(`/api/admin/reviews/${mine?.id}/approve`, {
        method: "PATCH",
        headers: adminHeadersOf(session),
      });
      expect(approved.status).toBe(200);
      const shown = (await read(app.request("/api/reviews/approved"))).data as Array<{
        name: string;
        comment: string;
      }>;
      expect(
        shown.some((r) => r.name === name && r.comment === comment),
        name,
      ).toBe(true);
    }
  });

  it("one character over a limit is refused, not cut", async () => {
    const [slotId] = await openSlotIds();
    expect((await book("a".repeat(121), "", slotId as string)).status).toBe(400);
    expect((await book("Asha", "é".repeat(2001), slotId as string)).status).toBe(400);
    const { rows } = await handle.pool.query("select count(*)::int as n from bookings where slot_id = $1", [
      slotId,
    ]);
    expect(rows[0]?.n).toBe(0);
  });
});
