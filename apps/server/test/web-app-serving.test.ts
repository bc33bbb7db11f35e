import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import { PUBLIC_ORIGIN_PLACEHOLDER } from "@clinic/contract/public-origin";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import {
  deferStaticImports,
  inlineScriptHashes,
  loadWebBuild,
  UNTIL_FIRST_SCREEN_DRAWN,
  type WebBuild,
} from "../src/http/web-build";
import { webAppRoutes } from "../src/routes/web-app-routes";
import { createTestApp } from "./support/test-app";
import { openWorkerDatabase } from "./support/test-database";

/** A small build folder shaped like React Router's output: prerendered pages, the SPA shell, hashed assets. */
const inlineScript = 'window.__ctx = {"ssr":false};';
/** An inline script that names the public origin, as React Router's hydration data does. */
const scriptWithOrigin = `window.__url = "${PUBLIC_ORIGIN_PLACEHOLDER}/about-us";`;
const publicUrl = "https://clinic.example";
function makeBuild(): WebBuild {
  const root = mkdtempSync(path.join(tmpdir(), "clinic-web-"));
  const readAsset = (name: string) => readFileSync(path.join(root, "assets", name));
  mkdirSync(path.join(root, "assets"));
  mkdirSync(path.join(root, "about-us"));
  const page = (title: string) =>
    `<!DOCTYPE html><html><head><title>${title}</title></head><body><h1>${title}</h1><script>${inlineScript}</script><script type="module" src="/assets/app-abc123.js"></script></body></html>`;
  writeFileSync(path.join(root, "index.html"), page("Home"));
  writeFileSync(
    path.join(root, "about-us", "index.html"),
    `<!DOCTYPE html><html><head><title>About</title><link rel="canonical" href="${PUBLIC_ORIGIN_PLACEHOLDER}/about-us"/></head><body><h1>About</h1><script id="clinic-structured-data" type="application/ld+json">{"@type":"MedicalClinic","url":"${PUBLIC_ORIGIN_PLACEHOLDER}/"}</script><script>${scriptWithOrigin}</script></body></html>`,
  );
  writeFileSync(path.join(root, "__spa-fallback.html"), page("Shell"));
  writeFileSync(
    path.join(root, "assets", "app-abc123.js"),
    `console.log(${JSON.stringify("x".repeat(4000))});`,
  );
  // The web build writes a brotli copy beside each hashed script; one left from another build is not sent.
  const styles = `body{color:${"#123456;".repeat(300)}}`;
  writeFileSync(
    path.join(root, "assets", "app-abc123.js.br"),
    brotliCompressSync(readAsset("app-abc123.js")),
  );
  writeFileSync(path.join(root, "assets", "site-def456.css"), styles);
  writeFileSync(path.join(root, "assets", "site-def456.css.br"), brotliCompressSync("body{color:red}"));
  writeFileSync(path.join(root, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  const build = loadWebBuild(root, { publicUrl: `${publicUrl}/` });
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

  it("keeps booking and admin pages out of shared caches and search engines", async () => {
    for (const urlPath of ["/success/abc", "/manage/abc", "/admin/slots"]) {
      const res = await app.request(urlPath);
      expect(res.headers.get("cache-control"), urlPath).toBe("no-store");
      expect(res.headers.get("x-robots-tag"), urlPath).toBe("noindex");
    }
    const book = await app.request("/book");
    expect(book.headers.get("cache-control")).toBe("no-cache");
    expect(book.headers.get("x-robots-tag")).toBeNull();
  });

  it("answers an unknown path with HTTP 404 and the app, which shows the not-found page", async () => {
    const res = await app.request("/no-such-page");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await res.text()).toContain("<h1>Shell</h1>");
  });

  it("sends the prerendered 404 page, with HTTP 404, for unknown paths and for its own path", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "clinic-web-"));
    mkdirSync(path.join(root, "404"));
    writeFileSync(
      path.join(root, "__spa-fallback.html"),
      "<!DOCTYPE html><html><body><p>Loading…</p></body></html>",
    );
    writeFileSync(
      path.join(root, "404", "index.html"),
      "<!DOCTYPE html><html><body><h1>Oops! Page not found</h1><script>window.__nf = 1;</script></body></html>",
    );
    const build = loadWebBuild(root);
    if (!build) throw new Error("fixture build not loaded");
    const withNotFound = createTestApp({ db: handle.db, webBuild: build }).app;
    for (const urlPath of ["/no-such-page", "/admin/no-such-section", "/404", "/404/"]) {
      const res = await withNotFound.request(urlPath);
      expect(res.status, urlPath).toBe(404);
      const html = await res.text();
      expect(html, urlPath).toContain("<h1>Oops! Page not found</h1>");
      expect(html, urlPath).not.toContain("Loading…");
      // Its inline script runs under the CSP: the page's own hashes are sent.
      const hash = createHash("sha256").update("window.__nf = 1;").digest("base64");
      expect(res.headers.get("content-security-policy"), urlPath).toContain(`'sha256-${hash}'`);
    }
    const known = await withNotFound.request("/book");
    expect(known.status).toBe(200);
    expect(await known.text()).toContain("Loading…");
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

  it("fills PUBLIC_URL's origin into the pages when it loads them, then hashes their scripts", async () => {
    const res = await app.request("/about-us");
    const html = await res.text();
    expect(html).toContain(`<link rel="canonical" href="${publicUrl}/about-us"/>`);
    expect(html).toContain(`"url":"${publicUrl}/"`);
    expect(html).not.toContain(PUBLIC_ORIGIN_PLACEHOLDER);
    const served = scriptWithOrigin.replace(PUBLIC_ORIGIN_PLACEHOLDER, publicUrl);
    const hash = createHash("sha256").update(served).digest("base64");
    expect(res.headers.get("content-security-policy")).toContain(`script-src 'self' 'sha256-${hash}'`);
  });

  it("lets prerendered pages paint before their scripts load; the SPA shell loads them at once", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "clinic-web-"));
    const boot =
      'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-1.js";\n  window.__m = {"root":route0};\nimport("/assets/entry-1.js");';
    const page = (title: string) =>
      `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/entry-1.js"/><title>${title}</title></head><body><h1>${title}</h1><script type="module" async="">${boot}</script></body></html>`;
    writeFileSync(path.join(root, "index.html"), page("Home"));
    writeFileSync(path.join(root, "__spa-fallback.html"), page("Shell"));
    const web = createTestApp({ db: handle.db, webBuild: loadWebBuild(root) }).app;
    const homeResponse = await web.request("/");
    const home = await homeResponse.text();
    expect(home).not.toContain("modulepreload");
    expect(home).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(home)?.[1] ?? "";
    expect(script).toBe(
      [
        UNTIL_FIRST_SCREEN_DRAWN,
        'const [_unused0, route0] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-1.js")]);',
        '  window.__m = {"root":route0};',
        'import("/assets/entry-1.js");',
      ].join("\n"),
    );
    // The CSP allows the script as sent.
    const hash = createHash("sha256").update(script).digest("base64");
    expect(homeResponse.headers.get("content-security-policy") ?? "").toContain(`'sha256-${hash}'`);
    const shell = await (await web.request("/book")).text();
    expect(shell).toContain('<link rel="modulepreload" href="/assets/entry-1.js"/>');
    expect(shell).toContain(boot);
  });

  it("leaves a module script of another shape as built", () => {
    expect(deferStaticImports('import { a } from "/x.js";\na();')).toBeUndefined();
    expect(deferStaticImports("console.log(1);")).toBeUndefined();
  });

  it("does not hash JSON-LD data blocks, which are never executed", () => {
    const html = `<script type="application/ld+json">{"a":1}</script><script>run()</script><script type="module">go()</script>`;
    const expected = ["run()", "go()"].map((t) => createHash("sha256").update(t).digest("base64"));
    expect(inlineScriptHashes(html)).toEqual(expected);
  });

  it("adds the reviews' aggregate rating to the clinic's JSON-LD as the page is sent", async () => {
    const web = webAppRoutes(makeBuild(), {
      aggregateRating: async () => ({ ratingValue: 4.86, reviewCount: 12 }),
    });
    const html = await (await web.request("/about-us")).text();
    const json = /<script id="clinic-structured-data" type="application\/ld\+json">(.*?)<\/script>/.exec(
      html,
    )?.[1];
    expect(JSON.parse(json ?? "{}")).toMatchObject({
      "@type": "MedicalClinic",
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.9, reviewCount: 12 },
    });
    const none = webAppRoutes(makeBuild(), { aggregateRating: async () => undefined });
    expect(await (await none.request("/about-us")).text()).not.toContain("aggregateRating");
  });

  it("serves the Hindi and Kannada pages: their own 404, the shell for their booking pages (issue 33)", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "clinic-web-"));
    const html = (body: string) => `<!DOCTYPE html><html lang="en"><body>${body}</body></html>`;
    writeFileSync(path.join(root, "__spa-fallback.html"), html("<p>Loading…</p>"));
    for (const [dir, title] of [
      ["404", "Oops! Page not found"],
      ["hi/404", "यह पृष्ठ नहीं मिला"],
      ["kn/404", "ಈ ಪುಟ ಸಿಗಲಿಲ್ಲ"],
      ["kn/about-us", "ನಮ್ಮ ಬಗ್ಗೆ"],
    ] as const) {
      mkdirSync(path.join(root, dir), { recursive: true });
      writeFileSync(path.join(root, dir, "index.html"), html(`<h1>${title}</h1>`));
    }
    const build = loadWebBuild(root);
    if (!build) throw new Error("fixture build not loaded");
    const site = createTestApp({ db: handle.db, webBuild: build }).app;
    const page = async (urlPath: string) => {
      const res = await site.request(urlPath);
      return { status: res.status, body: await res.text(), robots: res.headers.get("x-robots-tag") };
    };
    expect(await page("/kn/about-us")).toMatchObject({
      status: 200,
      body: expect.stringContaining("ನಮ್ಮ ಬಗ್ಗೆ"),
    });
    expect(await page("/hi/no-such-page")).toMatchObject({
      status: 404,
      body: expect.stringContaining("यह पृष्ठ"),
    });
    expect(await page("/kn/404")).toMatchObject({ status: 404, body: expect.stringContaining("ಈ ಪುಟ") });
    expect(await page("/ta/about-us")).toMatchObject({ status: 404, body: expect.stringContaining("Oops!") });
    // The one shell, with the path's language in `<html lang>` (its loading word shows in that language).
    for (const [urlPath, lang] of [
      ["/hi/manage/abc", "hi"],
      ["/kn/success/abc", "kn"],
      ["/manage/abc", "en"],
    ] as const)
      expect(await page(urlPath), urlPath).toMatchObject({
        status: 200,
        body: expect.stringContaining(`<html lang="${lang}"><body><p>Loading…</p>`),
        robots: "noindex",
      });
    expect((await page("/__spa-fallback.kn.html")).status).toBe(404);
    // The admin is English only.
    expect((await page("/hi/admin")).status).toBe(404);
  });

  it("serves /sitemap.xml and /robots.txt for PUBLIC_URL", async () => {
    const sitemap = await app.request("/sitemap.xml");
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = await sitemap.text();
    for (const page of [
      "/",
      "/about-us",
      "/about-lymphoedema",
      "/accolades",
      "/reviews",
      "/privacy",
      "/terms",
    ]) {
      expect(xml).toContain(`<loc>${publicUrl}${page}</loc>`);
      // Each in Hindi and Kannada too (issue 33): "/hi", "/kn/about-us".
      for (const locale of ["hi", "kn"])
        expect(xml).toContain(`<loc>${publicUrl}/${locale}${page === "/" ? "" : page}</loc>`);
    }
    expect(xml).not.toContain("/admin");
    const robots = await app.request("/robots.txt");
    expect(robots.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await robots.text();
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain("Disallow: /api");
    expect(text).toContain("Disallow: /kn/manage/");
    expect(text).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);
  });

  it("caches hashed assets for a year and compresses text", async () => {
    const res = await app.request("/assets/app-abc123.js", { headers: { "accept-encoding": "gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("sends the build's brotli copy to a browser that takes it, each encoding with its own ETag", async () => {
    const res = await app.request("/assets/app-abc123.js", {
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    const etag = res.headers.get("etag") ?? "";
    expect(etag).toMatch(/-br"$/);
    const body = Buffer.from(await res.arrayBuffer());
    expect(brotliDecompressSync(body).toString()).toBe(`console.log(${JSON.stringify("x".repeat(4000))});`);
    const again = await app.request("/assets/app-abc123.js", {
      headers: { "accept-encoding": "br", "if-none-match": etag },
    });
    expect(again.status).toBe(304);
    const gzipped = await app.request("/assets/app-abc123.js", { headers: { "accept-encoding": "gzip" } });
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(gzipped.headers.get("etag")).not.toBe(etag);
    // The .br file is not a URL of its own, and one that is not this file's body is not sent.
    expect((await app.request("/assets/app-abc123.js.br")).status).toBe(404);
    const css = await app.request("/assets/site-def456.css", { headers: { "accept-encoding": "gzip, br" } });
    expect(css.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await css.arrayBuffer())).toString()).toContain("#123456");
  });

  it("sends hashed scripts gzipped once at load, without the document-only headers", async () => {
    const res = await app.request("/assets/app-abc123.js", {
      headers: { "accept-encoding": "gzip, deflate" },
    });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect(res.headers.get("etag")).toMatch(/-gz"$/);
    const body = new Uint8Array(await res.arrayBuffer());
    expect(gunzipSync(body).toString()).toContain("console.log");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toBeNull();
    expect(res.headers.get("x-frame-options")).toBeNull();
    const plain = await app.request("/assets/app-abc123.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect((await plain.text()).length).toBeGreaterThan(4000);
    // Pages keep every header.
    const page = await app.request("/", { headers: { "accept-encoding": "gzip" } });
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("revalidates other files with their ETag", async () => {
    const first = await app.request("/favicon.svg");
    expect(first.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    const etag = first.headers.get("etag") ?? "";
    const again = await app.request("/favicon.svg", { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
  });

  it("keeps /api paths out of the web app", async () => {
    // A path the document does not have: the typed client cannot name it.
    const res = await app.request("/api/no-such-endpoint");
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false, code: "not_found" });
  });
});
