import type { MetaDescriptor } from "react-router";
import type { SiteData } from "../../content/page-content";

type Match = { id: string; loaderData: unknown } | undefined;

/**
 * The clinic's name for a client-rendered page's title, from the root route's build-time data (the SPA
 * shell carries it), so the booking routes do not ship the whole content file to read one field
 * (docs/decisions/0063-booking-wizard-first-load.md).
 */
export function siteNameFrom(matches: readonly Match[]): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { site?: SiteData } | undefined;
  return root?.site?.name ?? "";
}

/** Title and description of the booking wizard's two routes (/book-consultation and /book). */
export function bookingMeta(title: string, matches: readonly Match[]): MetaDescriptor[] {
  const name = siteNameFrom(matches);
  return [
    { title: `${title} | ${name}` },
    {
      name: "description",
      content: `Choose a time, enter your details and pay to book a video consultation with ${name}. No account needed.`,
    },
  ];
}
