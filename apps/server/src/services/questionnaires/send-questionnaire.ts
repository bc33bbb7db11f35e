import { randomUUID } from "node:crypto";
import { localeOr } from "@clinic/contract/locales";
import { addDaysToKey } from "@clinic/contract/measurement-reminders";
import { fill } from "@clinic/contract/messages";
import type { Instrument, SendQuestionnaire } from "@clinic/contract/questionnaires";
import { bookingToSendThrough } from "../../db/booking-repository";
import type { Database } from "../../db/client";
import { insertQuestionnaire, insertSchedule } from "../../db/questionnaire-repository";
import { type Tx, transaction } from "../../db/transaction";
import { recordAudit } from "../audit-service";
import { manageLinkMarker } from "../booking-email-service";
import { DomainError } from "../domain-error";
import { questionnaireTexts } from "../email-texts/questionnaire-texts";
import { enqueueEmail } from "../messages/message-outbox";
import { changeablePatient, patientEntity } from "../patients/patient-access";
import { clinicToday } from "../record-access/manage-page-deps";

export type QuestionnaireDeps = {
  db: Database;
  instruments: Instrument[];
  clinicName: string;
  /** The clinic's zone: a questionnaire's day is the clinic's day. */
  clinicTimezone: () => string;
  now?: () => Date;
};

type SendingBooking = NonNullable<Awaited<ReturnType<typeof bookingToSendThrough>>>;

export function instrumentOf(deps: Pick<QuestionnaireDeps, "instruments">, id: string): Instrument {
  const instrument = deps.instruments.find((i) => i.id === id);
  if (!instrument)
    throw new DomainError("validation_failed", "Some fields need attention.", {
      instrumentId: "No such questionnaire",
    });
  return instrument;
}

/**
 * One questionnaire sent now through `booking`, in the caller's transaction: kept with the instrument as
 * sent, emailed with that booking's manage link (filled in at delivery). The email names the
 * questionnaire only. Used by a send and by a schedule's day.
 */
export async function sendThrough(
  tx: Tx,
  deps: Pick<QuestionnaireDeps, "clinicName" | "now">,
  o: { patientId: string; booking: SendingBooking; instrument: Instrument; actor: string },
): Promise<string> {
  const { booking, instrument } = o;
  const id = randomUUID();
  await insertQuestionnaire(tx, {
    id,
    patientId: o.patientId,
    bookingId: booking.id,
    instrumentId: instrument.id,
    instrument,
    sentBy: o.actor,
    sentAt: deps.now?.() ?? new Date(),
  });
  const locale = localeOr(booking.locale);
  const t = questionnaireTexts[locale];
  const name = instrument.name[locale] ?? instrument.name.en;
  await enqueueEmail(tx, {
    id: randomUUID(),
    kind: `questionnaire:${id}`,
    bookingId: booking.id,
    toAddress: booking.customerEmail,
    subject: fill(t.subject, { clinic: deps.clinicName }),
    textBody: [
      fill(t.hello, { name: booking.customerName }),
      "",
      fill(t.asked, { questionnaire: name }),
      fill(t.where, { link: manageLinkMarker }),
      t.time,
    ].join("\n"),
  });
  return id;
}

/**
 * POST /api/admin/patients/{patientId}/questionnaires: a questionnaire for the patient to answer on
 * their booking's manage page (the booking asked for, else their newest with a link), sent now, or on
 * `sendOn` (the day before a session), and again every `repeatEveryWeeks` when asked (decision 0140):
 * those wait in a schedule the job `questionnaires.scheduled` sends from. The audit names the
 * questionnaire and the days only.
 */
export async function sendQuestionnaire(
  deps: QuestionnaireDeps,
  patientId: string,
  input: SendQuestionnaire,
  actor: string,
) {
  const instrument = instrumentOf(deps, input.instrumentId);
  const today = clinicToday(deps);
  if (input.sendOn && input.sendOn < today)
    throw new DomainError("validation_failed", "Some fields need attention.", {
      sendOn: "Choose today or a later day",
    });
  return transaction(deps.db, async (tx) => {
    await changeablePatient(tx, patientId);
    const booking = await bookingToSendThrough(tx, patientId, input.bookingId);
    if (!booking) {
      if (input.bookingId)
        throw new DomainError("validation_failed", "Some fields need attention.", {
          bookingId: "This booking is not the patient's",
        });
      throw new DomainError(
        "conflict",
        "This patient has no booking whose link the questionnaire can go with.",
      );
    }
    const now = !input.sendOn || input.sendOn === today;
    const sentId = now ? await sendThrough(tx, deps, { patientId, booking, instrument, actor }) : null;
    const weeks = input.repeatEveryWeeks ?? null;
    const nextOn = !now ? (input.sendOn as string) : weeks ? addDaysToKey(today, 7 * weeks) : null;
    const scheduleId = nextOn ? randomUUID() : null;
    if (scheduleId && nextOn)
      await insertSchedule(tx, {
        id: scheduleId,
        patientId,
        bookingId: booking.id,
        instrumentId: instrument.id,
        nextOn,
        everyWeeks: weeks,
        createdBy: actor,
      });
    await recordAudit(tx, {
      actor,
      action: "patient.questionnaire.send",
      entity: patientEntity,
      entityId: patientId,
      details: {
        questionnaireId: sentId,
        instrumentId: instrument.id,
        bookingId: booking.id,
        ...(scheduleId ? { scheduleId, nextOn, everyWeeks: weeks } : {}),
      },
    });
    return {
      id: (sentId ?? scheduleId) as string,
      status: sentId ? ("sent" as const) : ("scheduled" as const),
      scheduleId,
      nextOn,
    };
  });
}
