import { defineBadInputSuite } from "../support/bad-input-suite";

/** Every admin operation of /api/openapi.json, signed in, with generated requests (BAD_INPUT_RUNS each, default 1000). */
await defineBadInputSuite((op) => op.path.startsWith("/api/admin"));
