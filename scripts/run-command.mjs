// The npm scripts of the server's commands (`npm run preflight`, `npm run admin:login-link -- --email …`):
// `node scripts/run-command.mjs <command> [arguments]` runs apps/server/dist/cli/<command>.js on plain
// Node, in this process, with the arguments. As `npm start` does, it first builds what is missing or older
// than its sources when the development packages are installed; without them (a production install, the
// container image) it runs what is built (decision 0117).
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { ensureBuilt, server, webApp } from "./lib/site-build.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
/** The commands that read the built web app (the clinic's content, the intake form's questions). */
const readingTheWebApp = new Set(["preflight", "patient-export"]);

const [command = "", ...args] = process.argv.slice(2);
const source = path.join(root, "apps/server/src/cli", `${command}.ts`);
const entry = path.join(root, "apps/server/dist/cli", `${command}.js`);
if (!/^[a-z][a-z-]*$/.test(command) || !(existsSync(source) || existsSync(entry))) {
  console.error(`No command "${command}": see the scripts in package.json (npm run).`);
  process.exit(1);
}
try {
  ensureBuilt([
    ...(readingTheWebApp.has(command) ? [webApp] : []),
    server([`apps/server/dist/cli/${command}.js`]),
  ]);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
// The command reads its arguments from process.argv, as if Node had started it directly.
process.argv = [process.argv[0], entry, ...args];
process.setSourceMapsEnabled(true);
await import(pathToFileURL(entry).href);
