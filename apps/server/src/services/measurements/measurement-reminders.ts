import { randomUUID } from "node:crypto";
import { type Locale, localeOr, pathInLocale } from "@clinic/contract/locales";
import {
  addDaysToKey,
  type MeasurementReminder,
  type ReminderKind,
  reminderDueDates,
  reminderKinds,
} from "@clinic/contract/measurement-reminders";
import type { MeasurementSettings } from "@clinic/contract/measurements";
import { fill } from "@clinic/contract/messages";
import type { Database } from "../../db/client";
import { claimReminder, type ReminderBasis, reminderBases } from "../../db/measurement-reminder-repository";
import { type Tx, transaction } from "../../db/transaction";
import { careReminderTexts } from "../email-texts/care-reminder-texts";
import { enqueueEmail } from "../messages/message-outbox";
import { readMeasurementSettings } from "./measurement-views";

/*
 * The tracker's reminders (issue 23; decision 0107): garment replacement and "time to re-measure",
 * listed on the admin's dashboard and sent to the patient once per due date.
 */

/** Days ahead the dashboard lists a reminder before it is due. */
export const dashboardLookaheadDays = 14;
/** Due dates older than this are not emailed (a first run does not send years of old reminders). */
export const emailGraceDays = 30;

type Due = { basis: ReminderBasis; kind: ReminderKind; dueOn: string };

function dueReminders(bases: ReminderBasis[], settings: MeasurementSettings): Due[] {
  const out: Due[] = [];
  for (const basis of bases) {
    const dates = reminderDueDates(
      { takenOn: basis.lastTakenOn, garmentIssuedOn: basis.lastGarmentIssuedOn },
      settings,
    );
    for (const kind of reminderKinds) {
      const dueOn = dates[kind];
      if (dueOn) out.push({ basis, kind, dueOn });
    }
  }
  return out.sort((a, b) => (a.dueOn < b.dueOn ? -1 : a.dueOn > b.dueOn ? 1 : 0));
}

/** GET /api/admin/measurement-reminders: overdue ones and those due in the next two weeks. */
export async function dashboardReminders(db: Database, today: string): Promise<MeasurementReminder[]> {
  const horizon = addDaysToKey(today, dashboardLookaheadDays);
  const due = dueReminders(await reminderBases(db), await readMeasurementSettings(db));
  return due
    .filter((d) => d.dueOn <= horizon)
    .map((d) => ({
      patientId: d.basis.patientId,
      patientName: d.basis.name,
      kind: d.kind,
      dueOn: d.dueOn,
      overdue: d.dueOn < today,
      sentAt: d.basis.sent[`${d.kind}:${d.dueOn}`] ?? null,
    }));
}

/**
 * How a reminder reaches the patient. Email is the one built here; WhatsApp (when the patient opted
 * in) is another channel added to `channels` by its own feature: it gets the same reminder and the
 * same words (careReminderWords), inside the transaction that claimed the reminder.
 */
export type ReminderChannel = {
  name: string;
  send(
    tx: Tx,
    reminder: {
      patientId: string;
      name: string;
      email: string | null;
      bookingId: string | null;
      kind: ReminderKind;
      dueOn: string;
      /** The language of the patient's latest booking (issue 33). */
      locale: Locale;
    },
  ): Promise<void>;
};

/** The reminder's subject and line in `locale` (English: the contract's `reminderMessages`). */
export function careReminderWords(kind: ReminderKind, locale: Locale): { subject: string; line: string } {
  const t = careReminderTexts[locale];
  return kind === "garment"
    ? { subject: t.garmentSubject, line: t.garmentLine }
    : { subject: t.remeasureSubject, line: t.remeasureLine };
}

/** The booking page in the reminder's language: "/kn/book" for a patient who booked in Kannada. */
export function bookPageUrl(publicUrl: string, locale: Locale): string {
  return `${publicUrl.replace(/\/$/, "")}${pathInLocale("/book", locale)}`;
}

export function emailChannel(publicUrl: string): ReminderChannel {
  return {
    name: "email",
    async send(tx, r) {
      if (!r.email) return;
      const words = careReminderWords(r.kind, r.locale);
      const t = careReminderTexts[r.locale];
      await enqueueEmail(tx, {
        id: randomUUID(),
        // The suffix keeps one email per due date; the message log shows the kind without it.
        kind: `measurement-${r.kind}:${r.dueOn}`,
        bookingId: r.bookingId,
        toAddress: r.email,
        subject: words.subject,
        // Nothing about the patient's health: only the reminder itself (decision 0107).
        textBody: [
          fill(t.hello, { name: r.name }),
          "",
          words.line,
          fill(t.bookNext, { link: bookPageUrl(publicUrl, r.locale) }),
          "",
          t.alreadyBooked,
        ].join("\n"),
      });
    },
  };
}

/**
 * Sends each reminder that is due (today or in the last `emailGraceDays`) and not sent yet: the
 * reminder row is claimed and the messages queued in one transaction, so a reminder goes once,
 * whichever server runs this. Records whose consent was withdrawn get no messages (decision 0102).
 */
export async function sendDueReminders(
  db: Database,
  today: string,
  channels: ReminderChannel[],
  now = new Date(),
): Promise<number> {
  const oldest = addDaysToKey(today, -emailGraceDays);
  const due = dueReminders(await reminderBases(db), await readMeasurementSettings(db)).filter(
    (d) =>
      d.dueOn <= today &&
      d.dueOn >= oldest &&
      !d.basis.consentWithdrawn &&
      !d.basis.sent[`${d.kind}:${d.dueOn}`],
  );
  let sent = 0;
  for (const d of due) {
    const claimed = await transaction(db, async (tx) => {
      if (!(await claimReminder(tx, { patientId: d.basis.patientId, kind: d.kind, dueOn: d.dueOn }, now)))
        return false;
      const reminder = {
        patientId: d.basis.patientId,
        name: d.basis.name,
        email: d.basis.email,
        bookingId: d.basis.latestBookingId,
        kind: d.kind,
        dueOn: d.dueOn,
        locale: localeOr(d.basis.locale),
      };
      for (const channel of channels) await channel.send(tx, reminder);
      return true;
    });
    if (claimed) sent++;
  }
  return sent;
}
