import { describe, expect, it } from "vitest";
import { reminderDueDates } from "./measurement-reminders";

describe("the tracker's reminder due dates", () => {
  it("re-measure N weeks after the last session, replace the garment 3 or 6 months after issue", () => {
    expect(
      reminderDueDates(
        { takenOn: "2026-11-02", garmentIssuedOn: "2026-05-31" },
        { remeasureWeeks: 12, garmentReplaceMonths: 6 },
      ),
    ).toEqual({ remeasure: "2027-01-25", garment: "2026-11-30" });
    // 31 August + 3 months is the last day of November, not 1 December.
    expect(
      reminderDueDates(
        { takenOn: null, garmentIssuedOn: "2026-08-31" },
        { remeasureWeeks: 4, garmentReplaceMonths: 3 },
      ),
    ).toEqual({ garment: "2026-11-30" });
    expect(
      reminderDueDates(
        { takenOn: null, garmentIssuedOn: null },
        { remeasureWeeks: 4, garmentReplaceMonths: 3 },
      ),
    ).toEqual({});
  });
});
