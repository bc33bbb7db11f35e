import nodemailer from "nodemailer";
import { EmailDeferred, type EmailMessage, type EmailSender } from "./email-sender";

type Log = { info(obj: object, msg: string): void };

/** How long to wait for the mail server, in milliseconds. */
export type SmtpTimeouts = { connectionTimeout: number; greetingTimeout: number; socketTimeout: number };

// Bounded waits (nodemailer's defaults are minutes): an email is retried rather than hang past its
// outbox lease.
const defaultTimeouts: SmtpTimeouts = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
};

/** Sends through the mail server of `SMTP_URL` (smtp:// or smtps://). Throws when it refuses. */
export function createSmtpEmailSender(options: {
  smtpUrl: string;
  from: string;
  log: Log;
  timeouts?: SmtpTimeouts;
}): EmailSender {
  // The timeouts go in the transport options next to the url: createTransport's second argument
  // is the messages' defaults, where a timeout does nothing.
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    ...(options.timeouts ?? defaultTimeouts),
  });
  return {
    async send(message: EmailMessage) {
      const info = await transport
        .sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          messageId: message.messageId,
          attachments: message.attachments?.map((a) => ({
            filename: a.filename,
            content: typeof a.content === "string" ? a.content : Buffer.from(a.content),
            contentType: a.contentType,
          })),
        })
        .catch((error: unknown) => {
          const code = (error as { responseCode?: unknown }).responseCode;
          if (typeof code === "number" && code >= 400 && code < 500)
            throw new EmailDeferred((error as Error).message, code);
          throw error;
        });
      // The kind and the id only: a subject may name a person (decision 0093).
      options.log.info({ kind: message.kind, messageId: info.messageId }, "email sent by SMTP");
    },
  };
}
