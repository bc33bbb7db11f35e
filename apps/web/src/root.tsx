// The stylesheet as a route link, so <Links /> puts it before the script preloads: on a slow connection the
// page can be painted before the JavaScript has arrived (docs/decisions/0012-public-pages-javascript-budget.md).

import { localeOfPath } from "@clinic/contract/locales";
import { lazy, type ReactNode, Suspense, useEffect } from "react";
import {
  type LinkDescriptor,
  Links,
  type LinksFunction,
  Meta,
  type MetaFunction,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
} from "react-router";
import appStylesHref from "./app.css?url";
import { SiteContext } from "./components/layout/site-context";
import { LoadingStatus } from "./components/ui/loading-status";
import { clinic } from "./content/clinic";
import { clinicIn, localeOfRequest } from "./content/clinic-in";
import { siteData } from "./content/page-content";
import { afterPageFonts } from "./lib/after-page-fonts";

/**
 * The header's and footer's data from the content file. It runs at build time only (for each prerendered
 * page and for the SPA shell), so the content file is not part of the JavaScript the browser loads. The
 * shell serves the client-rendered pages of every language, so it carries the words of all three; a
 * prerendered page those of its own language only (its switcher opens the others as new documents).
 */
export function loader({ request }: { request: Request }) {
  const shell =
    request.headers.get("X-React-Router-SPA-Mode") === "yes" ||
    new URL(request.url).pathname === "/__spa-fallback.html";
  const locale = localeOfRequest(request);
  const languages = shell ? (["hi", "kn"] as const) : locale === "en" ? [] : [locale];
  return { site: siteData(clinic, Object.fromEntries(languages.map((each) => [each, clinicIn(each)]))) };
}

/** Build-time data never changes while the site runs: never fetch it again. */
export function shouldRevalidate() {
  return false;
}

export const links: LinksFunction = () => [
  // `precedence` makes it a React stylesheet resource: React writes it ahead of the script preloads.
  { rel: "stylesheet", href: appStylesHref, precedence: "default" } as LinkDescriptor,
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        { title: data.site.name },
        { name: "description", content: `${data.site.name}: ${data.site.tagline}.` },
      ]
    : [];

/** The HTML document around every page, the error page and the loading state. */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <html lang={localeOfPath(pathname)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b5f5c" />
        <Meta />
        <Links />
        <PageFontsLoaded />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * Marks the document "page-fonts-loaded" once its first frame is drawn and its own fonts are in: app.css
 * then draws the switcher's other languages' names in their fonts (decision 0150). The prerendered pages
 * and the client-rendered shell carry the script (allowed by its hash); React renders it empty in the
 * browser and keeps the page's own when it hydrates, as slot-dates-preload.tsx's.
 */
function PageFontsLoaded() {
  return (
    <script
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of this file, allowed by its hash.
      dangerouslySetInnerHTML={{
        __html: import.meta.env.SSR
          ? afterPageFonts('document.documentElement.classList.add("page-fonts-loaded")')
          : "",
      }}
    />
  );
}

export default function App() {
  // Marks the document once React has hydrated it: the end-to-end tests wait for this before they click.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  // The one shell HTML serves every client-rendered page (/hi/manage/… too): React keeps the shell's
  // `lang` when it hydrates, so the page's language is set here.
  const { pathname } = useLocation();
  useEffect(() => {
    document.documentElement.lang = localeOfPath(pathname);
  }, [pathname]);
  // The app's providers (data fetching, tooltips, toasts) wrap only the routes that use them
  // (routes/app-providers-layout.tsx): the marketing pages load none of that code.
  const { site } = useLoaderData<typeof loader>();
  return (
    <SiteContext.Provider value={site}>
      <Outlet />
    </SiteContext.Provider>
  );
}

/**
 * Shown while a client-rendered route loads (it is the body of the SPA fallback HTML, served for every
 * route that is not prerendered). It must not depend on the URL: the same HTML serves every path. On a
 * Hindi or Kannada path (the server sets the shell's `<html lang>` from it) app.css shows the word in
 * that language instead.
 */
export function HydrateFallback() {
  return (
    <div className="flex min-h-dvh items-center justify-center p-6">
      <LoadingStatus className="text-lg">
        <span className="loading-word-en">Loading…</span>
        <span className="loading-word" />
      </LoadingStatus>
    </div>
  );
}

/** The error page loads only when a route fails: every page's first load goes without it. */
const RouteErrorPage = lazy(() =>
  import("./app/route-error-page").then((module) => ({ default: module.RouteErrorPage })),
);

/** An unexpected routing or rendering error (spec §2); a 404 from a route shows the not-found page. */
export function ErrorBoundary() {
  return (
    <Suspense fallback={null}>
      <RouteErrorPage />
    </Suspense>
  );
}
