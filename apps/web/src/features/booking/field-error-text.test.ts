import { describe, expect, it } from "vitest";
import { bookingLaterEn } from "../../i18n/booking-later-texts.en";
import { fieldErrorKeys } from "./field-error-text";

describe("the details' messages and their texts", () => {
  it("every English text is the contract's message its key stands for, and every key is known", () => {
    expect(Object.fromEntries(fieldErrorKeys)).toEqual(
      Object.fromEntries(Object.entries(bookingLaterEn.fieldErrors).map(([key, text]) => [text, key])),
    );
  });
});
