import { randomInt } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import {
  type Acknowledged,
  auditDatabase,
  auditIsClean,
  createHold,
  embeddedDatabaseUrl,
  exitWithin,
  FaultLab,
  faultAppSecret,
  faultSetting,
  freshDatabase,
  insertSlots,
  newAcknowledged,
  ok,
  payDummy,
  report,
  type ServerProcess,
  sleep,
  submitReview,
  waitForHealthy,
} from "./fault-support";

/**
 * `kill -9` of the server at a random moment of a burst of holds, payments and reviews,
 * FAULT_KILL_RUNS times (default 20) on the embedded PostgreSQL and as many on PostgreSQL
 * through DATABASE_URL. After each restart: the server starts, every write answered 2xx is
 * there, no slot has two live bookings and nothing is half-made.
 */
const runs = faultSetting("FAULT_KILL_RUNS", 20);
const clients = faultSetting("FAULT_KILL_CLIENTS", 6);
/** The kill comes at a random moment within this many ms of the burst's start. */
const killWithinMs = faultSetting("FAULT_KILL_WITHIN_MS", 1500);

const lab = new FaultLab();
afterAll(() => lab.cleanUp());

type Tally = { runs: number; holds: number; payments: number; reviews: number; attempts: number };

/** Clients book, pay and review until the server dies under them. */
async function burst(url: string, slots: string[], ack: Acknowledged, tally: Tally, stop: () => boolean) {
  const queue = [...slots];
  const worker = async (n: number) => {
    while (!stop()) {
      if (n % 3 === 2) {
        tally.attempts++;
        const { res, comment } = await submitReview(url);
        if (ok(res)) {
          ack.reviews.add(comment);
          tally.reviews++;
        } else if (res.status === 0) return;
        continue;
      }
      // Two clients sometimes race for one slot: at most one may win it.
      const slotId = randomInt(4) === 0 && queue.length > 1 ? queue[1] : queue.shift();
      if (!slotId) return;
      tally.attempts++;
      const { res, created } = await createHold(url, slotId);
      if (!created) {
        if (res.status === 0) return;
        continue;
      }
      ack.holds.set(created.bookingId, slotId);
      tally.holds++;
      if (randomInt(4) === 0) continue; // some patients never pay; their holds stay PENDING
      tally.attempts++;
      const paid = await payDummy(url, created);
      if (ok(paid)) {
        ack.paid.add(created.bookingId);
        tally.payments++;
      } else if (paid.status === 0) return;
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, n) => worker(n)));
}

async function killDuringBurst(
  server: ServerProcess,
  slots: string[],
  ack: Acknowledged,
  tally: Tally,
): Promise<void> {
  let dead = false;
  // Settled into a value at once: a client error raised while the server is being killed is
  // then reported by this test (below), never as an unhandled rejection that fails the file.
  const work = burst(server.url, slots, ack, tally, () => dead).then(
    () => undefined,
    (error: unknown) => error,
  );
  await sleep(randomInt(50, killWithinMs));
  server.child.kill("SIGKILL");
  await exitWithin(server, 10_000);
  dead = true;
  const error = await work;
  if (error) throw error;
}

async function crashLoop(
  mode: string,
  env: Record<string, string>,
  databaseUrl: (dataDir: string) => string,
) {
  const dataDir = await lab.dataDir();
  const ack = newAcknowledged();
  const tally: Tally = { runs: 0, holds: 0, payments: 0, reviews: 0, attempts: 0 };
  let server = await lab.startHealthy({ DATA_DIR: dataDir, ...env });
  let lost = 0;
  for (let run = 1; run <= runs; run++) {
    const slots = await insertSlots(databaseUrl(dataDir), clients * 4);
    await killDuringBurst(server, slots, ack, tally);
    tally.runs++;
    // The next start must come up by itself, with everything it acknowledged.
    server = await lab.start({ DATA_DIR: dataDir, ...env });
    await waitForHealthy(server, 60_000);
    const audit = await auditDatabase(databaseUrl(dataDir), ack);
    lost += audit.lostHolds.length + audit.lostPayments.length + audit.lostReviews.length;
    if (!auditIsClean(audit)) {
      report(`kill-9 ${mode} (failed at run ${run})`, { ...tally, losses: lost });
      expect({ run, ...audit }).toEqual({
        run,
        lostHolds: [],
        lostPayments: [],
        lostReviews: [],
        doubleBooked: [],
        halfMade: [],
      });
    }
  }
  await lab.stop(server);
  report(`kill-9 ${mode}`, {
    runs: tally.runs,
    acknowledgedWrites: tally.holds + tally.payments + tally.reviews,
    holds: tally.holds,
    payments: tally.payments,
    reviews: tally.reviews,
    requests: tally.attempts,
    losses: lost,
  });
  expect(tally.runs).toBe(runs);
  expect(tally.holds + tally.payments + tally.reviews).toBeGreaterThan(0);
  expect(lost).toBe(0);
}

describe("kill -9 during a burst of bookings and reviews", () => {
  it(`loses nothing acknowledged on the embedded PostgreSQL (${runs} crashes)`, async () => {
    await crashLoop("embedded", {}, embeddedDatabaseUrl);
  });

  it(`loses nothing acknowledged on PostgreSQL through DATABASE_URL (${runs} crashes)`, async () => {
    const url = await freshDatabase("clinic_test_fault_kill");
    await crashLoop("DATABASE_URL", { DATABASE_URL: url, APP_SECRET: faultAppSecret }, () => url);
  });
});
