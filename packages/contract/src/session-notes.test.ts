import { describe, expect, it } from "vitest";
import {
  lymphoedemaSessionTemplate,
  shippedSessionNoteTemplates,
  soapTemplate,
} from "./session-note-templates";
import { lockTimeOf, sessionNoteFieldErrors, sessionNoteTemplateRequestSchema } from "./session-notes";

describe("session note values against their template", () => {
  const fields = lymphoedemaSessionTemplate.fields;

  it("accept each type's values, left out fields included", () => {
    expect(
      sessionNoteFieldErrors(fields, { pain: 0, garment_hours: 24, stemmer_sign: false, pitting: "Severe" }),
    ).toEqual({});
    expect(sessionNoteFieldErrors(fields, {})).toEqual({});
  });

  it("name each wrong value by its field", () => {
    expect(
      sessionNoteFieldErrors(fields, {
        pain: 10.5,
        garment_hours: "ten",
        stemmer_sign: "yes",
        pitting: "Some",
        symptoms: 3,
        colour: "blue",
      }),
    ).toEqual({
      "fields.pain": "Enter a number from 0 to 10",
      "fields.garment_hours": "Enter a number",
      "fields.stemmer_sign": "Answer yes or no",
      "fields.pitting": "Choose one of the options",
      "fields.symptoms": "Enter text",
      "fields.colour": "This template has no such field",
    });
  });
});

describe("the shipped templates", () => {
  it("are valid templates, SOAP with its four text fields", () => {
    for (const t of Object.values(shippedSessionNoteTemplates))
      expect(sessionNoteTemplateRequestSchema.safeParse(t).success).toBe(true);
    expect(soapTemplate.fields.map((f) => [f.id, f.type])).toEqual([
      ["subjective", "text"],
      ["objective", "text"],
      ["assessment", "text"],
      ["plan", "text"],
    ]);
  });

  it("lock a note 24 hours after signing", () => {
    expect(lockTimeOf(new Date("2026-12-01T05:00:00Z")).toISOString()).toBe("2026-12-02T05:00:00.000Z");
  });
});
