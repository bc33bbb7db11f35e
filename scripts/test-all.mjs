// `npm test`: every suite in turn (lint, typecheck, unit, server, end-to-end), each
// run even when an earlier one failed, then one summary line per suite. The vitest suites also
// write a JSON report, so the summary (the end of the log, which is what a CI page shows) names
// each failed test and the start of its error, however long the log above it.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureChromium } from "./ensure-chromium.mjs";

const reports = mkdtempSync(path.join(tmpdir(), "clinic-test-reports-"));
const vitest = (project) => {
  const report = path.join(reports, `${project}.json`);
  return {
    command: `npx vitest run --project ${project} --reporter=default --reporter=json --outputFile.json=${report}`,
    report,
  };
};

const suites = [
  { name: "lint", command: "npm run lint" },
  { name: "typecheck", command: "npm run typecheck" },
  { name: "unit", ...vitest("unit") },
  { name: "server", ...vitest("server") },
  { name: "e2e", command: "npm run test:e2e", before: ensureChromium },
];

/** The failed tests in a vitest JSON report: "file > test: first line of the error". */
function failuresIn(report) {
  try {
    const { testResults } = JSON.parse(readFileSync(report, "utf8"));
    return testResults.flatMap((file) => {
      const where = path.relative(process.cwd(), file.name);
      const failedTests = file.assertionResults
        .filter((test) => test.status === "failed")
        .map((test) => `${where} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
      // A file that failed before any test ran (an import or a hook) has no failed test to name.
      if (failedTests.length === 0 && file.status === "failed")
        return [`${where}: ${firstLine(file.message)}`];
      return failedTests;
    });
  } catch {
    return [];
  }
}

function firstLine(message) {
  return (message ?? "").split("\n")[0].slice(0, 300);
}

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
  const failures = !ok && suite.report ? failuresIn(suite.report) : [];
  results.push({ name: suite.name, ok, seconds: (Date.now() - started) / 1000, failures });
}

console.log("\n=== summary");
for (const r of results) {
  console.log(`${r.name}: ${r.ok ? "passed" : "FAILED"} (${r.seconds.toFixed(1)} s)`);
  for (const failure of r.failures) console.log(`  ✗ ${failure}`);
}
const failed = results.filter((r) => !r.ok).length;
console.log(`suites: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
