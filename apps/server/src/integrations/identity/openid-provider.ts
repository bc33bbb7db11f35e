import * as client from "openid-client";

/**
 * OpenID Connect sign-in against any issuer (Google, Cognito, Keycloak...): authorization code
 * flow with PKCE (S256), state and nonce. openid-client checks the ID token's signature, issuer,
 * audience, expiry and nonce; this module only reads the claims it gives back.
 */
export type OpenIdSettings = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** PUBLIC_URL/api/auth/oidc/callback */
  redirectUri: string;
};

export type OpenIdStart = { url: string; state: string; nonce: string; codeVerifier: string };

export type OpenIdClaims = {
  issuer: string;
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
  claims: Record<string, unknown>;
};

export class OpenIdError extends Error {
  constructor(
    readonly reason: "state" | "failed",
    message: string,
  ) {
    super(message);
  }
}

export type OpenIdProvider = {
  start(): Promise<OpenIdStart>;
  finish(
    callbackUrl: URL,
    checks: { state: string; nonce: string; codeVerifier: string },
  ): Promise<OpenIdClaims>;
};

export function createOpenIdProvider(settings: OpenIdSettings): OpenIdProvider {
  let discovered: Promise<client.Configuration> | undefined;
  const configuration = () => {
    discovered ??= client
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        settings.clientSecret,
        undefined,
        // Plain http only for a local test issuer; real issuers are https.
        settings.issuer.startsWith("http:") ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    async start() {
      const config = await configuration();
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: "openid email profile",
        response_type: "code",
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: "S256",
        state,
        nonce,
      });
      return { url: url.href, state, nonce, codeVerifier };
    },

    async finish(callbackUrl, checks) {
      const config = await configuration();
      if (callbackUrl.searchParams.get("state") !== checks.state)
        throw new OpenIdError("state", "the state does not match");
      let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
      try {
        tokens = await client.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        throw new OpenIdError("failed", describe(error));
      }
      const claims = tokens.claims();
      if (!claims) throw new OpenIdError("failed", "no ID token");
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email: typeof claims.email === "string" ? claims.email : undefined,
        emailVerified: claims.email_verified === true || claims.email_verified === "true",
        name: typeof claims.name === "string" ? claims.name : undefined,
        claims: claims as Record<string, unknown>,
      };
    },
  };
}

/** A reason for the log, without tokens or codes: codes, messages and the claim at fault. */
function describe(error: unknown, depth = 0): string {
  if (!error || typeof error !== "object" || depth > 3) return "";
  const e = error as { code?: unknown; error?: unknown; message?: unknown; claim?: unknown; cause?: unknown };
  const parts = [e.code, e.error, e.message, typeof e.claim === "string" ? `claim ${e.claim}` : undefined];
  const own = parts.filter((p) => typeof p === "string").join(": ");
  const cause = describe(e.cause, depth + 1);
  return (cause ? `${own} (${cause})` : own).slice(0, 400) || "unknown error";
}
