import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { type Locale, prefixedLocales } from "../../../packages/contract/src/locales";

/**
 * The patient's pages in one language (spec: public-site.md §2): English at "/", Hindi under "/hi",
 * Kannada under "/kn" (decision 0127). The same route files serve every language; each language's
 * layout (routes/public-layout*.tsx) gives the header's and footer's texts, and each prerendered page's
 * build-time data its own.
 */
function publicPages(locale: Locale) {
  const english = locale === "en";
  const at = (path: string) => (english ? path : path === "" ? locale : `${locale}/${path}`);
  // English keeps the ids React Router derives from the file; the others are named by language.
  const page = (path: string, file: string) =>
    english ? route(at(path), file) : route(at(path), file, { id: `${locale}:${file}` });
  return [
    english ? index("routes/home.tsx") : page("", "routes/home.tsx"),
    page("about-us", "routes/about-us.tsx"),
    page("about-lymphoedema", "routes/about-lymphoedema.tsx"),
    page("accolades", "routes/accolades.tsx"),
    page("privacy", "routes/privacy.tsx"),
    page("terms", "routes/terms.tsx"),
    // Pages that fetch data or show toasts get the app's providers (TanStack Query, tooltips, toasts);
    // the marketing pages above do not load them (docs/decisions/0012-public-pages-javascript-budget.md).
    layout("routes/app-providers-layout.tsx", { id: `app-providers-${english ? "public" : locale}` }, [
      page("reviews", "routes/reviews.tsx"),
      page("book-consultation", "routes/book-consultation.tsx"),
      page("book", "routes/book.tsx"),
      // The client-rendered pages get their language's texts from a layout: they have no build-time data
      // to carry them, as the prerendered pages' have (decision 0127).
      layout(`routes/manage-pages-layout-${locale}.tsx`, { id: `manage-pages-${locale}` }, [
        page("success/:bookingId", "routes/success.tsx"),
        page("manage/:bookingId", "routes/manage.tsx"),
        page("pay/:linkId", "routes/pay.tsx"),
      ]),
    ]),
    // Anything else, including unknown /admin/... paths, which the server also answers with 404.
    page("*", "routes/not-found.tsx"),
  ];
}

/**
 * The route table (spec: public-site.md §2, admin.md §2; the list of paths is in
 * @clinic/contract/web-routes, which the server uses to answer 200 or 404).
 */
export default [
  layout("routes/public-layout.tsx", publicPages("en")),
  ...prefixedLocales.map((locale) =>
    layout(`routes/public-layout-${locale}.tsx`, { id: `public-layout-${locale}` }, publicPages(locale)),
  ),
  // The admin area: one layout (guard + panel shell, its own chunk) around one file per section.
  layout("routes/app-providers-layout.tsx", { id: "app-providers-admin" }, [
    layout("routes/admin-layout.tsx", [
      route("admin", "routes/admin.tsx"),
      route("admin/agenda", "routes/admin-agenda.tsx"),
      route("admin/slots", "routes/admin-slots.tsx"),
      route("admin/bookings", "routes/admin-bookings.tsx"),
      route("admin/patients", "routes/admin-patients.tsx"),
      route("admin/patients/:patientId", "routes/admin-patient.tsx"),
      route("admin/appointment-kinds", "routes/admin-appointment-kinds.tsx"),
      route("admin/packages", "routes/admin-packages.tsx"),
      route("admin/pricing", "routes/admin-pricing.tsx"),
      route("admin/settings", "routes/admin-settings.tsx"),
      route("admin/users", "routes/admin-users.tsx"),
      route("admin/analytics", "routes/admin-analytics.tsx"),
    ]),
  ]),
] satisfies RouteConfig;
