import { writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Issue 9, logs: patient details the booking e2e types in, which must never reach the server's log.
 * The shared e2e server writes its log (at debug level) to `serverLogFile()`; the global teardown
 * (log-canary-teardown.ts) reads it after every spec has run.
 */
export const canaryPatient = {
  name: "Canaryasha Raoquill",
  email: "canary.asha.raoquill@example.com",
  phone: "9876543210",
  notes: "Canary knee pain after surgery quill",
  /** Typed into the intake form by booking-intake.spec.ts (issue 20). */
  intakeReason: "Canary arm swelling quill since surgery",
} as const;

export function serverLogFile(): string {
  return path.join(process.env.E2E_DATA_DIR ?? "", "server.log");
}

/** Written by a spec that typed the canaries in, so the teardown knows there is something to check. */
export function canaryMarkerFile(): string {
  return path.join(process.env.E2E_DATA_DIR ?? "", "canary-used");
}

export function markCanaryUsed(): void {
  writeFileSync(canaryMarkerFile(), "1");
}
