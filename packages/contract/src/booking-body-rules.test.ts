import { describe, expect, it } from "vitest";
import { createBookingRequestSchema } from "./booking";
import { bookingRules, bookingRulesDocument } from "./booking-body-rules";

const patient = {
  slotId: "s1",
  user: { name: "A", email: "a@example.com", phone: "+919876543210", timezone: "Asia/Kolkata" },
  notes: "knee",
  consent: { noticeVersion: "2026-11-25", teleconsultation: true },
};
const admin = { slotId: "s1", user: patient.user, isAdminBooking: true };

/** One body breaking each rule, and nothing else. */
const breaking: Record<string, object> = {
  packageId: { ...admin, packageId: "pkg_1" },
  payment: { ...patient, payment: { kind: "not_charged" } },
  consent: { ...patient, consent: undefined },
  "consent.teleconsultation": { ...patient, consent: { noticeVersion: "2026-11-25" } },
  consentByPhone: { ...patient, consentByPhone: true },
  "user.phone": { ...patient, whatsappOptIn: true, user: { ...patient.user, phone: "+914412345678" } },
  notes: { ...patient, notes: "  " },
};

describe("the booking body's cross-field rules (issue 37)", () => {
  it("are what the request schema refuses, each with its message at its field", () => {
    expect(createBookingRequestSchema.safeParse(patient).success).toBe(true);
    expect(createBookingRequestSchema.safeParse(admin).success).toBe(true);
    expect(Object.keys(breaking).sort()).toEqual(bookingRules.map((r) => r.path.join(".")).sort());
    for (const rule of bookingRules) {
      const parsed = createBookingRequestSchema.safeParse(breaking[rule.path.join(".")]);
      expect(
        parsed.error?.issues.map((i) => [i.path.join("."), i.message]),
        rule.path.join("."),
      ).toEqual([[rule.path.join("."), rule.message]]);
    }
  });

  it("are stated in the schema's JSON Schema, the document's source", () => {
    const json = createBookingRequestSchema.toJSONSchema({ io: "input" }) as { allOf?: unknown };
    expect(json.allOf).toEqual(bookingRulesDocument.allOf);
  });
});
