import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import { loadWebBuild, type WebBuild } from "../src/http/web-build";
import { createTestApp } from "./support/test-app";
import { openWorkerDatabase } from "./support/test-database";

/** A small build folder shaped like React Router's output: prerendered pages, the SPA shell, hashed assets. */
const inlineScript = 'window.__ctx = {"ssr":false};';
function makeBuild(): WebBuild {
  const root = mkdtempSync(path.join(tmpdir(), "clinic-web-"));
  mkdirSync(path.join(root, "assets"));
  mkdirSync(path.join(root, "about-us"));
  const page = (title: string) =>
    `<!DOCTYPE html><html><head><title>${title}</title></head><body><h1>${title}</h1><script>${inlineScript}</script><script type="module" src="/assets/app-abc123.js"></script></body></html>`;
  writeFileSync(path.join(root, "index.html"), page("Home"));
  writeFileSync(path.join(root, "about-us", "index.html"), page("About"));
  writeFileSync(path.join(root, "__spa-fallback.html"), page("Shell"));
  writeFileSync(
    path.join(root, "assets", "app-abc123.js"),
    `console.log(${JSON.stringify("x".repeat(4000))});`,
  );
  writeFileSync(path.join(root, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  const build = loadWebBuild(root);
  if (!build) throw new Error("fixture build not loaded");
  return build;
}

let handle: DatabaseHandle;
let app: ReturnType<typeof createTestApp>["app"];
beforeAll(async () => {
  handle = await openWorkerDatabase();
  app = createTestApp({ db: handle.db, webBuild: makeBuild() }).app;
});
afterAll(() => handle.close());

describe("serving the web app", () => {
  it("sends prerendered pages as built, never cached without revalidation", async () => {
    const pages: Array<[string, string]> = [
      ["/", "Home"],
      ["/about-us", "About"],
      ["/about-us/", "About"],
    ];
    for (const [urlPath, title] of pages) {
      const res = await app.request(urlPath);
      expect(res.status, urlPath).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-cache");
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expect(await res.text()).toContain(`<h1>${title}</h1>`);
    }
  });

  it("sends the app shell for client-rendered routes", async () => {
    for (const urlPath of ["/book", "/success/abc", "/admin/slots"]) {
      const res = await app.request(urlPath);
      expect(res.status, urlPath).toBe(200);
      expect(await res.text()).toContain("<h1>Shell</h1>");
    }
  });

  it("answers an unknown path with HTTP 404 and the app, which shows the not-found page", async () => {
    const res = await app.request("/no-such-page");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await res.text()).toContain("<h1>Shell</h1>");
  });

  it("allows exactly the page's inline scripts by hash in its CSP", async () => {
    const res = await app.request("/");
    const hash = createHash("sha256").update(inlineScript).digest("base64");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src")) ?? "";
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("caches hashed assets for a year and compresses text", async () => {
    const res = await app.request("/assets/app-abc123.js", { headers: { "accept-encoding": "gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("revalidates other files with their ETag", async () => {
    const first = await app.request("/favicon.svg");
    expect(first.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    const etag = first.headers.get("etag") ?? "";
    const again = await app.request("/favicon.svg", { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
  });

  it("keeps /api paths out of the web app", async () => {
    const res = await app.request("/api/no-such-endpoint");
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false, code: "not_found" });
  });
});
