import type { ErrorCode, ErrorEnvelope, SuccessEnvelope } from "@clinic/contract/api-envelope";
import { csrfHeaderName, csrfHeaderValue } from "@clinic/contract/csrf";

/** Unsafe calls to /api/auth and /api/admin carry this header; the server refuses them without it. */
export const sameSiteHeaders = { [csrfHeaderName]: csrfHeaderValue };

/**
 * Where the API lives. Empty means the same origin as the page (the default: one server serves
 * both). VITE_API_BASE_URL, set at build time, points the app at another origin. Because the base is
 * always defined, the spec's "API Gateway URL not configured" error cannot occur and is not built.
 */
export const apiBaseUrl: string = (import.meta.env.VITE_API_BASE_URL ?? "").replace(/\/+$/, "");

/** A failed call: the HTTP status, a message safe to show a person, the server's code and field errors. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly status: number;
  readonly code: ErrorCode | undefined;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, message: string, code?: ErrorCode, fields?: Record<string, string>) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }

  /** 4xx: the request itself was wrong (or not allowed); repeating it will not help. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export type ApiRequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Sent as the Idempotency-Key header (DESIGN.md: one key per submit, reused on retry). */
  idempotencyKey?: string;
};

export type ApiSuccess<T> = { data: T; message: string | undefined };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The text of a failure whose answer carries no message: the admin client's wording for admin calls
 * (admin.md §8), the public client's for the rest (public-site.md §8).
 */
export function httpErrorText(path: string, status: number, statusText: string): string {
  return /^\/api\/admin(\/|\?|$)/.test(path)
    ? `HTTP error! status: ${status}`
    : `HTTP ${status}: ${statusText}`;
}

function toApiError(path: string, response: Response, body: unknown): ApiError {
  const envelope = isRecord(body) ? (body as Partial<ErrorEnvelope>) : undefined;
  const message =
    typeof envelope?.message === "string" && envelope.message.length > 0
      ? envelope.message
      : httpErrorText(path, response.status, response.statusText);
  const fields = isRecord(envelope?.fields) ? (envelope.fields as Record<string, string>) : undefined;
  return new ApiError(response.status, message, envelope?.code, fields);
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text.length === 0) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Calls `path` and returns the whole success envelope as the server sent it: `data`, `message` and any
 * sibling of theirs (e.g. `pagination` beside a list). Errors as apiRequestWithMessage.
 */
export async function apiRequestEnvelope<E extends SuccessEnvelope<unknown>>(
  path: string,
  options: ApiRequestOptions = {},
): Promise<E> {
  const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  if (options.idempotencyKey) headers["Idempotency-Key"] = options.idempotencyKey;

  const response = await fetch(`${apiBaseUrl}${path}`, {
    method: options.method ?? (options.body === undefined ? "GET" : "POST"),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    // Same origin by default; a separate API origin must allow credentialed CORS for admin sessions.
    credentials: apiBaseUrl === "" ? "same-origin" : "include",
    signal: options.signal,
  });
  const body = await readJson(response);

  if (!response.ok) throw toApiError(path, response, body);
  if (!isRecord(body) || body.success !== true) {
    if (isRecord(body) && body.success === false) throw toApiError(path, response, body);
    throw new ApiError(response.status, `HTTP ${response.status}: unexpected response`);
  }
  return body as E;
}

/**
 * Calls `path` (e.g. "/api/health") and returns the `data` of the success envelope, with its optional
 * message. A non-OK response, or a 2xx whose envelope says `success: false`, throws an ApiError whose
 * message is the server's `message` when it sent one, otherwise `httpErrorText`.
 * A network failure rejects with the browser's TypeError, unchanged.
 */
export async function apiRequestWithMessage<T>(
  path: string,
  options: ApiRequestOptions = {},
): Promise<ApiSuccess<T>> {
  const envelope = await apiRequestEnvelope<SuccessEnvelope<T>>(path, options);
  return { data: envelope.data, message: envelope.message };
}

/** Like apiRequestWithMessage, returning only `data`. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { data } = await apiRequestWithMessage<T>(path, options);
  return data;
}

export const api = {
  get: <T>(path: string, options: Omit<ApiRequestOptions, "method" | "body"> = {}) =>
    apiRequest<T>(path, { ...options, method: "GET" }),
  post: <T>(path: string, body?: unknown, options: Omit<ApiRequestOptions, "method" | "body"> = {}) =>
    apiRequest<T>(path, { ...options, method: "POST", body }),
  put: <T>(path: string, body?: unknown, options: Omit<ApiRequestOptions, "method" | "body"> = {}) =>
    apiRequest<T>(path, { ...options, method: "PUT", body }),
  patch: <T>(path: string, body?: unknown, options: Omit<ApiRequestOptions, "method" | "body"> = {}) =>
    apiRequest<T>(path, { ...options, method: "PATCH", body }),
  delete: <T>(path: string, options: Omit<ApiRequestOptions, "method" | "body"> = {}) =>
    apiRequest<T>(path, { ...options, method: "DELETE" }),
};
