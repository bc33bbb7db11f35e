import fc from "fast-check";
import { afterAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../src/db/client";
import { type Fixtures, type FullApp, fullTestApp, seedFixtures, signIn } from "./full-test-app";
import {
  answerProblem,
  changedTables,
  fingerprintQuery,
  type Operation,
  operationsOf,
  type Pools,
  requestsFor,
  runsPerOperation,
} from "./openapi-fuzz";
import { openFreshDatabase } from "./test-database";

/**
 * Tables a refused request may legitimately write: the rate-limit counters count refused requests
 * too (that is their job); a signed-in request touches its session's last_seen_at (idle expiry); and an
 * Idempotency-Key keeps the refusal it was answered with, so a retry gets the same answer (decision 0021:
 * only the request's hash and the answer are kept, no field of the request). Decision 0046.
 */
export const bookkeeping = {
  tables: ["rate_limit_counters", "idempotency_keys"],
  columns: ["admin_sessions.last_seen_at"],
};

/** GETs whose successful read adds an audit entry (and nothing else). */
const auditedReads = new Set([
  "/api/admin/patients/{patientId}",
  "/api/admin/patients/{patientId}/export",
  "/api/admin/patients/{patientId}/measurements.csv",
  // The accountant's receipts export names every patient: who took it is recorded (decision 0105).
  "/api/admin/receipts/export",
]);

type Tally = { requests: number; validShaped: number; invalid: number; statuses: Record<number, number> };

/**
 * Defines one test per operation of /api/openapi.json that `which` selects, each sending
 * `runsPerOperation` generated requests on a database of its own (for this file).
 */
export async function defineBadInputSuite(which: (op: Operation) => boolean) {
  const handle: DatabaseHandle = await openFreshDatabase();
  const { app, logLines } = fullTestApp(handle.db);
  const fixtures: Fixtures = await seedFixtures(app, handle.db);
  // The document itself is not one of its paths.
  const document = await (await app.request("/api/openapi.json")).json();
  const operations = operationsOf(document).filter(which);
  const fingerprint = await fingerprintQuery(handle.pool, bookkeeping);
  const pools: Pools = {
    slotId: fixtures.slotIds,
    newSlotId: fixtures.slotIds,
    bookingId: fixtures.bookingIds,
    id: [...fixtures.slotIds, ...fixtures.bookingIds, ...fixtures.reviewIds],
    patientId: fixtures.patientIds,
    otherPatientId: fixtures.patientIds,
    date: fixtures.dates,
    from: fixtures.dates,
    to: fixtures.dates,
  };
  const tallies = new Map<string, Tally>();
  const started = Date.now();
  let session = fixtures.session;

  afterAll(async () => {
    await handle.close();
    const rows = [...tallies].map(
      ([name, t]) =>
        `${name}: ${t.requests} (${t.validShaped} valid-shaped, ${t.invalid} invalid) statuses ${JSON.stringify(t.statuses)}`,
    );
    const total = [...tallies.values()].reduce((n, t) => n + t.requests, 0);
    const fiveXx = [...tallies.values()].reduce(
      (n, t) => n + Object.entries(t.statuses).reduce((m, [s, c]) => m + (Number(s) >= 500 ? c : 0), 0),
      0,
    );
    console.info(
      `bad input: ${operations.length} operations, ${total} generated requests, ${fiveXx} answered 5xx, ${Math.round((Date.now() - started) / 1000)} s\n${rows.join("\n")}`,
    );
  });

  it("covers every operation the document lists", () => {
    expect(operations.length).toBeGreaterThan(0);
  });

  for (const op of operations) {
    const name = `${op.method} ${op.path}`;
    it(
      `${name}: ${runsPerOperation} generated requests, no 5xx, the envelope, nothing stored when refused`,
      async () => {
        const tally: Tally = { requests: 0, validShaped: 0, invalid: 0, statuses: {} };
        tallies.set(name, tally);
        let before = await fingerprint();
        await fc.assert(
          fc.asyncProperty(requestsFor(op, pools), fc.boolean(), async (req, withSession) => {
            const headers = { ...req.headers };
            if (op.path === "/api/auth/signout") {
              // Signing out ends the session it is sent with: give it one of its own.
              if (withSession) headers.cookie = `clinic-session=${await signIn(app)}`;
              before = await fingerprint();
            } else if (op.path.startsWith("/api/admin") || withSession) {
              headers.cookie = `clinic-session=${session}`;
            }
            const res = await app.request(req.path, { method: req.method, headers, body: req.body });
            const text = await res.text();
            const after = await fingerprint();
            tally.requests += 1;
            tally[req.kind === "valid-shaped" ? "validShaped" : "invalid"] += 1;
            tally.statuses[res.status] = (tally.statuses[res.status] ?? 0) + 1;
            const said = `${req.method} ${req.path.slice(0, 300)} ${(req.body ?? "").slice(0, 300)}`;
            const problem = answerProblem(op, res.status, res.headers.get("content-type") ?? "", text);
            if (problem) {
              const logged = logLines.filter((l) => l.level === "error" || l.level === 50).slice(-2);
              throw new Error(`${said}: ${problem} ${JSON.stringify(logged).slice(0, 1500)}`);
            }
            if (res.status >= 400 || req.method === "GET") {
              // Reading a patient's record is itself recorded (decision 0099): its audit entry only.
              const audited = res.status === 200 && auditedReads.has(op.path);
              const changed = changedTables(before, after).filter((t) => !(audited && t === "audit_log"));
              if (changed.length > 0)
                throw new Error(`${said}: answered ${res.status} but changed ${changed.join(", ")}`);
            }
            before = after;
            // A request that ended the shared session (none should, but a new admin operation might).
            if (res.status === 401 && op.path.startsWith("/api/admin")) {
              session = await signIn(app);
              before = await fingerprint();
            }
          }),
          { numRuns: runsPerOperation, endOnFailure: true },
        );
        expect(tally.requests).toBe(runsPerOperation);
      },
      Math.max(60_000, runsPerOperation * 250),
    );
  }
}

export type { FullApp };
