import { svgIcon } from "../../components/layout/icons";

/**
 * The icons the home page's reviews section shows, drawn from Lucide's paths (ISC licence) as plain SVG
 * components like the site's own (components/layout/icons.tsx): the section loads after the page is idle
 * without lucide-react's runtime (issue 33's budget for home by idle).
 */
export const ChevronLeft = /* @__PURE__ */ svgIcon([["path", { d: "m15 18-6-6 6-6" }]]);
export const ChevronRight = /* @__PURE__ */ svgIcon([["path", { d: "m9 18 6-6-6-6" }]]);
export const ExternalLink = /* @__PURE__ */ svgIcon([
  ["path", { d: "M15 3h6v6" }],
  ["path", { d: "M10 14 21 3" }],
  ["path", { d: "M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" }],
]);
export const Quote = /* @__PURE__ */ svgIcon([
  [
    "path",
    {
      d: "M16 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2z",
    },
  ],
  [
    "path",
    {
      d: "M5 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2z",
    },
  ],
]);
export const UserRound = /* @__PURE__ */ svgIcon([
  ["circle", { cx: "12", cy: "8", r: "5" }],
  ["path", { d: "M20 21a8 8 0 0 0-16 0" }],
]);
