/** Lucide's shapes (ISC licence) for the lymphoedema page; see components/layout/icons.tsx. */
import { svgIcon } from "../../components/layout/icons";

export const ArrowDown = /* @__PURE__ */ svgIcon([
  ["path", { d: "M12 5v14" }],
  ["path", { d: "m19 12-7 7-7-7" }],
]);
export const CalendarCheck = /* @__PURE__ */ svgIcon([
  ["path", { d: "M8 2v3" }],
  ["path", { d: "M16 2v3" }],
  ["rect", { x: "3", y: "3", width: "18", height: "18", rx: "2" }],
  ["path", { d: "M3 9h18" }],
  ["path", { d: "m9 15 2 2 4-4" }],
]);
export const CircleAlert = /* @__PURE__ */ svgIcon([
  ["circle", { cx: "12", cy: "12", r: "10" }],
  ["line", { x1: "12", x2: "12", y1: "8", y2: "12" }],
  ["line", { x1: "12", x2: "12.01", y1: "16", y2: "16" }],
]);
