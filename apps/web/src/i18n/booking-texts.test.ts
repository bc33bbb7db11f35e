import { describe, expect, it } from "vitest";
import { bookingLaterEn } from "./booking-later-texts.en";
import { bookingLaterHi } from "./booking-later-texts.hi";
import { bookingLaterKn } from "./booking-later-texts.kn";
import { bookingEn } from "./booking-texts.en";
import { bookingHi } from "./booking-texts.hi";
import { bookingKn } from "./booking-texts.kn";
import { textsProblems } from "./texts-problems";

describe("the booking pages' texts", () => {
  it("give every key in Hindi and Kannada, with English's placeholders", () => {
    expect(textsProblems("booking", { en: bookingEn, hi: bookingHi, kn: bookingKn })).toEqual([]);
  });
  it("give the wizard's later steps' every key in Hindi and Kannada, with English's placeholders", () => {
    expect(
      textsProblems("booking-later", { en: bookingLaterEn, hi: bookingLaterHi, kn: bookingLaterKn }),
    ).toEqual([]);
  });
});
