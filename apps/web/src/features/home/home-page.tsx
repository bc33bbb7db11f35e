import type { HomeContent } from "../../content/page-content";
import { HomeReviewsSlot } from "../reviews";
import { ClinicStructuredData } from "../seo";
import { HomeAboutStats } from "./home-about-stats";
import { HomeHero } from "./home-hero";
import { HomeServices } from "./home-services";
import { HomeWhatsAppCta } from "./home-whatsapp-cta";

/** The home page (spec §2 Home), from its slice of the content file. */
export function HomePage({ content }: { content: HomeContent }) {
  return (
    <>
      <HomeHero
        hero={content.hero}
        openingHours={content.openingHours}
        heroPhotoHtml={content.heroPhotoHtml}
      />
      <HomeServices services={content.services} />
      <HomeAboutStats mission={content.mission} stats={content.stats} />
      <HomeReviewsSlot content={content.reviews} />
      <HomeWhatsAppCta location={content.location} />
      <ClinicStructuredData data={content.structuredData} openingHours={content.openingHours} />
    </>
  );
}
