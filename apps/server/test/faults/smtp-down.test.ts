import { createServer, type Server, type Socket } from "node:net";
import type { SMTPServer } from "smtp-server";
import { afterAll, expect, it } from "vitest";
import { startFakeSmtp } from "../support/fake-smtp";
import {
  createHold,
  FaultLab,
  faultAppSecret,
  faultSetting,
  freePort,
  freshDatabase,
  insertSlots,
  ok,
  payDummy,
  report,
  sleep,
  withClient,
} from "./fault-support";

/**
 * The mail server (a fake SMTP server on 127.0.0.1) is down while patients book and pay, then
 * hangs (accepts connections, never answers): every booking succeeds, holds still expire on
 * time, and once it is back every email (the patient's confirmation and the clinic's notice)
 * arrives once, and none twice.
 */
const bookings = faultSetting("FAULT_SMTP_BOOKINGS", 10);

const lab = new FaultLab();
let smtp: SMTPServer | undefined;
afterAll(async () => {
  await lab.cleanUp();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

/** Accepts connections and never says a word. */
function startHangingServer(port: number): Promise<{ close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  return new Promise((resolve) =>
    server.listen(port, "127.0.0.1", () =>
      resolve({
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      }),
    ),
  );
}

/** Nothing listens on the port: connections are refused, as with a mail server that is down. */
async function portIsClosed(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

it(`keeps ${bookings * 2 - 1} bookings while the mail server is down or hanging, then sends each email once`, async () => {
  const port = await freePort();
  expect(await portIsClosed(port)).toBe(true);
  const db = await freshDatabase("clinic_test_fault_smtp");
  const server = await lab.startHealthy({
    DATA_DIR: await lab.dataDir(),
    DATABASE_URL: db,
    APP_SECRET: faultAppSecret,
    EMAIL_PROVIDER: "smtp",
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    ADMIN_EMAIL: "clinic@clinic.example",
  });
  const slots = await insertSlots(db, bookings * 2);
  const started = Date.now();
  const book = async (slotId: string) => {
    const { res, created } = await createHold(server.url, slotId);
    expect(res.status).toBe(201);
    if (!created) throw new Error("no hold");
    expect(ok(await payDummy(server.url, created))).toBe(true);
  };
  for (const slotId of slots.slice(0, bookings)) await book(slotId);
  const bookingMs = Date.now() - started;
  // Let the outbox job try (and fail) while the mail server is still away.
  const failedAttempt = async () =>
    withClient(db, async (c) => {
      const { rows } = await c.query(
        "select count(*)::int as n from email_outbox where attempts > 0 and status = 'pending'",
      );
      return rows[0].n as number;
    });
  for (let i = 0; i < 50 && (await failedAttempt()) === 0; i++) await sleep(200);
  expect(await failedAttempt()).toBeGreaterThan(0);

  // Now it hangs: bookings still go through at once, and an unpaid hold still expires on time.
  const hanging = await startHangingServer(port);
  const slotsWhileHanging = slots.slice(bookings, bookings * 2 - 1);
  for (const slotId of slotsWhileHanging) await book(slotId);
  const unpaidSlot = slots[bookings * 2 - 1] as string;
  const unpaid = await createHold(server.url, unpaidSlot);
  if (!unpaid.created) throw new Error("no hold");
  await sleep(6000); // the email job is now waiting on the silent mail server
  await withClient(db, (c) =>
    c.query("update bookings set hold_expires_at = now() - interval '1 second' where id = $1", [
      unpaid.created?.bookingId,
    ]),
  );
  const slotStatus = async () =>
    withClient(
      db,
      async (c) => (await c.query("select status from slots where id = $1", [unpaidSlot])).rows[0],
    );
  for (let i = 0; i < 60 && (await slotStatus()).status !== "OPEN"; i++) await sleep(200);
  expect(await slotStatus()).toEqual({ status: "OPEN" });
  await hanging.close();

  const received: string[] = [];
  smtp = await startFakeSmtp(port, received);
  const expected = (bookings * 2 - 1) * 2;
  const deadline = Date.now() + 180_000;
  while (received.length < expected && Date.now() < deadline) await sleep(500);
  // Two more job rounds: nothing may be sent again.
  await sleep(11_000);
  const outbox = await withClient(db, async (c) => {
    const { rows } = await c.query("select id, status from email_outbox order by id");
    return rows as Array<{ id: string; status: string }>;
  });
  const duplicates = received.filter((id, i) => received.indexOf(id) !== i);
  report("smtp-down", {
    bookings: bookings * 2 - 1,
    emailsQueued: outbox.length,
    emailsDelivered: received.length,
    duplicates: duplicates.length,
    bookingSeconds: (bookingMs / 1000).toFixed(1),
  });
  expect(outbox).toHaveLength(expected);
  expect(outbox.every((e) => e.status === "sent")).toBe(true);
  expect(duplicates).toEqual([]);
  expect(new Set(received)).toEqual(new Set(outbox.map((e) => `<${e.id}@clinic-booking>`)));
});
