import type { Database } from "../../db/client";
import { resolveLinkSuggestion } from "../../db/link-suggestion-repository";
import { transaction } from "../../db/transaction";
import { recordAudit } from "../audit-service";
import { patientEntity, pendingLinkSuggestion } from "./patient-access";

/**
 * POST /api/admin/patients/{patientId}/link-suggestions/{suggestionId}/dismiss (decision 0114): "not
 * the same person". The records stay apart and the pair is never suggested again. Audit-logged with
 * ids only.
 */
export async function dismissLinkSuggestion(
  db: Database,
  ids: { patientId: string; suggestionId: string },
  actor: string,
): Promise<{ id: string }> {
  return transaction(db, async (tx) => {
    const suggestion = await pendingLinkSuggestion(tx, ids.patientId, ids.suggestionId);
    await resolveLinkSuggestion(tx, suggestion.id, "dismissed", actor, new Date());
    await recordAudit(tx, {
      actor,
      action: "patient.link_suggestion.dismissed",
      entity: patientEntity,
      entityId: ids.patientId,
      details: {
        suggestionId: suggestion.id,
        otherPatientId:
          suggestion.patientId === ids.patientId ? suggestion.otherPatientId : suggestion.patientId,
      },
    });
    return { id: suggestion.id };
  });
}
