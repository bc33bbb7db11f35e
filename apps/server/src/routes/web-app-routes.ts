import { isKnownWebRoute, isPrivateWebRoute } from "@clinic/contract/web-routes";
import { type Context, Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { robotsTxt, sitemapXml } from "../http/crawler-files";
import { type AggregateRating, hasStructuredData, withAggregateRating } from "../http/structured-data";
import type { WebBuild, WebFile, WebPage } from "../http/web-build";

export type WebAppOptions = {
  /**
   * The rating of the approved website reviews, added to the clinic's JSON-LD as each page is sent.
   * The reviews issue provides it (cached briefly); without it the block has no rating.
   */
  aggregateRating?: () => Promise<AggregateRating | undefined>;
  /**
   * Settings' opening hours (decision 0095): made fresh before a page or data file is sent, which
   * makes the build's pages again when another server saved new hours.
   */
  openingHours?: { fresh(): Promise<unknown> };
};

/**
 * Serves the built web app: hashed assets cached for a year, HTML never cached without
 * revalidation. Prerendered pages are sent as loaded (PUBLIC_URL filled in, scripts after first paint,
 * Settings' opening hours shown);
 * other app routes get the app shell; any other path gets the prerendered 404 page ('Oops! Page not
 * found' in its HTML) with HTTP 404. /sitemap.xml and /robots.txt are written for PUBLIC_URL.
 */
export function webAppRoutes(build: WebBuild | undefined, options: WebAppOptions = {}) {
  const app = new Hono<AppEnv>();
  app.get("*", async (c) => {
    if (c.req.path === "/api" || c.req.path.startsWith("/api/")) return c.notFound();
    if (!build) return c.text("The web app is not built yet: run `npm run build`.", 503);
    const path = c.req.path;
    if (path === "/sitemap.xml") return sendGenerated(c, sitemapXml(build.publicOrigin), "application/xml");
    if (path === "/robots.txt") return sendGenerated(c, robotsTxt(build.publicOrigin), "text/plain");
    if (!build.file(path)?.immutable) await options.openingHours?.fresh();
    const file = build.file(path);
    if (file) return sendFile(c, file);
    const page = build.prerendered(path);
    if (page) return sendPage(c, page, 200, options);
    if (isKnownWebRoute(path)) return sendPage(c, build.shellFor(path), 200, options);
    return sendPage(c, build.notFoundFor(path) ?? build.shellFor(path), 404, options);
  });
  return app;
}

function sendGenerated(c: Context<AppEnv>, body: string, type: string) {
  c.header("Cache-Control", "public, max-age=3600");
  c.header("Content-Type", `${type}; charset=utf-8`);
  return c.body(body, 200);
}

function sendFile(c: Context<AppEnv>, file: WebFile) {
  c.header(
    "Cache-Control",
    file.immutable ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
  );
  return withEtag(c, file, 200);
}

async function sendPage(c: Context<AppEnv>, page: WebPage, status: 200 | 404, options: WebAppOptions) {
  c.set("cspScriptHashes", page.scriptHashes);
  if (isPrivateWebRoute(c.req.path)) {
    c.header("Cache-Control", "no-store");
    c.header("X-Robots-Tag", "noindex");
  } else c.header("Cache-Control", "no-cache");
  if (options.aggregateRating && hasStructuredData(page.html)) {
    // The body changes with the reviews: no ETag. The block is data, not script: the hashes still hold.
    const html = withAggregateRating(page.html, await options.aggregateRating());
    c.header("Content-Type", page.contentType);
    return c.body(html, status);
  }
  return withEtag(c, page, status);
}

/** The smallest form of the file the client takes: brotli (the build's), else gzip (made at load), else as is. */
function encodingFor(c: Context<AppEnv>, file: WebFile) {
  const accepted = c.req.header("accept-encoding") ?? "";
  if (file.brotli && /\bbr\b/.test(accepted))
    return { name: "br", suffix: "-br", body: file.brotli } as const;
  if (file.gzipped && /\bgzip\b/.test(accepted))
    return { name: "gzip", suffix: "-gz", body: file.gzipped } as const;
  return undefined;
}

function withEtag(c: Context<AppEnv>, file: WebFile, status: 200 | 404) {
  c.header("Content-Type", file.contentType);
  if (file.gzipped || file.brotli) c.header("Vary", "Accept-Encoding");
  const encoding = encodingFor(c, file);
  // Each encoding has its own ETag, as a cache between us and the browser may keep each.
  const etag = encoding ? `${file.etag.slice(0, -1)}${encoding.suffix}"` : file.etag;
  c.header("ETag", etag);
  if (status === 200 && c.req.header("if-none-match") === etag) return c.body(null, 304);
  if (encoding) {
    // Compressed once, at the best level; the compress middleware leaves it as it is.
    c.header("Content-Encoding", encoding.name);
    return c.body(encoding.body as Uint8Array<ArrayBuffer>, status);
  }
  return c.body(file.body as Uint8Array<ArrayBuffer>, status);
}
