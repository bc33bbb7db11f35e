import { createHash } from "node:crypto";
import type { ErrorCode } from "@clinic/contract/api-envelope";
import { idempotencyKeyPattern } from "@clinic/contract/booking";
import { patientRightsMessages } from "@clinic/contract/patient-rights";
import type { Database } from "../db/client";
import {
  claimKeyRow,
  completeKeyRow,
  deleteOldKeys,
  findKey,
  type KeySubject,
  releaseKeyRow,
  replaceAnswersOfRecord,
  saveKey,
  tryLockKey,
} from "../db/idempotency-repository";
import { savepoint, type Tx, transaction } from "../db/transaction";
import { DomainError } from "./domain-error";

export type { KeySubject };

/**
 * A request under an Idempotency-Key. `subject` names the booking or patient its answer is about, when
 * known before the work runs; work that creates its booking names it with its outcome instead.
 */
export type KeyRequest = { operation: string; key: string; hash: string; subject?: KeySubject };

/** Keys are answered again for at least this long (decision 0021). */
export const idempotencyKeepHours = 24;

/** An HTTP answer kept under a key by the generic POST wrapper (http/idempotent-posts.ts). */
export type Answer = { status: number; body: unknown };

/**
 * What a use case run under an Idempotency-Key decided, kept under the key and given again on a
 * replay: its data, or a refusal's code and message. No HTTP status: the route gives a success
 * its own, and a refusal's comes from its code (http/error-statuses.ts; decision 0089).
 */
export type Outcome<T> =
  | { success: true; data: T; message?: string }
  | { success: false; code: ErrorCode; message: string; fields?: Record<string, string> };
export type Replayable<T> = { outcome: Outcome<T>; replayed: boolean };
export type RefusedOutcome = Extract<Outcome<never>, { success: false }>;

/** response_status of a key whose outcome is stored (0 while its request runs). */
export const outcomeStored = 1;

/**
 * response_status of a key whose record was erased (decision 0116): the answer (names, contact
 * details, note texts) is gone, and the key answers `erasedRefusal` from then on. The key stays spent,
 * so a retry never runs the work again on an erased record.
 */
export const answerErased = 2;

export const erasedRefusal: RefusedOutcome = {
  success: false,
  code: "conflict",
  message: patientRightsMessages.erasedRecord,
};

export const keyInProgressMessage =
  "A request with this Idempotency-Key is still being processed. Please wait a moment and try again.";
const keyReusedMessage = "This Idempotency-Key was already used for a different request.";

export function refusalOutcome(error: DomainError): RefusedOutcome {
  return {
    success: false,
    code: error.code,
    message: error.message,
    ...(error.fields ? { fields: error.fields } : {}),
  };
}

/** The row that keeps an outcome under its key. */
export function storedOutcome(request: KeyRequest, outcome: Outcome<unknown>) {
  return { requestHash: request.hash, responseStatus: outcomeStored, responseBody: outcome };
}

/** Erasure (decision 0116): every stored answer about the record answers `erasedRefusal` instead. */
export function eraseAnswersOfRecord(
  tx: Tx,
  record: { patientId: string | undefined; bookingIds: string[] },
): Promise<number> {
  return replaceAnswersOfRecord(tx, record, { responseStatus: answerErased, responseBody: {} });
}

export function requireIdempotencyKey(key: string | undefined): string {
  if (!key || !idempotencyKeyPattern.test(key))
    throw new DomainError("bad_request", "An Idempotency-Key header holding a UUID is required.");
  return key.toLowerCase();
}

export function hashRequest(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value)).digest("hex");
}

/**
 * Runs `work` once per (operation, key): the claim, the work and the stored outcome share
 * one transaction. The same key and body give the first outcome again; another body is
 * `idempotency_key_reused`; a key whose first request is still running is `request_in_progress`.
 * A refusal (DomainError) is stored as the outcome too; an unexpected error rolls everything back
 * and frees the key.
 * A refusal also undoes the work's own writes (it runs in a savepoint), unless the caller says
 * `refusesBeforeWriting`: its refusals come before its writes, or the writes made before one may
 * stay. That spares two round trips on the busiest write (decision 0071). Work that stored its
 * outcome under the key with its own last write says `stored` (decision 0074).
 */
export function runIdempotent<T>(
  db: Database,
  request: KeyRequest,
  work: (tx: Tx) => Promise<Outcome<T> & { stored?: true; subject?: KeySubject }>,
  options: { refusesBeforeWriting?: boolean } = {},
): Promise<Replayable<T>> {
  return transaction(db, async (tx) => {
    if (!(await tryLockKey(tx, request.operation, request.key)))
      throw new DomainError("request_in_progress", keyInProgressMessage);
    const keptSince = new Date(Date.now() - idempotencyKeepHours * 3_600_000);
    const found = await findKey(tx, request.operation, request.key, keptSince);
    if (found) {
      if (found.requestHash !== request.hash)
        throw new DomainError("idempotency_key_reused", keyReusedMessage);
      if (found.responseStatus === answerErased) return { outcome: erasedRefusal, replayed: true };
      return { outcome: found.responseBody as Outcome<T>, replayed: true };
    }
    let outcome: Outcome<T> & { stored?: true; subject?: KeySubject };
    try {
      outcome = options.refusesBeforeWriting ? await work(tx) : await savepoint(tx, work);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      outcome = refusalOutcome(error);
    }
    const { stored, subject, ...kept } = outcome;
    if (!stored)
      await saveKey(
        tx,
        request.operation,
        request.key,
        storedOutcome(request, kept),
        subject ?? request.subject,
      );
    return { outcome: kept as Outcome<T>, replayed: false };
  });
}

/** A claim held this long without an answer belonged to a server that stopped mid-way. */
const abandonedClaimMs = 2 * 60_000;

/**
 * For work that runs outside the key's transaction (decision 0085): claims the key (`claimed`), or gives
 * the first answer again (`replay`). A key still running is a 409; another body a 422.
 */
export async function claimIdempotencyKey(
  db: Database,
  request: KeyRequest,
): Promise<
  { claimed: true } | { claimed: false; answer: Answer } | { claimed: false; refused: RefusedOutcome }
> {
  const now = Date.now();
  const keptSince = new Date(now - idempotencyKeepHours * 3_600_000);
  const row = {
    operation: request.operation,
    key: request.key,
    requestHash: request.hash,
    subject: request.subject,
  };
  if (await claimKeyRow(db, row, new Date(now - abandonedClaimMs), keptSince)) return { claimed: true };
  const found = await findKey(db, request.operation, request.key, keptSince);
  if (found && found.requestHash !== request.hash)
    throw new DomainError("idempotency_key_reused", keyReusedMessage);
  if (!found || found.responseStatus === 0)
    throw new DomainError("request_in_progress", keyInProgressMessage);
  if (found.responseStatus === answerErased) return { claimed: false, refused: erasedRefusal };
  return { claimed: false, answer: { status: found.responseStatus, body: found.responseBody } };
}

/** Keeps the answer of a claimed key, or (`undefined`) frees the key for another try. */
export async function finishIdempotencyKey(
  db: Database,
  request: KeyRequest,
  answer: Answer | undefined,
): Promise<void> {
  if (answer)
    await completeKeyRow(db, request.operation, request.key, {
      responseStatus: answer.status,
      responseBody: answer.body,
    });
  else await releaseKeyRow(db, request.operation, request.key);
}

/** Forgets keys older than twice the promise. */
export function pruneIdempotencyKeys(db: Database, now = new Date()): Promise<number> {
  return deleteOldKeys(db, new Date(now.getTime() - 2 * idempotencyKeepHours * 3_600_000));
}
