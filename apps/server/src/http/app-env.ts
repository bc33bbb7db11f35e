import type { Logger } from "../logger";

/** What middleware puts on the request context for handlers (Hono `c.var`). */
export type AppEnv = {
  Variables: {
    requestId: string;
    /** The client's address, from the socket or, behind TRUST_PROXY proxies, X-Forwarded-For. */
    clientAddress: string;
    log: Logger;
    /** sha256 hashes of inline scripts in an HTML answer, added to its CSP. */
    cspScriptHashes?: string[];
  };
};
