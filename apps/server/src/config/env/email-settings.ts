import { z } from "zod";
import { oneOf, type SettingTable, wholeNumber } from "./setting-schemas";

/** How emails leave the server. */
export const emailSettings = {
  EMAIL_PROVIDER: {
    schema: oneOf(["outbox", "smtp"]),
    default: "outbox",
    meaning: "outbox writes .eml files under DATA_DIR/outbox; smtp sends through SMTP_URL",
  },
  SMTP_URL: {
    schema: z
      .string()
      .trim()
      .regex(/^smtps?:\/\/.+/, "must be an smtp:// or smtps:// URL")
      .optional(),
    default: undefined,
    meaning: "mail server for EMAIL_PROVIDER=smtp, e.g. smtps://user:pass@smtp.example.com:465",
    secret: true,
  },
  OUTBOX_KEEP_DAYS: {
    schema: wholeNumber(1, 3650),
    default: "14",
    // Sent emails hold the patients' addresses and texts: kept only long enough to answer "did it go
    // out?" (decision 0093).
    meaning:
      "days a sent (or given-up) email or WhatsApp message stays in its outbox table before it is deleted",
  },
} as const satisfies SettingTable;
