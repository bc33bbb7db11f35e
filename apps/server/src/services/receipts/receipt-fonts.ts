import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Locale } from "@clinic/contract/locales";
import { create, type Font } from "fontkit";

/**
 * The fonts a receipt embeds, by its language (decisions 0126 and 0127): Noto Sans for English (the
 * standard PDF fonts have no "₹"), Noto Sans Devanagari for Hindi, Noto Sans Kannada for Kannada (each
 * with Latin, digits and "₹" too). Each file is read and parsed once per process and the parsed font is
 * handed to every document: parsing a 600 KB TTF for each one (what a file path makes pdfkit do) cost
 * about 90 ms a receipt against issue 8's 50 ms budget. Each document still makes its own subset.
 */
export type ReceiptFonts = { regular: Font; bold: Font };

const fontFile = (family: string, file: string) =>
  createRequire(import.meta.url).resolve(`@expo-google-fonts/${family}/${file}`);
const files: Record<Locale, { regular: string; bold: string }> = {
  en: {
    regular: fontFile("noto-sans", "400Regular/NotoSans_400Regular.ttf"),
    bold: fontFile("noto-sans", "700Bold/NotoSans_700Bold.ttf"),
  },
  hi: {
    regular: fontFile("noto-sans-devanagari", "400Regular/NotoSansDevanagari_400Regular.ttf"),
    bold: fontFile("noto-sans-devanagari", "700Bold/NotoSansDevanagari_700Bold.ttf"),
  },
  kn: {
    regular: fontFile("noto-sans-kannada", "400Regular/NotoSansKannada_400Regular.ttf"),
    bold: fontFile("noto-sans-kannada", "700Bold/NotoSansKannada_700Bold.ttf"),
  },
};

function parse(path: string): Font {
  const font = create(readFileSync(path));
  // A TTF holds one font; a collection (TTC) here would be a packaging mistake, caught on first use.
  if (!("layout" in font)) throw new Error(`${path} is a font collection, not one font`);
  return remembersLayouts(font);
}

const layoutsKept = 4000;

/**
 * The font, answering `layout` (shaping: Devanagari's conjuncts and vowel signs cost most of a Hindi
 * receipt's time) from what it shaped before for the same words, as every receipt repeats its labels.
 * pdfkit scales the run's positions in place, so each answer is a copy. Only plain layouts (no features
 * asked) are kept, at most `layoutsKept` of them, the oldest dropped first.
 */
function remembersLayouts(font: Font): Font {
  const kept = new Map<string, ReturnType<Font["layout"]>>();
  const layout = (text: string, ...rest: unknown[]) => {
    if (rest.some((a) => a !== undefined)) return Reflect.apply(font.layout, font, [text, ...rest]);
    let run = kept.get(text);
    if (!run) {
      run = font.layout(text);
      if (kept.size >= layoutsKept) kept.delete(kept.keys().next().value as string);
      kept.set(text, run);
    }
    return Object.assign(Object.create(Object.getPrototypeOf(run)), run, {
      glyphs: [...run.glyphs],
      positions: run.positions.map((p) => ({ ...p })),
    });
  };
  return new Proxy(font, { get: (target, key) => (key === "layout" ? layout : Reflect.get(target, key)) });
}

const parsed = new Map<Locale, ReceiptFonts>();

/** The language's fonts, parsed on first use (a clinic that never issues a Kannada receipt never loads its font). */
export function receiptFonts(locale: Locale): ReceiptFonts {
  let fonts = parsed.get(locale);
  if (!fonts) {
    fonts = { regular: parse(files[locale].regular), bold: parse(files[locale].bold) };
    parsed.set(locale, fonts);
  }
  return fonts;
}

/**
 * Registers the language's fonts with the document as "regular" and "bold", the names the receipt
 * uses. pdfkit (0.16 on) takes a parsed fontkit font; @types/pdfkit's font source type lacks it.
 */
export function registerReceiptFonts(
  doc: PDFKit.PDFDocument,
  locale: Locale,
): { regular: string; bold: string } {
  const fonts = receiptFonts(locale);
  doc.registerFont("regular", fonts.regular as unknown as PDFKit.Mixins.PDFFontSource);
  doc.registerFont("bold", fonts.bold as unknown as PDFKit.Mixins.PDFFontSource);
  return { regular: "regular", bold: "bold" };
}
