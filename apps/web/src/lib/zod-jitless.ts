import { z } from "zod/v4";

/**
 * Zod as the browser loads it: `vite.config.ts` sends every `import { z } from "zod"` of the web build (the
 * contract's schemas included) here. Zod tries `new Function` once, as its first object schema is made, to
 * compile faster parsers; this site's Content-Security-Policy refuses it (no 'unsafe-eval'), and though Zod
 * catches the refusal, the browser reports a CSP violation on every page with a form. `jitless` skips the
 * attempt. This module runs before any module that imports "zod" makes a schema. The server keeps the
 * compiled parsers (no CSP applies there).
 */
z.config({ jitless: true });

export { z };
