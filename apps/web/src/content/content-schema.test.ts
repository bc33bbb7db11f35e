import { describe, expect, it } from "vitest";
import { clinic } from "./clinic";
import { checkClinicContent, clinicContentProblems } from "./content-schema";
import { otherClinic } from "./fixtures/other-clinic";

describe("the clinic content file", () => {
  it("is valid as shipped, and so is a second clinic's", () => {
    expect(clinicContentProblems(clinic)).toEqual([]);
    expect(clinicContentProblems(otherClinic(clinic))).toEqual([]);
  });

  it("names the field of every bad value", () => {
    const bad = {
      ...clinic,
      name: " ",
      contact: { ...clinic.contact, email: "not-an-email", phoneE164: "98765" },
      openingHours: [
        { days: ["Monday"], opens: "8am", closes: "18:00" },
        { days: ["Tuesday"], opens: "18:00", closes: "08:00" },
        { days: ["Monday"], opens: "09:00", closes: null },
      ],
    };
    const problems = clinicContentProblems(bad);
    expect(problems).toEqual(
      expect.arrayContaining([
        "name: must not be empty",
        "contact.phoneE164: must be an international number like +919876543210",
        "contact.email: must be an email address",
        "openingHours.0.opens: must be a 24-hour time like 08:00",
        "openingHours.1.closes: must be after opens",
        "openingHours.2.closes: opens and closes are both times, or both null when closed",
        "openingHours: a day must be in one row only",
      ]),
    );
  });

  it("checks the intake form's questions (clinic-intake.ts), naming the question", () => {
    const questions = clinic.intakeForm.questions;
    const bad = {
      ...clinic,
      intakeForm: {
        ...clinic.intakeForm,
        questions: [...questions, { ...questions[0], kind: "yes-no", maxLength: 10 }],
      },
    };
    expect(clinicContentProblems(bad)).toEqual([
      `intakeForm.questions.${questions.length}.id: "reason" is used twice`,
      `intakeForm.questions.${questions.length}.maxLength: only text questions have a length`,
    ]);
  });

  it("stops the build with a message naming the file and the field", () => {
    const bad = { ...clinic, whatsapp: { ...clinic.whatsapp, number: "+91 98765" } };
    expect(() => checkClinicContent(bad)).toThrow(
      /apps\/web\/src\/content\/clinic\.ts has 1 problem\(s\):\n {2}whatsapp\.number: must be digits only/,
    );
  });

  it("checks the privacy notice by the contract's schema, and keeps placeholders out of the booking form's texts", () => {
    const notice = clinic.privacyNotice;
    const bad = {
      ...clinic,
      privacyNotice: {
        ...notice,
        version: "",
        summary: ["{clinicName} uses your details for your consultation."],
        purposes: [{ ...notice.purposes[0], data: ["contact", "shoe-size"] }],
        rights: notice.rights.filter((r) => r.right !== "withdraw"),
      },
    };
    expect(clinicContentProblems(bad)).toEqual(
      expect.arrayContaining([
        "privacyNotice.version: must not be empty",
        'privacyNotice.purposes.0.data.1: "shoe-size" is not the key of an item of collected',
        'privacyNotice.rights: must explain the right "withdraw"',
        "privacyNotice.summary.0: the booking form shows this text as written: it cannot take a placeholder like {clinicName}",
      ]),
    );
  });
});
