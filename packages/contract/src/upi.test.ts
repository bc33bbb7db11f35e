import { describe, expect, it } from "vitest";
import { upiIntent, upiMessages, upiSettingsSchema } from "./upi";

const clinic = { vpa: "lymphcare@okaxis", payeeName: "Lymph Care Clinic" };

/** The intent's query as name → decoded value, in order. */
function query(intent: string): Array<[string, string]> {
  const [scheme, rest = ""] = intent.split("?");
  expect(scheme).toBe("upi://pay");
  return rest.split("&").map((pair) => {
    const [name = "", value = ""] = pair.split("=");
    return [name, decodeURIComponent(value)];
  });
}

describe("upiIntent (issue 35)", () => {
  it("asks for the exact amount in rupees with two decimals, in INR, with the note", () => {
    expect(upiIntent({ ...clinic, amountInPaisa: 200_000, note: "Physiotherapy session" })).toBe(
      "upi://pay?pa=lymphcare@okaxis&pn=Lymph%20Care%20Clinic&am=2000.00&cu=INR&tn=Physiotherapy%20session",
    );
    expect(query(upiIntent({ ...clinic, amountInPaisa: 150_050 }))).toEqual([
      ["pa", "lymphcare@okaxis"],
      ["pn", "Lymph Care Clinic"],
      ["am", "1500.50"],
      ["cu", "INR"],
    ]);
    expect(query(upiIntent({ ...clinic, amountInPaisa: 1 }))[2]).toEqual(["am", "0.01"]);
  });

  it("percent-encodes what would break the query, and keeps names in any script", () => {
    const intent = upiIntent({
      vpa: "a.b-c_d@ybl",
      payeeName: "Dr. Rao & Sons = 100%",
      amountInPaisa: 99_900,
      note: "श्रीमती पल्लवी #2?",
    });
    expect(intent).not.toMatch(/[ #]/);
    expect(intent.split("&")).toHaveLength(5);
    expect(query(intent)).toEqual([
      ["pa", "a.b-c_d@ybl"],
      ["pn", "Dr. Rao & Sons = 100%"],
      ["am", "999.00"],
      ["cu", "INR"],
      ["tn", "श्रीमती पल्लवी #2?"],
    ]);
  });

  it("cuts the note to 50 characters (never half a character), folds its spaces and drops an empty one", () => {
    const long = `${"a".repeat(49)}😀 and more`;
    const tn = query(upiIntent({ ...clinic, amountInPaisa: 100, note: long })).find(([k]) => k === "tn");
    expect(tn?.[1]).toBe(`${"a".repeat(49)}😀`);
    expect(query(upiIntent({ ...clinic, amountInPaisa: 100, note: " Pallavi \n\t Rao\u0000 " }))[4]).toEqual([
      "tn",
      "Pallavi Rao",
    ]);
    expect(upiIntent({ ...clinic, amountInPaisa: 100, note: "  " })).not.toContain("tn=");
  });

  it("refuses an amount that is not whole paise above zero", () => {
    for (const amountInPaisa of [0, -100, 10.5, Number.NaN])
      expect(() => upiIntent({ ...clinic, amountInPaisa })).toThrow(RangeError);
  });
});

describe("the clinic's UPI settings", () => {
  const parse = (v: { vpa: string | null; payeeName: string | null }) => upiSettingsSchema.safeParse(v);
  const messages = (v: { vpa: string | null; payeeName: string | null }) =>
    parse(v).error?.issues.map((i) => [i.path.join("."), i.message]);

  it("takes a UPI ID with its payee name, trimmed, and empty fields as none", () => {
    // Razorpay's UPI Payment Links stay off unless asked for (decision 0133).
    const none = { vpa: null, payeeName: null, razorpayUpiLinks: false };
    expect(parse({ vpa: " clinic@okaxis ", payeeName: " Lymph Care " }).data).toEqual({
      vpa: "clinic@okaxis",
      payeeName: "Lymph Care",
      razorpayUpiLinks: false,
    });
    expect(parse({ vpa: "", payeeName: "" }).data).toEqual(none);
    expect(parse({ vpa: null, payeeName: null }).data).toEqual(none);
  });

  it("refuses what is not a UPI ID, with the field's message", () => {
    for (const vpa of ["clinic", "c@okaxis", "clinic@1bank", "clinic@b", "clinic @okaxis", "a@b@okaxis"])
      expect(messages({ vpa, payeeName: "Lymph Care" }), vpa).toEqual([["vpa", upiMessages.vpa]]);
    expect(messages({ vpa: `${"a".repeat(250)}@okaxis`, payeeName: "Lymph Care" })?.[0]).toEqual([
      "vpa",
      upiMessages.vpaTooLong,
    ]);
  });

  it("needs a payee name of at most 50 characters, without control characters, with a UPI ID", () => {
    expect(messages({ vpa: "clinic@okaxis", payeeName: "" })).toEqual([
      ["payeeName", upiMessages.payeeNameForVpa],
    ]);
    expect(messages({ vpa: "clinic@okaxis", payeeName: "a".repeat(51) })).toEqual([
      ["payeeName", upiMessages.payeeName],
    ]);
    expect(messages({ vpa: "clinic@okaxis", payeeName: "Lymph\u0007Care" })).toEqual([
      ["payeeName", upiMessages.payeeNameControl],
    ]);
  });
});
