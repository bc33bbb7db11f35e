import { existsSync, readFileSync } from "node:fs";
import { canaryMarkerFile, canaryPatient, serverLogFile } from "./canaries";

/**
 * After the whole e2e run: the shared server's log holds none of the canary patient's details
 * (booking-flow.spec.ts books with them), and it did log the bookings themselves, so the check
 * cannot pass on an empty log. A run of other specs only (no canary typed in) has nothing to check.
 */
export default function logCanaryTeardown() {
  if (!existsSync(canaryMarkerFile())) return;
  const log = readFileSync(serverLogFile(), "utf8");
  if (!/"route":"\/api\/public\/bookings"/.test(log))
    throw new Error(`log canary: no booking request in ${serverLogFile()}; did booking-flow.spec.ts run?`);
  const found = Object.entries(canaryPatient).filter(([, value]) => log.includes(value));
  if (found.length > 0)
    throw new Error(
      `log canary: the server's log contains the patient's ${found.map(([k]) => k).join(", ")} (${serverLogFile()})`,
    );
}
