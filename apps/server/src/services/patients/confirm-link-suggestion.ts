import type { Database } from "../../db/client";
import { transaction } from "../../db/transaction";
import { recordAudit } from "../audit-service";
import { mergeRecords } from "./merge-patients";
import { patientEntity, pendingLinkSuggestion } from "./patient-access";

/**
 * POST /api/admin/patients/{patientId}/link-suggestions/{suggestionId}/confirm (decision 0114): the
 * admin says the two records are one person. The older record (the one the booking was kept apart
 * from) is kept and the newer merged into it, as a merge by hand would; the suggestion is settled as
 * merged. Answers the kept record. Audit-logged with ids only.
 */
export async function confirmLinkSuggestion(
  db: Database,
  ids: { patientId: string; suggestionId: string },
  actor: string,
): Promise<{ patientId: string }> {
  return transaction(db, async (tx) => {
    const suggestion = await pendingLinkSuggestion(tx, ids.patientId, ids.suggestionId);
    const kept = await mergeRecords(tx, suggestion.otherPatientId, suggestion.patientId, actor);
    await recordAudit(tx, {
      actor,
      action: "patient.link_suggestion.confirmed",
      entity: patientEntity,
      entityId: kept.patientId,
      details: { suggestionId: suggestion.id, mergedPatientId: suggestion.patientId },
    });
    return kept;
  });
}
