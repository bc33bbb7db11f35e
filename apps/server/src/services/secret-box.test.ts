import { describe, expect, it } from "vitest";
import { changedAppSecretMessage, createSecretBox, SecretBoxError } from "./secret-box";

const appSecret = "secret-box-test-app-secret-0123456789abcdef";

describe("secret box (AES-256-GCM, key from APP_SECRET by HKDF)", () => {
  it("gives back what it sealed, with a fresh IV each time and no plain text in the sealed form", () => {
    const box = createSecretBox(appSecret);
    const plain = "rzp-secret-0123456789 ✓";
    const a = box.seal(plain, "razorpay.secret");
    const b = box.seal(plain, "razorpay.secret");
    expect(a).not.toBe(b);
    expect(a.startsWith("v1.")).toBe(true);
    expect(a).not.toContain("rzp-secret");
    expect(Buffer.from(a.slice(3), "base64url").subarray(0, 12)).not.toEqual(
      Buffer.from(b.slice(3), "base64url").subarray(0, 12),
    );
    expect(box.open(a, "razorpay.secret")).toBe(plain);
    expect(createSecretBox(appSecret).open(b, "razorpay.secret")).toBe(plain);
  });

  it("fails with a clear message, never garbage, when APP_SECRET changed", () => {
    const sealed = createSecretBox(appSecret).seal("zoom-secret", "video.zoom.client_secret");
    const other = createSecretBox(`${appSecret}-rotated`);
    expect(() => other.open(sealed, "video.zoom.client_secret")).toThrow(SecretBoxError);
    expect(() => other.open(sealed, "video.zoom.client_secret")).toThrow(changedAppSecretMessage);
  });

  it("refuses a value moved to another field, altered, or not sealed at all", () => {
    const box = createSecretBox(appSecret);
    const sealed = box.seal("webhook-secret", "razorpay.webhook_secret");
    expect(() => box.open(sealed, "razorpay.secret")).toThrow(SecretBoxError);
    const raw = Buffer.from(sealed.slice(3), "base64url");
    raw[raw.length - 1] = (raw[raw.length - 1] ?? 0) ^ 1;
    expect(() => box.open(`v1.${raw.toString("base64url")}`, "razorpay.webhook_secret")).toThrow(
      SecretBoxError,
    );
    expect(() => box.open("webhook-secret", "razorpay.webhook_secret")).toThrow(/not in a known format/);
  });
});
