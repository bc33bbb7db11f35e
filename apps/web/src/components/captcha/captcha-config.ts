import type { CaptchaConfig } from "@clinic/contract/reviews";
import { api } from "../../lib/api-client";

let pending: Promise<CaptchaConfig> | undefined;

/**
 * Which robot check the server verifies (CAPTCHA_PROVIDER), its public site key and script
 * address: asked once per page load. If the question fails, ALTCHA is assumed; the server still
 * decides, and refuses a token of the wrong kind.
 */
export function loadCaptchaConfig(): Promise<CaptchaConfig> {
  pending ??= api.get.data("/api/captcha/config").catch(() => {
    pending = undefined;
    return { provider: "altcha" as const };
  });
  return pending;
}

const scripts = new Map<string, Promise<void>>();

/** Adds a third-party script once (the page's CSP allows its origin only when its provider is on). */
export function loadScript(src: string): Promise<void> {
  let promise = scripts.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        script.remove();
        scripts.delete(src);
        reject(new Error(`could not load ${src}`));
      };
      document.head.appendChild(script);
    });
    scripts.set(src, promise);
  }
  return promise;
}
