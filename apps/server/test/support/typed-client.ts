import { randomUUID } from "node:crypto";
import type { paths } from "@clinic/contract/api-paths";
import { csrfHeaderName, csrfHeaderValue } from "@clinic/contract/csrf";
import createClient, { type Client } from "openapi-fetch";
import { responseMismatch, responsesValidated } from "./response-validator";

/** Anything that answers a Request in-process: the Hono app (`app.request`), no port opened. */
export type InProcessApp = { request(input: Request): Response | Promise<Response> };

/** An operation whose listed headers (same-site, Idempotency-Key) the client sends itself: a caller may still give them. */
type HeadersSent<O> = O extends { parameters: infer P extends { header?: unknown } }
  ? Omit<O, "parameters"> & { parameters: Omit<P, "header"> & { header?: Partial<NonNullable<P["header"]>> } }
  : O;
/** The document's paths as the test client is called: every operation's headers optional. */
export type TestPaths = { [Path in keyof paths]: { [M in keyof paths[Path]]: HeadersSent<paths[Path][M]> } };
export type TypedClient = Client<TestPaths>;

const unsafe = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The server tests' typed client (decision 0121): openapi-fetch over the app in-process, typed by the paths
 * generated from the app's own OpenAPI document. A call names a documented path, its parameters and body are
 * checked against it, and it answers `{ data, error, response }`: `data` the success envelope, `error` the
 * error envelope, `response` for the status and headers. `headers` go with every call (a session cookie).
 * Like the web's client, an unsafe call to /api/auth or /api/admin carries the same-site header; and, like a
 * browser's submit, every unsafe call carries a fresh Idempotency-Key unless the caller gives one (to replay).
 * Calls that send malformed input on purpose (bad-input and security tests) stay on `app.request`.
 * Every answer is checked against the document (status listed, body matching), unless VALIDATE_RESPONSES=0.
 */
export function typedClient(
  app: InProcessApp,
  headers: Record<string, string> = {},
  options: { validate?: boolean } = {},
): TypedClient {
  const client = createClient<TestPaths>({
    baseUrl: "http://localhost",
    fetch: async (request) => app.request(request),
    headers,
  });
  client.use({
    onRequest({ request }) {
      if (!unsafe.has(request.method)) return request;
      const path = new URL(request.url).pathname;
      if (/^\/api\/(auth|admin)\//.test(path) && !request.headers.has(csrfHeaderName))
        request.headers.set(csrfHeaderName, csrfHeaderValue);
      if (!request.headers.has("idempotency-key")) request.headers.set("idempotency-key", randomUUID());
      return request;
    },
  });
  // Every answer checked against the document (issue 37): a status it does not list, or a body its
  // schema refuses, fails the call, and so the test.
  if (options.validate ?? responsesValidated())
    client.use({
      async onResponse({ request, response, schemaPath }) {
        const problem = await responseMismatch(request.method, schemaPath, response);
        if (problem) throw new Error(`The answer does not match the API document: ${problem}`);
        return response;
      },
    });
  return client;
}

/** The same-site header as the document lists it on admin and auth routes: `params: { header: sameSiteHeader }`. */
export const sameSiteHeader = { [csrfHeaderName]: csrfHeaderValue } as const;
