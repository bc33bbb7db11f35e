import {
  decodeOpeningHours,
  encodeOpeningHours,
  openingHoursPartHtml,
  openingHoursRows,
} from "@clinic/contract/opening-hours";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { SiteContext } from "../components/layout/site-context";
import { SiteShell } from "../components/layout/site-shell";
import { AboutPage } from "../features/about/about-page";
import { HomePage } from "../features/home/home-page";
import { structuredDataJson } from "../features/seo/clinic-structured-data";
import { PageTextsProvider } from "../i18n/page-texts";
import { pageEn } from "../i18n/page-texts.en";
import { clinic } from "./clinic";
import { openingHoursToken } from "./opening-hours";
import { aboutContent, homeContent, siteData } from "./page-content";

describe("the content file's hours as the pages' week", () => {
  it("is the spec's week: Mon-Fri 08:00-18:00, Sat 09:00-15:00, Sun closed", () => {
    const token = openingHoursToken(clinic);
    expect(token).toBe(
      "opening-hours:mon=08:00-18:00;tue=08:00-18:00;wed=08:00-18:00;thu=08:00-18:00;fri=08:00-18:00;sat=09:00-15:00;sun=closed",
    );
    const week = decodeOpeningHours(token);
    expect(week?.sunday).toEqual({ closed: true, open: "08:00", close: "18:00" });
    expect(openingHoursRows(week as NonNullable<typeof week>).map((r) => r.label)).toEqual([
      "Mon-Fri",
      "Sat",
      "Sun",
    ]);
  });

  it("closes the days no row names, whatever the rows' order", () => {
    const token = openingHoursToken({
      openingHours: [
        { days: ["Saturday"], opens: "10:00", closes: "13:00" },
        { days: ["Tuesday", "Wednesday"], opens: "09:30", closes: "17:30" },
      ],
    });
    expect(token).toBe(
      "opening-hours:mon=closed;tue=09:30-17:30;wed=09:30-17:30;thu=closed;fri=closed;sat=10:00-13:00;sun=closed",
    );
  });
});

/** What the server fills (decision 0095): every element showing hours is marked and made by the shared part. */
describe("the pages' hours, as the server expects to find them", () => {
  const token = openingHoursToken(clinic);
  const render = (page: ReactNode, path: string) =>
    renderToStaticMarkup(
      <MemoryRouter initialEntries={[path]}>
        <SiteContext.Provider value={siteData(clinic)}>
          <SiteShell>
            <PageTextsProvider texts={pageEn}>{page}</PageTextsProvider>
          </SiteShell>
        </SiteContext.Provider>
      </MemoryRouter>,
    );
  const marked = (html: string) =>
    [...html.matchAll(/<(dl|span)\b[^>]*\sdata-opening-hours="([a-z-]+)"[^>]*>([\s\S]*?)<\/\1>/g)].map(
      (m) => [m[2], m[3]],
    );

  it("marks the footer's list on every page, the About list and the home 'Open' card", () => {
    const home = render(<HomePage content={homeContent(clinic)} />, "/");
    expect(marked(home)).toEqual([
      ["open-days", openingHoursPartHtml("open-days", token)],
      ["open-hours", openingHoursPartHtml("open-hours", token)],
      ["list", openingHoursPartHtml("list", token)],
    ]);
    const about = render(<AboutPage content={aboutContent(clinic)} />, "/about-us");
    expect(marked(about).map(([part]) => part)).toEqual(["list", "list"]);
    expect(home).not.toContain(token);
  });

  it("puts the same hours in the structured data", () => {
    const other = encodeOpeningHours({
      ...(decodeOpeningHours(token) as NonNullable<ReturnType<typeof decodeOpeningHours>>),
      saturday: { closed: true, open: "09:00", close: "15:00" },
    });
    const data = JSON.parse(structuredDataJson({ name: "X" }, other));
    expect(data.openingHoursSpecification).toEqual([
      expect.objectContaining({ dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] }),
    ]);
  });
});
