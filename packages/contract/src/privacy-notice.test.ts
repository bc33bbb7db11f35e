import { describe, expect, it } from "vitest";
import { adminBookingFormSchema, phoneConsentTexts } from "./admin-booking-form";
import { bookingFormSchema, createBookingRequestSchema } from "./booking";
import { bookingConsentSchema, consentMessages, patientRights, privacyNoticeSchema } from "./privacy-notice";

const notice = {
  version: "2026-11-25",
  lastUpdated: "2026-11-25",
  title: "Privacy Policy",
  description: "What we collect and why.",
  intro: ["How we use your data."],
  fiduciary: { name: "Clinic", address: "1 Road", email: "care@clinic.example", phone: "+91 90000 00000" },
  collected: [{ key: "contact", label: "Contact details", detail: "When you book." }],
  purposes: [{ title: "Your consultation", description: "To give it.", data: ["contact"] }],
  recipients: [{ kind: "payment", name: "Payments", receives: "Name.", why: "Payment." }],
  retention: [{ what: "Bookings", keptFor: "8 years", why: "Tax law." }],
  rights: patientRights.map((right) => ({ right, title: right, description: `How to use ${right}.` })),
  grievance: {
    name: "Contact",
    email: "care@clinic.example",
    phone: "+91 90000 00000",
    responseTime: "30 days",
  },
  board: { name: "Data Protection Board of India", howToComplain: "Write to the Board." },
  summary: ["We use your details for your consultation."],
  teleconsultation: { can: ["Advice"], cannot: ["Touch"], inPerson: "We may ask you to come in." },
  changes: "A new version when it changes.",
};

const issues = (value: unknown) =>
  privacyNoticeSchema.safeParse(value).error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];

describe("the privacy notice", () => {
  it("accepts a complete notice, version first", () => {
    expect(issues(notice)).toEqual([]);
    expect(Object.keys(privacyNoticeSchema.parse(notice))[0]).toBe("version");
  });

  it("needs every right of the Act, and purposes naming collected data", () => {
    const bad = {
      ...notice,
      rights: notice.rights.filter((r) => r.right !== "nominate" && r.right !== "withdraw"),
      purposes: [{ title: "Marketing", description: "Ads.", data: ["contact", "location"] }],
    };
    expect(issues(bad)).toEqual([
      'purposes.0.data.1: "location" is not the key of an item of collected',
      'rights: must explain the right "withdraw"',
      'rights: must explain the right "nominate"',
    ]);
  });

  it("names the bad field: version, date, an empty text, the recipient's kind", () => {
    const bad = {
      ...notice,
      version: "v 2",
      lastUpdated: "25/11/2026",
      grievance: { ...notice.grievance, responseTime: " " },
      recipients: [{ ...notice.recipients[0], kind: "advertiser" }],
    };
    expect(issues(bad).map((i) => i.split(":")[0])).toEqual(
      expect.arrayContaining(["version", "lastUpdated", "grievance.responseTime", "recipients.0.kind"]),
    );
  });
});

describe("the notice's retention entries", () => {
  const health = { what: "Health notes", keptFor: "3 years after your last visit", why: "Your history." };
  it("may name Settings' periods with the years they keep, both or neither", () => {
    const linked = { ...health, years: 3, settings: ["intakeYears", "notesYears"] };
    expect(issues({ ...notice, retention: [linked, ...notice.retention] })).toEqual([]);
    expect(issues({ ...notice, retention: [{ ...health, years: 3 }] })).toEqual([
      "retention.0.settings: years and settings go together: the years the named settings should keep",
    ]);
    expect(issues({ ...notice, retention: [{ ...health, settings: ["notesYears"] }] })).toEqual([
      "retention.0.years: years and settings go together: the years the named settings should keep",
    ]);
    expect(issues({ ...notice, retention: [{ ...linked, settings: ["photosYears"] }] })[0]).toMatch(
      /^retention\.0\.settings\.0: /,
    );
  });
});

describe("a booking's consent", () => {
  const booking = {
    slotId: "slot-1",
    user: { name: "Asha Rao", email: "asha@example.com", phone: "+919876543210", timezone: "Asia/Kolkata" },
    notes: "Swelling in the left arm",
  };
  const fieldsOf = (value: unknown) =>
    Object.fromEntries(
      createBookingRequestSchema.safeParse(value).error?.issues.map((i) => [i.path.join("."), i.message]) ??
        [],
    );

  it("is exactly { noticeVersion, teleconsultation: true }", () => {
    expect(bookingConsentSchema.parse({ noticeVersion: "2026-11-25", teleconsultation: true })).toEqual({
      noticeVersion: "2026-11-25",
      teleconsultation: true,
    });
    expect(bookingConsentSchema.safeParse({ noticeVersion: "x", teleconsultation: "yes" }).success).toBe(
      false,
    );
  });

  it("is required on a patient's booking, each part with its own field error", () => {
    expect(fieldsOf(booking)).toEqual({ consent: consentMessages.missing });
    expect(fieldsOf({ ...booking, consent: { noticeVersion: " ", teleconsultation: false } })).toEqual({
      "consent.noticeVersion": consentMessages.noticeVersion,
      "consent.teleconsultation": consentMessages.teleconsultation,
    });
    expect(
      fieldsOf({ ...booking, consent: { noticeVersion: "2026-11-25", teleconsultation: true } }),
    ).toEqual({});
  });

  it("is optional on an admin's booking, where only the clinic may say it was taken by phone", () => {
    expect(fieldsOf({ ...booking, isAdminBooking: true })).toEqual({});
    expect(fieldsOf({ ...booking, isAdminBooking: true, consentByPhone: true })).toEqual({});
    const byPhone = {
      ...booking,
      consent: { noticeVersion: "v1", teleconsultation: true },
      consentByPhone: true,
    };
    expect(fieldsOf(byPhone)).toEqual({ consentByPhone: consentMessages.phoneNotAdmin });
  });

  it("is two boxes of the booking form, each with its own error", () => {
    const form = {
      name: "Asha Rao",
      email: "asha@example.com",
      phone: "9876543210",
      notes: "Swelling",
      timezone: "Asia/Kolkata",
      terms: true,
    };
    const errors = bookingFormSchema("book-consultation")
      .safeParse({ ...form, consentProcessing: false, consentTeleconsultation: false })
      .error?.issues.map((i) => [i.path.join("."), i.message]);
    expect(errors).toEqual([
      ["consentProcessing", consentMessages.processing],
      ["consentTeleconsultation", consentMessages.teleconsultation],
    ]);
    expect(
      bookingFormSchema("book").safeParse({ ...form, consentProcessing: true, consentTeleconsultation: true })
        .success,
    ).toBe(true);
  });

  it("is a required box of the admin's booking dialog", () => {
    const dialog = {
      name: "Asha Rao",
      email: "asha@example.com",
      phone: "9876543210",
      notes: "",
      paymentKind: "not_charged",
      paymentMethod: "",
      amountRupees: "",
    };
    const refused = adminBookingFormSchema("slots").safeParse({ ...dialog, consentByPhone: false });
    expect(refused.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["consentByPhone", phoneConsentTexts.required],
    ]);
    expect(adminBookingFormSchema("bookings").safeParse({ ...dialog, consentByPhone: true }).success).toBe(
      true,
    );
  });
});
