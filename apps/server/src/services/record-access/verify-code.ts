import { randomUUID } from "node:crypto";
import { type RecordSession, recordAccessMessages, recordAccessRules } from "@clinic/contract/record-access";
import {
  countWrongAttempt,
  endCode,
  insertRecordSession,
  lockNewestCode,
} from "../../db/record-access-repository";
import { transaction } from "../../db/transaction";
import { recordAudit } from "../audit-service";
import { DomainError } from "../domain-error";
import { auditSubject, bookingAccess } from "./access-scope";
import { newSessionToken } from "./access-secrets";
import { nowOf, type RecordAccessDeps } from "./record-access-deps";

type Verdict =
  | { ok: true; session: RecordSession }
  | {
      ok: false;
      code: "code_invalid" | "code_expired";
      message: string;
      fields?: Record<string, string>;
      triesLeft?: number;
    };

/**
 * POST /api/public/bookings/{bookingId}/record-access/verify: the booking's newest code, if it is
 * still live and right, opens a record session of 15 minutes (not extended by use). Each wrong try is
 * counted and kept even though the request fails (the count commits before the refusal); the fifth
 * ends the code. A code sent for another record than the booking's now (it was split or linked since)
 * opens nothing. Every outcome is audit-logged, never the code.
 */
export async function verifyRecordCode(
  deps: RecordAccessDeps,
  bookingId: string,
  token: string | undefined,
  given: string,
): Promise<RecordSession> {
  const { scope } = await bookingAccess(deps.db, bookingId, token);
  const now = nowOf(deps);
  const subject = auditSubject(scope, bookingId);
  const verdict = await transaction(deps.db, async (tx): Promise<Verdict> => {
    const code = await lockNewestCode(tx, bookingId);
    const refuse = async (reason: string, refusal: Verdict & { ok: false }) => {
      await recordAudit(tx, {
        actor: "patient",
        action: "record_access.code_refused",
        ...subject,
        details: { via: bookingId, reason },
      });
      return refusal;
    };
    if (!code)
      return refuse("none", { ok: false, code: "code_expired", message: recordAccessMessages.noCode });
    if (code.endedAt)
      return refuse(code.endReason ?? "ended", {
        ok: false,
        code: "code_expired",
        message: code.endReason === "attempts" ? recordAccessMessages.usedUp : recordAccessMessages.expired,
      });
    if (code.expiresAt <= now)
      return refuse("expired", { ok: false, code: "code_expired", message: recordAccessMessages.expired });
    if (!deps.secrets.codeMatches(code.id, given, code.codeHash)) {
      const tries = await countWrongAttempt(tx, code.id, recordAccessRules.codeAttempts, now);
      const left = recordAccessRules.codeAttempts - tries;
      return left > 0
        ? refuse("wrong", {
            ok: false,
            code: "code_invalid",
            message: recordAccessMessages.wrongCode(left),
            fields: { code: recordAccessMessages.wrongCode(left) },
            triesLeft: left,
          })
        : refuse("attempts", { ok: false, code: "code_expired", message: recordAccessMessages.usedUp });
    }
    if (code.patientId !== (scope.patient?.id ?? null))
      return refuse("record_changed", {
        ok: false,
        code: "code_expired",
        message: recordAccessMessages.expired,
      });
    await endCode(tx, code.id, "used", now);
    const session = newSessionToken();
    const expiresAt = new Date(now.getTime() + recordAccessRules.sessionMinutes * 60_000);
    await insertRecordSession(tx, {
      id: randomUUID(),
      tokenHash: session.hash,
      bookingId,
      patientId: code.patientId,
      expiresAt,
      createdAt: now,
    });
    await recordAudit(tx, {
      actor: "patient",
      action: "record_access.verified",
      ...subject,
      details: { via: bookingId, minutes: recordAccessRules.sessionMinutes },
    });
    return { ok: true, session: { recordSession: session.token, expiresAt: expiresAt.toISOString() } };
  });
  if (!verdict.ok)
    throw new DomainError(verdict.code, verdict.message, verdict.fields, { triesLeft: verdict.triesLeft });
  return verdict.session;
}
