import { randomUUID } from "node:crypto";
import { isLocale } from "@clinic/contract/locales";
import { fill } from "@clinic/contract/messages";
import type { Instrument, SendQuestionnaire } from "@clinic/contract/questionnaires";
import type { Database } from "../../db/client";
import { bookingToSendThrough, insertQuestionnaire } from "../../db/questionnaire-repository";
import { transaction } from "../../db/transaction";
import { recordAudit } from "../audit-service";
import { manageLinkMarker } from "../booking-email-service";
import { DomainError } from "../domain-error";
import { questionnaireTexts } from "../email-texts/questionnaire-texts";
import { enqueueEmail } from "../messages/message-outbox";
import { changeablePatient, patientEntity } from "../patients/patient-access";

export type QuestionnaireDeps = {
  db: Database;
  instruments: Instrument[];
  clinicName: string;
  now?: () => Date;
};

export function instrumentOf(deps: Pick<QuestionnaireDeps, "instruments">, id: string): Instrument {
  const instrument = deps.instruments.find((i) => i.id === id);
  if (!instrument)
    throw new DomainError("validation_failed", "Some fields need attention.", {
      instrumentId: "No such questionnaire",
    });
  return instrument;
}

/**
 * POST /api/admin/patients/{patientId}/questionnaires: a questionnaire for the patient to answer on
 * their booking's manage page, sent by email with that page's link (the booking asked for, else their
 * newest with a link). The instrument is kept as sent. The email and the audit entry name the
 * questionnaire only.
 */
export async function sendQuestionnaire(
  deps: QuestionnaireDeps,
  patientId: string,
  input: SendQuestionnaire,
  actor: string,
): Promise<{ id: string }> {
  const instrument = instrumentOf(deps, input.instrumentId);
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
    const id = randomUUID();
    const now = deps.now?.() ?? new Date();
    await insertQuestionnaire(tx, {
      id,
      patientId,
      bookingId: booking.id,
      instrumentId: instrument.id,
      instrument,
      sentBy: actor,
      sentAt: now,
    });
    const locale = isLocale(booking.locale) ? booking.locale : "en";
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
    await recordAudit(tx, {
      actor,
      action: "patient.questionnaire.send",
      entity: patientEntity,
      entityId: patientId,
      details: { questionnaireId: id, instrumentId: instrument.id, bookingId: booking.id },
    });
    return { id };
  });
}
