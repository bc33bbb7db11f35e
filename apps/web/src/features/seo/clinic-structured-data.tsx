import { decodeOpeningHours, openingHoursSpecification } from "@clinic/contract/opening-hours";
import type { ClinicContent } from "../../content/content-schema";
import { absoluteUrl } from "./page-meta";

/** The id of the JSON-LD block: the server adds `aggregateRating` to it (apps/server/src/http/structured-data.ts). */
export const STRUCTURED_DATA_ID = "clinic-structured-data";

/**
 * schema.org data for the clinic (a physiotherapy business), built from the content file at build time;
 * its absolute URLs carry the placeholder origin that the server replaces with PUBLIC_URL.
 */
export function clinicStructuredData(content: ClinicContent): Record<string, unknown> {
  const { contact } = content;
  return {
    "@context": "https://schema.org",
    "@type": ["MedicalClinic", "Physiotherapy"],
    "@id": absoluteUrl("/#clinic"),
    name: content.name,
    description: content.seo.home.description,
    url: absoluteUrl("/"),
    telephone: contact.phoneE164,
    email: contact.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: contact.address.street,
      addressLocality: contact.address.locality,
      addressRegion: contact.address.region,
      postalCode: contact.address.postalCode,
      addressCountry: contact.address.countryCode,
    },
    ...(contact.geo
      ? {
          geo: {
            "@type": "GeoCoordinates",
            latitude: contact.geo.latitude,
            longitude: contact.geo.longitude,
          },
        }
      : {}),
    hasMap: contact.mapUrl,
    medicalSpecialty: "Physiotherapy",
    availableService: content.services.map((service) => ({ "@type": "MedicalTherapy", name: service.title })),
    // openingHoursSpecification: added by ClinicStructuredData from the page's hours, which the server
    // fills with Settings' hours (decision 0095).
    sameAs: content.socials.map((social) => social.href),
    // aggregateRating: added by the server as the page is sent, from the approved website reviews
    // (reviews issue): apps/server/src/http/structured-data.ts.
  };
}

/**
 * The JSON-LD text: the content's data with the week's opening hours. `<` is escaped so no text in the
 * content file can close the script element.
 */
export function structuredDataJson(data: Record<string, unknown>, openingHours: string): string {
  const hours = decodeOpeningHours(openingHours);
  const full = hours ? { ...data, openingHoursSpecification: openingHoursSpecification(hours) } : data;
  return JSON.stringify(full).replace(/</g, "\\u003c");
}

/**
 * The JSON-LD block, with the opening hours of the page. A data block (`type="application/ld+json"`) is never
 * executed, so the Content-Security-Policy's script-src does not apply to it and the server may change it per
 * response. Only the prerender writes its text: crawlers read the served page, and hydrating React keeps
 * the block as served (it does not compare inner HTML), so the browser's bundle goes without the schema.org
 * code; a page reached by a link inside the site has the block empty.
 */
export function ClinicStructuredData({
  data,
  openingHours,
}: {
  data: Record<string, unknown>;
  /** The week's token of the page (the server fills the served block with the same hours). */
  openingHours: string;
}) {
  return (
    <script
      id={STRUCTURED_DATA_ID}
      type="application/ld+json"
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON from our own content file, `<` escaped
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? structuredDataJson(data, openingHours) : "" }}
    />
  );
}
