import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  createReviewRequestSchema,
  nextReviewStatus,
  reviewActions,
  reviewLimits,
  reviewStatuses,
} from "./reviews";

describe("review status machine (admin.md §4)", () => {
  it("allows exactly the spec's moves", () => {
    const allowed = reviewStatuses.flatMap((from) =>
      reviewActions.flatMap((action) => {
        const to = nextReviewStatus(from, action);
        return to ? [`${from}:${action}:${to}`] : [];
      }),
    );
    expect(allowed.sort()).toEqual(
      [
        "pending:approve:approved",
        "pending:reject:rejected",
        "rejected:unapprove:pending",
        "rejected:pending:pending",
        "approved:setToPending:pending",
        "approved:pending:pending",
      ].sort(),
    );
  });
});

describe("review request rules", () => {
  const base = { name: "Asha", rating: 5, comment: "Very good care indeed.", captchaToken: "t" };
  it("accepts any name of 1–80 printable characters after trimming (decision 0088), and no other", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 0, maxLength: 90 }), (raw) => {
        // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are replaced on purpose.
        const name = raw.replace(/[\u0000-\u001f\u007f-\u009f]/g, "a");
        const ok = createReviewRequestSchema.safeParse({ ...base, name }).success;
        const trimmed = name.trim().length;
        expect(ok).toBe(trimmed >= reviewLimits.nameMin && trimmed <= reviewLimits.nameMax);
      }),
    );
    expect(reviewLimits.nameMin).toBe(1);
    expect(reviewLimits.commentMin).toBe(1);
  });
  it("refuses every rating but the integers 1–5", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (rating) => {
        const ok = createReviewRequestSchema.safeParse({ ...base, rating }).success;
        expect(ok).toBe(Number.isInteger(rating) && rating >= 1 && rating <= 5);
      }),
    );
  });
});
