import { type Locale, locales } from "./locales";

/**
 * Texts in three languages (issue 33, decision 0127): a catalogue is one object per language with the
 * same keys, English the reference. A text names what it is filled with in braces (`{name}`); a
 * translation keeps every placeholder of the English. `catalogueProblems` says what is missing, and a
 * test runs it over every catalogue.
 */
export type Catalogue<K extends string> = Record<Locale, Record<K, string>>;

const placeholder = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** The placeholders of a text, sorted: "Dear {name}, {when}" → ["name", "when"]. */
export function placeholdersOf(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(placeholder), (m) => m[1] as string))].sort();
}

/** The text with its placeholders filled; one without a value stays as written, so a test sees it. */
export function fill(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(placeholder, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** What is wrong with a catalogue: keys missing or extra against English, empty texts, placeholders dropped or added. */
export function catalogueProblems<K extends string>(name: string, catalogue: Catalogue<K>): string[] {
  const english = catalogue.en;
  const keys = Object.keys(english) as K[];
  const problems: string[] = [];
  for (const locale of locales) {
    const texts = catalogue[locale] as Record<string, string | undefined>;
    for (const key of keys) {
      const text = texts[key];
      if (text === undefined || text.trim() === "") problems.push(`${name}.${locale}.${key} is missing`);
      else if (placeholdersOf(text).join() !== placeholdersOf(english[key]).join())
        problems.push(
          `${name}.${locale}.${key} has {${placeholdersOf(text).join("}, {")}}; English has {${placeholdersOf(english[key]).join("}, {")}}`,
        );
    }
    for (const key of Object.keys(texts))
      if (!(keys as string[]).includes(key)) problems.push(`${name}.${locale}.${key} is not in English`);
  }
  return problems;
}
