/**
 * The clinic's schema.org JSON-LD block in the prerendered pages (written by the web app's
 * features/seo/clinic-structured-data.tsx). The rating of the moment is not known at build time:
 * the reviews issue passes a provider of the approved website reviews' rating (cached briefly) to
 * `webAppRoutes`, and this adds it to the block of each page as it is sent. The block is a data block,
 * never executed, so the Content-Security-Policy's script hashes do not depend on it.
 */
export type AggregateRating = {
  ratingValue: number;
  reviewCount: number;
  /** A few approved reviews, added as schema.org `review` entries. */
  reviews?: Array<{ name: string; rating: number; comment: string; createdAt: string }>;
};

export const STRUCTURED_DATA_ID = "clinic-structured-data";

const blockPattern = new RegExp(
  `(<script id="${STRUCTURED_DATA_ID}" type="application/ld\\+json">)([\\s\\S]*?)(</script>)`,
);

export function hasStructuredData(html: string): boolean {
  return blockPattern.test(html);
}

/** The page with its clinic block changed by `edit`; unchanged when there is no block or it is not JSON. */
function editStructuredData(html: string, edit: (data: Record<string, unknown>) => void): string {
  return html.replace(blockPattern, (whole, open: string, json: string, close: string) => {
    let data: Record<string, unknown>;
    try {
      data = JSON.parse(json) as Record<string, unknown>;
    } catch {
      return whole;
    }
    edit(data);
    return `${open}${JSON.stringify(data).replace(/</g, "\\u003c")}${close}`;
  });
}

/**
 * The page with these opening hours in its clinic block (Settings' business hours, decision 0095). An
 * existing entry keeps its place, so the block reads as the web app renders it.
 */
export function withOpeningHoursSpecification(html: string, specification: unknown[]): string {
  return editStructuredData(html, (data) => {
    data.openingHoursSpecification = specification;
  });
}

/** The page with `aggregateRating` in its clinic block; unchanged when there is no block or no review. */
export function withAggregateRating(html: string, rating: AggregateRating | undefined): string {
  if (!rating || rating.reviewCount < 1) return html;
  return editStructuredData(html, (data) => {
    data.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: Math.round(rating.ratingValue * 10) / 10,
      reviewCount: rating.reviewCount,
      bestRating: 5,
      worstRating: 1,
    };
    if (rating.reviews?.length)
      data.review = rating.reviews.map((r) => ({
        "@type": "Review",
        author: { "@type": "Person", name: r.name },
        datePublished: r.createdAt.slice(0, 10),
        reviewBody: r.comment,
        reviewRating: { "@type": "Rating", ratingValue: r.rating, bestRating: 5, worstRating: 1 },
      }));
  });
}

/**
 * The clinic's name and contact email from the content file, as the build wrote them into the home
 * page's JSON-LD block: the server never imports the web app, so this block is how it reads content.
 * The .ics ORGANIZER uses them (decision 0093); undefined without a build or without an email there.
 */
export function clinicContactOf(
  html: string | undefined,
): { name: string; email: string; address?: string } | undefined {
  const json = html ? blockPattern.exec(html)?.[2] : undefined;
  if (!json) return undefined;
  try {
    const data = JSON.parse(json) as { name?: unknown; email?: unknown; address?: Record<string, unknown> };
    if (typeof data.email !== "string" || !data.email.includes("@")) return undefined;
    const address = postalAddressText(data.address);
    return {
      name: typeof data.name === "string" ? data.name : "",
      email: data.email,
      ...(address ? { address } : {}),
    };
  } catch {
    return undefined;
  }
}

/** The clinic's address on one line (in-clinic appointments' default place, issue 34), from its PostalAddress. */
function postalAddressText(a: Record<string, unknown> | undefined): string | undefined {
  if (!a || typeof a !== "object") return undefined;
  const parts = [a.streetAddress, a.addressLocality, a.addressRegion, a.postalCode].filter(
    (p): p is string => typeof p === "string" && p.trim() !== "",
  );
  return parts.length ? parts.join(", ") : undefined;
}
