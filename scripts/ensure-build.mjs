// `npm start` runs this first: it builds the web app and the server when a build is missing or older
// than the sources, so a fresh clone needs only `npm ci && npm start` (scripts/lib/site-build.mjs).
import { ensureBuilt, server, webApp } from "./lib/site-build.mjs";

try {
  ensureBuilt([webApp, server(["apps/server/dist/main.js", "apps/server/dist/cli"])]);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
