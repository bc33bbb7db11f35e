import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Provider from "oidc-provider";

/**
 * For the OpenID e2e: a real OpenID provider (`oidc-provider`) on 127.0.0.1 whose login step signs in
 * the account the test names, and a second built server pointed at it.
 */
const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

export type Account = { email: string; email_verified: boolean; name?: string; "custom:role"?: string };

async function listenOnFreePort(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  const port = await listenOnFreePort(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export async function startOpenIdSite(accounts: Record<string, Account>) {
  const sitePort = await freePort();
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const idpServer = createServer();
  const issuer = `http://127.0.0.1:${await listenOnFreePort(idpServer)}`;
  let current = Object.keys(accounts)[0] ?? "";
  const clientSecret = "an-e2e-client-secret-for-the-test-provider";
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: "clinic-e2e",
        client_secret: clientSecret,
        redirect_uris: [`${siteUrl}/api/auth/oidc/callback`],
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
    cookies: { keys: ["e2e-cookie-key"] },
    findAccount: async (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: async () => ({ sub: id, ...accounts[id] }),
    }),
  });
  const callback = provider.callback();
  idpServer.on("request", (req, res) => {
    if (!req.url?.startsWith("/interaction/")) return callback(req, res);
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
  });

  const dataDir = await mkdtemp(path.join(tmpdir(), "clinic-e2e-oidc-"));
  const site: ChildProcess = spawn(process.execPath, ["apps/server/dist/main.js"], {
    cwd: repoRoot,
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "/tmp",
      PORT: String(sitePort),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: siteUrl,
      LOG_LEVEL: "warn",
      ADMIN_EMAIL: "doctor@clinic.example",
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: "clinic-e2e",
      OIDC_CLIENT_SECRET: clientSecret,
      LIMIT_SIGNIN_PER_MINUTE: "1000",
    },
  });
  let stderr = "";
  site.stderr?.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => site.once("exit", () => resolve()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    const healthy = await fetch(`${siteUrl}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (healthy) break;
    if (Date.now() > deadline || site.exitCode !== null)
      throw new Error(`the OpenID site did not start:\n${stderr}`);
    await new Promise((r) => setTimeout(r, 200));
  }

  return {
    siteUrl,
    signInAs(accountId: string) {
      current = accountId;
    },
    async stop() {
      if (site.exitCode === null) {
        site.kill("SIGTERM");
        await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
        if (site.exitCode === null) site.kill("SIGKILL");
      }
      idpServer.closeAllConnections();
      await new Promise((resolve) => idpServer.close(resolve));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
