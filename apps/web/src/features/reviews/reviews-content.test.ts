import { describe, expect, it } from "vitest";
import { wrapIndex } from "./review-carousel";
import { keepPractitionerReviews } from "./reviews-content";

describe("carousel index", () => {
  it("wraps at both ends", () => {
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(1, 3)).toBe(1);
    expect(wrapIndex(5, 0)).toBe(0);
  });
});

describe("Google reviews filter (public-site.md §7)", () => {
  const review = (text: string) => ({ author_name: "A", relative_time_description: "now", rating: 5, text });
  it("keeps the reviews naming the practitioner, then the manual list", () => {
    const manual = [review("manual one")];
    expect(
      keepPractitionerReviews([review("Dr. PRIYA was kind"), review("Good clinic")], "Priya", manual),
    ).toEqual([review("Dr. PRIYA was kind"), ...manual]);
  });
});
