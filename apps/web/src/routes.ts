import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * The route table (spec: public-site.md §2, admin.md §2; the list of paths is in
 * @clinic/contract/web-routes, which the server uses to answer 200 or 404).
 */
export default [
  layout("routes/public-layout.tsx", [
    index("routes/home.tsx"),
    route("about-us", "routes/about-us.tsx"),
    route("about-lymphoedema", "routes/about-lymphoedema.tsx"),
    route("accolades", "routes/accolades.tsx"),
    route("privacy", "routes/privacy.tsx"),
    route("terms", "routes/terms.tsx"),
    // Pages that fetch data or show toasts get the app's providers (TanStack Query, tooltips, toasts);
    // the marketing pages above do not load them (docs/decisions/0012-public-pages-javascript-budget.md).
    layout("routes/app-providers-layout.tsx", { id: "app-providers-public" }, [
      route("reviews", "routes/reviews.tsx"),
      route("book-consultation", "routes/book-consultation.tsx"),
      route("book", "routes/book.tsx"),
      route("success/:bookingId", "routes/success.tsx"),
      route("manage/:bookingId", "routes/manage.tsx"),
    ]),
    // Anything else, including unknown /admin/... paths, which the server also answers with 404.
    route("*", "routes/not-found.tsx"),
  ]),
  // The admin area: one layout (guard + panel shell, its own chunk) around one file per section.
  layout("routes/app-providers-layout.tsx", { id: "app-providers-admin" }, [
    layout("routes/admin-layout.tsx", [
      route("admin", "routes/admin.tsx"),
      route("admin/slots", "routes/admin-slots.tsx"),
      route("admin/bookings", "routes/admin-bookings.tsx"),
      route("admin/patients", "routes/admin-patients.tsx"),
      route("admin/patients/:patientId", "routes/admin-patient.tsx"),
      route("admin/pricing", "routes/admin-pricing.tsx"),
      route("admin/settings", "routes/admin-settings.tsx"),
    ]),
  ]),
] satisfies RouteConfig;
