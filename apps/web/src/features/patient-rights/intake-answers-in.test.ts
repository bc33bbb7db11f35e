import { describe, expect, it } from "vitest";
import type { IntakeFormWords } from "../../content/intake-form-words";
import { intakeAnswersIn } from "./intake-answers-in";

const words: IntakeFormWords = {
  title: "परामर्श से पहले स्वास्थ्य के सवाल",
  intro: "…",
  questions: {
    reason: { label: "आपको किस बात में मदद चाहिए?" },
    treatments: {
      label: "आपका कौन-कौन सा इलाज हुआ है?",
      options: { surgery: "ऑपरेशन (surgery)", radiotherapy: "रेडिएशन थेरेपी (radiotherapy)" },
    },
    "cancer-history": { label: "क्या आपका कैंसर का इलाज हुआ है?" },
  },
};
const yesNo = { yes: "हाँ", no: "नहीं" };

const intake = {
  bookingId: "b1",
  answers: {
    reason: "yes",
    treatments: ["surgery", "radiotherapy"],
    "cancer-history": "yes",
    retired: "old",
  },
  questionsAndAnswers: [
    { questionId: "reason", question: "What do you need help with?", answer: "yes" },
    { questionId: "treatments", question: "Which treatments?", answer: "Surgery, Radiotherapy" },
    { questionId: "cancer-history", question: "Have you been treated for cancer?", answer: "Yes" },
    { questionId: "retired", question: "retired", answer: "old" },
  ],
  submittedAt: "2026-11-30T10:00:00.000Z",
  updatedAt: "2026-11-30T10:00:00.000Z",
};

describe("intake answers in the page's language", () => {
  it("puts the language's labels, options and yes/no over the server's English", () => {
    expect(intakeAnswersIn(intake, words, yesNo)).toEqual([
      { questionId: "reason", question: "आपको किस बात में मदद चाहिए?", answer: "yes" },
      {
        questionId: "treatments",
        question: "आपका कौन-कौन सा इलाज हुआ है?",
        answer: "ऑपरेशन (surgery), रेडिएशन थेरेपी (radiotherapy)",
      },
      { questionId: "cancer-history", question: "क्या आपका कैंसर का इलाज हुआ है?", answer: "हाँ" },
      { questionId: "retired", question: "retired", answer: "old" },
    ]);
  });

  it("leaves English as the server wrote it", () => {
    expect(intakeAnswersIn(intake, undefined, yesNo)).toBe(intake.questionsAndAnswers);
  });
});
