import type { PreflightCheck } from "@clinic/contract/preflight";
import type { PreflightGroup } from "./preflight-input";

/** The robot check's secrets, and how admins sign in. */
export const protectionChecks: PreflightGroup = async ({ config }) => {
  return [captchaCheck(config), googleSignInCheck(config)];
};

type Config = Parameters<PreflightGroup>[0]["config"];

function captchaCheck(config: Config): PreflightCheck {
  const id = "captcha-secrets";
  const keys = {
    altcha: [],
    recaptcha: [
      ["RECAPTCHA_SITE_KEY", config.RECAPTCHA_SITE_KEY],
      ["RECAPTCHA_SECRET_KEY", config.RECAPTCHA_SECRET_KEY],
    ],
    turnstile: [
      ["TURNSTILE_SITE_KEY", config.TURNSTILE_SITE_KEY],
      ["TURNSTILE_SECRET_KEY", config.TURNSTILE_SECRET_KEY],
    ],
  }[config.CAPTCHA_PROVIDER];
  const missing = keys.filter(([, value]) => !value).map(([name]) => name);
  if (missing.length > 0)
    return {
      id,
      level: "blocks",
      title: `CAPTCHA_PROVIDER is ${config.CAPTCHA_PROVIDER} but ${missing.join(" and ")} ${missing.length > 1 ? "are" : "is"} missing: every booking and review is refused`,
      action: `set ${missing.join(" and ")} from the provider's console, or CAPTCHA_PROVIDER=altcha (no account needed)`,
    };
  const which =
    config.CAPTCHA_PROVIDER === "altcha" ? "ALTCHA, served by this server" : config.CAPTCHA_PROVIDER;
  return { id, level: "ok", title: `robot check: ${which}`, action: "" };
}

function googleSignInCheck(config: Config): PreflightCheck {
  if (config.OIDC_ISSUER && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET)
    return {
      id: "google-sign-in",
      level: "ok",
      title: `admin sign-in through ${new URL(config.OIDC_ISSUER).host}`,
      action: "",
    };
  return {
    id: "google-sign-in",
    level: "warn",
    title: "Google sign-in is not configured: admins sign in with one-time links only",
    action: "set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET (README: Connecting Google sign-in)",
  };
}
