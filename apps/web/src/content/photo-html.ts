import { escapeHtml } from "@clinic/contract/html-text";
import type { PhotoSet } from "./photo-set";

/**
 * A content photo as HTML (issue 24; decision 0110): AVIF, then WebP, at the widths the build made, with its
 * width and height so the page keeps its place before it loads. Made at build time by the routes' loaders
 * and shown with `dangerouslySetInnerHTML` (escaped text in fixed tags, as the opening hours are, decision
 * 0095): a photo adds no JavaScript to the pages, whose budgets are spent.
 */
export type PhotoLook = {
  /** The `sizes` of the `srcset`s: how wide the photo shows at each viewport width. */
  sizes: string;
  /** The page's largest picture above the fold: loaded at once, first; every other photo waits until near. */
  priority?: boolean;
  /** Classes of the `<img>` (written out where the look is chosen, so Tailwind finds them). */
  className: string;
};

export function photoHtml(photo: PhotoSet, { sizes, priority = false, className }: PhotoLook): string {
  const loading = priority ? ' loading="eager" fetchpriority="high"' : ' loading="lazy" decoding="async"';
  return (
    `<picture><source type="image/avif" srcset="${escapeHtml(photo.avif)}" sizes="${escapeHtml(sizes)}"/>` +
    `<source type="image/webp" srcset="${escapeHtml(photo.webp)}" sizes="${escapeHtml(sizes)}"/>` +
    `<img src="${escapeHtml(photo.src)}" alt="${escapeHtml(photo.alt)}" width="${photo.width}" height="${photo.height}"` +
    `${loading} class="${escapeHtml(className)}"/></picture>`
  );
}
