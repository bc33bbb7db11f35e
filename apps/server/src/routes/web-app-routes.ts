import { isKnownWebRoute } from "@clinic/contract/web-routes";
import { type Context, Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import type { WebBuild, WebFile, WebPage } from "../http/web-build";

/**
 * Serves the built web app: hashed assets cached for a year, HTML never cached without
 * revalidation. Prerendered pages are sent as built; other app routes get the app shell;
 * any other path gets the shell with HTTP 404, where the app shows 'Oops! Page not found'.
 */
export function webAppRoutes(build: WebBuild | undefined) {
  const app = new Hono<AppEnv>();
  app.get("*", (c) => {
    if (c.req.path === "/api" || c.req.path.startsWith("/api/")) return c.notFound();
    if (!build) return c.text("The web app is not built yet: run `npm run build`.", 503);
    const path = c.req.path;
    const file = build.file(path);
    if (file) return sendFile(c, file);
    const page = build.prerendered(path);
    if (page) return sendPage(c, page, 200);
    return sendPage(c, build.shell, isKnownWebRoute(path) ? 200 : 404);
  });
  return app;
}

function sendFile(c: Context<AppEnv>, file: WebFile) {
  c.header(
    "Cache-Control",
    file.immutable ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
  );
  return withEtag(c, file, 200);
}

function sendPage(c: Context<AppEnv>, page: WebPage, status: 200 | 404) {
  c.set("cspScriptHashes", page.scriptHashes);
  c.header("Cache-Control", "no-cache");
  return withEtag(c, page, status);
}

function withEtag(c: Context<AppEnv>, file: WebFile, status: 200 | 404) {
  c.header("ETag", file.etag);
  c.header("Content-Type", file.contentType);
  if (status === 200 && c.req.header("if-none-match") === file.etag) return c.body(null, 304);
  return c.body(file.body as Uint8Array<ArrayBuffer>, status);
}
