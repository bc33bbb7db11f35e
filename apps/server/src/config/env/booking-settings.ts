import { z } from "zod";
import { booleanFlag, type SettingTable, timeZone, wholeNumber } from "./setting-schemas";

/** The clinic's time zone. */
export const clinicSettings = {
  CLINIC_TIMEZONE: {
    schema: timeZone,
    default: "Asia/Kolkata",
    meaning:
      "the clinic's time zone: decides dates of slots and how times are shown (first value of the setting)",
  },
} as const satisfies SettingTable;

/** Holds, the booking rate limits and the demo slots. */
export const bookingLimitSettings = {
  HOLD_MINUTES: {
    schema: wholeNumber(1, 60),
    default: "10",
    meaning: "how long a chosen slot is held for the patient while they pay",
  },
  LIMIT_HOLDS_PER_CLIENT: {
    schema: wholeNumber(1, 100000),
    default: "2",
    meaning: "unpaid holds at once per client network (an IPv4 address or an IPv6 /64)",
  },
  LIMIT_HELD_SLOTS_PERCENT: {
    schema: wholeNumber(0, 100),
    default: "50",
    meaning:
      "most of the coming 14 days' open slots that unpaid holds keep at once, in percent (at least 4 slots); a hold beyond it is shared: the first to pay gets the slot, the other is refunded at once (0: never shared)",
  },
  LIMIT_BOOKINGS_PER_MINUTE: {
    schema: wholeNumber(1, 1000000),
    default: "10",
    meaning: "booking attempts per minute per client address (429 with Retry-After beyond)",
  },
  LIMIT_CHALLENGES_PER_MINUTE: {
    schema: wholeNumber(1, 1000000),
    default: "30",
    meaning: "captcha challenges per minute per client address (429 with Retry-After beyond)",
  },
  LIMIT_VERIFY_PER_MINUTE: {
    schema: wholeNumber(1, 1000000),
    default: "30",
    meaning: "payment verify calls per minute per client address (429 with Retry-After beyond)",
  },
  SEED_DEMO: {
    schema: booleanFlag.optional(),
    default: undefined,
    meaning:
      "on a start with no slots, open demo weekday slots for the next 14 days; unset: only for a local PUBLIC_URL with dummy payments",
  },
} as const satisfies SettingTable;

/** Reminders, and how long a patient may reschedule or cancel. */
export const afterBookingSettings = {
  REMINDER_HOURS: {
    schema: z
      .string()
      .trim()
      .regex(
        /^(\d{1,3}(,\d{1,3})*)?$/,
        "must be hours separated by commas, such as 24,1 (empty: no reminders)",
      )
      .transform((v) => (v ? v.split(",").map(Number) : [])),
    default: "24,1",
    meaning: "reminder emails this many hours before each consultation",
  },
  MANAGE_CUTOFF_HOURS: {
    schema: wholeNumber(0, 720),
    default: "24",
    meaning: "patients may reschedule or cancel until this many hours before the consultation",
  },
} as const satisfies SettingTable;
