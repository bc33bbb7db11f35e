/**
 * A content photo as the pages use it (issue 24): made at build time (photo-files.ts) into AVIF and WebP at a
 * few widths under /assets/photos/ (content-hashed names, served immutable), with the source's proportions.
 */
export type PhotoSet = {
  alt: string;
  /** The largest width made, and the height at that width: the `<img>`'s width and height (no layout shift). */
  width: number;
  height: number;
  /** `srcset` values, e.g. "/assets/photos/hero-480-1a2b3c4d.avif 480w, …". */
  avif: string;
  webp: string;
  /** The `<img>`'s own source, a middle-sized WebP (browsers that take neither `<source>`). */
  src: string;
};

/** The photos by their place in the content file: "photos.hero", "about.team.0.photo", … */
export type PhotoMap = Record<string, PhotoSet>;
