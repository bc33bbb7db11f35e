import { describe, expect, it } from "vitest";
import { recordEn } from "./record-texts.en";
import { recordHi } from "./record-texts.hi";
import { recordKn } from "./record-texts.kn";
import { textsProblems } from "./texts-problems";

describe("the record texts", () => {
  it("give every key in Hindi and Kannada, with English's placeholders", () => {
    expect(textsProblems("record", { en: recordEn, hi: recordHi, kn: recordKn })).toEqual([]);
  });
});
