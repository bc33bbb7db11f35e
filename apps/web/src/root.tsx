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
import { clinicIn } from "./content/clinic-in";
import { siteData } from "./content/page-content";

/**
 * The header's and footer's data from the content file. It runs at build time only (for each prerendered
 * page and for the SPA shell), so the content file is not part of the JavaScript the browser loads.
 */
export function loader() {
  return { site: siteData(clinic, { hi: clinicIn("hi"), kn: clinicIn("kn") }) };
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
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
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
