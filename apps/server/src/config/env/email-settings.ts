import { z } from "zod";
import { oneOf, type SettingTable } from "./setting-schemas";

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
} as const satisfies SettingTable;
