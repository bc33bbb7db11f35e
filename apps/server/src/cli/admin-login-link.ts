/**
 * `npm run admin:login-link [-- --email someone@clinic]`: prints, as its last line, a URL that
 * signs that person (default ADMIN_EMAIL) in once, within 15 minutes. Any staff member's email works:
 * the server gives the session the member's role when the link is opened.
 *
 * It touches no database, so it works whether or not the server runs: the link is signed with
 * APP_SECRET (the setting, or the secret generated into DATA_DIR), and the server records its
 * single use when it is opened. It reads the settings as the server does (.env, DATA_DIR, PUBLIC_URL,
 * which defaults to http://localhost:$PORT), and says which site and secret the link is for: a server
 * with another secret answers "this link was made for another site or data folder".
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { signInLinkMinutes } from "@clinic/contract/auth";
import { ConfigError, loadConfig, readEnvironment } from "../config/config";
import { readOrCreateSecretFile } from "../data-dir/secret-file";
import { createSignInLinkToken, signInLinkUrl } from "../services/auth-tokens";

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { email: { type: "string" } }, allowPositionals: false });
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(readEnvironment());
  } catch (error) {
    if (error instanceof ConfigError) {
      for (const problem of error.problems) console.error(problem);
      return 1;
    }
    throw error;
  }
  const email = (values.email ?? config.ADMIN_EMAIL)?.trim().toLowerCase();
  if (!email?.includes("@")) {
    console.error(
      "No email to sign in: set ADMIN_EMAIL=you@example.com (in .env or the environment) and run again, or pass -- --email you@example.com.",
    );
    return 1;
  }
  const { mkdir } = await import("node:fs/promises");
  await mkdir(config.dataDir, { recursive: true });
  const secretFile = path.join(config.dataDir, "app-secret");
  const newSecret = !config.APP_SECRET && !existsSync(secretFile);
  const appSecret = config.APP_SECRET ?? (await readOrCreateSecretFile(secretFile));
  console.error(
    `For the site at ${config.PUBLIC_URL}, signed with ${config.APP_SECRET ? "APP_SECRET" : `the secret in ${secretFile}`}.`,
  );
  if (newSecret)
    console.error(
      `No server has started on DATA_DIR ${config.dataDir} yet (it had no secret): the link works for a server started with this DATA_DIR.`,
    );
  if (!config.ADMIN_EMAIL || email !== config.ADMIN_EMAIL.toLowerCase())
    console.error(
      `Note: ${email} is not ADMIN_EMAIL; they see Access Denied unless they are on the clinic's staff (Admin → Users) or an identity role says admin.`,
    );
  console.error(`A sign-in link for ${email}; it works once, within ${signInLinkMinutes} minutes:`);
  console.log(signInLinkUrl(config.PUBLIC_URL, createSignInLinkToken(appSecret, email)));
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: Error) => {
    console.error(`Could not make a sign-in link: ${error.message}`);
    process.exitCode = 1;
  },
);
