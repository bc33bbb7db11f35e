import { describe, expect, it } from "vitest";
import { locales } from "./locales";
import { lymphoedemaCheck } from "./lymphoedema-check";
import { answerProblems, type Instrument, instrumentSchema, scoreAnswers, textIn } from "./questionnaires";

const both = { en: "x" };
const item = (id: string, domain: string, reversed = false) => ({
  id,
  domain,
  text: both,
  min: 1,
  max: 4,
  anchors: { min: both, max: both },
  reversed,
});

/** Shaped like LYMQOL (1–4 scale, a reversed item, a total over domains), with made-up texts. */
const sumsAndDomains: Instrument = instrumentSchema.parse({
  id: "made-up",
  name: both,
  intro: both,
  domains: [
    { id: "a", name: both, scoring: "sum" },
    { id: "b", name: both, scoring: "mean" },
  ],
  items: [item("a1", "a"), item("a2", "a"), item("a3", "a"), item("b1", "b"), item("b2", "b", true)],
  total: { of: "domains", scoring: "mean" },
  higherIsWorse: true,
});

describe("scoring a questionnaire", () => {
  it("the shipped check: domain means, the looks item reversed, the total over the items", () => {
    const answers = {
      heaviness: 6,
      tightness: 4,
      swelling: 5,
      aching: 3, // symptoms (6 + 4 + 5 + 3) / 4 = 4.5
      "daily-tasks": 2,
      "work-hobbies": 4,
      sleep: 3, // daily life (2 + 4 + 3) / 3 = 3
      worry: 7,
      looks: 8, // reversed: 0 + 10 − 8 = 2; feelings (7 + 2) / 2 = 4.5
    };
    expect(answerProblems(lymphoedemaCheck, answers)).toEqual({});
    // Total: (18 + 9 + 9) / 9 = 4.
    expect(scoreAnswers(lymphoedemaCheck, answers)).toEqual({
      domains: { symptoms: 4.5, function: 3, feelings: 4.5 },
      total: 4,
    });
  });

  it("sums a domain, reverses on the item's own scale, and takes the total over the domains", () => {
    // A: 1 + 2 + 4 = 7; B: (3 + (1 + 4 − 1)) / 2 = 3.5; total (7 + 3.5) / 2 = 5.25.
    expect(scoreAnswers(sumsAndDomains, { a1: 1, a2: 2, a3: 4, b1: 3, b2: 1 })).toEqual({
      domains: { a: 7, b: 3.5 },
      total: 5.25,
    });
  });

  it("rounds to two decimals at the end only", () => {
    const scores = scoreAnswers(sumsAndDomains, { a1: 1, a2: 1, a3: 1, b1: 1, b2: 2 });
    // B: (1 + 3) / 2 = 2; A: 3; total 2.5. And a mean of thirds:
    expect(scores).toEqual({ domains: { a: 3, b: 2 }, total: 2.5 });
    const thirds = scoreAnswers(lymphoedemaCheck, {
      heaviness: 1,
      tightness: 1,
      swelling: 1,
      aching: 1,
      "daily-tasks": 1,
      "work-hobbies": 1,
      sleep: 2,
      worry: 0,
      looks: 10,
    });
    expect(thirds.domains.function).toBe(1.33);
    expect(thirds.total).toBe(0.89); // 8 / 9
  });
});

describe("checking answers", () => {
  it("names each missing, off-scale and unknown answer", () => {
    expect(answerProblems(sumsAndDomains, { a1: 0, a2: 2.5, a3: 4, b1: 3, zz: 1 })).toEqual({
      "answers.a1": "Choose a whole number from 1 to 4",
      "answers.a2": "Choose a whole number from 1 to 4",
      "answers.b2": "Please answer this question",
      "answers.zz": "This questionnaire has no such question",
    });
  });
});

describe("an instrument's definition", () => {
  it("refuses an item in no domain, a repeated item, an empty domain and a scale the wrong way round", () => {
    const bad = instrumentSchema.safeParse({
      ...sumsAndDomains,
      domains: [...sumsAndDomains.domains, { id: "c", name: both, scoring: "sum" }],
      items: [item("a1", "a"), item("a1", "b"), { ...item("x", "nowhere"), min: 4, max: 4 }],
    });
    expect(bad.success).toBe(false);
    const messages = bad.error?.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        "Item a1 is listed twice",
        "No domain nowhere",
        "max must be above min",
        "Domain c has no items",
      ]),
    );
  });

  it("the shipped check is valid and in every language", () => {
    expect(instrumentSchema.parse(lymphoedemaCheck)).toEqual(lymphoedemaCheck);
    const texts = [
      lymphoedemaCheck.name,
      lymphoedemaCheck.intro,
      ...lymphoedemaCheck.domains.map((d) => d.name),
      ...lymphoedemaCheck.items.flatMap((i) => [i.text, i.anchors.min, i.anchors.max]),
    ];
    for (const text of texts) for (const locale of locales) expect(text[locale]).toBeTruthy();
    expect(textIn({ en: "Only English" }, "kn")).toBe("Only English");
  });
});
