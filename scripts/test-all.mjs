// `npm test`: every suite in turn (lint, typecheck, unit, server, end-to-end), each
// run even when an earlier one failed, then one summary line per suite.
import { spawnSync } from "node:child_process";
import { ensureChromium } from "./ensure-chromium.mjs";

const suites = [
  { name: "lint", command: "npm run lint" },
  { name: "typecheck", command: "npm run typecheck" },
  { name: "unit", command: "npx vitest run --project unit" },
  { name: "server", command: "npx vitest run --project server" },
  { name: "e2e", command: "npm run test:e2e", before: ensureChromium },
];

const results = [];
for (const suite of suites) {
  console.log(`\n=== ${suite.name}: ${suite.command}`);
  const started = Date.now();
  let ok = true;
  try {
    suite.before?.();
  } catch (error) {
    console.error(error.message);
    ok = false;
  }
  if (ok) ok = spawnSync(suite.command, { shell: true, stdio: "inherit" }).status === 0;
  results.push({ name: suite.name, ok, seconds: (Date.now() - started) / 1000 });
}

console.log("\n=== summary");
for (const r of results) console.log(`${r.name}: ${r.ok ? "passed" : "FAILED"} (${r.seconds.toFixed(1)} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`suites: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
