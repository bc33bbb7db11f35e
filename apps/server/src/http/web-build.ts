import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gzipSync } from "node:zlib";
import type { BusinessHours } from "@clinic/contract/admin-settings";
import { type Locale, localeOfPath, prefixedLocales } from "@clinic/contract/locales";
import { PUBLIC_ORIGIN_PLACEHOLDER } from "@clinic/contract/public-origin";
import { notFoundPagePath, notFoundPagePathFor, notFoundPagePaths } from "@clinic/contract/web-routes";
import { fillOpeningHours, openingHoursIn, showsOpeningHours } from "./opening-hours-fill";
import { fillRegistration, showsRegistration } from "./registration-fill";

/**
 * The built web app (apps/web/build/client), read once at start: it is small, and
 * keeping it in memory makes every page a memory read. The build writes absolute URLs with a
 * placeholder origin; it is replaced here with PUBLIC_URL's origin, and only then are HTML pages
 * indexed with the sha256 of each inline script, for the Content-Security-Policy. The pages that show the
 * opening hours or the practitioner's registration number are made again, in memory, whenever Settings
 * change them (`showOpeningHours`, `showRegistration`).
 */
export type WebFile = {
  body: Uint8Array;
  /** The body gzipped once at load (best compression), for text files worth it. */
  gzipped?: Uint8Array;
  /**
   * The body in brotli, as the web build wrote it beside the file (`<file>.br`, at the best quality: too
   * slow to make at each start), for the hashed scripts and stylesheets; checked against the body at load.
   */
  brotli?: Uint8Array;
  contentType: string;
  etag: string;
  immutable: boolean;
};
export type WebPage = WebFile & { html: string; scriptHashes: string[] };
export type WebBuild = {
  /** A static file by URL path (e.g. /assets/app-3f2a.js, /favicon.ico). */
  file(urlPath: string): WebFile | undefined;
  /** The prerendered page for a route, if the build made one (e.g. / → index.html). */
  prerendered(urlPath: string): WebPage | undefined;
  /**
   * The single-page-app shell for a client-rendered route at `path`, its `<html lang>` the path's
   * language.
   */
  shellFor(path: string): WebPage;
  /**
   * The prerendered 404 page ('Oops! Page not found' in the HTML) in the language of `path` (English when
   * the build has no such page), sent with status 404 for unknown paths; undefined for a build without
   * it (the shell then shows it once its scripts run).
   */
  notFoundFor(path: string): WebPage | undefined;
  /** The origin absolute URLs point at (PUBLIC_URL's), e.g. https://clinic.example. */
  publicOrigin: string;
  /**
   * The opening hours the build was made with, the content file's: the first value of Settings' business
   * hours (decision 0095). Undefined for a build that does not show them.
   */
  contentHours: BusinessHours | undefined;
  /**
   * Shows these hours in every page and data file that shows hours (HTML, hydration data, `.data`,
   * JSON-LD), with new ETags and script hashes. Does nothing for a build without hours.
   */
  showOpeningHours(hours: BusinessHours): void;
  /** Shows this registration number (none: null) in the footer of every page that has it (decision 0105). */
  showRegistration(registrationNumber: string | null): void;
};

export type LoadWebBuildOptions = {
  /** PUBLIC_URL; its origin replaces the build's placeholder origin. */
  publicUrl?: string;
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
  // React Router's single-fetch data for a prerendered page (client-side navigation to it).
  ".data": "text/x-script",
};

/** Files the build names with a content hash never change: cache them for a year. */
const hashedAsset = /^\/assets\//;
const spaShell = "/__spa-fallback.html";
const shellNames = [spaShell.slice(1), "index.html"];
/** Where the shell in a language is kept (never served by this path: `prerendered` skips it). */
const shellPathOf = (locale: Locale) => `/__spa-fallback.${locale}.html`;

/** The shell's HTML with `<html lang>` set to `locale` (the build writes it for "/", in English). */
function inLanguage(body: Buffer, locale: Locale): Buffer {
  return Buffer.from(body.toString("utf8").replace(/<html lang="en"/, `<html lang="${locale}"`), "utf8");
}

function fileOf(urlPath: string, body: Buffer): WebFile {
  const ext = path.extname(urlPath).toLowerCase();
  return {
    body,
    gzipped: compressible.has(ext) && body.length > 1024 ? gzipSync(body, { level: 9 }) : undefined,
    contentType: contentTypes[ext] ?? "application/octet-stream",
    etag: etagOf(body),
    immutable: hashedAsset.test(urlPath),
  };
}

/** Text files in which the placeholder origin is replaced (.data: React Router's prerendered loader data). */
const textWithUrls = new Set([".html", ".xml", ".txt", ".json", ".webmanifest", ".data"]);
const compressible = new Set([
  ".html",
  ".js",
  ".mjs",
  ".css",
  ".svg",
  ".json",
  ".data",
  ".txt",
  ".xml",
  ".webmanifest",
]);

/**
 * The prerendered pages that carry the clinic's details (its structured data; the reviews page, its
 * Google place id), as served: the going-live check reads the content there.
 */
export function contentPages(build: WebBuild | undefined): string[] | undefined {
  if (!build) return undefined;
  return ["/", "/reviews"].flatMap((urlPath) => build.prerendered(urlPath)?.html ?? []);
}

export function loadWebBuild(root: string, options: LoadWebBuildOptions = {}): WebBuild | undefined {
  if (!isDirectory(root)) return undefined;
  const publicOrigin = new URL(options.publicUrl ?? "http://localhost:3000").origin;
  const files = new Map<string, WebFile>();
  const pages = new Map<string, WebPage>();
  /** The text, as built (PUBLIC_URL filled in), of each file that shows the hours or the registration. */
  const withSettings = new Map<string, string>();
  const add = (urlPath: string, body: Buffer) => {
    const ext = path.extname(urlPath).toLowerCase();
    const file = fileOf(urlPath, body);
    if (ext !== ".html") files.set(urlPath, file);
    else if (urlPath === spaShell) {
      pages.set(urlPath, toPage(file));
      // The same shell with `<html lang>` of each language, sent for that language's paths (its loading
      // word shows in it, and screen readers read it so before the page's scripts run).
      for (const locale of prefixedLocales)
        pages.set(shellPathOf(locale), toPage(fileOf(urlPath, inLanguage(body, locale))));
    } else pages.set(urlPath, toPage(paintBeforeScripts(file)));
  };
  /** Each `<file>.br` the build wrote, by its file's URL path: attached to that file, not served itself. */
  const brotlis = new Map<string, Buffer>();
  for (const relative of walk(root)) {
    const urlPath = `/${relative.split(path.sep).join("/")}`;
    if (urlPath.endsWith(".br") && hashedAsset.test(urlPath)) {
      brotlis.set(urlPath.slice(0, -".br".length), readFileSync(path.join(root, relative)));
      continue;
    }
    const ext = path.extname(relative).toLowerCase();
    const raw = readFileSync(path.join(root, relative));
    const body = textWithUrls.has(ext) ? withPublicOrigin(raw, publicOrigin) : raw;
    if (textWithUrls.has(ext) && !hashedAsset.test(urlPath)) {
      const text = body.toString("utf8");
      if (showsOpeningHours(text) || showsRegistration(text)) withSettings.set(urlPath, text);
    }
    add(urlPath, body);
  }
  for (const [urlPath, brotli] of brotlis) {
    const file = files.get(urlPath);
    if (file && brotliOf(file.body, brotli)) files.set(urlPath, { ...file, brotli });
  }
  const shellName = shellNames.find((name) => pages.has(`/${name}`));
  if (!shellName) return undefined;
  const contentHours = [...withSettings.values()].map(openingHoursIn).find((hours) => hours !== undefined);
  // What the pages show now: each change makes them again from the text as built, with both.
  let shownHours: BusinessHours | undefined;
  let shownRegistration: string | null = null;
  const refill = () => {
    for (const [urlPath, text] of withSettings) {
      const withHours = shownHours && contentHours ? fillOpeningHours(text, shownHours) : text;
      add(urlPath, Buffer.from(fillRegistration(withHours, shownRegistration), "utf8"));
    }
  };
  return {
    file: (urlPath) => files.get(urlPath),
    prerendered: (urlPath) => {
      const clean = urlPath.endsWith("/") ? urlPath : `${urlPath}/`;
      // The 404 pages' own paths are unknown too: each is sent as `notFoundFor`, with status 404.
      if (notFoundPagePaths.some((page) => clean === `${page}/`)) return undefined;
      return urlPath === `/${shellName}` ? undefined : pages.get(`${clean}index.html`);
    },
    shellFor(urlPath) {
      const locale = localeOfPath(urlPath);
      return (locale !== "en" && pages.get(shellPathOf(locale))) || (pages.get(`/${shellName}`) as WebPage);
    },
    notFoundFor(path) {
      return (
        pages.get(`${notFoundPagePathFor(path)}/index.html`) ?? pages.get(`${notFoundPagePath}/index.html`)
      );
    },
    publicOrigin,
    contentHours,
    showOpeningHours(hours) {
      if (!contentHours) return;
      shownHours = hours;
      refill();
    },
    showRegistration(registrationNumber) {
      shownRegistration = registrationNumber;
      refill();
    },
  };
}

/**
 * A prerendered page is complete without its scripts, so they wait until it is painted: browsers (and
 * Lighthouse) treat `<link rel="modulepreload">` as high-priority, render-blocking requests that compete with
 * the stylesheet, so the hints are dropped; and React Router's module script, which imports the route
 * modules and then the client entry, first waits for the first contentful paint and the page's fonts, then
 * imports the same modules, in the same order, dynamically. The SPA shell keeps both as built: it shows
 * nothing useful until its scripts run. Done here, before the inline scripts are hashed for the CSP
 * (docs/decisions/0012-public-pages-javascript-budget.md).
 */
function paintBeforeScripts(file: WebFile): WebFile {
  const html = new TextDecoder().decode(file.body);
  const changed = html
    .replace(/<link rel="modulepreload" href="[^"]*"\/>/g, "")
    .replace(
      /(<script type="module" async="">)([\s\S]*?)(<\/script>)/,
      (whole, open: string, code: string, close: string) => {
        const deferred = deferStaticImports(code);
        return deferred ? `${open}${deferred}${close}` : whole;
      },
    );
  if (changed === html) return file;
  const body = Buffer.from(changed, "utf8");
  return {
    ...file,
    body,
    gzipped: gzipSync(body, { level: 9 }),
    etag: etagOf(body),
  };
}

/** True when `brotli` decompresses to `body` (a `.br` left from another build is not sent). */
function brotliOf(body: Uint8Array, brotli: Uint8Array): boolean {
  try {
    return Buffer.from(body).equals(brotliDecompressSync(brotli));
  } catch {
    return false;
  }
}

function etagOf(body: Uint8Array): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

/**
 * Waits for the page's first contentful paint, then for its fonts and the frame that draws them, then a
 * task: the first screen gets the line before the scripts do. A frame was not enough where a web font is
 * still loading (a Hindi or Kannada page on a device without the script's font): that frame draws the
 * text invisible while `font-display: optional` holds it back, and the scripts loaded and hydrated before
 * the text showed, sharing the line with the font. A phone with the script's font has nothing to wait
 * for. Browsers without paint timing wait for a frame; after 3 s the scripts load whatever is pending.
 * Kept short: it is in every prerendered page, whose HTML should fit TCP's first window (about 14 KB).
 */
export const UNTIL_FIRST_SCREEN_DRAWN =
  "await new Promise((go) => { const run = () => setTimeout(go, 0); setTimeout(run, 3000); " +
  "const drawn = () => document.fonts.ready.then(() => requestAnimationFrame(run)); " +
  'if (!(PerformanceObserver.supportedEntryTypes || []).includes("paint")) requestAnimationFrame(drawn); ' +
  'else new PerformanceObserver((list, seen) => { if (list.getEntriesByName("first-contentful-paint").length) { seen.disconnect(); drawn(); } }).observe({ type: "paint", buffered: true }); });';

/**
 * `import "a"; import * as m from "b"; rest` → wait for the first contentful paint and the fonts, then
 * load "a" and "b" together with `import()` (a module namespace either way) and run `rest`. Undefined when
 * the code has another shape (a newer React Router): the page is then left as built.
 */
export function deferStaticImports(code: string): string | undefined {
  const staticImport = /^\s*import\s+(?:\*\s+as\s+([A-Za-z_$][\w$]*)\s+from\s+)?("[^"]+");\s*$/;
  const names: string[] = [];
  const specifiers: string[] = [];
  const rest: string[] = [];
  for (const line of code.split("\n")) {
    const match = staticImport.exec(line);
    if (match) {
      names.push(match[1] ?? `_unused${names.length}`);
      specifiers.push(`import(${match[2]})`);
    } else if (/^\s*import\s/.test(line)) {
      return undefined;
    } else {
      rest.push(line);
    }
  }
  if (names.length === 0) return undefined;
  return [
    UNTIL_FIRST_SCREEN_DRAWN,
    `const [${names.join(", ")}] = await Promise.all([${specifiers.join(", ")}]);`,
    ...rest,
  ].join("\n");
}

/** Replaces the build's placeholder origin with the public one (same bytes when there is none). */
function withPublicOrigin(body: Buffer, publicOrigin: string): Buffer {
  const text = body.toString("utf8");
  if (!text.includes(PUBLIC_ORIGIN_PLACEHOLDER)) return body;
  return Buffer.from(text.replaceAll(PUBLIC_ORIGIN_PLACEHOLDER, publicOrigin), "utf8");
}

function toPage(file: WebFile): WebPage {
  const html = new TextDecoder().decode(file.body);
  return { ...file, html, scriptHashes: inlineScriptHashes(html) };
}

/**
 * sha256 (base64) of the text of every executable <script> without a src attribute. Data blocks
 * (`type="application/ld+json"`) are never run, so the CSP does not govern them and they are skipped.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (isDataBlock(match[1] ?? "")) continue;
    const text = match[2] ?? "";
    if (text.length > 0) hashes.add(createHash("sha256").update(text, "utf8").digest("base64"));
  }
  return [...hashes];
}

function isDataBlock(attributes: string): boolean {
  const type = /\stype=["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  if (!type) return false;
  return !["module", "text/javascript", "application/javascript"].includes(type);
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
