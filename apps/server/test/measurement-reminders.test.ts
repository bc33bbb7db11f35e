import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import type { EmailSender } from "../src/integrations/email/email-sender";
import { deliverDueEmails } from "../src/services/booking-email-service";
import {
  dashboardReminders,
  emailChannel,
  type ReminderChannel,
  sendDueReminders,
} from "../src/services/measurements/measurement-reminders";
import { type AdminCall, adminBookingApp, signedInCaller } from "./support/admin-test-app";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";

/** Garment and re-measure reminders (issue 23; decision 0107): on the dashboard, emailed once per due date. */
let handle: DatabaseHandle;
let call: AdminCall;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(async () => {
  await resetDatabase(handle);
  call = await signedInCaller(adminBookingApp(handle.db));
});

const q = async (text: string, values: unknown[] = []) => (await handle.pool.query(text, values)).rows;

async function patient(
  name: string,
  email: string | null,
  sessions: Array<{ takenOn: string; garment?: string }>,
) {
  const id = randomUUID();
  await q("insert into patients (id, name, email) values ($1, $2, $3)", [id, name, email]);
  for (const s of sessions)
    await q(
      `insert into measurement_sessions (id, patient_id, taken_on, limb, spacing_cm, affected_cm, garment_issued_on,
         notes, created_by)
       values ($1, $2, $3, 'left_arm', 4, '{31.5,33,35}', $4, 'Stage II, fibrosis', 'doctor@clinic.example')`,
      [randomUUID(), id, s.takenOn, s.garment ?? null],
    );
  return id;
}

/** A day key `days` from 2026-11-27 (the tests' today). */
const today = "2026-11-27";

describe("the tracker's reminders", () => {
  it("lists overdue and soon-due reminders on the dashboard, from the settings' intervals", async () => {
    // Defaults: re-measure every 12 weeks, garment every 6 months.
    const asha = await patient("Asha Rao", "asha@example.com", [
      { takenOn: "2026-06-01", garment: "2026-05-20" },
      { takenOn: "2026-09-01" }, // last session: re-measure due 2026-11-24 (overdue)
    ]);
    await patient("Ravi Kumar", "ravi@example.com", [{ takenOn: "2026-11-20" }]); // due 2027-02-12: not listed
    const rows = await dashboardReminders(handle.db, today);
    expect(rows).toEqual([
      {
        patientId: asha,
        patientName: "Asha Rao",
        kind: "garment",
        dueOn: "2026-11-20",
        overdue: true,
        sentAt: null,
      },
      {
        patientId: asha,
        patientName: "Asha Rao",
        kind: "remeasure",
        dueOn: "2026-11-24",
        overdue: true,
        sentAt: null,
      },
    ]);
    // Through the API, signed in (its today is the clinic's real day).
    const res = await call("GET", "/api/admin/measurement-reminders");
    expect(res.status).toBe(200);
    expect(Array.isArray(res.json.data)).toBe(true);
    expect(JSON.stringify(rows)).not.toMatch(/fibrosis|31\.5/);
  });

  it("emails each due reminder once, without health data, and skips withdrawn consent and old due dates", async () => {
    const asha = await patient("Asha Rao", "asha@example.com", [
      { takenOn: "2026-09-01", garment: "2026-05-27" },
    ]);
    const withdrawn = await patient("Meera Iyer", "meera@example.com", [{ takenOn: "2026-09-01" }]);
    await q("update patients set consent_withdrawn_at = now() where id = $1", [withdrawn]);
    await patient("Old Record", "old@example.com", [{ takenOn: "2025-01-01" }]); // due long ago: not emailed
    const whatsapp: Array<{ kind: string; dueOn: string }> = [];
    const hook: ReminderChannel = { name: "whatsapp-test", send: async (_tx, r) => void whatsapp.push(r) };
    const channels = [emailChannel("https://clinic.example/"), hook];

    expect(await sendDueReminders(handle.db, today, channels)).toBe(2);
    // A second run (or a second server) sends nothing again.
    expect(await sendDueReminders(handle.db, today, channels)).toBe(0);
    expect(whatsapp.map((r) => r.kind).sort()).toEqual(["garment", "remeasure"]);

    const emails = await q("select kind, to_address, subject, text_body from email_outbox order by kind");
    expect(emails.map((e) => [e.kind, e.to_address, e.subject])).toEqual([
      ["measurement-garment:2026-11-27", "asha@example.com", "Time to replace your garment"],
      ["measurement-remeasure:2026-11-24", "asha@example.com", "Time to re-measure"],
    ]);
    expect(emails[1].text_body).toContain("It is time to re-measure.");
    expect(emails[1].text_body).toContain("https://clinic.example/book");
    expect(JSON.stringify(emails)).not.toMatch(/fibrosis|31\.5|left arm|\bml\b|%|stage/i);
    expect(await q("select patient_id, kind, due_on::text from measurement_reminders order by kind")).toEqual(
      [
        { patient_id: asha, kind: "garment", due_on: "2026-11-27" },
        { patient_id: asha, kind: "remeasure", due_on: "2026-11-24" },
      ],
    );

    // Delivered through the outbox like every email.
    const sent: string[] = [];
    const sender: EmailSender = { send: async (m) => void sent.push(m.subject) };
    await deliverDueEmails(handle.db, sender);
    expect(sent.sort()).toEqual(["Time to re-measure", "Time to replace your garment"]);

    // A new session moves the re-measure date: a new reminder is due later, not now.
    await q(
      `insert into measurement_sessions (id, patient_id, taken_on, limb, spacing_cm, affected_cm, created_by)
       values ($1, $2, '2026-11-26', 'left_arm', 4, '{30,32}', 'doctor@clinic.example')`,
      [randomUUID(), asha],
    );
    expect(await sendDueReminders(handle.db, today, channels)).toBe(0);
  });
});
