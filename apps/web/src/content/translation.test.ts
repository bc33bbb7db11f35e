import { intakeFormSchema } from "@clinic/contract/intake-form";
import { privacyNoticeSchema } from "@clinic/contract/privacy-notice";
import { describe, expect, it } from "vitest";
import { clinic } from "./clinic";
import { clinicIn, untranslatedContent } from "./clinic-in";
import { intakeFormHi } from "./clinic-intake.hi";
import { intakeFormKn } from "./clinic-intake.kn";
import type { ClinicContent } from "./content-schema";
import { intakeFormIn, staleIntakeWords } from "./intake-form-words";
import { filledPrivacyNotice } from "./privacy-notice-content";
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

/** What is stored and checked of the intake form: everything but its words. */
function intakeRules(form: ClinicContent["intakeForm"]) {
  return form.questions.map(({ label: _label, help: _help, options, ...rules }) => ({
    ...rules,
    values: options?.map((o) => o.value),
  }));
}

describe("the privacy notice and the intake questions in Hindi and Kannada", () => {
  it("are one notice version in every language, whatever a translation gives", () => {
    for (const locale of ["hi", "kn"] as const) {
      const notice = clinicIn(locale).privacyNotice;
      expect(notice.title).not.toBe(clinic.privacyNotice.title);
      expect(notice.version).toBe(clinic.privacyNotice.version);
      expect(notice.lastUpdated).toBe(clinic.privacyNotice.lastUpdated);
      expect(notice.collected.map((c) => c.key)).toEqual(clinic.privacyNotice.collected.map((c) => c.key));
      expect(notice.retention.map((r) => [r.years, r.settings])).toEqual(
        clinic.privacyNotice.retention.map((r) => [r.years, r.settings]),
      );
      // The contract's rules hold for the translation too (a description's length, placeholders filled).
      expect(privacyNoticeSchema.safeParse(filledPrivacyNotice(clinicIn(locale))).error).toBeUndefined();
    }
    const forged = translate(clinic, { privacyNotice: { version: "2099-01-01" } } as never);
    expect(forged.privacyNotice.version).toBe(clinic.privacyNotice.version);
  });

  it("keep every question's id, option values and rules; only the words change", () => {
    for (const [locale, words] of [
      ["hi", intakeFormHi],
      ["kn", intakeFormKn],
    ] as const) {
      const form = clinicIn(locale).intakeForm;
      expect(form.questions[0]?.label).not.toBe(clinic.intakeForm.questions[0]?.label);
      expect(intakeRules(form)).toEqual(intakeRules(clinic.intakeForm));
      expect(intakeFormSchema.safeParse(form).error).toBeUndefined();
      expect(staleIntakeWords(clinic.intakeForm, words)).toEqual([]);
      // The manage page's words over the server's form give the same form as the content's translation.
      expect(intakeFormIn(clinic.intakeForm, words)).toEqual(form);
    }
    const forged = translate(clinic.intakeForm, { questions: [{ id: "renamed", label: "x" }] } as never, [
      "intakeForm",
    ]);
    expect(forged.questions[0]?.id).toBe("reason");
  });

  it("put words by id and value, English where they give none, and name words for a question that is gone", () => {
    const form = intakeFormSchema.parse({
      title: "Before",
      intro: "Intro",
      questions: [
        {
          id: "side",
          label: "Which side?",
          help: "Pick one",
          kind: "single-choice",
          options: [
            { value: "left", label: "Left" },
            { value: "right", label: "Right" },
          ],
        },
        { id: "notes", label: "Notes", kind: "short-text" },
      ],
    });
    const words = {
      title: "पहले",
      intro: "",
      questions: { side: { label: "किस तरफ़?", options: { left: "बाईं" } }, gone: { label: "x" } },
    };
    const shown = intakeFormIn(form, words);
    expect(shown.title).toBe("पहले");
    expect(shown.intro).toBe("Intro");
    expect(shown.questions[0]).toEqual({
      ...form.questions[0],
      label: "किस तरफ़?",
      options: [
        { value: "left", label: "बाईं" },
        { value: "right", label: "Right" },
      ],
    });
    expect(shown.questions[1]).toEqual(form.questions[1]);
    expect(staleIntakeWords(form, words)).toEqual(["gone"]);
  });
});
