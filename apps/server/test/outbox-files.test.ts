import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config/config";
import type { DatabaseHandle } from "../src/db/client";
import { createOutboxEmailSender } from "../src/integrations/email/outbox-email-sender";
import { outboxFilesFor } from "../src/integrations/outbox-files";
import type { OutboxFiles } from "../src/integrations/outbox-folder";
import { createOutboxWhatsAppSender } from "../src/integrations/whatsapp/outbox-whatsapp-sender";
import { pruneOnce } from "../src/jobs/maintenance-jobs";
import { createLogger } from "../src/logger";
import { runRetention } from "../src/services/patient-rights/retention";
import { signedInClient } from "./support/admin-test-app";
import { bookingBody, makeSlots, slotIdsOf } from "./support/booking-fixtures";
import { fullTestApp, solvedToken } from "./support/full-test-app";
import { linkPatient } from "./support/patient-fixtures";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";
import { type InProcessApp, typedClient } from "./support/typed-client";

/*
 * Decision 0116: the outbox providers' files (DATA_DIR/outbox/*.eml, DATA_DIR/outbox/whatsapp/*.json)
 * hold a patient's address and the message: they go after OUTBOX_KEEP_DAYS with their rows, and with
 * the record when it is erased.
 */

let handle: DatabaseHandle;
let dataDir: string;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(async () => {
  await resetDatabase(handle);
  dataDir = await mkdtemp(path.join(tmpdir(), "clinic-outbox-"));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const configOf = (env: Record<string, string> = {}) =>
  loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: "http://localhost:3000", ...env });
const emailFolder = () => path.join(dataDir, "outbox");
const whatsappFolder = () => path.join(dataDir, "outbox", "whatsapp");
const filesIn = async (folder: string) =>
  (await readdir(folder, { withFileTypes: true }).catch(() => []))
    .filter((e) => e.isFile())
    .map((e) => e.name)
    .sort();

/** Log lines, to check what a failure says (and that it names nobody). */
function capturedLog() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: createLogger("info", sink), lines };
}

/** An email and a WhatsApp message written by the outbox providers themselves. */
async function sendTo(person: { email: string; phone: string }, n: number) {
  const { log } = capturedLog();
  await createOutboxEmailSender({ dataDir, from: "no-reply@localhost", log }).send({
    kind: "booking-confirmation",
    to: person.email,
    subject: "Your consultation is confirmed",
    text: "See you soon.",
  });
  await createOutboxWhatsAppSender({ dataDir, log }).send({
    kind: "booking-confirmation",
    id: `0000000${n}-message`,
    to: person.phone,
    text: "Your consultation is confirmed.",
  });
}

describe("the periodic pruning", () => {
  it("deletes outbox files older than OUTBOX_KEEP_DAYS, by the time in their name or else their mtime; newer ones stay", async () => {
    const config = configOf({ OUTBOX_KEEP_DAYS: "14" });
    await sendTo({ email: "asha@example.com", phone: "+919876543210" }, 1);
    const fresh = { email: await filesIn(emailFolder()), whatsapp: await filesIn(whatsappFolder()) };
    expect(fresh.email).toHaveLength(1);
    expect(fresh.whatsapp).toHaveLength(1);
    const old = new Date(Date.now() - 15 * 86_400_000);
    await writeFile(
      path.join(emailFolder(), "2020-01-01T09-30-00-000Z-aaaaaaaa.eml"),
      "To: a@example.com\r\n\r\nx",
    );
    await writeFile(path.join(emailFolder(), ".2020-01-01T09-30-00-000Z-bbbbbbbb.eml.tmp"), "To: a@exa");
    // A file without the time in its name (renamed by hand, say): its mtime decides.
    await writeFile(path.join(emailFolder(), "by-hand.eml"), "To: b@example.com\r\n\r\nx");
    await utimes(path.join(emailFolder(), "by-hand.eml"), old, old);
    await writeFile(path.join(emailFolder(), "recent-by-hand.eml"), "To: c@example.com\r\n\r\nx");
    await writeFile(path.join(whatsappFolder(), "2020-01-01T09-30-00-000Z-cccccccc.json"), '{"to":"+910"}');
    await writeFile(path.join(whatsappFolder(), "by-hand.json"), '{"to":"+911"}');
    await utimes(path.join(whatsappFolder(), "by-hand.json"), old, old);

    const { log } = capturedLog();
    const files = outboxFilesFor(config);
    // The hourly pruning job's run (jobs/maintenance-jobs.ts).
    await pruneOnce({ db: handle.db, log, outboxKeepDays: config.OUTBOX_KEEP_DAYS, outboxFiles: files });
    expect(await filesIn(emailFolder())).toEqual([...fresh.email, "recent-by-hand.eml"].sort());
    expect(await filesIn(whatsappFolder())).toEqual(fresh.whatsapp);
  });

  it("leaves the folders alone when the providers are not the outbox", () => {
    const files = outboxFilesFor({ dataDir, EMAIL_PROVIDER: "smtp", WHATSAPP_PROVIDER: "cloud" });
    expect(files).toEqual({});
  });
});

const kavya = { name: "Kavya Iyer", email: "Kavya.Iyer@example.com", phone: "+919812345678" };
const meena = { name: "Meena Pillai", email: "meena@example.com", phone: "+919900112233" };

/** A booking of `person` through the API (held: the outbox files are what matter here). */
async function bookingOf(app: ReturnType<typeof fullTestApp>["app"], slotId: string, person: typeof kavya) {
  const res = await typedClient(app).POST("/api/public/bookings", {
    body: bookingBody(slotId, await solvedToken(), { user: { ...person, timezone: "Asia/Kolkata" } }),
  });
  expect(res.response.status).toBe(201);
  return res.data?.data.bookingId ?? "";
}

/** The admin's Erase now of a patient. */
const erase = async (app: InProcessApp, patientId: string) =>
  (
    await (
      await signedInClient(app)
    ).POST("/api/admin/patients/{patientId}/erase", {
      params: { path: { patientId } },
    })
  ).response;

describe("erasure", () => {
  async function twoPatients(outboxFiles: OutboxFiles, log = capturedLog().log) {
    const { app } = fullTestApp(handle.db, { booking: { outboxFiles, log } });
    const made = await makeSlots(handle.db, 2);
    const [first, second] = await slotIdsOf(app, made[0]?.dateKey ?? "");
    const kavyaId = await linkPatient(handle, [await bookingOf(app, first as string, kavya)]);
    const meenaId = await linkPatient(handle, [await bookingOf(app, second as string, meena)]);
    return { app, kavyaId, meenaId };
  }

  it("'Erase now' deletes the patient's emails and WhatsApp messages in the outbox, and leaves another patient's", async () => {
    const { app, kavyaId } = await twoPatients(outboxFilesFor(configOf()));
    // One email written with the address in another case, as a mail program might.
    await sendTo({ email: kavya.email.toLowerCase(), phone: kavya.phone }, 1);
    await sendTo(kavya, 2);
    await sendTo(meena, 3);
    expect(await filesIn(emailFolder())).toHaveLength(3);
    expect((await erase(app, kavyaId)).status).toBe(200);
    const emails = await filesIn(emailFolder());
    const messages = await filesIn(whatsappFolder());
    expect(emails).toHaveLength(1);
    expect(messages).toHaveLength(1);
    expect(await readFile(path.join(emailFolder(), emails[0] as string), "utf8")).toContain(meena.email);
    expect(await readFile(path.join(whatsappFolder(), messages[0] as string), "utf8")).toContain(meena.phone);
  });

  it("the retention job deletes the files of a record it anonymises", async () => {
    const files = outboxFilesFor(configOf());
    const { log } = capturedLog();
    const { app } = fullTestApp(handle.db, { booking: { outboxFiles: files, log } });
    const made = await makeSlots(handle.db, 2);
    const [first, second] = await slotIdsOf(app, made[0]?.dateKey ?? "");
    await linkPatient(handle, [await bookingOf(app, first as string, kavya)], {
      lastVisitAt: new Date(Date.now() - 5 * 365 * 86_400_000),
    });
    await linkPatient(handle, [await bookingOf(app, second as string, meena)]);
    await sendTo(kavya, 1);
    await sendTo(meena, 2);
    expect((await runRetention(handle.db, new Date(), 50, { outbox: files, log })).records).toBe(1);
    expect(await filesIn(emailFolder())).toHaveLength(1);
    expect(await filesIn(whatsappFolder())).toHaveLength(1);
  });

  it("a file that cannot be deleted is logged without any address, and the erasure stands", async () => {
    const failing: OutboxFiles = {
      email: {
        pruneWrittenBefore: async () => 0,
        removeAddressedTo: async () => {
          throw Object.assign(new Error(`EIO: cannot unlink ${dataDir}/outbox/x.eml`), { code: "EIO" });
        },
      },
    };
    const { log, lines } = capturedLog();
    const { app, kavyaId } = await twoPatients(failing, log);
    expect((await erase(app, kavyaId)).status).toBe(200);
    const { rows } = await handle.pool.query("select erased_at from patients where id = $1", [kavyaId]);
    expect(rows[0].erased_at).not.toBeNull();
    const warning = lines.find((l) => l.includes("outbox files could not be deleted"));
    expect(warning).toBeDefined();
    expect(warning).toContain('"code":"EIO"');
    expect(lines.join("\n")).not.toMatch(/kavya|9812345678/i);
  });
});
