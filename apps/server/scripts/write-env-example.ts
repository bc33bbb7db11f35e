import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { renderEnvExample } from "../src/config/env-example";

const target = fileURLToPath(new URL("../../../.env.example", import.meta.url));
writeFileSync(target, renderEnvExample());
console.log(`wrote ${target}`);
