import type { ErasureRequestView } from "@clinic/contract/patient-rights";
import { listErasureQueue } from "../../db/erasure-repository";
import type { Queryable } from "../../db/transaction";

/** GET /api/admin/erasure-requests: waiting requests, oldest first, then the last ones done. */
export async function erasureQueue(db: Queryable, now = new Date()): Promise<ErasureRequestView[]> {
  const rows = await listErasureQueue(db, now);
  return rows.map((r) => ({
    ...r,
    requestedAt: r.requestedAt.toISOString(),
    doneAt: r.doneAt ? r.doneAt.toISOString() : null,
  }));
}
