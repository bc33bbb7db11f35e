/** Lucide's shapes (ISC licence) for the About page; see components/layout/icons.tsx. */
import { svgIcon } from "../../components/layout/icons";

export const Compass = /* @__PURE__ */ svgIcon([
  ["circle", { cx: "12", cy: "12", r: "10" }],
  [
    "path",
    { d: "m16.24 7.76-1.804 5.411a2 2 0 0 1-1.265 1.265L7.76 16.24l1.804-5.411a2 2 0 0 1 1.265-1.265z" },
  ],
]);
export const Heart = /* @__PURE__ */ svgIcon([
  [
    "path",
    {
      d: "M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5",
    },
  ],
]);
export const Target = /* @__PURE__ */ svgIcon([
  ["circle", { cx: "12", cy: "12", r: "10" }],
  ["circle", { cx: "12", cy: "12", r: "6" }],
  ["circle", { cx: "12", cy: "12", r: "2" }],
]);
