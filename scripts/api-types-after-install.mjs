// `npm install` / `npm ci` runs this (postinstall): it writes packages/contract/src/api-paths.ts, the API types
// the web client and the server's tests are typed by, generated from the app's OpenAPI document and not kept
// in git (decision 0121). Where there is nothing to generate from, it steps aside: the container image
// installs before it copies the sources, and a production install has no tsx. `npm run typecheck` writes the
// file again first, so a failure here only warns.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const tsx = path.join(root, "node_modules/.bin/tsx");
const writer = path.join(root, "apps/server/scripts/write-api-paths.ts");

if (!existsSync(tsx) || !existsSync(writer)) {
  console.log("api types: skipped (no sources or no development packages here)");
  process.exit(0);
}
const run = spawnSync(tsx, [writer], { cwd: root, stdio: "inherit" });
if (run.status !== 0) {
  console.warn("api types: not written; `npm run api:types` shows why (npm run typecheck runs it too)");
}
