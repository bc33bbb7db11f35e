import { Star } from "lucide-react";

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
