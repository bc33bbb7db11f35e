import { slotUnavailableMessage } from "@clinic/contract/booking";
import type { PublicSlot } from "@clinic/contract/slots";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "../../components/ui/toast";
import { privacyNoticeVersion } from "../../content/clinic-privacy-booking";
import { bookingKn } from "../../i18n/booking-texts.kn";
import { ApiError } from "../../lib/api-client";
import { bookingApi } from "./booking-api";
import { createBooking, isSlotUnavailable } from "./create-booking";

const slot = {
  slotId: "slot-1",
  id: "slot-1",
  date: "2026-12-01",
  dateKey: "2026-12-01",
  startAt: "2026-12-01T04:30:00.000Z",
  endAt: "2026-12-01T05:30:00.000Z",
  startTime: "10:00",
  endTime: "11:00",
  startTimeFormatted: "10:00 AM",
  endTimeFormatted: "11:00 AM",
  tz: "Asia/Kolkata",
  status: "OPEN",
  calendarEventId: null,
  kindIds: ["consultation"],
  practitionerId: null,
} satisfies PublicSlot;

/** Submits step 2 against a server that refuses with `error`; answers whether the slot list was told to reload. */
async function refusedWith(
  error: unknown,
  sent?: (body: unknown) => void,
  kind: { id: string; visitAddress?: string } = { id: "consultation" },
): Promise<boolean> {
  const create = vi.spyOn(bookingApi, "create").mockRejectedValueOnce(error);
  const onSlotTaken = vi.fn();
  try {
    const created = await createBooking({
      slot,
      kind,
      flow: "book-consultation",
      values: {
        name: "Asha Rao",
        email: "asha@example.com",
        phone: "9876543210",
        notes: "Knee pain",
        timezone: "Asia/Kolkata",
        terms: true,
        consentProcessing: true,
        consentTeleconsultation: true,
      },
      captcha: { token: "token", provider: "altcha" },
      attempt: { current: null },
      onSlotTaken,
      locale: "kn",
      words: {
        failed: bookingKn.wizard.failedToCreate,
        paymentErrorTitle: bookingKn.wizard.paymentErrorTitle,
        missingId: bookingKn.wizard.missingId,
        refusals: bookingKn.refusals,
      },
    });
    expect(created).toBeUndefined();
    sent?.(create.mock.calls[0]?.[0]);
  } finally {
    create.mockRestore();
  }
  return onSlotTaken.mock.calls.length === 1;
}

// The refusal toasts wait for a toast region that no test mounts: drop them.
afterEach(() => toast.dismiss());

describe("a refused booking is told apart by its code, never its text", () => {
  it("slot_unavailable: the slot was taken, held or gone, whatever the message says", async () => {
    expect(await refusedWith(new ApiError(409, slotUnavailableMessage, "slot_unavailable"))).toBe(true);
    expect(await refusedWith(new ApiError(409, "Another wording", "slot_unavailable"))).toBe(true);
  });

  it("another code keeps the slot list, even with the 'no longer available' text", async () => {
    expect(await refusedWith(new ApiError(409, slotUnavailableMessage, "conflict"))).toBe(false);
    expect(await refusedWith(new ApiError(409, slotUnavailableMessage))).toBe(false);
    expect(await refusedWith(new ApiError(429, "Too many unpaid holds.", "hold_limit"))).toBe(false);
    expect(await refusedWith(new ApiError(409, "Still running.", "request_in_progress"))).toBe(false);
    expect(await refusedWith(new ApiError(409, "Closed that day.", "closed_day"))).toBe(false);
  });

  it("a failure without an answer (the network) is not a taken slot", async () => {
    expect(await refusedWith(new Error("Failed to create booking"))).toBe(false);
    expect(isSlotUnavailable(new TypeError("Failed to fetch"))).toBe(false);
    expect(isSlotUnavailable(undefined)).toBe(false);
  });
});

describe("the booking request", () => {
  it("carries both consents under the notice version this build shows (decision 0100)", async () => {
    let body: unknown;
    await refusedWith(new Error("offline"), (sent) => {
      body = sent;
    });
    expect(body).toMatchObject({
      consent: { noticeVersion: privacyNoticeVersion, teleconsultation: true },
      locale: "kn",
    });
  });

  it("names the kind booked, and a home visit's address only for a home visit (issue 34)", async () => {
    let body: Record<string, unknown> = {};
    await refusedWith(new Error("offline"), (sent) => {
      body = sent as Record<string, unknown>;
    });
    expect(body.kindId).toBe("consultation");
    expect(body).not.toHaveProperty("visitAddress");
    await refusedWith(
      new Error("offline"),
      (sent) => {
        body = sent as Record<string, unknown>;
      },
      { id: "home", visitAddress: "12 MG Road, Bengaluru" },
    );
    expect(body).toMatchObject({ kindId: "home", visitAddress: "12 MG Road, Bengaluru" });
  });

  it("tells the patient the refusal in the page's language, by its code", async () => {
    const shown = vi.spyOn(toast, "error");
    try {
      await refusedWith(new ApiError(429, "Too many unpaid holds.", "hold_limit"));
      expect(shown).toHaveBeenCalledWith(bookingKn.wizard.failedToCreate, {
        description: bookingKn.refusals.hold_limit,
      });
    } finally {
      shown.mockRestore();
    }
  });
});
