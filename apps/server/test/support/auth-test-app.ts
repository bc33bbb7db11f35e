import { csrfHeaderName, csrfHeaderValue } from "@clinic/contract/auth";
import type { AppDeps } from "../../src/compose";
import type { Database } from "../../src/db/client";
import { createTestApp, testAppSecret } from "./test-app";

export { testAppSecret };
export const testPublicUrl = "http://127.0.0.1:3999";
export const adminEmail = "doctor@clinic.example";
export const sameSite = { [csrfHeaderName]: csrfHeaderValue, "content-type": "application/json" };

/** The real app with admin sign-in set up (no OpenID unless given). */
export function createAuthTestApp(
  db: Database,
  auth: Partial<NonNullable<AppDeps["auth"]>> = {},
  options: { isHttps?: boolean } = {},
) {
  return createTestApp({
    db,
    isHttps: options.isHttps,
    auth: {
      appSecret: testAppSecret,
      publicUrl: options.isHttps ? "https://clinic.example" : testPublicUrl,
      adminEmail,
      signInPerMinute: 1000,
      ...auth,
    },
  });
}

/** `name=value` of each Set-Cookie of a response. */
export function cookiesOf(res: Response): Record<string, string> {
  const jar: Record<string, string> = {};
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const at = pair?.indexOf("=") ?? -1;
    if (pair && at > 0) jar[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return jar;
}

export function setCookieLine(res: Response, name: string): string | undefined {
  return res.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
}

/** An answer's JSON, loosely typed for assertions. */
// biome-ignore lint/suspicious/noExplicitAny: test assertions read into arbitrary answers.
export type Body = { success: boolean; message: string; code?: string; data: any };
export const body = async (res: Response): Promise<Body> => (await res.json()) as Body;
