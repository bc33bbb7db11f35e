import {
  startTestOpenIdProvider,
  type TestAccount,
} from "../../apps/server/test/support/auth-openid-provider";
import { freePortSync, spawnServer } from "./spawn-server";

/**
 * For the OpenID e2e: a real OpenID provider on 127.0.0.1 whose login step signs in the account the
 * test names (the server tests' provider, apps/server/test/support/auth-openid-provider.ts), and a
 * second built server (spawn-server.ts) pointed at it. Chromium follows the provider's redirects.
 */
export type Account = TestAccount & { email: string; email_verified: boolean };

/** The admin of the OpenID site (its ADMIN_EMAIL), not the shared server's. */
const siteAdmin = "doctor@clinic.example";

export async function startOpenIdSite(accounts: Record<string, Account>) {
  // The provider must know the site's callback before the site starts: the port is chosen first.
  const port = freePortSync();
  const siteUrl = `http://127.0.0.1:${port}`;
  const idp = await startTestOpenIdProvider(`${siteUrl}/api/auth/oidc/callback`, {
    clientId: "clinic-e2e",
    clientSecret: "an-e2e-client-secret-for-the-test-provider",
    accounts,
  });
  const site = await spawnServer(
    {
      ADMIN_EMAIL: siteAdmin,
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: idp.clientId,
      OIDC_CLIENT_SECRET: idp.clientSecret,
      LIMIT_SIGNIN_PER_MINUTE: "1000",
    },
    { port },
  ).catch(async (error: unknown) => {
    await idp.close();
    throw error;
  });

  return {
    siteUrl: site.baseURL,
    signInAs: (accountId: string) => idp.signInAs(accountId),
    async stop() {
      await site.stop();
      await idp.close();
    },
  };
}
