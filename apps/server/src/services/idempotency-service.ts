import { createHash } from "node:crypto";
import { idempotencyKeyPattern } from "@clinic/contract/booking";
import type { Database } from "../db/client";
import {
  claimKeyRow,
  completeKeyRow,
  deleteOldKeys,
  findKey,
  releaseKeyRow,
  saveKey,
  tryLockKey,
} from "../db/idempotency-repository";
import { savepoint, type Tx, transaction } from "../db/transaction";
import { ServiceRefusal } from "./service-refusal";

/** Keys are answered again for at least this long (decision 0021). */
export const idempotencyKeepHours = 24;

export type Answer = { status: number; body: unknown };

export function requireIdempotencyKey(key: string | undefined): string {
  if (!key || !idempotencyKeyPattern.test(key))
    throw new ServiceRefusal(400, "bad_request", "An Idempotency-Key header holding a UUID is required.");
  return key.toLowerCase();
}

export function hashRequest(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value)).digest("hex");
}

/**
 * Runs `work` once per (operation, key): the claim, the work and the stored answer share
 * one transaction. The same key and body answer again; another body is a 422; a key whose
 * first request is still running is a 409. A refusal is stored as the answer too; an
 * unexpected error rolls everything back and frees the key.
 * A refusal also undoes the work's own writes (it runs in a savepoint), unless the caller says
 * `refusesBeforeWriting`: its refusals come before its writes, or the writes made before one may
 * stay. That spares two round trips on the busiest write (decision 0071). Work that stored its
 * answer under the key with its own last write says `stored` (decision 0074).
 */
export function runIdempotent(
  db: Database,
  request: { operation: string; key: string; hash: string },
  work: (tx: Tx) => Promise<Answer & { stored?: true }>,
  options: { refusesBeforeWriting?: boolean } = {},
): Promise<Answer & { replayed: boolean }> {
  return transaction(db, async (tx) => {
    if (!(await tryLockKey(tx, request.operation, request.key)))
      throw new ServiceRefusal(
        409,
        "conflict",
        "A request with this Idempotency-Key is still being processed. Please wait a moment and try again.",
      );
    const keptSince = new Date(Date.now() - idempotencyKeepHours * 3_600_000);
    const found = await findKey(tx, request.operation, request.key, keptSince);
    if (found) {
      if (found.requestHash !== request.hash)
        throw new ServiceRefusal(
          422,
          "idempotency_key_reused",
          "This Idempotency-Key was already used for a different request.",
        );
      return { status: found.responseStatus, body: found.responseBody, replayed: true };
    }
    let answer: Answer & { stored?: true };
    try {
      answer = options.refusesBeforeWriting ? await work(tx) : await savepoint(tx, work);
    } catch (error) {
      if (!(error instanceof ServiceRefusal)) throw error;
      answer = {
        status: error.status,
        body: {
          success: false,
          code: error.code,
          message: error.message,
          ...(error.fields ? { fields: error.fields } : {}),
        },
      };
    }
    if (!answer.stored)
      await saveKey(tx, request.operation, request.key, {
        requestHash: request.hash,
        responseStatus: answer.status,
        responseBody: answer.body,
      });
    return { status: answer.status, body: answer.body, replayed: false };
  });
}

/** A claim held this long without an answer belonged to a server that stopped mid-way. */
const abandonedClaimMs = 2 * 60_000;

export type KeyRequest = { operation: string; key: string; hash: string };

/**
 * For work that runs outside the key's transaction (decision 0085): claims the key (`claimed`), or gives
 * the first answer again (`replay`). A key still running is a 409; another body a 422.
 */
export async function claimIdempotencyKey(
  db: Database,
  request: KeyRequest,
): Promise<{ claimed: true } | { claimed: false; answer: Answer }> {
  const now = Date.now();
  const keptSince = new Date(now - idempotencyKeepHours * 3_600_000);
  const row = { operation: request.operation, key: request.key, requestHash: request.hash };
  if (await claimKeyRow(db, row, new Date(now - abandonedClaimMs), keptSince)) return { claimed: true };
  const found = await findKey(db, request.operation, request.key, keptSince);
  if (found && found.requestHash !== request.hash)
    throw new ServiceRefusal(
      422,
      "idempotency_key_reused",
      "This Idempotency-Key was already used for a different request.",
    );
  if (!found || found.responseStatus === 0)
    throw new ServiceRefusal(
      409,
      "conflict",
      "A request with this Idempotency-Key is still being processed. Please wait a moment and try again.",
    );
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
