import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { SiteContext } from "../components/layout/site-context";
import { SiteShell } from "../components/layout/site-shell";
import { AboutPage } from "../features/about/about-page";
import { AccoladesPage } from "../features/accolades/accolades-page";
import { HomePage } from "../features/home/home-page";
import { PageTextsProvider } from "../i18n/page-texts";
import { pageEn } from "../i18n/page-texts.en";
import { clinic } from "./clinic";
import { aboutContent, accoladesContent, homeContent, siteData } from "./page-content";

/**
 * A label and its value are separate elements side by side or stacked; without a space between them
 * the page's text content runs them together ("Mon-Fri8:00 AM-6:00 PM", "Years of combined
 * experience15+"), which is what find-in-page, copying, text search and tests see.
 */
function textContent(page: ReactNode, path: string): string {
  const html = renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <SiteContext.Provider value={siteData(clinic)}>
        <SiteShell>
          <PageTextsProvider texts={pageEn}>{page}</PageTextsProvider>
        </SiteShell>
      </SiteContext.Provider>
    </MemoryRouter>,
  );
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");
}

describe("text content reads with spaces between labels and values", () => {
  const home = textContent(<HomePage content={homeContent(clinic)} />, "/");

  it("the footer's opening hours and contacts, and the header's name", () => {
    expect(home).toContain("Mon-Fri 8:00 AM-6:00 PM");
    expect(home).toContain("Sat 9:00 AM-3:00 PM");
    expect(home).toContain("Sun closed");
    expect(home).toContain("Opening Hours Mon-Fri 8:00 AM-6:00 PM Sat 9:00 AM-3:00 PM Sun closed");
    expect(home).toContain(
      "Healing Touch Physiotherapy Cancer support and lymphoedema care 12 Example Road, Sample Nagar Bengaluru, Karnataka 560001 India (map, opens in a new tab) +91 98765 43210 care@healingtouch.example",
    );
    expect(home).toContain("Healing Touch Physiotherapy");
  });

  it("the home page's quick stats, figure first as on screen, and the hero's opening hours", () => {
    for (const stat of [
      "15+ Years of combined experience",
      "1000+ Patients treated",
      "98% Patient satisfaction",
      "24/7 Support",
    ]) {
      expect(home).toContain(stat);
    }
    // The "Open" card names every open day, Saturday's hours on their own line (issue 32).
    expect(home).toContain("Open Mon-Sat, Mon-Fri, 8:00 AM-6:00 PM Sat, 9:00 AM-3:00 PM");
    expect(home).toContain("Video consultations Expert advice");
    expect(home).toContain("Quick Response We reply");
  });

  it("the accolades' certifications and awards", () => {
    const text = textContent(<AccoladesPage content={accoladesContent(clinic)} />, "/accolades");
    expect(text).toContain(
      "Certified Lymphoedema Therapist (CLT) International Lymphoedema Training Institute 2012",
    );
    expect(text).toMatch(/Patient Choice Award Bengaluru Healthcare Forum · 2022 Chosen by patients/);
  });

  it("the team's specialization and experience, and the clinic's address and hours", () => {
    const text = textContent(<AboutPage content={aboutContent(clinic)} />, "/about-us");
    expect(text).toContain("Dr. Priya Sharma Lead Physiotherapist and Founder Specialization Lymphoedema");
    expect(text).toContain("Experience 15+ years");
    expect(text).toContain(
      "Healing Touch Physiotherapy 12 Example Road, Sample Nagar Bengaluru, Karnataka 560001 India Get directions (opens the map in a new tab) +91 98765 43210 care@healingtouch.example",
    );
    expect(text).toContain("Opening Hours Mon-Fri 8:00 AM-6:00 PM Sat 9:00 AM-3:00 PM Sun closed");
  });
});
