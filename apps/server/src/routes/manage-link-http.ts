import { recordSessionHeader } from "@clinic/contract/record-access";
import type { Context } from "hono";
import type { AppEnv } from "../http/app-env";
import { bearerTokenOf, recordSessionOf } from "../services/patient-rights/record-access";
import type { ManageCredentials } from "../services/record-access/access-scope";
import { refusal } from "./openapi-responses";

/*
 * What the manage link's routes share (decision 0113): the manage token as `Authorization: Bearer`,
 * the record session as `X-Record-Session` (never in a URL, so never in a log), their OpenAPI
 * declaration, and answers no cache or search engine keeps.
 */

type Security = Array<Record<string, string[]>>;
/** The manage token alone: this booking. */
export const manageTokenSecurity: Security = [{ manageToken: [] }];
/** The manage token and the record session: the whole record. */
export const recordSecurity: Security = [{ manageToken: [], recordSession: [] }];
/** Either: the booking with the token alone, the record with a session too. */
export const manageOrRecordSecurity: Security = [{ manageToken: [] }, { manageToken: [], recordSession: [] }];

export const noManageToken = refusal(
  "No valid manage token (the same answer whatever the booking), or (code record_access_required) a record-wide call without a live record session",
);

export function credentialsOf(c: Context<AppEnv>): ManageCredentials {
  return {
    token: bearerTokenOf(c.req.header("authorization")),
    session: recordSessionOf((name) => c.req.header(name)),
  };
}

export function privateAnswer(c: Context<AppEnv>) {
  c.header("Cache-Control", "no-store");
  c.header("X-Robots-Tag", "noindex");
}

export { recordSessionHeader };
