import { svgIcon } from "../layout/icons";

/** Lucide's star (ISC licence) as a plain SVG component: the reviews load without lucide-react's runtime. */
export const Star = /* @__PURE__ */ svgIcon([
  [
    "path",
    {
      d: "M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z",
    },
  ],
]);

/** A rating out of 5 as stars, read as "4 out of 5 stars" (or `label`, the page's words for it). */
export function Stars({ rating, label }: { rating: number; label?: string }) {
  return (
    <span role="img" aria-label={label ?? `${rating} out of 5 stars`} className="flex gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={`size-5 ${n <= rating ? "fill-amber-400 text-amber-500" : "text-slate-300"}`}
        />
      ))}
    </span>
  );
}
