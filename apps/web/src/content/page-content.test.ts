import { describe, expect, it } from "vitest";
import { clinic } from "./clinic";
import { homeContent, siteData } from "./page-content";

describe("the services' two orders", () => {
  it("the footer lists every service in the content file's order (public-site.md §2)", () => {
    expect(siteData(clinic).services).toEqual([
      "Manual Therapy",
      "Lymphoedema Treatment",
      "Sports Rehabilitation",
      "Post-Surgical Care",
      "Chronic Pain Management",
    ]);
  });

  it("the home page's cards are the featured ones by cardOrder, Lymphoedema Treatment first", () => {
    expect(homeContent(clinic).services.map((s) => s.title)).toEqual([
      "Lymphoedema Treatment",
      "Manual Therapy",
      "Sports Rehabilitation",
    ]);
  });

  it("cards without a cardOrder follow those with one, in the list's order", () => {
    // Sports Rehabilitation alone has a place; the other four follow as listed.
    const services = clinic.services.map(({ cardOrder: _, ...service }) =>
      service.title === "Sports Rehabilitation"
        ? { ...service, featured: true, cardOrder: 1 }
        : { ...service, featured: true },
    );
    expect(homeContent({ ...clinic, services }).services.map((s) => s.title)).toEqual([
      "Sports Rehabilitation",
      "Manual Therapy",
      "Lymphoedema Treatment",
      "Post-Surgical Care",
      "Chronic Pain Management",
    ]);
  });
});
