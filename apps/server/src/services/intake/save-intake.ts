import { type IntakeView, intakeAnswersSchema, intakeFieldErrors } from "@clinic/contract/intake-form";
import { saveIntakeAnswers } from "../../db/intake-repository";
import { clock } from "../booking/booking-deps";
import { DomainError } from "../domain-error";
import { assertEditable, type IntakeDeps, intakeAccess } from "./intake-access";
import { viewIntake } from "./intake-views";

/**
 * PUT /api/public/bookings/{id}/intake: the answers, checked against the content file's questions by
 * the contract's rule (the page runs the same one), replace the saved ones. Nothing is stored when any
 * answer is refused; answers to questions the patient's other answers hide are dropped.
 */
export async function saveIntake(
  deps: IntakeDeps,
  bookingId: string,
  token: string | undefined,
  answers: unknown,
): Promise<IntakeView> {
  const { booking, slot } = await intakeAccess(deps, bookingId, token);
  assertEditable(deps, booking, slot);
  const checked = intakeAnswersSchema(deps.form, { now: clock(deps) }).safeParse(answers);
  if (!checked.success)
    throw new DomainError(
      "validation_failed",
      "Some answers need attention.",
      prefixed(intakeFieldErrors(checked.error)),
    );
  await saveIntakeAnswers(deps.db, bookingId, checked.data, clock(deps));
  return viewIntake(deps, bookingId, token);
}

/** Field errors name the body's field: `answers.<question id>`. */
function prefixed(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([id, message]) => [`answers.${id}`, message]));
}
