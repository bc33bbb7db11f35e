import { catalogueProblems } from "@clinic/contract/messages";
import { describe, expect, it } from "vitest";
import { managePageTitles } from "./manage";
import { manageEn } from "./manage-texts.en";
import { manageHi } from "./manage-texts.hi";
import { manageKn } from "./manage-texts.kn";
import { textsProblems } from "./texts-problems";

describe("the manage texts", () => {
  it("give every key in Hindi and Kannada, with English's placeholders", () => {
    expect(textsProblems("manage", { en: manageEn, hi: manageHi, kn: manageKn })).toEqual([]);
  });

  it("give the pages' titles in all three languages", () => {
    expect(catalogueProblems("managePageTitles", managePageTitles)).toEqual([]);
  });
});
