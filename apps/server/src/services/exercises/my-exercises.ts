import type { ExerciseLog, MyExercises } from "@clinic/contract/exercises";
import { type Locale, localeOr, nameIn } from "@clinic/contract/locales";
import { addDaysToKey } from "@clinic/contract/measurement-reminders";
import { listExercises, loggedDaysOf, programmeOf, saveLog } from "../../db/exercise-repository";
import { type Queryable, transaction } from "../../db/transaction";
import { recordAudit } from "../audit-service";
import { DomainError } from "../domain-error";
import { patientEntity } from "../patients/patient-access";
import { bookingAccess } from "../record-access/access-scope";
import { clinicToday, type ManagePageDeps } from "../record-access/manage-page-deps";

/** How far back a patient may tick a day they forgot: this week. */
const backfillDays = 6;

async function viewOf(
  db: Queryable,
  patientId: string | null,
  locale: Locale,
  today: string,
): Promise<MyExercises> {
  const programme = patientId ? await programmeOf(db, patientId) : undefined;
  if (!patientId || !programme) return { today, items: [], doneToday: [], reviewOn: null };
  const library = new Map((await listExercises(db)).map((e) => [e.id, e]));
  const [log] = (await loggedDaysOf(db, patientId, today)).filter((d) => d.day === today);
  return {
    today,
    items: programme.items.flatMap((item) => {
      const e = library.get(item.exerciseId);
      if (!e) return [];
      return [
        {
          ...item,
          name: nameIn(e, locale),
          instructions: nameIn({ name: e.instructions, names: e.instructionsIn }, locale),
          mediaUrl: e.mediaUrl,
        },
      ];
    }),
    doneToday: log?.done ?? [],
    reviewOn: programme.reviewOn,
  };
}

/**
 * GET /api/public/bookings/{bookingId}/exercises: the patient's programme in the booking's language
 * and what they ticked today, with the booking's manage token (issue 36).
 */
export async function myExercises(
  deps: ManagePageDeps,
  bookingId: string,
  token: string | undefined,
): Promise<MyExercises> {
  const { booking } = await bookingAccess(deps.db, bookingId, token);
  return viewOf(deps.db, booking.patientId, localeOr(booking.locale), clinicToday(deps));
}

/**
 * POST /api/public/bookings/{bookingId}/exercise-log: what the patient did on a day (today, or one of
 * the last six they forgot), replacing what they ticked for it before; only their programme's
 * exercises. Audit-logged without what was done.
 */
export async function logExercises(
  deps: ManagePageDeps,
  bookingId: string,
  token: string | undefined,
  input: ExerciseLog,
): Promise<MyExercises> {
  const { booking } = await bookingAccess(deps.db, bookingId, token);
  const today = clinicToday(deps);
  const patientId = booking.patientId;
  const programme = patientId ? await programmeOf(deps.db, patientId) : undefined;
  if (!patientId || !programme)
    throw new DomainError("conflict", "There is no exercise programme to log yet.");
  const fields: Record<string, string> = {};
  if (
    input.date > today ||
    input.date < addDaysToKey(today, -backfillDays) ||
    input.date < programme.startsOn
  )
    fields.date = "Choose today or one of the last six days of your programme";
  const mine = new Set(programme.items.map((i) => i.exerciseId));
  if (input.done.some((id) => !mine.has(id))) fields.done = "Only the exercises of your programme";
  if (Object.keys(fields).length > 0)
    throw new DomainError("validation_failed", "Some fields need attention.", fields);
  await transaction(deps.db, async (tx) => {
    await saveLog(tx, patientId, input.date, [...new Set(input.done)], deps.now?.() ?? new Date());
    await recordAudit(tx, {
      actor: "patient",
      action: "patient.exercise_log",
      entity: patientEntity,
      entityId: patientId,
      details: { via: booking.id },
    });
  });
  return viewOf(deps.db, patientId, localeOr(booking.locale), today);
}
