import type { Config } from "@react-router/dev/config";
import { inEveryLocale, notFoundPagePath } from "../../packages/contract/src/web-routes";

/**
 * Public marketing routes that are prerendered to HTML at build time.
 * Every other route (confirmation, manage, admin) is client-rendered from the SPA fallback HTML.
 * Add a path here when its page is built.
 */
const englishPrerenderedPaths = [
  "/",
  "/about-us",
  "/about-lymphoedema",
  "/accolades",
  "/reviews",
  "/privacy",
  "/terms",
  // The booking wizard: its heading, steps and calendar arrive as HTML; the calendar's days fill in once the
  // browser knows today (decision 0109).
  "/book-consultation",
  "/book",
  // The 404 page ('*'), prerendered at a path no route has: the server sends it, with status 404, for every
  // unknown path, so it reads 'Oops! Page not found' before any JavaScript runs (issue 24).
  notFoundPagePath,
];

/** Each of them in English, Hindi (/hi/…) and Kannada (/kn/…) (issue 33, decision 0127). */
const prerenderedPaths = inEveryLocale(englishPrerenderedPaths);

export default {
  appDirectory: "src",
  buildDirectory: "build",
  ssr: false,
  prerender: prerenderedPaths,
  // A new app: take React Router v8 behaviour now rather than migrate later.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
