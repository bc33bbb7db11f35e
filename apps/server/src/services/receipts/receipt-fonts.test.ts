import { describe, expect, it } from "vitest";
import { receiptFonts } from "./receipt-fonts";

const shape = (run: { glyphs: { id: number }[]; positions: object[] }) => ({
  glyphs: run.glyphs.map((g) => g.id),
  positions: run.positions.map((p) => ({ ...p })),
});

describe("receipt fonts", () => {
  it("parses each language's fonts once", () => {
    expect(receiptFonts("hi")).toBe(receiptFonts("hi"));
    expect(receiptFonts("hi").regular).not.toBe(receiptFonts("kn").regular);
  });

  it.each([
    ["hi", "रसीद (Receipt) ₹2,000.00 क्षेत्र"],
    ["kn", "ರಸೀದಿ (Receipt) ₹2,000.00 ಕ್ಷೇತ್ರ"],
    ["en", "Bill of Supply ₹2,000.00"],
  ] as const)(
    "answers a kept %s layout as shaped, unharmed by pdfkit scaling the last answer in place",
    (locale, text) => {
      const font = receiptFonts(locale).regular;
      const first = font.layout(text);
      const shaped = shape(first);
      // Conjuncts and vowel signs are shaped: fewer glyphs than letters in the Indian scripts.
      expect(shaped.glyphs.length).toBeGreaterThan(0);
      if (locale !== "en") expect(shaped.glyphs.length).toBeLessThan([...text].length);
      for (const p of first.positions) p.xAdvance *= 0.5;
      const again = font.layout(text);
      expect(shape(again)).toEqual(shaped);
      expect(again.advanceWidth).toBe(
        first.glyphs.reduce((w, _g, i) => w + (shaped.positions[i] as { xAdvance: number }).xAdvance, 0),
      );
    },
  );
});
