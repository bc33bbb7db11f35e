import type { MyData } from "@clinic/contract/patient-rights";
import type { IntakeFormWords } from "../../content/intake-form-words";

type Intake = MyData["intakes"][number];
export type AnswerToRead = { questionId: string; question: string; answer: string };

/**
 * A booking's intake answers to read in the page's language: the server labels them in the content
 * file's English; a Hindi or Kannada page puts its own words over them by question id and option value
 * (as the intake form itself does). Only an answer the server turned into words (an option's label,
 * yes or no) is translated: what the patient typed stays as typed.
 */
export function intakeAnswersIn(
  intake: Intake,
  words: IntakeFormWords | undefined,
  yesNo: { yes: string; no: string },
): AnswerToRead[] {
  if (!words) return intake.questionsAndAnswers;
  return intake.questionsAndAnswers.map((entry) => {
    const given = words.questions[entry.questionId];
    const wordFor = (value: unknown): string | undefined => {
      if (typeof value !== "string") return undefined;
      const option = given?.options?.[value];
      if (option) return option;
      if (value === "yes" && entry.answer.includes("Yes")) return yesNo.yes;
      if (value === "no" && entry.answer.includes("No")) return yesNo.no;
      return undefined;
    };
    const raw = intake.answers[entry.questionId];
    const values = Array.isArray(raw) ? raw : [raw];
    const typed = values.map(String).join(", ") === entry.answer;
    const translated = values.map(wordFor);
    const answer = !typed && translated.every((t) => t !== undefined) ? translated.join(", ") : entry.answer;
    return { ...entry, question: given?.label || entry.question, answer };
  });
}
