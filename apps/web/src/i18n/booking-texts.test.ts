import { type Catalogue, catalogueProblems } from "@clinic/contract/messages";
import { describe, expect, it } from "vitest";
import { type BookingTexts, bookingEn } from "./booking-texts.en";
import { bookingHi } from "./booking-texts.hi";
import { bookingKn } from "./booking-texts.kn";

describe("the booking pages' texts", () => {
  it("give every key in Hindi and Kannada, with English's placeholders", () => {
    const sections = Object.keys(bookingEn) as Array<keyof BookingTexts>;
    const problems = sections.flatMap((section) =>
      catalogueProblems(`booking.${section}`, {
        en: bookingEn[section],
        hi: bookingHi[section],
        kn: bookingKn[section],
      } as Catalogue<string>),
    );
    expect(problems).toEqual([]);
  });
});
