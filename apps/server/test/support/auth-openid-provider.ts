import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

/**
 * A real OpenID provider (the `oidc-provider` package) on 127.0.0.1 for the sign-in tests: the
 * server's (test/auth-openid.test.ts, which follows its redirects with `authorize`) and the e2e's
 * (e2e/support/admin-openid.ts, where Chromium follows them). The one copy of it.
 * Its login step signs in whichever account the test names with `signInAs`, with no form.
 */
export type TestAccount = { email?: string; email_verified?: boolean; name?: string; "custom:role"?: string };

export type TestOpenIdProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  accounts: Map<string, TestAccount>;
  signInAs(accountId: string): void;
  /** Follows the provider's redirects from the authorization URL until it sends the browser back. */
  authorize(authorizationUrl: string): Promise<URL>;
  close(): Promise<void>;
};

export type TestOpenIdProviderOptions = {
  clientId?: string;
  clientSecret?: string;
  /** The accounts it knows at start (more may be added to `accounts`); the first is signed in first. */
  accounts?: Record<string, TestAccount>;
};

export async function startTestOpenIdProvider(
  redirectUri: string,
  options: TestOpenIdProviderOptions = {},
): Promise<TestOpenIdProvider> {
  const accounts = new Map<string, TestAccount>(Object.entries(options.accounts ?? {}));
  let current = accounts.keys().next().value ?? "";
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = options.clientId ?? "clinic-test";
  const clientSecret = options.clientSecret ?? "a-client-secret-for-the-test-provider-only";
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        token_endpoint_auth_method: "client_secret_post",
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "custom:role"] },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    // Explicit lifetimes (the defaults print a notice on every use).
    ttl: {
      Interaction: 600,
      Session: 600,
      Grant: 600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    cookies: { keys: ["test-cookie-key"] },
    findAccount: async (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: async () => ({ sub: id, ...accounts.get(id) }),
    }),
  });
  const callback = provider.callback();
  server.on("request", (req, res) => {
    if (req.url?.startsWith("/interaction/")) {
      void (async () => {
        const details = await provider.interactionDetails(req, res);
        const grant = new provider.Grant({ accountId: current, clientId: String(details.params.client_id) });
        grant.addOIDCScope("openid email profile");
        const grantId = await grant.save();
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: current }, consent: { grantId } },
          { mergeWithLastSubmission: false },
        );
      })().catch((error: Error) => {
        res.statusCode = 500;
        res.end(error.message);
      });
      return;
    }
    callback(req, res);
  });

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    signInAs(accountId) {
      current = accountId;
    },
    async authorize(authorizationUrl) {
      const jar = new Map<string, string>();
      let url = authorizationUrl;
      for (let hop = 0; hop < 10; hop++) {
        const res = await fetch(url, {
          redirect: "manual",
          headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") },
        });
        for (const line of res.headers.getSetCookie()) {
          const [pair] = line.split(";");
          const at = pair?.indexOf("=") ?? -1;
          if (pair && at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1));
        }
        const location = res.headers.get("location");
        if (!location)
          throw new Error(`the provider stopped at ${url} with ${res.status}: ${await res.text()}`);
        const next = new URL(location, url);
        if (next.href.startsWith(redirectUri)) return next;
        url = next.href;
      }
      throw new Error("too many redirects at the provider");
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
