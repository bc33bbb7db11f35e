import type { StaffRole } from "@clinic/contract/staff";
import type { Logger } from "../logger";
import type { AuthService, SessionLookup } from "../services/auth-service";

/** What middleware puts on the request context for handlers (Hono `c.var`). */
export type AppEnv = {
  Variables: {
    requestId: string;
    /** The client's address, from the socket or, behind TRUST_PROXY proxies, X-Forwarded-For. */
    clientAddress: string;
    log: Logger;
    /** sha256 hashes of inline scripts in an HTML answer, added to its CSP. */
    cspScriptHashes?: string[];
    /** Admin sign-in and sessions (set on every /api request). */
    auth: AuthService;
    /** The request's session, once looked up (see http/admin-guard.ts). */
    sessionLookup?: SessionLookup;
    /** The signed-in staff member of an admin route, set by the admin guard once their role may call it. */
    staff?: { id: string | null; role: StaffRole; email: string | null };
  };
};
