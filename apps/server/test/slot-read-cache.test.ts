import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createDatabase, type DatabaseHandle } from "../src/db/client";
import { writeSetting } from "../src/db/settings-repository";
import {
  everyDate,
  listenForSlotChanges,
  type SlotChangeListener,
  type SlotChanges,
  slotListenerName,
} from "../src/db/slot-change-listener";
import { bookingApp, bookingBody, makeSlots, slotIdsOf, solvedCaptcha } from "./support/booking-fixtures";
import { openWorkerDatabase, resetDatabase, workerDatabaseUrl } from "./support/test-database";
import { typedClient } from "./support/typed-client";

/**
 * Decision 0122: two app instances on one database, each with its own slot change listener, as two
 * server processes have. The second ("B") runs on a pool that counts its queries of the slots table,
 * so a test can tell an answer from memory from one from the database.
 */

const silent = { info() {}, warn() {} };
let url: string;
let handle: DatabaseHandle;
let counted: DatabaseHandle & { slotQueries(): number };
const listeners: SlotChangeListener[] = [];

beforeAll(async () => {
  url = await workerDatabaseUrl();
  handle = await openWorkerDatabase();
  counted = countingDatabase(url);
});
afterAll(async () => {
  await counted.close();
  await handle.close();
});
beforeEach(() => resetDatabase(handle));
afterEach(async () => {
  for (const listener of listeners.splice(0)) await listener.stop();
});

/** A pool whose connections count the queries that read the slots table. */
function countingDatabase(connectionString: string) {
  const database = createDatabase(connectionString, silent, 2);
  let slotQueries = 0;
  database.pool.on("connect", (client) => {
    const query = client.query;
    client.query = function (this: typeof client, ...args: unknown[]) {
      const text = typeof args[0] === "string" ? args[0] : (args[0] as { text?: string }).text;
      if (/\bfrom "?slots"?/i.test(text ?? "")) slotQueries++;
      return Reflect.apply(query, this, args);
    } as typeof client.query;
  });
  return { ...database, slotQueries: () => slotQueries };
}

/** Waits (at most 10 s) until `ready()` holds. */
async function eventually(ready: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function listening(): Promise<SlotChangeListener> {
  const listener = listenForSlotChanges({ connectionString: url, log: silent, retryMs: 20, maxRetryMs: 200 });
  listeners.push(listener);
  await eventually(() => listener.listening(), "the listener connects");
  return listener;
}

/** Resolves once `changes` announces `date` (or every date); fails after 10 s. */
function announced(changes: SlotChanges, date: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no announcement of ${date} within 10 s`)), 10_000);
    const stop = changes.onChange((changed) => {
      if (changed !== date && changed !== everyDate) return;
      clearTimeout(timer);
      stop();
      resolve();
    });
  });
}

type App = ReturnType<typeof bookingApp>["app"];

async function twoServers(options: { now?: () => Date } = {}) {
  const a = bookingApp(handle.db, { slotChanges: await listening(), ...options }).app;
  const listenerB = await listening();
  const b = bookingApp(counted.db, { slotChanges: listenerB, ...options }).app;
  return { a, b, listenerB };
}

/** A day's answer as its bytes: a read from memory must be the very same JSON. */
const dayText = async (app: App, date: string) =>
  (await typedClient(app).GET("/api/public/slots", { params: { query: { date } }, parseAs: "text" })).data;
const statuses = async (app: App, date: string) =>
  ((await typedClient(app).GET("/api/public/slots", { params: { query: { date } } })).data?.data ?? []).map(
    (s) => s.status,
  );
const datesOf = async (app: App, from: string, to: string) =>
  (await typedClient(app).GET("/api/public/slots/dates", { params: { query: { from, to } } })).data?.data
    .dates;

async function hold(app: App, slotId: string) {
  const res = await typedClient(app).POST("/api/public/bookings", {
    body: bookingBody(slotId, await solvedCaptcha(app)),
  });
  expect(res.response.status).toBe(201);
}

describe("the public slot read cache across two servers", () => {
  it("B answers a date it read from memory, with the very same JSON as the database gives", async () => {
    // The slots first, then the servers: made after, their announcement could reach B after its first
    // read and drop the (fresh) answer it keeps, one more read than this test counts.
    const [slot] = await makeSlots(handle.db, 3);
    const { b } = await twoServers();
    const date = slot?.dateKey ?? "";
    const first = await dayText(b, date);
    expect(first).toContain('"status":"OPEN"');
    const queries = counted.slotQueries();
    expect(await dayText(b, date)).toBe(first);
    expect(await dayText(b, date)).toBe(first);
    expect(counted.slotQueries()).toBe(queries);
    // A server without a listener never keeps an answer: it is today's uncached read.
    const uncached = bookingApp(handle.db).app;
    expect(await dayText(uncached, date)).toBe(first);
  });

  it("a hold taken through A: B's next read of that date no longer offers the slot", async () => {
    const { a, b, listenerB } = await twoServers();
    const [slot] = await makeSlots(handle.db, 2);
    const date = slot?.dateKey ?? "";
    const [slotId] = await slotIdsOf(a, date);
    expect(await statuses(b, date)).toEqual(["OPEN", "OPEN"]);
    expect(await statuses(b, date)).toEqual(["OPEN", "OPEN"]); // from memory
    const told = announced(listenerB, date);
    await hold(a, slotId ?? "");
    await told;
    expect(await statuses(b, date)).toEqual(["HELD", "OPEN"]);
  });

  it("drops a date from B's open dates when A holds its last OPEN slot", async () => {
    // The slot before the servers, as in the first test: B counts only what this test does.
    const [slot] = await makeSlots(handle.db, 1);
    const { a, b, listenerB } = await twoServers();
    const date = slot?.dateKey ?? "";
    const [slotId] = await slotIdsOf(a, date);
    expect(await datesOf(b, date, date)).toEqual([date]);
    const queries = counted.slotQueries();
    expect(await datesOf(b, date, date)).toEqual([date]);
    expect(counted.slotQueries()).toBe(queries);
    const told = announced(listenerB, date);
    await hold(a, slotId ?? "");
    await told;
    expect(await datesOf(b, date, date)).toEqual([]);
  });

  it("a holiday saved by any path (here plain SQL) closes the date on B", async () => {
    const { b, listenerB } = await twoServers();
    const [slot] = await makeSlots(handle.db, 2);
    const date = slot?.dateKey ?? "";
    expect(await statuses(b, date)).toEqual(["OPEN", "OPEN"]);
    const told = announced(listenerB, everyDate);
    await writeSetting(handle.db, "general", { holidays: [date], blackoutRanges: [] });
    await told;
    expect(await statuses(b, date)).toEqual([]);
    expect(await datesOf(b, date, date)).toEqual([]);
  });

  it("a slot that starts is not shown from memory a moment later, though nothing was written", async () => {
    const [first, second] = await makeSlots(handle.db, 2);
    const date = first?.dateKey ?? "";
    let clock = new Date(Date.parse(first?.startAt ?? "") - 60_000);
    const { b } = await twoServers({ now: () => clock });
    expect(await statuses(b, date)).toHaveLength(2);
    expect(await datesOf(b, date, date)).toEqual([date]);
    const queries = counted.slotQueries();
    clock = new Date(Date.parse(first?.startAt ?? "") - 1);
    expect(await statuses(b, date)).toHaveLength(2);
    expect(await datesOf(b, date, date)).toEqual([date]);
    expect(counted.slotQueries()).toBe(queries); // still from memory
    clock = new Date(first?.startAt ?? "");
    expect(await statuses(b, date)).toHaveLength(1);
    expect(await datesOf(b, date, date)).toEqual([date]);
    clock = new Date(second?.startAt ?? "");
    expect(await statuses(b, date)).toHaveLength(0);
    expect(await datesOf(b, date, date)).toEqual([]);
  });

  it("after its connection is cut, the listener comes back, drops what B kept and hears A again", async () => {
    const { a, b, listenerB } = await twoServers();
    const [slot] = await makeSlots(handle.db, 2);
    const date = slot?.dateKey ?? "";
    const [slotId] = await slotIdsOf(a, date);
    await statuses(b, date);
    let everyDateTold = 0;
    listenerB.onChange((changed) => {
      if (changed === everyDate) everyDateTold++;
    });
    await handle.pool.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()",
      [slotListenerName],
    );
    // Once when the connection is lost, once when it listens again.
    await eventually(() => everyDateTold >= 2 && listenerB.listening(), "the listener reconnects");
    const queries = counted.slotQueries();
    expect(await statuses(b, date)).toEqual(["OPEN", "OPEN"]);
    expect(await statuses(b, date)).toEqual(["OPEN", "OPEN"]);
    expect(counted.slotQueries()).toBe(queries + 1); // dropped, read again, then kept again
    const told = announced(listenerB, date);
    await hold(a, slotId ?? "");
    await told;
    expect(await statuses(b, date)).toEqual(["HELD", "OPEN"]);
  });
});
