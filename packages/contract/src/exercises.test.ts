import { describe, expect, it } from "vitest";
import { programmeInputSchema, weeklyAdherence } from "./exercises";
import { shippedExercises } from "./shipped-exercises";

describe("adherence per week", () => {
  it("counts the days logged of the days due, in 7-day weeks from the start up to today", () => {
    // Started Monday 2 Nov; today Wednesday 11 Nov: a full week, then three days.
    const logged = ["2026-11-02", "2026-11-03", "2026-11-05", "2026-11-09", "2026-11-11", "2026-10-30"];
    expect(weeklyAdherence("2026-11-02", "2026-11-11", null, logged)).toEqual([
      { weekStart: "2026-11-02", daysLogged: 3, daysDue: 7 },
      { weekStart: "2026-11-09", daysLogged: 2, daysDue: 3 },
    ]);
  });

  it("stops at the review day, and is empty before the start", () => {
    expect(weeklyAdherence("2026-11-02", "2026-11-30", "2026-11-04", ["2026-11-04", "2026-11-05"])).toEqual([
      { weekStart: "2026-11-02", daysLogged: 1, daysDue: 3 },
    ]);
    expect(weeklyAdherence("2026-12-01", "2026-11-30", null, [])).toEqual([]);
  });
});

describe("a programme", () => {
  it("refuses an exercise listed twice and a review before the start", () => {
    const item = { exerciseId: "hand-pumps", sets: 2, reps: 10, timesPerDay: 3 };
    const bad = programmeInputSchema.safeParse({
      items: [item, item],
      startsOn: "2026-11-10",
      reviewOn: "2026-11-01",
    });
    expect(bad.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["items.1.exerciseId", "This exercise is listed twice"],
      ["reviewOn", "The review comes after the start"],
    ]);
  });

  it("the shipped exercises are named and explained in every language", () => {
    expect(shippedExercises.length).toBeGreaterThanOrEqual(3);
    for (const e of shippedExercises) {
      expect(e.names?.hi && e.names.kn).toBeTruthy();
      expect(e.instructionsIn?.hi && e.instructionsIn.kn).toBeTruthy();
    }
  });
});
