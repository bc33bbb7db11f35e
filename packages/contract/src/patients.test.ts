import { describe, expect, it } from "vitest";
import {
  formatPatientPhone,
  linkSuggestionText,
  mergePatientsRequestSchema,
  normaliseEmail,
  normaliseName,
  normalisePhone,
  patientNoteRequestSchema,
  patientSearchTerms,
  patientsQuerySchema,
} from "./patients";

describe("the grouping keys (decision 0099)", () => {
  it("normalise an email: trimmed, lower-case", () => {
    expect(normaliseEmail("  Asha.Rao@Example.COM ")).toBe("asha.rao@example.com");
  });

  it("normalise a phone to the E.164 digits, with the country code", () => {
    expect(normalisePhone("+919876543210")).toBe("919876543210");
    expect(normalisePhone("+91 98765-43210")).toBe("919876543210");
    expect(normalisePhone("9876543210")).toBe("919876543210");
  });

  it("normalise a name: case, spaces and punctuation do not matter", () => {
    expect(normaliseName("  Asha   RAO. ")).toBe("asha rao");
    expect(normaliseName("Asha Rao")).toBe(normaliseName("asha-rao"));
    expect(normaliseName("Lakshmi Rao")).not.toBe(normaliseName("Asha Rao"));
  });

  it("shows an Indian mobile grouped, others with their '+'", () => {
    expect(formatPatientPhone("919876543210")).toBe("+91 98765 43210");
    expect(formatPatientPhone("4915112345678")).toBe("+4915112345678");
    expect(formatPatientPhone(null)).toBe("");
  });
});

describe("the search", () => {
  it("looks for a phone's digits when the query is a number, else for the text", () => {
    expect(patientSearchTerms("+91 98765 43210")).toEqual({
      text: "+91 98765 43210",
      digits: "919876543210",
    });
    expect(patientSearchTerms("3210")).toEqual({ text: "3210", digits: "3210" });
    expect(patientSearchTerms("12")).toEqual({ text: "12" });
    expect(patientSearchTerms(" Asha ")).toEqual({ text: "asha" });
    expect(patientSearchTerms("asha1985@")).toEqual({ text: "asha1985@" });
  });

  it("takes paging within bounds and a search of at most 100 characters", () => {
    expect(patientsQuerySchema.parse({})).toEqual({ q: "", page: 1, pageSize: 25 });
    expect(patientsQuerySchema.safeParse({ pageSize: "101" }).success).toBe(false);
    expect(patientsQuerySchema.safeParse({ q: "x".repeat(101) }).success).toBe(false);
    expect(patientsQuerySchema.safeParse({ q: "a\u0000b" }).success).toBe(false);
  });
});

describe("notes, merge", () => {
  it("a note is trimmed, required, at most 5000 characters, without control characters", () => {
    expect(patientNoteRequestSchema.parse({ body: "  Stage II  " })).toEqual({ body: "Stage II" });
    expect(patientNoteRequestSchema.safeParse({ body: "   " }).error?.issues[0]?.message).toBe(
      "Write the note",
    );
    expect(patientNoteRequestSchema.safeParse({ body: "x".repeat(5001) }).error?.issues[0]?.message).toBe(
      "A note can have at most 5000 characters",
    );
    expect(patientNoteRequestSchema.safeParse({ body: "a\u0007b" }).success).toBe(false);
    expect(patientNoteRequestSchema.parse({ body: "line one\nline two" }).body).toBe("line one\nline two");
  });

  it("a merge names the other record", () => {
    expect(mergePatientsRequestSchema.safeParse({}).error?.issues[0]?.message).toBe(
      "Choose the patient to merge",
    );
  });
});

describe("a suggested link's sentence (decision 0114)", () => {
  it("names the shared keys in one order, joined as a person would say them", () => {
    expect(linkSuggestionText(["name", "phone"], "Meera Iyer")).toBe("Same phone and name as Meera Iyer");
    expect(linkSuggestionText(["email"], " Meera Iyer ")).toBe("Same email as Meera Iyer");
    expect(linkSuggestionText(["phone", "email", "name"], "Meera Iyer")).toBe(
      "Same email, phone and name as Meera Iyer",
    );
    expect(linkSuggestionText(["email", "name"], "")).toBe("Same email and name as another patient");
  });
});
