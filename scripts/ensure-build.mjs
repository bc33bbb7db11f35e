// `npm start` runs this first: it builds the web app and the server when a build is
// missing or older than the sources, so a fresh clone needs only `npm ci && npm start`.
import { execSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

const sources = ["apps/web/src", "apps/web/public", "apps/server/src", "packages/contract/src"];
const sourceFiles = [
  "package-lock.json",
  "apps/web/vite.config.ts",
  "apps/web/react-router.config.ts",
  "apps/server/build.mjs",
];
const outputs = ["apps/server/dist/main.js", "apps/web/build/client"];

function newest(p) {
  let info;
  try {
    info = statSync(p);
  } catch {
    return 0;
  }
  if (!info.isDirectory()) return info.mtimeMs;
  let max = info.mtimeMs;
  for (const entry of readdirSync(p)) max = Math.max(max, newest(path.join(p, entry)));
  return max;
}

function mtime(p) {
  try {
    return statSync(p).mtimeMs;
  } catch {
    return 0;
  }
}

const sourceTime = Math.max(...sources.map(newest), ...sourceFiles.map(mtime));
const buildTime = Math.min(...outputs.map(mtime));
if (buildTime === 0 || sourceTime > buildTime) {
  console.log(
    buildTime === 0 ? "No build yet: building the site..." : "Sources changed: rebuilding the site...",
  );
  execSync("npm run build", { stdio: "inherit" });
}
