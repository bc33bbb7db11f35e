import type { EmailSender } from "./email-sender";
import { createOutboxEmailSender } from "./outbox-email-sender";
import { createSmtpEmailSender } from "./smtp-email-sender";

type Log = { info(obj: object, msg: string): void };

export type EmailConfig = {
  EMAIL_PROVIDER: "outbox" | "smtp";
  SMTP_URL?: string | undefined;
  dataDir: string;
  PUBLIC_URL: string;
};

/** The sender chosen by EMAIL_PROVIDER; the From address is no-reply at the site's host. */
export function createEmailSender(config: EmailConfig, log: Log): EmailSender {
  const from = `no-reply@${new URL(config.PUBLIC_URL).hostname}`;
  if (config.EMAIL_PROVIDER === "smtp") {
    if (!config.SMTP_URL) throw new Error('SMTP_URL is required when EMAIL_PROVIDER is "smtp"');
    return createSmtpEmailSender({ smtpUrl: config.SMTP_URL, from, log });
  }
  return createOutboxEmailSender({ dataDir: config.dataDir, from, log });
}
