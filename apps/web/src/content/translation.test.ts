import { describe, expect, it } from "vitest";
import { clinic } from "./clinic";
import { clinicIn, untranslatedContent } from "./clinic-in";
import { translate, untranslated } from "./translation";

const english = {
  tagline: "Care",
  contact: { email: "care@clinic.example" },
  services: [
    { title: "Manual Therapy", icon: "hand", features: ["Joint mobilization", "Soft tissue"] },
    { title: "Sports", icon: "activity", features: [] },
  ],
};

describe("a content translation", () => {
  it("puts each text it gives in place and keeps English where it gives none", () => {
    const hindi = translate(english, {
      tagline: "देखभाल",
      services: [{ features: [undefined, "मुलायम ऊतक"] }],
    });
    expect(hindi).toEqual({
      tagline: "देखभाल",
      contact: { email: "care@clinic.example" },
      services: [
        { title: "Manual Therapy", icon: "hand", features: ["Joint mobilization", "मुलायम ऊतक"] },
        { title: "Sports", icon: "activity", features: [] },
      ],
    });
  });

  it("lists the texts left in English, not names, contacts or icons", () => {
    expect(untranslated(english, { tagline: "देखभाल", services: [{ title: "मैनुअल थेरेपी" }] })).toEqual([
      "services.0.features.0",
      "services.0.features.1",
      "services.1.title",
    ]);
  });

  it("of the example clinic is complete in Hindi and Kannada", () => {
    expect(untranslatedContent()).toEqual([]);
    expect(clinicIn("hi").hero.headline).not.toBe(clinic.hero.headline);
    expect(clinicIn("kn").services[0]?.title).not.toBe(clinic.services[0]?.title);
    expect(clinicIn("kn").contact).toEqual(clinic.contact);
  });
});
