import { defineBadInputSuite } from "../support/bad-input-suite";

/** Every public operation of /api/openapi.json, with generated requests (BAD_INPUT_RUNS each, default 1000). */
await defineBadInputSuite((op) => !op.path.startsWith("/api/admin"));
