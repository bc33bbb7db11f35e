import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  answerText,
  type IntakeFormInput,
  intakeAnswersSchema,
  intakeFieldErrors,
  intakeFormSchema,
  intakeMessages,
  labelledAnswers,
  visibleQuestions,
} from "./intake-form";

const form = intakeFormSchema.parse({
  title: "Before your consultation",
  intro: "Only the practitioner reads this.",
  questions: [
    { id: "reason", label: "Reason", kind: "long-text", required: true, maxLength: 50 },
    { id: "name-of-surgeon", label: "Surgeon", kind: "short-text" },
    { id: "had-cancer", label: "Cancer?", kind: "yes-no", required: true },
    {
      id: "treatments",
      label: "Treatments",
      kind: "multiple-choice",
      options: [
        { value: "surgery", label: "Surgery" },
        { value: "radiotherapy", label: "Radiotherapy" },
        { value: "chemotherapy", label: "Chemotherapy" },
      ],
      showWhen: { question: "had-cancer", is: ["yes"] },
    },
    {
      id: "surgery-date",
      label: "Surgery date",
      kind: "date",
      required: true,
      notInFuture: true,
      showWhen: { question: "treatments", is: ["surgery"] },
    },
    {
      id: "side",
      label: "Side",
      kind: "single-choice",
      options: [
        { value: "left", label: "Left" },
        { value: "right", label: "Right" },
      ],
    },
  ],
} satisfies IntakeFormInput);

const now = new Date("2026-11-26T10:00:00Z");
const check = (answers: unknown) => intakeAnswersSchema(form, { now }).safeParse(answers);
const errorsOf = (answers: unknown) => {
  const result = check(answers);
  return result.success ? {} : intakeFieldErrors(result.error);
};

describe("the intake form's own rules (content file)", () => {
  const base = { title: "T", intro: "I" };
  const problems = (questions: unknown[]) => {
    const result = intakeFormSchema.safeParse({ ...base, questions });
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
  };

  it("accepts the form above and fills `required`", () => {
    expect(form.questions[1]?.required).toBe(false);
  });

  it("refuses duplicate ids, choices without options, and a condition on a later or text question", () => {
    expect(
      problems([
        { id: "a", label: "A", kind: "short-text" },
        { id: "a", label: "A again", kind: "short-text" },
      ]),
    ).toEqual(['questions.1.id: "a" is used twice']);
    expect(
      problems([{ id: "a", label: "A", kind: "single-choice", options: [{ value: "x", label: "X" }] }]),
    ).toEqual(["questions.0.options: a choice question needs two options or more"]);
    expect(
      problems([
        { id: "a", label: "A", kind: "short-text", showWhen: { question: "b", is: ["yes"] } },
        { id: "b", label: "B", kind: "yes-no" },
      ]),
    ).toEqual(["questions.0.showWhen.question: must name an earlier choice or yes/no question"]);
    expect(
      problems([
        { id: "a", label: "A", kind: "short-text" },
        { id: "b", label: "B", kind: "short-text", showWhen: { question: "a", is: ["x"] } },
      ]),
    ).toEqual(["questions.1.showWhen.question: must name an earlier choice or yes/no question"]);
    expect(
      problems([
        { id: "a", label: "A", kind: "yes-no" },
        { id: "b", label: "B", kind: "short-text", showWhen: { question: "a", is: ["maybe"] } },
      ]),
    ).toEqual(['questions.1.showWhen.is: "maybe" is not an answer of "a"']);
    expect(problems([{ id: "a", label: "A", kind: "date", maxLength: 3 }])).toEqual([
      "questions.0.maxLength: only text questions have a length",
    ]);
    expect(problems([{ id: "Bad Id", label: "A", kind: "date" }])[0]).toMatch(
      /^questions.0.id: must be lower-case/,
    );
  });
});

describe("intakeAnswersSchema", () => {
  it("accepts good answers, trims text and drops empty ones", () => {
    const result = check({
      reason: "  Swollen arm  ",
      "name-of-surgeon": "",
      "had-cancer": "no",
      side: "left",
    });
    expect(result.success && result.data).toEqual({
      reason: "Swollen arm",
      "had-cancer": "no",
      side: "left",
    });
  });

  it("asks for required questions that are shown, and only those", () => {
    expect(errorsOf({})).toEqual({ reason: intakeMessages.required, "had-cancer": intakeMessages.required });
    // Surgery date is required only once surgery is ticked, which needs "yes" first.
    expect(errorsOf({ reason: "r", "had-cancer": "yes", treatments: ["radiotherapy"] })).toEqual({});
    expect(errorsOf({ reason: "r", "had-cancer": "yes", treatments: ["surgery"] })).toEqual({
      "surgery-date": intakeMessages.required,
    });
  });

  it("drops answers to hidden questions, including a chain whose first link is hidden", () => {
    const result = check({
      reason: "r",
      "had-cancer": "no",
      treatments: ["surgery"],
      "surgery-date": "2020-01-01",
    });
    expect(result.success && result.data).toEqual({ reason: "r", "had-cancer": "no" });
  });

  it("says what is wrong with each answer, keyed by question id", () => {
    expect(
      errorsOf({
        reason: "x".repeat(51),
        "name-of-surgeon": "two\nlines",
        "had-cancer": "perhaps",
        side: "middle",
        extra: "no such question",
      }),
    ).toEqual({
      reason: intakeMessages.tooLong(50),
      "name-of-surgeon": intakeMessages.lineControl,
      "had-cancer": intakeMessages.choice,
      side: intakeMessages.choice,
      extra: intakeMessages.unknownQuestion,
    });
    const dated = (d: string) =>
      errorsOf({ reason: "r", "had-cancer": "yes", treatments: ["surgery"], "surgery-date": d })[
        "surgery-date"
      ];
    expect(dated("2020-02-30")).toBe(intakeMessages.date);
    expect(dated("31/01/2020")).toBe(intakeMessages.date);
    expect(dated("2030-01-01")).toBe(intakeMessages.futureDate);
    expect(dated("2026-11-26")).toBeUndefined();
    expect(errorsOf({ reason: "r", "had-cancer": "yes", treatments: ["surgery", "magic"] }).treatments).toBe(
      intakeMessages.choice,
    );
  });

  it("keeps multiple choices once each, in the form's order", () => {
    const result = check({
      reason: "r",
      "had-cancer": "yes",
      treatments: ["chemotherapy", "radiotherapy", "chemotherapy"],
    });
    expect(result.success && result.data.treatments).toEqual(["radiotherapy", "chemotherapy"]);
  });

  it("property: whatever is sent, what it accepts holds only shown questions with valid values, and accepting is stable", () => {
    const anyAnswer = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.constantFrom("yes", "no", "left", "right", "surgery", "2020-01-01", "2099-01-01", ""),
      fc.array(fc.constantFrom("surgery", "radiotherapy", "chemotherapy", "other"), { maxLength: 4 }),
      fc.constant(null),
      fc.integer(),
    );
    const ids = form.questions.map((q) => q.id);
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...ids, "extra"), anyAnswer), (sent) => {
        const result = check(sent);
        if (!result.success) {
          // Every refusal names a question of the form (or the unknown key itself).
          for (const key of Object.keys(intakeFieldErrors(result.error)))
            expect([...ids, "extra"]).toContain(key);
          return;
        }
        const shown = new Set(visibleQuestions(form, result.data).map((q) => q.id));
        for (const [id, value] of Object.entries(result.data)) {
          expect(shown.has(id)).toBe(true);
          expect(value === "" || (Array.isArray(value) && value.length === 0)).toBe(false);
        }
        // What was kept is itself accepted, unchanged: the server may store it and the page send it back.
        const again = check(result.data);
        expect(again.success && again.data).toEqual(result.data);
      }),
      { numRuns: 300 },
    );
  });
});

describe("answerText", () => {
  it("reads options by their label", () => {
    const [, , yesNo, treatments, date] = form.questions;
    if (!yesNo || !treatments || !date) throw new Error("form changed");
    expect(answerText(yesNo, "yes")).toBe("Yes");
    expect(answerText(treatments, ["surgery", "chemotherapy"])).toBe("Surgery, Chemotherapy");
    expect(answerText(date, "2020-01-01")).toBe("2020-01-01");
    expect(answerText(date, undefined)).toBe("");
  });
});

describe("labelledAnswers", () => {
  it("puts each answer under its question's label, in the form's order, as text to read", () => {
    const answers = {
      side: "left",
      "retired-question": ["a", "b"],
      treatments: ["surgery", "radiotherapy"],
      reason: "Swelling",
      "had-cancer": "no",
      "name-of-surgeon": "",
    };
    expect(labelledAnswers(form.questions, answers)).toEqual([
      { id: "reason", label: "Reason", text: "Swelling" },
      { id: "name-of-surgeon", label: "Surgeon", text: "-" },
      { id: "had-cancer", label: "Cancer?", text: "No" },
      { id: "treatments", label: "Treatments", text: "Surgery, Radiotherapy" },
      { id: "side", label: "Side", text: "Left" },
      // A question the form no longer has: last, under its id, its values as they were stored.
      { id: "retired-question", label: "retired-question", text: "a, b" },
    ]);
  });

  it("reads a stored value of an unexpected shape as text, and no form as ids", () => {
    expect(labelledAnswers(form.questions, { reason: { odd: 1 } })).toEqual([
      { id: "reason", label: "Reason", text: '{"odd":1}' },
    ]);
    expect(labelledAnswers([], { side: "left", empty: null })).toEqual([
      { id: "side", label: "side", text: "left" },
      { id: "empty", label: "empty", text: "-" },
    ]);
  });
});
