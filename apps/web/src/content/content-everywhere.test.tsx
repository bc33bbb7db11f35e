import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { SiteContext } from "../components/layout/site-context";
import { SiteShell } from "../components/layout/site-shell";
import { AboutPage } from "../features/about/about-page";
import { AccoladesPage } from "../features/accolades/accolades-page";
import { HomePage } from "../features/home/home-page";
import { LegalPage } from "../features/legal/legal-page";
import { PrivacyNoticePage } from "../features/legal/privacy-notice-page";
import { LymphoedemaPage } from "../features/lymphoedema/lymphoedema-page";
import { pageMeta } from "../features/seo/page-meta";
import { PageTextsProvider } from "../i18n/page-texts";
import { pageEn } from "../i18n/page-texts.en";
import { clinic } from "./clinic";
import type { ClinicContent } from "./content-schema";
import { otherClinic } from "./fixtures/other-clinic";
import {
  aboutContent,
  accoladesContent,
  homeContent,
  legalContent,
  lymphoedemaContent,
  privacyContent,
  siteData,
} from "./page-content";

/**
 * Proof that the content file is the one place to edit: every public page, with the header and footer,
 * its meta tags and the structured data, rendered from a second clinic's content (the routes' loaders
 * do exactly this at build time): the first clinic's name and phone number appear nowhere.
 */
const other = otherClinic(clinic);

function pages(
  content: ClinicContent,
): Record<string, { page: ReactNode; seo: { title: string; description: string; siteName: string } }> {
  const home = homeContent(content);
  const about = aboutContent(content);
  const lymphoedema = lymphoedemaContent(content);
  const accolades = accoladesContent(content);
  const privacy = privacyContent(content);
  const terms = legalContent(content, "terms");
  return {
    "/": { page: <HomePage content={home} />, seo: home.seo },
    "/about-us": { page: <AboutPage content={about} />, seo: about.seo },
    "/about-lymphoedema": {
      page: <LymphoedemaPage content={lymphoedema.lymphoedema} />,
      seo: lymphoedema.seo,
    },
    "/accolades": { page: <AccoladesPage content={accolades} />, seo: accolades.seo },
    "/privacy": { page: <PrivacyNoticePage page={privacy} />, seo: privacy.seo },
    "/terms": { page: <LegalPage page={terms} />, seo: terms.seo },
  };
}

function render(content: ClinicContent, path: string, page: ReactNode): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <SiteContext.Provider value={siteData(content)}>
        <SiteShell>
          <PageTextsProvider texts={pageEn}>{page}</PageTextsProvider>
        </SiteShell>
      </SiteContext.Provider>
    </MemoryRouter>,
  );
}

const oldValues = ["Healing Touch", "98765 43210", "+919876543210", "919876543210", "healingtouch"];

describe("a second clinic's content file", () => {
  for (const [path, { page, seo }] of Object.entries(pages(other))) {
    it(`changes the name and phone everywhere on ${path}, its meta tags included`, () => {
      const html = render(other, path, page);
      expect(html).toContain("Riverside Lymph Clinic");
      expect(html).toContain("+91 91234 56789");
      expect(html).toContain('href="tel:+919123456789"');
      const meta = JSON.stringify(pageMeta({ ...seo, path }));
      expect(meta).toContain("Riverside Lymph Clinic");
      for (const old of oldValues) {
        expect(html, old).not.toContain(old);
        expect(meta, old).not.toContain(old);
      }
    });
  }

  it("changes them in the structured data and the WhatsApp link", () => {
    const home = homeContent(other);
    const data = JSON.stringify(home.structuredData);
    expect(data).toContain('"name":"Riverside Lymph Clinic"');
    expect(data).toContain('"telephone":"+919123456789"');
    for (const old of oldValues) expect(data, old).not.toContain(old);
    const html = render(other, "/", <HomePage content={home} />);
    expect(html).toContain("https://wa.me/919123456789?text=Hello!%20I%20would%20like%20to%20schedule");
    expect(html).toContain('rel="noopener noreferrer"');
  });

  it("while the shipped content shows the spec's placeholder clinic", () => {
    const html = render(clinic, "/", pages(clinic)["/"]?.page);
    expect(html).toContain("Professional Physiotherapy Care with Healing Touch");
    expect(html).toContain('href="tel:+919876543210"');
  });
});
