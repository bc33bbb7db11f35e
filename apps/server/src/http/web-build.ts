import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/**
 * The built web app (apps/web/build/client), read once at start: it is small, and
 * keeping it in memory makes every page a memory read. HTML pages are indexed with the
 * sha256 of each inline script, for the Content-Security-Policy.
 */
export type WebFile = { body: Uint8Array; contentType: string; etag: string; immutable: boolean };
export type WebPage = WebFile & { html: string; scriptHashes: string[] };
export type WebBuild = {
  /** A static file by URL path (e.g. /assets/app-3f2a.js, /favicon.ico). */
  file(urlPath: string): WebFile | undefined;
  /** The prerendered page for a route, if the build made one (e.g. / → index.html). */
  prerendered(urlPath: string): WebPage | undefined;
  /** The single-page-app shell for client-rendered routes and the 404 page. */
  shell: WebPage;
};

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
};

/** Files the build names with a content hash never change: cache them for a year. */
const hashedAsset = /^\/assets\//;
const shellNames = ["__spa-fallback.html", "index.html"];

export function loadWebBuild(root: string): WebBuild | undefined {
  if (!isDirectory(root)) return undefined;
  const files = new Map<string, WebFile>();
  const pages = new Map<string, WebPage>();
  for (const relative of walk(root)) {
    const urlPath = `/${relative.split(path.sep).join("/")}`;
    const body = readFileSync(path.join(root, relative));
    const ext = path.extname(relative).toLowerCase();
    const file: WebFile = {
      body,
      contentType: contentTypes[ext] ?? "application/octet-stream",
      etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
      immutable: hashedAsset.test(urlPath),
    };
    if (ext === ".html") pages.set(urlPath, toPage(file));
    else files.set(urlPath, file);
  }
  const shellName = shellNames.find((name) => pages.has(`/${name}`));
  if (!shellName) return undefined;
  const shell = pages.get(`/${shellName}`) as WebPage;
  return {
    file: (urlPath) => files.get(urlPath),
    prerendered: (urlPath) => {
      const clean = urlPath.endsWith("/") ? urlPath : `${urlPath}/`;
      return urlPath === `/${shellName}` ? undefined : pages.get(`${clean}index.html`);
    },
    shell,
  };
}

function toPage(file: WebFile): WebPage {
  const html = new TextDecoder().decode(file.body);
  return { ...file, html, scriptHashes: inlineScriptHashes(html) };
}

/** sha256 (base64) of the text of every <script> without a src attribute. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const text = match[1] ?? "";
    if (text.length > 0) hashes.add(createHash("sha256").update(text, "utf8").digest("base64"));
  }
  return [...hashes];
}

function* walk(root: string, dir = ""): Generator<string> {
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(root, relative);
    else if (entry.isFile()) yield relative;
  }
}

function isDirectory(dir: string): boolean {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
}
