import { intakeMessages } from "@clinic/contract/intake-form";
import { fill } from "@clinic/contract/messages";
import type { ManageTexts } from "../../i18n/manage-texts.en";

type IntakeErrorWords = ManageTexts["intakeErrors"];
const tooLong = new RegExp(
  `^${intakeMessages.tooLong(999_999).replace("999999", "(\\d+)").replace(/\./g, "\\.")}$`,
);

/**
 * An intake answer's message in the page's words. The contract's schema (shared with the server) words
 * its messages in English; a Hindi or Kannada page says its own for each, found by the English words
 * (with the length filled back in). A message it does not know is shown as it is.
 */
export function intakeErrorText(message: string, words: IntakeErrorWords): string {
  const length = tooLong.exec(message)?.[1];
  if (length) return fill(words.tooLong, { max: length });
  for (const [key, english] of Object.entries(intakeMessages))
    if (english === message && key in words) return words[key as keyof IntakeErrorWords];
  return message;
}
