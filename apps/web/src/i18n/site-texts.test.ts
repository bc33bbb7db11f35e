import { type Catalogue, catalogueProblems } from "@clinic/contract/messages";
import { describe, expect, it } from "vitest";
import { wizardPageTexts } from "../features/booking/wizard-page.server";
import { notFoundTexts } from "../features/not-found/not-found-texts";
import { pageEn } from "./page-texts.en";
import { pageHi } from "./page-texts.hi";
import { pageKn } from "./page-texts.kn";
import { en } from "./site-texts.en";
import { hi } from "./site-texts.hi";
import { kn } from "./site-texts.kn";
import { textsProblems } from "./texts-problems";

describe("the site's own texts", () => {
  it("give every key in Hindi and Kannada, with English's placeholders", () => {
    expect(textsProblems("site", { en, hi, kn })).toEqual([]);
    expect(textsProblems("page", { en: pageEn, hi: pageHi, kn: pageKn })).toEqual([]);
    expect(catalogueProblems("notFound", notFoundTexts)).toEqual([]);
    expect(catalogueProblems("wizardPage", wizardPageTexts)).toEqual([]);
  });

  it("notice a dropped placeholder or a missing key", () => {
    const broken = { ...hi.chrome, homeLink: "मुख्य पृष्ठ" } as Record<string, string>;
    delete broken.callNow;
    expect(
      catalogueProblems("site.chrome", { en: en.chrome, hi: broken, kn: kn.chrome } as Catalogue<string>),
    ).toEqual(["site.chrome.hi.homeLink has {}; English has {name}", "site.chrome.hi.callNow is missing"]);
  });
});
