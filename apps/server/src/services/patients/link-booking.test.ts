import { describe, expect, it } from "vitest";
import type { PatientRow } from "../../db/patient-repository";
import { type LinkContact, linkDecision, maxLinkSuggestions } from "./link-booking";

/** Which record a booking joins, or which it is suggested to (decisions 0099 and 0114), without a database. */

let seen = 100;
/** A live record, each one made seen earlier than the last (candidates come the most recently seen first). */
const record = (id: string, name: string, email: string, phone: string): PatientRow => ({
  id,
  name,
  email,
  phone,
  lastVisitAt: new Date(Date.UTC(2026, 0, seen--)),
  consentWithdrawnAt: null,
  erasedAt: null,
  mergedInto: null,
  createdAt: new Date(Date.UTC(2025, 0, 1)),
  updatedAt: new Date(Date.UTC(2025, 0, 1)),
});

const meera = record("meera", "Meera Iyer", "meera@example.com", "919811112222");
const booking = (over: Partial<LinkContact> = {}): LinkContact => ({
  name: "Meera Iyer",
  email: "meera@example.com",
  phone: "919811112222",
  ...over,
});
const joined = (d: ReturnType<typeof linkDecision>) => ("join" in d ? d.join.id : undefined);
const suggested = (d: ReturnType<typeof linkDecision>) =>
  "suggest" in d ? d.suggest.map((s) => [s.patient.id, s.reasons]) : undefined;

describe("linkDecision", () => {
  it("joins when the email is the record's, and the WhatsApp number too while updates are on", () => {
    expect(joined(linkDecision([meera], booking()))).toBe("meera");
    expect(joined(linkDecision([meera], booking({ phone: "919000000001" })))).toBe("meera");
    expect(joined(linkDecision([meera], booking({ whatsapp: "919811112222" })))).toBe("meera");
    // Another spelling of the name with both keys still joins: the keys are the record's.
    expect(joined(linkDecision([meera], booking({ name: "Meera S. Iyer" })))).toBe("meera");
  });

  it("keeps apart, with the shared keys, a booking whose email or WhatsApp number is not the record's", () => {
    expect(suggested(linkDecision([meera], booking({ email: "other@example.com" })))).toEqual([
      ["meera", ["phone", "name"]],
    ]);
    expect(
      suggested(linkDecision([meera], booking({ phone: "919000000001", whatsapp: "919000000001" }))),
    ).toEqual([["meera", ["email", "name"]]]);
    // Both keys and another name: a candidate (decision 0099), but WhatsApp goes elsewhere.
    expect(
      suggested(linkDecision([meera], booking({ name: "Ravi Iyer", whatsapp: "919000000001" }))),
    ).toEqual([["meera", ["email", "phone"]]]);
  });

  it("neither joins nor suggests a record sharing one key without the name (a family)", () => {
    expect(
      suggested(linkDecision([meera], booking({ name: "Lakshmi Iyer", email: "l@example.com" }))),
    ).toEqual([]);
    expect(
      suggested(linkDecision([meera], booking({ name: "Lakshmi Iyer", phone: "919000000001" }))),
    ).toEqual([]);
  });

  it("prefers the record with both keys, then the most recently seen, among those it may join", () => {
    const recent = record("recent", "Meera Iyer", "meera@example.com", "919000000009");
    const both = record("both", "Meera Iyer", "meera@example.com", "919811112222");
    expect(joined(linkDecision([recent, both], booking()))).toBe("both");
    const older = record("older", "Meera Iyer", "meera@example.com", "919000000008");
    expect(joined(linkDecision([recent, older], booking()))).toBe("recent");
    // A record it may not join (another email) comes before one it may: it joins the one it may.
    const strangers = record("stranger", "Meera Iyer", "stranger@example.com", "919811112222");
    expect(joined(linkDecision([strangers, both], booking()))).toBe("both");
  });

  it(`suggests at most ${maxLinkSuggestions} records, those with both keys first, then the most recently seen`, () => {
    const phoneAndName = ["a", "b", "c", "d"].map((id) =>
      record(id, "Meera Iyer", `${id}@example.com`, "919811112222"),
    );
    const bothKeys = record("both", "Someone Else", "x@example.com", "919811112222");
    const decision = linkDecision(
      [...phoneAndName, bothKeys],
      booking({ email: "x@example.com", whatsapp: "919000000001" }),
    );
    expect(suggested(decision)).toEqual([
      ["both", ["email", "phone"]],
      ["a", ["phone", "name"]],
      ["b", ["phone", "name"]],
    ]);
  });
});
