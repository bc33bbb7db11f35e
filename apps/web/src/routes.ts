import { adminRoutePaths } from "@clinic/contract/web-routes";
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
    route("reviews", "routes/reviews.tsx"),
    route("book-consultation", "routes/book-consultation.tsx"),
    route("book", "routes/book.tsx"),
    route("success/:bookingId", "routes/success.tsx"),
    route("manage/:bookingId", "routes/manage.tsx"),
    // Anything else, including unknown /admin/... paths, which the server also answers with 404.
    route("*", "routes/not-found.tsx"),
  ]),
  // Placeholder admin pages, one module for now; the admin issues give each its own route file.
  ...adminRoutePaths.map((path) =>
    route(path, "routes/admin.tsx", { id: `admin${path.slice("/admin".length)}` }),
  ),
] satisfies RouteConfig;
