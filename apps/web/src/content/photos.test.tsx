import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { SiteContext } from "../components/layout/site-context";
import { AboutPage } from "../features/about/about-page";
import { HomePage } from "../features/home/home-page";
import { PageTextsProvider } from "../i18n/page-texts";
import { pageEn } from "../i18n/page-texts.en";
import { clinic } from "./clinic";
import { clinicIn } from "./clinic-in";
import { type ClinicContent, clinicContentProblems } from "./content-schema";
import { aboutContent, homeContent, siteData } from "./page-content";
import { contentDirectory, photoFileProblems, planPhotos } from "./photo-files";
import type { PhotoMap } from "./photo-set";

/** The content file with no photos at all: the site as it was before photos (issue 24). */
function withoutPhotos(content: ClinicContent): ClinicContent {
  const { photos: _none, ...rest } = content;
  return { ...rest, about: { ...content.about, team: content.about.team.map(({ photo: _p, ...m }) => m) } };
}

function pages(content: ClinicContent, photos: PhotoMap) {
  return renderToStaticMarkup(
    <SiteContext.Provider value={siteData(content)}>
      <MemoryRouter>
        <PageTextsProvider texts={pageEn}>
          <HomePage content={homeContent(content, photos)} />
          <AboutPage content={aboutContent(content, photos)} />
        </PageTextsProvider>
      </MemoryRouter>
    </SiteContext.Provider>,
  );
}

describe("the content file's photos", () => {
  it("are optional, but each needs its alt text and an image file's name", () => {
    expect(clinicContentProblems(withoutPhotos(clinic))).toEqual([]);
    const team = clinic.about.team.map((member, i) =>
      i === 0 ? { ...member, photo: { file: "photos/portrait-1.jpg" } } : member,
    );
    const bad = {
      ...clinic,
      photos: {
        hero: { file: "photos/hero.jpg", alt: " " },
        clinic: { file: "photos/clinic.pdf", alt: "The clinic" },
        treatmentRoom: { file: "../../secret.jpg", alt: "A room" },
      },
      about: { ...clinic.about, team },
    };
    expect(clinicContentProblems(bad)).toEqual(
      expect.arrayContaining([
        "photos.hero.alt: alt text is required: say what the photo shows",
        "photos.clinic.file: must be a .jpg, .jpeg, .png, .webp or .avif image",
        "photos.treatmentRoom.file: must be a path inside src/content/, e.g. photos/hero.jpg",
        "about.team.0.photo.alt: alt text is required: say what the photo shows",
      ]),
    );
  });

  it("must be real images: the build reads each file's header with sharp", async () => {
    expect(await photoFileProblems(clinic)).toEqual([]);
    const dir = mkdtempSync(path.join(tmpdir(), "clinic-photos-"));
    writeFileSync(path.join(dir, "fake.jpg"), "this is text, not a JPEG");
    await sharp({ create: { width: 40, height: 30, channels: 3, background: "#0f6e69" } })
      .png()
      .toFile(path.join(dir, "real.png"));
    const content = {
      ...withoutPhotos(clinic),
      photos: {
        hero: { file: "fake.jpg", alt: "A hero" },
        clinic: { file: "missing.jpg", alt: "The clinic" },
        treatmentRoom: { file: "real.png", alt: "A room" },
      },
    };
    expect(await photoFileProblems(content, dir)).toEqual([
      "photos.hero.file: fake.jpg is not an image (JPEG, PNG, WebP or AVIF) that can be read",
      `photos.clinic.file: missing.jpg does not exist in ${dir}`,
    ]);
  });

  describe("as the build makes them", () => {
    let built: Awaited<ReturnType<typeof planPhotos>>;
    beforeAll(async () => {
      built = await planPhotos(clinic, contentDirectory);
    });

    it("gives each AVIF and WebP at a few widths, never wider than the source, with its width and height", () => {
      const hero = built.photos["photos.hero"];
      expect(hero?.alt).toBe(clinic.photos?.hero?.alt);
      expect([hero?.width, hero?.height]).toEqual([1440, 900]);
      expect(hero?.avif).toMatch(
        /^\/assets\/photos\/hero-480-\w+\.avif 480w, \/assets\/photos\/hero-960-\w+\.avif 960w, \/assets\/photos\/hero-1440-\w+\.avif 1440w$/,
      );
      expect(hero?.webp.split(", ")).toHaveLength(3);
      expect(hero?.src).toMatch(/^\/assets\/photos\/hero-960-\w+\.webp$/);
      const portrait = built.photos["about.team.0.photo"];
      expect([portrait?.width, portrait?.height]).toEqual([480, 480]);
      expect(Object.keys(built.photos).sort()).toEqual([
        "about.team.0.photo",
        "about.team.1.photo",
        "about.team.2.photo",
        "photos.clinic",
        "photos.hero",
        "photos.treatmentRoom",
      ]);
      // Every file is under /assets/, which the server caches for a year as immutable.
      for (const output of built.outputs) expect(output.fileName).toMatch(/^assets\/photos\//);
    });

    it("writes real AVIF and WebP files of the named width", async () => {
      const small = built.outputs.filter((o) => /portrait-1-160-\w+\.(avif|webp)$/.test(o.fileName));
      expect(small).toHaveLength(2);
      for (const output of small) {
        const meta = await sharp(await output.make()).metadata();
        expect(meta.width).toBe(160);
        expect(meta.format).toBe(output.fileName.endsWith(".avif") ? "heif" : "webp");
      }
    });

    it("keeps the hero eager and first, lazy-loads the rest, and sets every width and height", () => {
      const html = pages(clinic, built.photos);
      const images = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
      expect(images).toHaveLength(6);
      const [hero, ...rest] = images;
      expect(hero).toContain('loading="eager"');
      expect(hero).toContain('fetchpriority="high"');
      for (const image of rest) {
        expect(image).toContain('loading="lazy"');
        expect(image).not.toContain("fetchpriority");
      }
      for (const image of images) expect(image).toMatch(/ width="\d+" height="\d+"/);
      expect(html.match(/<source type="image\/avif"/g)).toHaveLength(6);
    });

    it("say what they show in the page's language: the build made them from English's content", () => {
      for (const locale of ["hi", "kn"] as const) {
        const content = clinicIn(locale);
        const alts = [...pages(content, built.photos).matchAll(/<img [^>]*alt="([^"]*)"/g)].map((m) => m[1]);
        expect(alts).toEqual([
          content.photos?.hero?.alt,
          ...content.about.team.map((member) => member.photo?.alt),
          content.photos?.clinic?.alt,
          content.photos?.treatmentRoom?.alt,
        ]);
        for (const alt of alts) expect(alt).toMatch(locale === "hi" ? /[\u0900-\u097F]/ : /[\u0C80-\u0CFF]/);
      }
    });
  });

  it("without photos, the pages are as they were: no pictures, the team's initials", () => {
    const html = pages(withoutPhotos(clinic), {});
    expect(html).not.toContain("<picture");
    expect(html).not.toContain("<img");
    expect(html).toContain(">PS</span>");
    // A content file that names photos the build has not made (a test, or `react-router dev` before) is the same.
    expect(pages(clinic, {})).toBe(html);
  });
});
