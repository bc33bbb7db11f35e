import type { SiteData } from "../../content/page-content";

type Match = { id: string; loaderData: unknown } | undefined;

/**
 * The clinic's name for a page's title when the page's own data does not carry it, from the root route's
 * build-time data (the SPA shell carries it too), so routes do not ship the whole content file to read one
 * field (docs/decisions/0063-booking-wizard-first-load.md).
 */
export function siteNameFrom(matches: readonly Match[]): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { site?: SiteData } | undefined;
  return root?.site?.name ?? "";
}
