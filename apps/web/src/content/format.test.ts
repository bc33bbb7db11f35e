import { describe, expect, it } from "vitest";
import { clinic } from "./clinic";
import { fillContentText, whatsappUrl } from "./format";

describe("content formatting", () => {
  it("builds the WhatsApp link with the url-encoded prefilled message", () => {
    const url = new URL(whatsappUrl(clinic));
    expect(`${url.origin}${url.pathname}`).toBe("https://wa.me/919876543210");
    expect(url.searchParams.get("text")).toBe(clinic.whatsapp.message);
    expect(url.searchParams.get("text")).toMatch(/schedule a physiotherapy consultation/);
  });

  it("fills the clinic's name and contacts into the legal texts", () => {
    expect(fillContentText("Write to {email} or call {phone} ({clinicName}).", clinic)).toBe(
      "Write to care@healingtouch.example or call +91 98765 43210 (Healing Touch Physiotherapy).",
    );
  });
});
