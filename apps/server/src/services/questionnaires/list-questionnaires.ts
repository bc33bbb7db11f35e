import type { Locale } from "@clinic/contract/locales";
import { type Questionnaire, textIn } from "@clinic/contract/questionnaires";
import { type QuestionnaireRow, questionnairesOfPatients } from "../../db/questionnaire-repository";
import type { Queryable } from "../../db/transaction";
import { existingPatient } from "../patients/patient-access";

/** A questionnaire as the admin lists it (English), or as the patient's export gives it (their language). */
export function questionnaireView(row: QuestionnaireRow, locale: Locale = "en"): Questionnaire {
  return {
    id: row.id,
    instrumentId: row.instrumentId,
    instrumentName: textIn(row.instrument.name, locale),
    bookingId: row.bookingId,
    status: row.status as Questionnaire["status"],
    sentAt: row.sentAt.toISOString(),
    answeredAt: row.answeredAt ? row.answeredAt.toISOString() : null,
    scores: row.scores ?? null,
  };
}

/** GET /api/admin/patients/{patientId}/questionnaires: sent ones, oldest first, with their scores. */
export async function listQuestionnaires(db: Queryable, patientId: string): Promise<Questionnaire[]> {
  await existingPatient(db, patientId);
  return (await questionnairesOfPatients(db, [patientId])).map((row) => questionnaireView(row));
}
