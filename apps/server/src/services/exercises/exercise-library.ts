import { randomUUID } from "node:crypto";
import type { Exercise, ExerciseInput } from "@clinic/contract/exercises";
import {
  type ExerciseRow,
  insertExercise,
  listExercises,
  updateExercise,
} from "../../db/exercise-repository";
import type { Queryable } from "../../db/transaction";
import { transaction } from "../../db/transaction";
import { recordAudit } from "../audit-service";
import { DomainError } from "../domain-error";

export function exerciseView(row: ExerciseRow): Exercise {
  return {
    id: row.id,
    name: row.name,
    names: row.names,
    instructions: row.instructions,
    instructionsIn: row.instructionsIn,
    mediaUrl: row.mediaUrl,
    shipped: row.shipped,
  };
}

const stored = (input: ExerciseInput) => ({
  name: input.name,
  names: input.names ?? {},
  instructions: input.instructions,
  instructionsIn: input.instructionsIn ?? {},
  mediaUrl: input.mediaUrl ?? null,
});

/** GET /api/admin/exercises: the library, by name. */
export async function exerciseLibrary(db: Queryable): Promise<Exercise[]> {
  return (await listExercises(db)).map(exerciseView);
}

/** POST /api/admin/exercises: a clinic's own exercise (audit-logged by id). */
export async function addExercise(db: Queryable, input: ExerciseInput, actor: string): Promise<Exercise> {
  return transaction(db, async (tx) => {
    const row = await insertExercise(tx, { id: randomUUID(), ...stored(input) });
    await recordAudit(tx, { actor, action: "exercise.create", entity: "exercise", entityId: row.id });
    return exerciseView(row);
  });
}

/** PUT /api/admin/exercises/{id}: its texts and link replaced (a shipped one too: it stays edited). */
export async function changeExercise(
  db: Queryable,
  id: string,
  input: ExerciseInput,
  actor: string,
): Promise<Exercise> {
  return transaction(db, async (tx) => {
    const row = await updateExercise(tx, id, { ...stored(input), updatedAt: new Date() });
    if (!row) throw new DomainError("not_found", "No such exercise");
    await recordAudit(tx, { actor, action: "exercise.update", entity: "exercise", entityId: id });
    return exerciseView(row);
  });
}
