// `npm test`: every suite in turn (lint, typecheck, unit, server, end-to-end), each
// run even when an earlier one failed, then one summary line per suite. The vitest suites also
// write a JSON report, so the summary (the end of the log, which is what a CI page shows) names
// each failed test and the start of its error, however long the log above it.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureChromium } from "./ensure-chromium.mjs";

const reports = mkdtempSync(path.join(tmpdir(), "clinic-test-reports-"));
const vitest = (...projects) => {
  const report = path.join(reports, `${projects[0]}.json`);
  const chosen = projects.map((project) => `--project ${project}`).join(" ");
  return {
    command: `npx vitest run ${chosen} --reporter=default --reporter=json --outputFile.json=${report}`,
    report,
  };
};

const suites = [
  { name: "lint", command: "npm run lint" },
  { name: "typecheck", command: "npm run typecheck" },
  { name: "unit", ...vitest("unit", "unit-replacing") },
  { name: "server", ...vitest("server") },
  { name: "e2e", command: "npm run test:e2e", before: ensureChromium, contexts: "e2e/test-results" },
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

/**
 * What each failed end-to-end test's page said when it stopped: from Playwright's error-context.md (the
 * page's accessibility snapshot), the alerts, statuses and notifications with the lines under them, at
 * most 40 lines a test, since a CI page shows only the log's end.
 */
function pageContexts(folder) {
  if (!existsSync(folder)) return [];
  const telling = /\b(alert|status|Notifications|dialog)\b/;
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(folder, entry.name, "error-context.md")))
    .map((entry) => {
      const lines = readFileSync(path.join(folder, entry.name, "error-context.md"), "utf8").split("\n");
      const kept = new Set();
      lines.forEach((line, i) => {
        if (telling.test(line)) for (let j = i; j < Math.min(i + 4, lines.length); j++) kept.add(j);
      });
      const shown = [...kept].slice(0, 40).map((i) => lines[i]);
      return `--- ${entry.name}: what the page said\n${shown.join("\n") || "(no alert, status or notification)"}`;
    });
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
  if (!ok && suite.contexts) for (const context of pageContexts(suite.contexts)) console.log(`\n${context}`);
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
