import { defaultKindId, type PublicKind } from "@clinic/contract/appointment-kinds";
import { formatMoney } from "@clinic/contract/format";
import { describe, expect, it } from "vitest";
import { kindChoice, wizardDefaultKindId } from "./kind-choice";

const video: PublicKind = {
  id: "consultation",
  name: "Video consultation",
  mode: "video",
  durationMinutes: 60,
  amountInPaisa: 200_000,
  currency: "INR",
  serviceArea: null,
  isDefault: true,
};
const clinic: PublicKind = {
  ...video,
  id: "clinic-visit",
  name: "Clinic visit",
  mode: "in_clinic",
  durationMinutes: 45,
  amountInPaisa: 150_000,
  isDefault: false,
};

describe("the wizard's kind step (issue 34)", () => {
  it("knows the default kind's id as the contract does", () => {
    expect(wizardDefaultKindId).toBe(defaultKindId);
  });

  it("asks nothing with one kind online: the default kind is booked, as before kinds", () => {
    expect(kindChoice([video], undefined)).toEqual({ asks: false, kind: video, kindId: "consultation" });
  });

  it("asks nothing and books the default kind before the kinds answer, or when they fail", () => {
    expect(kindChoice(undefined, undefined)).toEqual({
      asks: false,
      kind: undefined,
      kindId: "consultation",
    });
    expect(kindChoice([], "clinic-visit").kindId).toBe("consultation");
  });

  it("asks first with several kinds, marking the default until the patient chooses", () => {
    const choice = kindChoice([video, clinic], undefined);
    expect(choice.asks).toBe(true);
    expect(choice.kindId).toBe("consultation");
  });

  it("books the chosen kind at its own price", () => {
    const choice = kindChoice([video, clinic], "clinic-visit");
    expect(choice.kindId).toBe("clinic-visit");
    expect(choice.kind && formatMoney(choice.kind.amountInPaisa, choice.kind.currency)).toBe("₹1,500.00");
  });

  it("falls back to the default kind when the chosen one is no longer listed", () => {
    expect(kindChoice([video, { ...clinic, id: "other" }], "clinic-visit").kind).toBe(video);
  });
});
