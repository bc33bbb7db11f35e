import type { paths } from "@clinic/contract/api-paths";
import { csrfHeaderName, csrfHeaderValue } from "@clinic/contract/csrf";
import createClient, { type Client } from "openapi-fetch";

/** Anything that answers a Request in-process: the Hono app (`app.request`), no port opened. */
type InProcessApp = { request(input: Request): Response | Promise<Response> };

/**
 * The server tests' typed client (decision 0121): openapi-fetch over the app in-process, typed by the paths
 * generated from the app's own OpenAPI document. A call names a documented path, its parameters and body are
 * checked against it, and it answers `{ data, error, response }`: `data` the success envelope, `error` the
 * error envelope, `response` for the status and headers. `headers` go with every call (a session cookie).
 * Calls that send malformed input on purpose (bad-input and security tests) stay on `app.request`.
 */
export function typedClient(app: InProcessApp, headers: Record<string, string> = {}): Client<paths> {
  return createClient<paths>({
    baseUrl: "http://localhost",
    fetch: async (request) => app.request(request),
    headers,
  });
}

/** The same-site header as the document lists it on admin and auth routes: `params: { header: sameSiteHeader }`. */
export const sameSiteHeader = { [csrfHeaderName]: csrfHeaderValue } as const;
