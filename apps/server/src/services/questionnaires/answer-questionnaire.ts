import { localeOr } from "@clinic/contract/locales";
import {
  answerProblems,
  type PatientQuestionnaire,
  type QuestionnaireAnswer,
  scoreAnswers,
} from "@clinic/contract/questionnaires";
import {
  type QuestionnaireRow,
  questionnaireOfBooking,
  questionnairesOfBooking,
  saveAnswers,
} from "../../db/questionnaire-repository";
import { transaction } from "../../db/transaction";
import { recordAudit } from "../audit-service";
import { DomainError } from "../domain-error";
import { patientEntity } from "../patients/patient-access";
import { bookingAccess } from "../record-access/access-scope";
import { instrumentIn } from "./instruments";
import type { QuestionnaireDeps } from "./send-questionnaire";

const notFound = () => new DomainError("not_found", "No such questionnaire for this booking");

function patientView(row: QuestionnaireRow, locale: string): PatientQuestionnaire {
  return {
    id: row.id,
    ...instrumentIn(row.instrument, localeOr(locale)),
    status: row.status as PatientQuestionnaire["status"],
    answers: row.answers ?? null,
  };
}

/**
 * GET /api/public/bookings/{bookingId}/questionnaires: the questionnaires sent with this booking's
 * link, in its language, with the manage token (a token opens what it was sent for: another booking's
 * questionnaires are not listed).
 */
export async function patientQuestionnaires(
  deps: Pick<QuestionnaireDeps, "db">,
  bookingId: string,
  token: string | undefined,
): Promise<PatientQuestionnaire[]> {
  const { booking } = await bookingAccess(deps.db, bookingId, token);
  const rows = await questionnairesOfBooking(deps.db, booking.id);
  return rows.map((row) => patientView(row, booking.locale));
}

/**
 * PUT /api/public/bookings/{bookingId}/questionnaires/{questionnaireId}: every item answered on its
 * scale (else 400 naming each), scored on the server; answering again replaces the answers. Audit-logged
 * as the patient, without an answer or a score.
 */
export async function answerQuestionnaire(
  deps: Pick<QuestionnaireDeps, "db" | "now">,
  bookingId: string,
  questionnaireId: string,
  token: string | undefined,
  input: QuestionnaireAnswer,
): Promise<PatientQuestionnaire> {
  const { booking } = await bookingAccess(deps.db, bookingId, token);
  return transaction(deps.db, async (tx) => {
    const row = await questionnaireOfBooking(tx, booking.id, questionnaireId);
    if (!row) throw notFound();
    const problems = answerProblems(row.instrument, input.answers);
    if (Object.keys(problems).length > 0)
      throw new DomainError("validation_failed", "Please answer every question.", problems);
    const answeredAt = deps.now?.() ?? new Date();
    const scores = scoreAnswers(row.instrument, input.answers);
    await saveAnswers(tx, row.id, { answers: input.answers, scores, answeredAt });
    await recordAudit(tx, {
      actor: "patient",
      action: "patient.questionnaire.answer",
      entity: patientEntity,
      entityId: row.patientId,
      details: { questionnaireId: row.id, instrumentId: row.instrumentId, via: booking.id },
    });
    return patientView({ ...row, answers: input.answers, status: "answered" }, booking.locale);
  });
}
