import { randomUUID } from "node:crypto";
import type { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import { enqueueEmail } from "../src/db/email-outbox-repository";
import { createSmtpEmailSender } from "../src/integrations/email/smtp-email-sender";
import { deliverDueEmails } from "../src/services/booking-email-service";
import { startFakeSmtp } from "./support/fake-smtp";
import { freePort } from "./support/server-process";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";

/**
 * Decision 0115: when the mail provider limits the rate, the patients' emails go first. The outbox is
 * claimed by priority (patients, then the clinic's notices, then review digests), and after a temporary
 * refusal (SMTP 4xx) the round's lower-priority emails wait, untried, for the next round while the
 * patients' emails keep their normal retry. Against a real SMTP server on 127.0.0.1.
 */

let handle: DatabaseHandle;
let smtp: SMTPServer | undefined;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(() => resetDatabase(handle));
afterEach(async () => {
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  smtp = undefined;
});

const minute = 60_000;
const log = { info() {} };

/** An outbox row of `kind`, queued `minutesAgo` (so due since then). */
async function queued(kind: string, minutesAgo: number): Promise<string> {
  const id = randomUUID();
  const at = new Date(Date.now() - minutesAgo * minute);
  await enqueueEmail(handle.db, {
    id,
    kind,
    bookingId: null,
    toAddress: kind.startsWith("booking") ? "patient@example.com" : "clinic@clinic.example",
    subject: kind,
    textBody: `The ${kind} email.`,
    nextAttemptAt: at,
    createdAt: at,
  });
  return id;
}

async function outbox(): Promise<Record<string, { status: string; attempts: number; priority: number }>> {
  const { rows } = await handle.pool.query("select id, status, attempts, priority from email_outbox");
  return Object.fromEntries(
    rows.map((r) => [r.id, { status: r.status, attempts: r.attempts, priority: r.priority }]),
  );
}

describe("the email outbox under a rate-limited mail server", () => {
  it("sends the patients' emails first; after a 451 the digests and notices wait untried, the patients' retry as usual", async () => {
    // The review digests and the clinic's notice were queued first: without priorities they would go first.
    const digest1 = await queued("review-digest", 30);
    const digest2 = await queued("review-digest", 20);
    const notice = await queued("clinic-new-booking", 10);
    const confirmation = await queued("booking-confirmation", 2);
    const cancellation = await queued("booking-cancelled", 1);
    const priorities = await outbox();
    expect([digest1, notice, confirmation].map((id) => priorities[id]?.priority)).toEqual([2, 1, 0]);

    // The provider takes one message, then refuses with 451 4.7.1 (its rate limit) until told otherwise.
    let accepted = 0;
    let limited = true;
    const received: string[] = [];
    const port = await freePort();
    smtp = await startFakeSmtp(port, received, {
      refuse: () => (limited && accepted++ >= 1 ? 451 : undefined),
    });
    const sender = createSmtpEmailSender({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "no-reply@clinic.example",
      log,
    });
    const messageId = (id: string) => `<${id}@clinic-booking>`;

    const now = Date.now();
    const first = await deliverDueEmails(handle.db, sender, new Date(now));
    expect(first).toEqual({ sent: 1, failed: 1, deferred: 3 });
    expect(received).toEqual([messageId(confirmation)]);
    let rows = await outbox();
    // The refused patient's email: its normal retry (one attempt counted, backoff).
    expect(rows[cancellation]).toMatchObject({ status: "pending", attempts: 1 });
    // The others: given back untried, due at once for the next round.
    for (const id of [notice, digest1, digest2])
      expect(rows[id]).toMatchObject({ status: "pending", attempts: 0 });

    // Next round, still limited: the notice is tried (refused, its own retry), the digests wait again.
    const second = await deliverDueEmails(handle.db, sender, new Date(now + 5000));
    expect(second).toEqual({ sent: 0, failed: 1, deferred: 2 });
    rows = await outbox();
    expect(rows[notice]).toMatchObject({ attempts: 1 });
    expect([digest1, digest2].map((id) => rows[id]?.attempts)).toEqual([0, 0]);

    // The limit lifts: when the retries are due, the patient's email first, then the notice, then the digests.
    limited = false;
    const third = await deliverDueEmails(handle.db, sender, new Date(now + 2 * minute));
    expect(third).toEqual({ sent: 4, failed: 0, deferred: 0 });
    expect(received).toEqual([confirmation, cancellation, notice, digest1, digest2].map(messageId));
    expect(Object.values(await outbox()).every((r) => r.status === "sent")).toBe(true);
  });

  it("a refusal that is not temporary (5xx) stops nothing else in the round", async () => {
    const digest = await queued("review-digest", 10);
    const confirmation = await queued("booking-confirmation", 1);
    let calls = 0;
    const received: string[] = [];
    const port = await freePort();
    smtp = await startFakeSmtp(port, received, { refuse: () => (calls++ === 0 ? 550 : undefined) });
    const sender = createSmtpEmailSender({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "no-reply@clinic.example",
      log,
    });
    expect(await deliverDueEmails(handle.db, sender)).toEqual({ sent: 1, failed: 1, deferred: 0 });
    expect(received).toEqual([`<${digest}@clinic-booking>`]);
    expect((await outbox())[confirmation]).toMatchObject({ status: "pending", attempts: 1 });
  });
});
