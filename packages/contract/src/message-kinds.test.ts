import { describe, expect, it } from "vitest";
import { messageKindLabel, messageKindLabels } from "./message-kinds";

describe("a message's kind in words", () => {
  it("names the message kinds", () => {
    expect(messageKindLabel("booking-confirmation")).toBe("Booking confirmation");
    expect(messageKindLabel("reminder-24h")).toBe("Reminder (24 h before)");
    expect(messageKindLabel("something-new")).toBe("something-new");
    // A kind with an id after its colon reads as its kind.
    expect(messageKindLabel("manage-link:0b7c4c2e-6f35-4a37-9d1e-8c2f3a1b2c3d")).toBe(
      "Link to manage the booking, sent again",
    );
    expect(messageKindLabel("record-access-code:abc")).toBe("Code to open the whole record");
    // WhatsApp's own kinds, as its outbox writes them to the message log.
    expect(messageKindLabel("reschedule")).toBe("Time changed");
    expect(messageKindLabel("refund")).toBe("Refund");
    expect(messageKindLabel("cancellation")).toBe("Cancellation");
  });

  it("says them in the words it is given, a reminder with its hours", () => {
    const words = { ...messageKindLabels, "payment-link": "भुगतान लिंक", reminder: "रिमाइंडर ({hours} घंटे पहले)" };
    expect(messageKindLabel("payment-link:abc", words)).toBe("भुगतान लिंक");
    expect(messageKindLabel("reminder-2h", words)).toBe("रिमाइंडर (2 घंटे पहले)");
    // "reminder" alone is not a kind: only its template.
    expect(messageKindLabel("reminder", words)).toBe("reminder");
  });
});
