import type { Config } from "@react-router/dev/config";

/**
 * Public marketing routes that are prerendered to HTML at build time.
 * Every other route (booking, confirmation, admin, the 404 page) is client-rendered
 * from the SPA fallback HTML. Add a path here when its page is built.
 */
const prerenderedPaths = [
  "/",
  "/about-us",
  "/about-lymphoedema",
  "/accolades",
  "/reviews",
  "/privacy",
  "/terms",
];

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
