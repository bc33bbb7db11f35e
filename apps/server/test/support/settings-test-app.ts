import type { BookingModuleOptions } from "../../src/booking-module";
import type { Database } from "../../src/db/client";
import { adminEmail, testAppSecret, testPublicUrl } from "./auth-test-app";
import { testSecret } from "./booking-fixtures";
import { createTestApp } from "./test-app";

/** The app with bookings, admin sign-in and the Pricing and Settings routes, with its log lines. */
export function settingsApp(db: Database, booking: Partial<BookingModuleOptions> = {}) {
  return createTestApp({
    db,
    booking: {
      appSecret: testSecret,
      captchaWork: 300,
      limitHoldsPerClient: 1000,
      limitHeldSlotsPercent: 0,
      limitBookingsPerMinute: 1000,
      limitChallengesPerMinute: 1000,
      limitVerifyPerMinute: 1000,
      ...booking,
    },
    auth: { appSecret: testAppSecret, publicUrl: testPublicUrl, adminEmail, signInPerMinute: 1000 },
  });
}
