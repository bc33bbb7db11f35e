import { localeOfPath, pathInLocale, pathWithoutLocale, prefixedLocales } from "./locales";

/**
 * The web app's client routes (spec: public-site.md §2 route table, admin.md §2).
 * The server answers these paths with the app's HTML (status 200) and every other
 * non-API path with the app's 404 page (status 404), so crawlers and people both
 * learn that a page does not exist. Patterns use `:param` for one path segment.
 */
export const publicPagePaths = [
  "/",
  "/about-us",
  "/about-lymphoedema",
  "/accolades",
  "/reviews",
  "/book-consultation",
  "/book",
  "/privacy",
  "/terms",
] as const;

/**
 * The patient's pages about one booking, and a payment link's page (issue 35); each is also served under
 * /hi and /kn (the admin's are English only).
 */
const patientRoutePatterns = ["/success/:bookingId", "/manage/:bookingId", "/pay/:linkId"] as const;

const adminPatientPattern = "/admin/patients/:patientId";

export const dynamicRoutePatterns = [...patientRoutePatterns, adminPatientPattern] as const;

export const adminRoutePaths = [
  "/admin",
  "/admin/agenda",
  "/admin/slots",
  "/admin/bookings",
  "/admin/patients",
  "/admin/appointment-kinds",
  "/admin/packages",
  "/admin/pricing",
  "/admin/settings",
  "/admin/users",
  "/admin/analytics",
] as const;

/** A patient's page in every language (issue 33): "/about-us", "/hi/about-us", "/kn/about-us"; home is "/hi". */
export function inEveryLocale(paths: readonly string[]): string[] {
  return [...paths, ...prefixedLocales.flatMap((locale) => paths.map((path) => pathInLocale(path, locale)))];
}

/** The public pages in every language: the sitemap lists them and the build prerenders them. */
export const localizedPublicPagePaths: readonly string[] = inEveryLocale(publicPagePaths);

/** The pages about one booking or payment link in every language, and the admin's. */
const privatePatterns: readonly string[] = [
  ...inEveryLocale(patientRoutePatterns),
  adminPatientPattern,
  ...adminRoutePaths,
];

const allPatterns: readonly string[] = [...localizedPublicPagePaths, ...privatePatterns];

function matchesPattern(pattern: string, path: string): boolean {
  const want = pattern.split("/");
  const got = path.split("/");
  if (want.length !== got.length) return false;
  return want.every((part, i) => (part.startsWith(":") ? (got[i] ?? "").length > 0 : part === got[i]));
}

function normalise(path: string): string {
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

/** True when `path` (no query, no trailing slash except "/") is a page the web app renders. */
export function isKnownWebRoute(path: string): boolean {
  return allPatterns.some((pattern) => matchesPattern(pattern, normalise(path)));
}

/**
 * Pages about one patient's booking or payment, or the admin area: never stored by a shared cache, never
 * indexed (the confirmation and manage pages carry a booking id in their address, a payment link its key).
 */
export function isPrivateWebRoute(path: string): boolean {
  return privatePatterns.some((pattern) => matchesPattern(pattern, normalise(path)));
}

/**
 * Pages whose Content-Security-Policy may allow a third party (Razorpay Checkout on the booking
 * pages, a reCAPTCHA or Turnstile script on the captcha forms; decision 0055). A document's policy
 * is the one it was loaded with, so links to these pages load a new document instead of
 * navigating inside the app.
 */
export const ownPolicyPagePaths: readonly string[] = ["/book-consultation", "/book", "/reviews"];

export function needsOwnDocument(path: string): boolean {
  return ownPolicyPagePaths.includes(pathWithoutLocale(normalise(path.split(/[?#]/)[0] ?? path)));
}

/**
 * Where the build prerenders the 404 page (the '*' route): a path no route has, so it is itself unknown.
 * The server sends that HTML, with status 404, for every unknown path (issue 24).
 */
export const notFoundPagePath = "/404";

/** The 404 page in the language of the path asked for: "/hi/nothing-here" gets "/hi/404". */
export function notFoundPagePathFor(path: string): string {
  return pathInLocale(notFoundPagePath, localeOfPath(path));
}

/** Where the build prerenders the 404 page in each language. */
export const notFoundPagePaths: readonly string[] = inEveryLocale([notFoundPagePath]);
