import type { ServiceOptions } from "../../src/compose/service-options";
import type { Database } from "../../src/db/client";
import { adminEmail, testAppSecret, testPublicUrl } from "./auth-test-app";
import { testSecret } from "./booking-fixtures";
import { createTestApp } from "./test-app";

/** The app with bookings, admin sign-in and the Pricing and Settings routes, with its log lines. */
export function settingsApp(db: Database, booking: Partial<ServiceOptions> = {}) {
  return createTestApp({
    db,
    booking: {
      appSecret: testSecret,
      ALTCHA_COST: 300,
      LIMIT_HOLDS_PER_CLIENT: 1000,
      LIMIT_HELD_SLOTS_PERCENT: 0,
      LIMIT_BOOKINGS_PER_MINUTE: 1000,
      LIMIT_CHALLENGES_PER_MINUTE: 1000,
      LIMIT_VERIFY_PER_MINUTE: 1000,
      ...booking,
    },
    auth: { appSecret: testAppSecret, publicUrl: testPublicUrl, adminEmail, signInPerMinute: 1000 },
  });
}
