/**
 * What every WhatsApp provider does: send one message and answer the provider's message id, or throw a
 * `WhatsAppSendError` saying whether trying again may help. Providers: the outbox (JSON files under
 * DATA_DIR/outbox/whatsapp, the default) and Meta's Cloud API. Retries, backoff and the "sent once"
 * promise belong to the caller's database outbox (services/whatsapp/deliver-whatsapp.ts), not here.
 */
export type WhatsAppMessage = {
  /** What it is (booking-confirmation, reminder-24h, …): the one thing logs say about it with its id. */
  kind: string;
  /** The outbox row's id. */
  id: string;
  /** E.164, e.g. +919876543210. */
  to: string;
} & (
  | {
      template: {
        name: string;
        language: string;
        params: string[];
        /** An authentication template: its copy-code button carries the code (the first value). */
        copyCode?: boolean;
      };
      text?: undefined;
    }
  | { text: string; template?: undefined }
);

export class WhatsAppSendError extends Error {
  constructor(
    message: string,
    /** A timeout, a refused connection, 429 or 5xx: worth trying again later. */
    readonly retryable: boolean,
    /** The provider asked to wait this long (Retry-After), when it said. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

export interface WhatsAppSender {
  readonly provider: "outbox" | "cloud";
  send(message: WhatsAppMessage): Promise<{ providerMessageId: string }>;
}
