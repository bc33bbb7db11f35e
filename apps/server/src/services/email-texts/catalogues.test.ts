/// <reference types="vite/client" />
import { type Catalogue, catalogueProblems } from "@clinic/contract/messages";
import { describe, expect, it } from "vitest";

/**
 * Every catalogue of patient texts in this folder (issue 33): each language has every key, none is
 * empty, and each keeps the English placeholders. A new `*-texts.ts` file is checked without being
 * listed here.
 */
const files = import.meta.glob<Record<string, Catalogue<string>>>("./*-texts.ts", { eager: true });

describe("the patient texts' catalogues", () => {
  it("are found", () => {
    expect(Object.keys(files).length).toBeGreaterThan(0);
  });

  for (const [file, exports] of Object.entries(files))
    for (const [name, catalogue] of Object.entries(exports))
      it(`${file} ${name}: every language, every key, every placeholder`, () => {
        expect(catalogueProblems(name, catalogue)).toEqual([]);
      });
});
