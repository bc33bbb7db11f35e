// The site's build, part by part (the web app, the server and its commands): each is rebuilt when it is
// missing or older than its sources. `npm start` (scripts/ensure-build.mjs) needs both parts; a command
// (scripts/run-command.mjs) needs the server's, and the web app's when it reads it. Building needs the
// development packages; without them (`npm ci --omit=dev`, the container image) what is built is used,
// and a part that is not built at all is an error that says what to do (decision 0117).
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));
const shared = ["packages/contract/src", "package-lock.json"];

export const webApp = {
  name: "the web app",
  workspace: "@clinic/web",
  folder: "apps/web",
  builder: "@react-router/dev",
  sources: [
    "apps/web/src",
    "apps/web/public",
    "apps/web/vite.config.ts",
    "apps/web/react-router.config.ts",
    ...shared,
  ],
  outputs: ["apps/web/build/client"],
};

/** The server; `outputs` are the files of its build that are needed (all are written by one build). */
export function server(outputs) {
  return {
    name: "the server",
    workspace: "@clinic/server",
    folder: "apps/server",
    builder: "esbuild",
    sources: ["apps/server/src", "apps/server/build.mjs", ...shared],
    outputs,
  };
}

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

/** The part's build tool is installed: a development package, so not in a production install. */
function canBuild(part) {
  return [path.join(root, part.folder), root].some((dir) =>
    existsSync(path.join(dir, "node_modules", part.builder, "package.json")),
  );
}

/**
 * Builds each part that is missing or older than its sources, in order; its output goes to stderr, so
 * that a command's own output (stdout) stays whole. Throws when a part is missing and cannot be built.
 */
export function ensureBuilt(parts) {
  for (const part of parts) {
    const built = Math.min(...part.outputs.map((output) => mtime(path.join(root, output))));
    const changed = Math.max(...part.sources.map((source) => newest(path.join(root, source))));
    if (built !== 0 && changed <= built) continue;
    if (!canBuild(part)) {
      if (built !== 0) {
        console.error(
          `The sources of ${part.name} changed since it was built, and it cannot be rebuilt here (no development packages): using the build as it is.`,
        );
        continue;
      }
      throw new Error(
        `${part.name} is not built, and it cannot be built here: the development packages are not installed. Build it where they are (npm ci, then npm run build) and copy the build here.`,
      );
    }
    console.error(
      built === 0
        ? `No build of ${part.name} yet: building it...`
        : `Sources changed: rebuilding ${part.name}...`,
    );
    execSync(`npm run build -w ${part.workspace}`, { cwd: root, stdio: ["ignore", 2, 2] });
  }
}
