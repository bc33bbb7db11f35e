import { randomBytes } from "node:crypto";
import type { Database } from "../db/client";
import type { EmailSender } from "../integrations/email/email-sender";
import { createOpenIdProvider } from "../integrations/identity/openid-provider";
import { type AuthService, createAuthService } from "./auth-service";

type Log = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

/** What the HTTP app needs for admin sign-in; server.ts fills it from the settings. */
export type AuthOptions = {
  appSecret: string;
  publicUrl: string;
  adminEmail?: string | undefined;
  oidc?: { issuer: string; clientId: string; clientSecret: string } | undefined;
  buttonLabel?: string;
  roleClaim?: string;
  idleHours?: number;
  maxDays?: number;
  signInPerMinute?: number;
  emailSender?: EmailSender | undefined;
};

/** The auth service and its route settings; with no options, a locked door (no one can sign in). */
export function createAuth(input: { db: Database; log: Log; options: AuthOptions | undefined }): {
  service: AuthService;
  routeSettings: { isHttps: boolean; signInPerMinute: number };
} {
  const o = input.options ?? {
    appSecret: randomBytes(32).toString("base64url"),
    publicUrl: "http://localhost",
  };
  const service = createAuthService({
    db: input.db,
    log: input.log,
    emailSender: o.emailSender,
    openId: o.oidc
      ? createOpenIdProvider({ ...o.oidc, redirectUri: `${o.publicUrl}/api/auth/oidc/callback` })
      : undefined,
    settings: {
      appSecret: o.appSecret,
      publicUrl: o.publicUrl,
      adminEmail: o.adminEmail?.toLowerCase(),
      roleClaim: o.roleClaim ?? "custom:role",
      buttonLabel: o.buttonLabel ?? "Sign in with Google",
      idleHours: o.idleHours ?? 8,
      maxDays: o.maxDays ?? 7,
    },
  });
  return {
    service,
    routeSettings: { isHttps: o.publicUrl.startsWith("https:"), signInPerMinute: o.signInPerMinute ?? 10 },
  };
}
