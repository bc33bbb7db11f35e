// Shared by the bench scripts: `--json <file>` (or `--json=<file>`) writes the script's figures as JSON,
// for `npm run bench` (scripts/bench-all.mjs), which collects them into docs/benchmarks.md.
import { writeFileSync } from "node:fs";

export function jsonOutputPath(argv = process.argv) {
  const at = argv.indexOf("--json");
  if (at !== -1) return argv[at + 1];
  return argv.find((arg) => arg.startsWith("--json="))?.slice("--json=".length);
}

/** Writes the results when `--json` was given; does nothing otherwise. */
export function writeJsonResults(results, argv = process.argv) {
  const file = jsonOutputPath(argv);
  if (file) writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}
