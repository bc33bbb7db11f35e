/**
 * What every email provider does: deliver one message or throw. Providers: the outbox
 * (`.eml` files under DATA_DIR/outbox, the default) and SMTP (`SMTP_URL`). Delivery is
 * made durable and retried by the caller (a database-backed outbox job), not here.
 */
export type EmailAttachment = { filename: string; content: string | Uint8Array; contentType: string };

export type EmailMessage = {
  /**
   * What the email is (e.g. `booking-confirmation`, `review_new`, `sign-in-link`): the one thing the
   * log says about it with its id. Subjects name people (a reviewer), so they are never logged.
   */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Stable id for de-duplication by receivers (Message-ID). */
  messageId?: string;
  attachments?: EmailAttachment[];
};

export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
}

/**
 * The mail server refused for now (SMTP 4xx: 421 service busy, 450/451 rate limit or greylisting, 452
 * storage or too many messages): a try later may succeed. The outbox gives the rest of the round to
 * the patients' emails (decision 0115).
 */
export class EmailDeferred extends Error {
  constructor(
    message: string,
    readonly responseCode: number,
  ) {
    super(message);
    this.name = "EmailDeferred";
  }
}
