import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { apiPathsFile, renderApiPaths } from "../test/support/api-document";

writeFileSync(apiPathsFile, await renderApiPaths());
console.log(`wrote ${fileURLToPath(apiPathsFile)}`);
// The app's timers (opening hours, caches) would keep the process alive; the file is written.
process.exit(0);
