import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Locale } from "@clinic/contract/locales";
import { lymphoedemaCheck } from "@clinic/contract/lymphoedema-check";
import { type Instrument, instrumentSchema, textIn } from "@clinic/contract/questionnaires";

/**
 * The questionnaires a clinic can send (issue 36): the one shipped with the project, and each
 * `<DATA_DIR>/questionnaires/*.json` the clinic adds (docs/questionnaires.md: a validated instrument
 * such as LYMQOL, after its authors' permission). A file that is not a valid instrument, or repeats an
 * id, stops the server with a message naming it.
 */
export function loadInstruments(dataDir: string | undefined): Instrument[] {
  const all: Instrument[] = [lymphoedemaCheck];
  const dir = dataDir ? path.join(dataDir, "questionnaires") : undefined;
  if (dir && existsSync(dir))
    for (const file of readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .sort()) {
      const where = path.join(dir, file);
      let data: unknown;
      try {
        data = JSON.parse(readFileSync(where, "utf8"));
      } catch {
        throw new Error(`${where} is not JSON.`);
      }
      const parsed = instrumentSchema.safeParse(data);
      if (!parsed.success)
        throw new Error(
          `${where} is not a valid questionnaire:\n  ${parsed.error.issues
            .map((i) => `${i.path.join(".") || "(file)"}: ${i.message}`)
            .join("\n  ")}`,
        );
      if (all.some((i) => i.id === parsed.data.id))
        throw new Error(`${where}: another questionnaire already has the id ${parsed.data.id}.`);
      all.push(parsed.data);
    }
  return all;
}

/** The list as the admin's call gives it: ids, names and scales, no texts (issue 36). */
export function instrumentSummaries(instruments: Instrument[]) {
  return instruments.map((i) => ({
    id: i.id,
    name: i.name.en,
    items: i.items.map((item) => ({ id: item.id, min: item.min, max: item.max })),
    domains: i.domains.map((d) => ({ id: d.id, name: d.name.en })),
    higherIsWorse: i.higherIsWorse,
  }));
}

/** The questionnaire as the patient reads it, in their booking's language. */
export function instrumentIn(instrument: Instrument, locale: Locale) {
  return {
    name: textIn(instrument.name, locale),
    intro: textIn(instrument.intro, locale),
    items: instrument.items.map((item) => ({
      id: item.id,
      text: textIn(item.text, locale),
      min: item.min,
      max: item.max,
      minLabel: textIn(item.anchors.min, locale),
      maxLabel: textIn(item.anchors.max, locale),
    })),
  };
}
