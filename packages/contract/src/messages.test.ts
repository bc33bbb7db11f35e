import { describe, expect, it } from "vitest";
import { catalogueProblems, fill, placeholdersOf } from "./messages";

describe("texts in three languages (issue 33)", () => {
  it("finds and fills placeholders, leaving an unfilled one visible", () => {
    expect(placeholdersOf("Dear {name}, see you {when}; {name}")).toEqual(["name", "when"]);
    expect(placeholdersOf("To cancel: {manage-link}")).toEqual([]);
    expect(fill("Dear {name},", { name: "Asha" })).toBe("Dear Asha,");
    expect(fill("{amount} ({percent}%)", { amount: "₹2,000.00", percent: 18 })).toBe("₹2,000.00 (18%)");
    expect(fill("Dear {name},")).toBe("Dear {name},");
  });

  it("says which key is missing, empty, extra or lost a placeholder, in which language", () => {
    const broken = {
      en: { greeting: "Dear {name},", when: "On {day} at {time}" },
      hi: { greeting: "प्रिय,", when: "{day} को {time} बजे", extra: "x" },
      kn: { greeting: "ಪ್ರಿಯ {name},", when: " " },
    };
    expect(catalogueProblems("test", broken as never)).toEqual([
      "test.hi.greeting has {}; English has {name}",
      "test.hi.extra is not in English",
      "test.kn.when is missing",
    ]);
  });
});
