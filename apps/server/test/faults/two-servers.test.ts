import type { SMTPServer } from "smtp-server";
import { afterAll, expect, it } from "vitest";
import { startFakeSmtp } from "../support/fake-smtp";
import {
  auditDatabase,
  auditIsClean,
  call,
  createHold,
  FaultLab,
  faultAppSecret,
  faultSetting,
  freePort,
  freshDatabase,
  insertSlots,
  newAcknowledged,
  ok,
  payDummy,
  report,
  type ServerProcess,
  sleep,
  solvedCaptcha,
  withClient,
} from "./fault-support";

/**
 * Two server processes on one PostgreSQL, patients racing for the same times through both:
 * no slot is double-booked, each expired hold is released once (by one server or the other),
 * and each email is sent once although both servers run the outbox job. Each server keeps the public
 * slots of a date in memory (decision 0122): after a hold through one, the other must stop offering the
 * slot on its own (its copy dropped by PostgreSQL's NOTIFY), well before the cache's 60 s backstop.
 */
const slotCount = faultSetting("FAULT_TWO_SLOTS", 20);
const contenders = faultSetting("FAULT_TWO_CONTENDERS", 10);

const lab = new FaultLab();
let smtp: SMTPServer | undefined;
afterAll(async () => {
  await lab.cleanUp();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

/** The status a server's public slots of `date` give `slotId` (through its read cache). */
async function statusOn(server: ServerProcess, date: string, slotId: string): Promise<string | undefined> {
  const res = await call(server.url, `/api/public/slots?date=${date}`);
  const slots = (res.body.data ?? []) as Array<{ id: string; status: string }>;
  return slots.find((s) => s.id === slotId)?.status;
}

/** Milliseconds until `server` stops offering `slotId` as OPEN; gives up (undefined) after 5 s. */
async function staleFor(server: ServerProcess, date: string, slotId: string): Promise<number | undefined> {
  const start = Date.now();
  while (Date.now() - start < 5_000) {
    if ((await statusOn(server, date, slotId)) !== "OPEN") return Date.now() - start;
    await sleep(20);
  }
  return undefined;
}

async function dateKeyOf(db: string, slotId: string): Promise<string> {
  return withClient(db, async (c) => {
    const { rows } = await c.query("select date_key from slots where id = $1", [slotId]);
    return rows[0].date_key as string;
  });
}

/** The holds a server says its expiry job released (its JSON log lines). */
function releasedBy(server: ServerProcess): number {
  let total = 0;
  for (const line of server.output().split("\n")) {
    if (!line.includes("expired holds released")) continue;
    total += Number((JSON.parse(line) as { released?: number }).released ?? 0);
  }
  return total;
}

it(`two servers, ${slotCount} slots, ${contenders} patients per slot: no double booking, holds released once, emails sent once, no stale slot`, async () => {
  const db = await freshDatabase("clinic_test_fault_two");
  const received: string[] = [];
  const smtpPort = await freePort();
  smtp = await startFakeSmtp(smtpPort, received);
  const env = {
    DATABASE_URL: db,
    APP_SECRET: faultAppSecret,
    EMAIL_PROVIDER: "smtp",
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    ADMIN_EMAIL: "clinic@clinic.example",
  };
  const servers = [
    await lab.startHealthy({ DATA_DIR: await lab.dataDir(), ...env }),
    await lab.startHealthy({ DATA_DIR: await lab.dataDir(), ...env }),
  ] as const;
  const slots = await insertSlots(db, slotCount);
  const ack = newAcknowledged();

  const winners: Array<{ bookingId: string; orderId: string; via: ServerProcess }> = [];

  // The read cache: both servers read a date twice (the second from memory), a hold lands through one;
  // the other, which saw no write itself, must stop offering the slot.
  const cached = await insertSlots(db, 4);
  const staleness: Array<number | undefined> = [];
  for (const [i, slotId] of cached.entries()) {
    const [via, other] = i % 2 === 0 ? servers : ([servers[1], servers[0]] as const);
    const date = await dateKeyOf(db, slotId);
    for (const server of [...servers, ...servers]) expect(await statusOn(server, date, slotId)).toBe("OPEN");
    const { created } = await createHold(via.url, slotId);
    if (!created) throw new Error("the cache phase's hold was refused");
    ack.holds.set(created.bookingId, slotId);
    winners.push({ ...created, via });
    staleness.push(await staleFor(other, date, slotId));
  }
  const measured = staleness.filter((ms): ms is number => ms !== undefined);

  // Every slot: `contenders` patients at once, alternating between the two servers.
  for (const slotId of slots) {
    // Captchas solved first, so the holds themselves arrive together.
    const tokens = await Promise.all(
      Array.from({ length: contenders }, (_, i) => solvedCaptcha((servers[i % 2] as ServerProcess).url)),
    );
    const answers = await Promise.all(
      Array.from({ length: contenders }, async (_, i) => {
        const via = servers[i % 2] as ServerProcess;
        return { via, ...(await createHold(via.url, slotId, tokens[i])) };
      }),
    );
    const statuses = answers.map((a) => a.res.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(contenders - 1);
    const won = answers.find((a) => a.created);
    if (!won?.created) throw new Error("no winner");
    ack.holds.set(won.created.bookingId, slotId);
    winners.push({ ...won.created, via: won.via });
  }

  // Half pay (through the other server), half never do.
  const paying = winners.filter((_, i) => i % 2 === 0);
  for (const w of paying) {
    const other = w.via === servers[0] ? servers[1] : servers[0];
    expect(ok(await payDummy(other.url, w))).toBe(true);
    ack.paid.add(w.bookingId);
  }
  const unpaid = winners.length - paying.length;

  // The unpaid holds run out; both servers' expiry jobs compete for them.
  await withClient(db, (c) =>
    c.query("update bookings set hold_expires_at = now() - interval '1 second' where status = 'PENDING'"),
  );
  const pending = () =>
    withClient(db, async (c) => {
      const { rows } = await c.query("select count(*)::int as n from bookings where status = 'PENDING'");
      return rows[0].n as number;
    });
  for (let i = 0; i < 100 && (await pending()) > 0; i++) await sleep(200);
  expect(await pending()).toBe(0);

  // Every paid booking's two emails, sent by whichever server claimed them, once.
  const expectedEmails = paying.length * 2;
  const deadline = Date.now() + 60_000;
  while (received.length < expectedEmails && Date.now() < deadline) await sleep(500);
  await sleep(11_000);

  const released = [releasedBy(servers[0]), releasedBy(servers[1])];
  const audit = await auditDatabase(db, ack);
  const duplicates = received.filter((id, i) => received.indexOf(id) !== i);
  const expired = await withClient(db, async (c) => {
    const { rows } = await c.query(
      "select count(*)::int as n from bookings b join slots s on s.id = b.slot_id where b.status = 'EXPIRED' and s.status = 'OPEN'",
    );
    return rows[0].n as number;
  });
  report("two-servers", {
    slots: slotCount,
    bookingAttempts: slotCount * contenders,
    holds: winners.length,
    paid: paying.length,
    expiredHolds: unpaid,
    releasedByServerA: released[0] as number,
    releasedByServerB: released[1] as number,
    emailsDelivered: received.length,
    duplicates: duplicates.length,
    otherServerStaleMsMax: Math.max(0, ...measured),
  });
  // Every slot stopped showing OPEN on the other server (a server that kept its copy fails here).
  expect(staleness.filter((ms) => ms === undefined)).toEqual([]);
  expect(auditIsClean(audit) ? [] : audit).toEqual([]);
  expect(expired).toBe(unpaid);
  expect((released[0] as number) + (released[1] as number)).toBe(unpaid);
  expect(duplicates).toEqual([]);
  expect(received).toHaveLength(expectedEmails);
});
