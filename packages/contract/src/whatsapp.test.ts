import { describe, expect, it } from "vitest";
import { createBookingRequestSchema } from "./booking";
import { toWhatsAppNumber, whatsappChatLink, whatsappMessages, whatsappOptInWording } from "./whatsapp";

describe("toWhatsAppNumber (E.164, +91 by default)", () => {
  it("normalises the ways people type an Indian mobile", () => {
    for (const typed of [
      "+91 98765 43210",
      "9876543210",
      "098765-43210",
      "0091 9876543210",
      "+91(98765)43210",
    ])
      expect(toWhatsAppNumber(typed)).toBe("+919876543210");
  });
  it("keeps other countries' numbers in E.164", () => {
    expect(toWhatsAppNumber("+44 7700 900123")).toBe("+447700900123");
  });
  it("refuses what cannot be a WhatsApp number: Indian landlines, too short or long, letters", () => {
    for (const typed of [
      "+912212345678",
      "12345",
      "+91987654321",
      "+9198765432101",
      "98765abcde",
      "",
      "+0123456789",
    ])
      expect(toWhatsAppNumber(typed)).toBeNull();
  });
});

describe("the booking's whatsappOptIn", () => {
  const valid = {
    slotId: "s1",
    user: { name: "A", email: "a@example.com", phone: "+919876543210", timezone: "Asia/Kolkata" },
    notes: "x",
    isAdminBooking: true,
  };
  it("is false unless given", () => {
    expect(createBookingRequestSchema.parse(valid).whatsappOptIn).toBe(false);
    expect(createBookingRequestSchema.parse({ ...valid, whatsappOptIn: true }).whatsappOptIn).toBe(true);
  });
  it("refuses a ticked box with a landline, on the phone field", () => {
    const result = createBookingRequestSchema.safeParse({
      ...valid,
      whatsappOptIn: true,
      user: { ...valid.user, phone: "+912212345678" },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toContainEqual(
      expect.objectContaining({ path: ["user", "phone"], message: whatsappMessages.notMobile }),
    );
    // Without the box, the same number books as before.
    expect(
      createBookingRequestSchema.safeParse({ ...valid, user: { ...valid.user, phone: "+912212345678" } })
        .success,
    ).toBe(true);
  });
  it("names the clinic in the words shown; the chat link carries only digits and the note", () => {
    expect(whatsappOptInWording("Riverside Lymph Clinic")).toContain("Riverside Lymph Clinic");
    expect(whatsappChatLink("+919876543210", "Hello & welcome")).toBe(
      "https://wa.me/919876543210?text=Hello%20%26%20welcome",
    );
  });
});
