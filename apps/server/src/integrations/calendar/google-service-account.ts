import { createSign } from "node:crypto";
import { CalendarError } from "./calendar-provider";

/** The fields of a Google service account key file that the JWT bearer grant needs. */
export type ServiceAccountKey = { client_email: string; private_key: string };

export function parseServiceAccountKey(json: string): ServiceAccountKey {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new Error("GOOGLE_SERVICE_ACCOUNT_JSON is not JSON (paste the service account's key file).");
  }
  const key = value as Partial<ServiceAccountKey>;
  if (typeof key?.client_email !== "string" || typeof key.private_key !== "string")
    throw new Error(
      "GOOGLE_SERVICE_ACCOUNT_JSON needs client_email and private_key (the key file's fields).",
    );
  return { client_email: key.client_email, private_key: key.private_key };
}

export type GoogleTokenOptions = {
  key: ServiceAccountKey;
  /** https://oauth2.googleapis.com/token, or a fake on 127.0.0.1 in tests. */
  tokenUrl: string;
  scope: string;
  /** With domain-wide delegation: the clinic's Workspace user the service account acts as. */
  subject?: string;
  timeoutMs?: number;
  now?: () => number;
};

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

/**
 * OAuth 2.0 access tokens for a service account by the JWT bearer grant (RFC 7523): an RS256
 * assertion signed with the key file's private key, exchanged at the token URL. A token is reused
 * until a minute before it expires; concurrent callers share one exchange.
 */
export function createGoogleTokenSource(o: GoogleTokenOptions): () => Promise<string> {
  const now = o.now ?? Date.now;
  let cached: { token: string; until: number } | undefined;
  let inflight: Promise<string> | undefined;
  async function exchange(): Promise<string> {
    const iat = Math.floor(now() / 1000);
    const claims = {
      iss: o.key.client_email,
      scope: o.scope,
      aud: o.tokenUrl,
      iat,
      exp: iat + 3600,
      ...(o.subject ? { sub: o.subject } : {}),
    };
    const unsigned = `${b64({ alg: "RS256", typ: "JWT" })}.${b64(claims)}`;
    const signature = createSign("RSA-SHA256").update(unsigned).sign(o.key.private_key, "base64url");
    const res = await fetch(o.tokenUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer",
        assertion: `${unsigned}.${signature}`,
      }),
      signal: AbortSignal.timeout(o.timeoutMs ?? 5000),
    });
    if (!res.ok) throw new CalendarError(`Google token exchange answered ${res.status}`, res.status);
    const body = (await res.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new CalendarError("Google token exchange gave no access token");
    cached = { token: body.access_token, until: now() + Math.max(0, (body.expires_in ?? 3600) - 60) * 1000 };
    return body.access_token;
  }
  return async () => {
    if (cached && now() < cached.until) return cached.token;
    inflight ??= exchange().finally(() => {
      inflight = undefined;
    });
    return inflight;
  };
}
