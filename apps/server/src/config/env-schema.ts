import type { z } from "zod";
import { adminSignInSettings } from "./env/admin-sign-in-settings";
import { afterBookingSettings, bookingLimitSettings, clinicSettings } from "./env/booking-settings";
import { captchaSettings } from "./env/captcha-settings";
import { databaseSettings } from "./env/database-settings";
import { emailSettings } from "./env/email-settings";
import { jitsiSettings, meetingSettings } from "./env/meeting-settings";
import { paymentProviderSettings, razorpaySettings } from "./env/payment-settings";
import { reviewSettings } from "./env/review-settings";
import { operationsSettings, serverSettings } from "./env/server-settings";
import { type SettingDoc, type SettingTable, withSettingsIn } from "./env/setting-schemas";
import { whatsappSettings } from "./env/whatsapp-settings";

export type { SettingDoc };

/**
 * Every environment setting of the server, with its default and what it means, put together from one
 * file per area (config/env/). `.env.example` is written from this table in this order (a test keeps the
 * two in step), so an area's settings may come in more than one group.
 */
export const settings = {
  ...serverSettings,
  ...databaseSettings,
  ...clinicSettings,
  ...adminSignInSettings,
  ...paymentProviderSettings,
  ...captchaSettings,
  ...reviewSettings,
  ...emailSettings,
  ...whatsappSettings,
  ...meetingSettings,
  ...bookingLimitSettings,
  ...razorpaySettings,
  ...afterBookingSettings,
  ...jitsiSettings,
  ...operationsSettings,
} as const satisfies SettingTable;

export type SettingName = keyof typeof settings;

type Defaults = {
  [K in SettingName as (typeof settings)[K]["default"] extends string ? K : never]: z.output<
    (typeof settings)[K]["schema"]
  >;
};

/**
 * Each setting's default, parsed as `loadConfig` parses it: the one source of the defaults for code
 * given options rather than the whole configuration (the booking and review modules, built by tests).
 */
export const settingDefaults = Object.entries(settings).reduce<Record<string, unknown>>(
  (defaults, [name, setting]) => {
    if (setting.default !== undefined)
      defaults[name] = setting.schema.parse(withSettingsIn(setting.default, defaults));
    return defaults;
  },
  {},
) as Defaults;
