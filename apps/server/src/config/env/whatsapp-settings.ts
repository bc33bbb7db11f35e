import { z } from "zod";
import { oneOf, type SettingTable } from "./setting-schemas";

const optionalSecret = (meaning: string) => ({
  schema: z.string().trim().min(1).max(500).optional(),
  default: undefined,
  meaning,
  secret: true,
});

/** WhatsApp updates about bookings (issue 21; decision 0103). */
export const whatsappSettings = {
  WHATSAPP_PROVIDER: {
    schema: oneOf(["outbox", "cloud"]),
    default: "outbox",
    meaning:
      "outbox writes WhatsApp messages as JSON files under DATA_DIR/outbox/whatsapp (listed in the admin); cloud sends them through Meta's WhatsApp Cloud API",
  },
  WHATSAPP_PHONE_NUMBER_ID: {
    schema: z
      .string()
      .trim()
      .regex(/^\d{5,30}$/, "must be the digits of the phone number ID shown in Meta's WhatsApp Manager")
      .optional(),
    default: undefined,
    meaning: "the WhatsApp Business phone number ID the messages are sent from (WHATSAPP_PROVIDER=cloud)",
  },
  WHATSAPP_ACCESS_TOKEN: optionalSecret(
    "a permanent (system user) access token with whatsapp_business_messaging (WHATSAPP_PROVIDER=cloud)",
  ),
  WHATSAPP_APP_SECRET: optionalSecret(
    "the Meta app's secret: checks the X-Hub-Signature-256 of /api/webhooks/whatsapp",
  ),
  WHATSAPP_VERIFY_TOKEN: optionalSecret(
    "the verify token typed into the Meta app's webhook settings for /api/webhooks/whatsapp",
  ),
  WHATSAPP_API_BASE_URL: {
    schema: z.string().trim().url("must be a URL such as https://graph.facebook.com/v21.0"),
    default: "https://graph.facebook.com/v21.0",
    meaning: "the Graph API's base URL, version included (tests point it at a fake)",
  },
  WHATSAPP_TEMPLATE_LANGUAGE: {
    schema: z
      .string()
      .trim()
      .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, "must be a WhatsApp language code such as en or en_US"),
    default: "en",
    meaning: "the language code the templates were approved in",
  },
  WHATSAPP_TEMPLATE_PREFIX: {
    schema: z
      .string()
      .trim()
      .regex(/^[a-z0-9_]*$/, "must be lower-case letters, digits and underscores"),
    default: "",
    meaning: "put before every template's name, when the approved names carry one (e.g. clinic_)",
  },
  WHATSAPP_CLINIC_NUMBER: {
    schema: z
      .string()
      .trim()
      .regex(/^\+[1-9]\d{7,14}$/, "must be a number in E.164, such as +919876543210")
      .optional(),
    default: undefined,
    meaning: "the clinic's own WhatsApp number: gets a notice of each new booking (none when unset)",
  },
  WHATSAPP_MESSAGES_PER_SECOND: {
    schema: z
      .string()
      .trim()
      .regex(/^\d+$/, "must be a whole number from 1 to 80")
      .transform(Number)
      .refine((n) => n >= 1 && n <= 80, "must be a whole number from 1 to 80"),
    default: "20",
    meaning: "at most this many WhatsApp messages a second from each server (Meta allows 80 by default)",
  },
} as const satisfies SettingTable;
