import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../src/http/app-env";
import { securityHeaders } from "../src/http/security-headers";
import { type ThirdPartySettings, thirdPartySourcesFor } from "../src/http/third-party-sources";

/** A page app with the real security headers: HTML pages carry script hashes, the API does not. */
function pages(settings: ThirdPartySettings) {
  const app = new Hono<AppEnv>();
  app.use("*", securityHeaders({ hsts: false, pageSources: thirdPartySourcesFor(settings) }));
  app.get("/api/*", (c) => c.json({ ok: true }));
  app.get("*", (c) => {
    c.set("cspScriptHashes", ["abc"]);
    return c.html("<p>page</p>");
  });
  return async (path: string) => {
    const csp = (await app.request(path)).headers.get("content-security-policy") ?? "";
    const directive = (name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `)) ?? "";
    return {
      csp,
      script: directive("script-src"),
      frame: directive("frame-src"),
      connect: directive("connect-src"),
    };
  };
}

describe("third-party origins in the Content-Security-Policy (decision 0055)", () => {
  it("adds Razorpay Checkout on the booking pages only, and only when Razorpay is on", async () => {
    const get = pages({ razorpayCheckoutUrl: "https://checkout.razorpay.com/v1/checkout.js" });
    for (const path of ["/book-consultation", "/book", "/book/"]) {
      const p = await get(path);
      expect(p.script).toBe("script-src 'self' 'sha256-abc' https://checkout.razorpay.com");
      expect(p.frame).toBe("frame-src 'self' https://checkout.razorpay.com https://api.razorpay.com");
      expect(p.connect).toContain("https://lumberjack.razorpay.com");
    }
    for (const path of ["/", "/reviews", "/success/abc", "/admin", "/booking"]) {
      const p = await get(path);
      expect(p.csp).not.toContain("razorpay");
      expect(p.frame).toBe("");
    }
    expect((await get("/api/public/slots")).csp).not.toContain("razorpay");
    const dummy = pages({});
    expect((await dummy("/book-consultation")).csp).not.toContain("razorpay");
    expect((await dummy("/book-consultation")).frame).toBe("");
  });

  it("adds the reCAPTCHA or Turnstile script on the captcha forms only, from the configured script address", async () => {
    const recaptcha = pages({
      captcha: { provider: "recaptcha", scriptUrl: "https://www.google.com/recaptcha/api.js" },
    });
    for (const path of ["/reviews", "/book-consultation", "/book"]) {
      const p = await recaptcha(path);
      expect(p.script).toBe("script-src 'self' 'sha256-abc' https://www.google.com https://www.gstatic.com");
      expect(p.frame).toContain("https://www.google.com");
    }
    expect((await recaptcha("/")).csp).not.toContain("google.com");
    const turnstile = pages({
      captcha: { provider: "turnstile", scriptUrl: "http://127.0.0.1:4567/api.js" },
    });
    const p = await turnstile("/reviews");
    expect(p.script).toBe("script-src 'self' 'sha256-abc' http://127.0.0.1:4567");
    expect(p.frame).toBe("frame-src 'self' http://127.0.0.1:4567 https://challenges.cloudflare.com");
    expect((await turnstile("/about-us")).csp).not.toContain("127.0.0.1:4567");
  });

  it("joins both on a booking page, each origin once", async () => {
    const get = pages({
      razorpayCheckoutUrl: "http://127.0.0.1:5000/v1/checkout.js",
      captcha: { provider: "turnstile", scriptUrl: "http://127.0.0.1:5000/turnstile.js" },
    });
    const p = await get("/book");
    expect(p.script).toBe("script-src 'self' 'sha256-abc' http://127.0.0.1:5000");
    expect(p.frame).toBe(
      "frame-src 'self' http://127.0.0.1:5000 https://api.razorpay.com https://challenges.cloudflare.com",
    );
  });

  it("asks on each booking page when the payment provider can change (keys saved in Settings)", async () => {
    let current: string | undefined;
    const get = pages({ razorpayCheckoutUrl: async () => current });
    expect((await get("/book")).csp).not.toContain("razorpay");
    current = "https://checkout.razorpay.com/v1/checkout.js";
    expect((await get("/book")).script).toContain("https://checkout.razorpay.com");
    expect((await get("/")).csp).not.toContain("razorpay");
    const failing = pages({ razorpayCheckoutUrl: () => Promise.reject(new Error("database down")) });
    expect((await failing("/book")).csp).not.toContain("razorpay");
  });
});
