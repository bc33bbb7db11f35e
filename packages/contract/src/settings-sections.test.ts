import { describe, expect, it } from "vitest";
import { defaultBusinessHours } from "./admin-settings";
import { measurementSettingsDefaults } from "./measurements";
import { retentionDefaults } from "./patient-rights";
import { receiptSettingsDefaults } from "./receipts";
import {
  generalDefaults,
  generalSettingsOf,
  measurementsSection,
  receiptsSection,
  retentionSection,
  settingSections,
} from "./settings-sections";

const zoom = { accountId: "acc-1", clientId: "client-1", clientSecret: "v1.sealed" };
const keys = {
  keyId: "rzp_test_AbCdEf123456",
  secret: "v1.sealed",
  webhookSecret: null,
  check: { state: "ok", message: "Connected", at: "2026-11-20T10:00:00.000Z" },
};

describe("the settings sections (decision 0118)", () => {
  it("are keyed by the row they read", () => {
    for (const [key, section] of Object.entries(settingSections)) expect(section.key).toBe(key);
  });

  it("each section reads its defaults back as they are", () => {
    const { adminEmail: _none, ...savable } = generalDefaults;
    expect(settingSections.general.parse(savable)).toEqual({ value: savable, dropped: [] });
    for (const section of [retentionSection, measurementsSection, receiptsSection])
      expect(section.schema.parse(section.defaults)).toEqual(section.defaults);
    expect(settingSections.video.parse({ zoom })).toEqual({ value: { zoom }, dropped: [] });
    expect(settingSections.razorpay.parse(keys)).toEqual({ value: keys, dropped: [] });
  });

  it("a row never saved reads as nothing saved; its defaults apply", () => {
    expect(settingSections.general.parse(undefined)).toEqual({ value: {}, dropped: [] });
    expect(settingSections.video.parse(null)).toEqual({ value: {}, dropped: [] });
    expect(settingSections.razorpay.parse(undefined)).toEqual({ value: null, dropped: [] });
    expect(generalSettingsOf({})).toEqual(generalDefaults);
    expect(generalSettingsOf({}, { businessHours: defaultBusinessHours }).businessHours).toBe(
      defaultBusinessHours,
    );
  });

  it("an old row with unknown and bad fields reads as its defaults, naming the bad fields only", () => {
    const old = {
      adminEmail: "front-desk@clinic.example",
      adminTimezone: "Mars/Olympus_Mons",
      holidays: "25 December",
      defaultVideoProvider: "skype",
      businessHours: { monday: null },
      smsSender: "CLINIC",
      // A section an older release wrote before a field was added, one with a bad field, one whose
      // thresholds are in the wrong order.
      receipts: { legalName: "Riverside Physiotherapy LLP", address: "4 River Road" },
      retention: { intakeYears: 99, notesYears: 5 },
      measurements: { ...measurementSettingsDefaults, subclinicalPercent: 20, clinicalPercent: 10 },
    };
    const read = settingSections.general.parse(old);
    expect(read.value).toEqual({
      adminEmail: "front-desk@clinic.example",
      receipts: {
        ...receiptSettingsDefaults,
        legalName: "Riverside Physiotherapy LLP",
        address: "4 River Road",
      },
      retention: { ...retentionDefaults, notesYears: 5 },
    });
    expect(read.dropped.sort()).toEqual(
      [
        "adminTimezone",
        "businessHours",
        "defaultVideoProvider",
        "holidays",
        "measurements.clinicalPercent",
        "retention.intakeYears",
      ].sort(),
    );
    // Names, never the values that did not fit.
    expect(JSON.stringify(read.dropped)).not.toMatch(/Mars|skype|December|99/);
    const general = generalSettingsOf(read.value);
    expect(general.defaultVideoProvider).toBe("jitsi");
    expect(general.holidays).toEqual([]);
    expect(general.measurements).toEqual(measurementSettingsDefaults);
    expect(general.adminTimezone).toBeUndefined();
  });

  it("a row that is not an object reads as never saved", () => {
    for (const stored of ["general", 42, ["holidays"]]) {
      const read = settingSections.general.parse(stored);
      expect(read).toEqual({ value: {}, dropped: ["(the whole section)"] });
    }
    expect(settingSections.general.parse({ receipts: "REC" })).toEqual({ value: {}, dropped: ["receipts"] });
  });

  it("stored Razorpay keys: a check that no longer reads is 'not checked'; keys without a secret are none", () => {
    const read = settingSections.razorpay.parse({ ...keys, check: { state: "passed" }, extra: true });
    expect(read.value).toEqual({ ...keys, check: { state: "unchecked", message: null, at: null } });
    expect(read.dropped).toEqual(["check"]);
    const { secret: _s, ...noSecret } = keys;
    expect(settingSections.razorpay.parse(noSecret)).toEqual({ value: null, dropped: ["secret"] });
    expect(settingSections.razorpay.parse({ ...keys, secret: 12 })).toEqual({
      value: null,
      dropped: ["secret"],
    });
  });

  it("video credentials: a provider's credentials that do not read are dropped, the others kept", () => {
    const read = settingSections.video.parse({ zoom, jitsi: { baseUrl: 7 }, teams: {} });
    expect(read).toEqual({ value: { zoom }, dropped: ["jitsi"] });
  });
});
