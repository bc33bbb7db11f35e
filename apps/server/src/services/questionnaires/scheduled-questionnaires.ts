import { addDaysToKey } from "@clinic/contract/measurement-reminders";
import type { QuestionnaireSchedule } from "@clinic/contract/questionnaires";
import { textIn } from "@clinic/contract/questionnaires";
import { bookingToSendThrough } from "../../db/booking-repository";
import { findPatient } from "../../db/patient-repository";
import {
  deleteSchedule,
  lockDueSchedules,
  moveScheduleOn,
  type ScheduleRow,
  schedulesOf,
} from "../../db/questionnaire-repository";
import { type Queryable, transaction } from "../../db/transaction";
import { recordAudit } from "../audit-service";
import { DomainError } from "../domain-error";
import { patientEntity } from "../patients/patient-access";
import { type QuestionnaireDeps, sendThrough } from "./send-questionnaire";

/* Questionnaires sent on a day or every few weeks (decision 0140): the list, the stop, the job. */

export function scheduleView(
  row: ScheduleRow,
  deps: Pick<QuestionnaireDeps, "instruments">,
): QuestionnaireSchedule {
  const instrument = deps.instruments.find((i) => i.id === row.instrumentId);
  return {
    id: row.id,
    instrumentId: row.instrumentId,
    instrumentName: instrument ? textIn(instrument.name, "en") : row.instrumentId,
    bookingId: row.bookingId,
    nextOn: row.nextOn,
    everyWeeks: row.everyWeeks,
  };
}

export async function schedulesOfPatient(
  deps: Pick<QuestionnaireDeps, "db" | "instruments">,
  patientId: string,
): Promise<QuestionnaireSchedule[]> {
  return (await schedulesOf(deps.db, patientId)).map((row) => scheduleView(row, deps));
}

/** DELETE /api/admin/patients/{patientId}/questionnaire-schedules/{scheduleId}: nothing more is sent. */
export async function stopSchedule(db: Queryable, patientId: string, scheduleId: string, actor: string) {
  await transaction(db, async (tx) => {
    if (!(await deleteSchedule(tx, scheduleId, patientId)))
      throw new DomainError("not_found", "No such scheduled questionnaire for this patient.");
    await recordAudit(tx, {
      actor,
      action: "patient.questionnaire.unschedule",
      entity: patientEntity,
      entityId: patientId,
      details: { scheduleId },
    });
  });
}

/**
 * The job: each schedule due by `today` sends its questionnaire through its booking, then waits for its
 * next day (a repeat; days missed while no server ran are skipped, not sent in a row) or goes (a one-off).
 * Rows are locked and handled in one transaction each batch, so two servers never send one twice. A
 * record whose consent was withdrawn gets nothing, as the tracker's reminders; an instrument the clinic
 * removed ends its schedule.
 */
export async function sendScheduledQuestionnaires(deps: QuestionnaireDeps, today: string): Promise<number> {
  return transaction(deps.db, async (tx) => {
    let sent = 0;
    for (const row of await lockDueSchedules(tx, today)) {
      const instrument = deps.instruments.find((i) => i.id === row.instrumentId);
      const patient = await findPatient(tx, row.patientId);
      const booking = await bookingToSendThrough(tx, row.patientId, row.bookingId);
      if (instrument && booking && patient && !patient.consentWithdrawnAt) {
        await sendThrough(tx, deps, { patientId: row.patientId, booking, instrument, actor: row.createdBy });
        sent++;
      }
      if (!row.everyWeeks || !instrument) {
        await deleteSchedule(tx, row.id);
        continue;
      }
      let next = addDaysToKey(row.nextOn, 7 * row.everyWeeks);
      while (next <= today) next = addDaysToKey(next, 7 * row.everyWeeks);
      await moveScheduleOn(tx, row.id, next);
    }
    return sent;
  });
}
