import { createCloudWhatsAppSender } from "./cloud-whatsapp-sender";
import { createOutboxWhatsAppSender } from "./outbox-whatsapp-sender";
import type { WhatsAppMessage, WhatsAppSender } from "./whatsapp-sender";

type Log = { info(obj: object, msg: string): void };

export type WhatsAppProviderConfig = {
  WHATSAPP_PROVIDER: "outbox" | "cloud";
  WHATSAPP_PHONE_NUMBER_ID?: string | undefined;
  WHATSAPP_ACCESS_TOKEN?: string | undefined;
  WHATSAPP_API_BASE_URL: string;
  dataDir: string;
};

/** The sender chosen by WHATSAPP_PROVIDER (the config has refused `cloud` without its settings). */
export function createWhatsAppSender(
  config: WhatsAppProviderConfig,
  log: Log,
  render?: (message: WhatsAppMessage) => string,
): WhatsAppSender {
  if (config.WHATSAPP_PROVIDER === "cloud") {
    if (!config.WHATSAPP_PHONE_NUMBER_ID || !config.WHATSAPP_ACCESS_TOKEN)
      throw new Error(
        'WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN are required when WHATSAPP_PROVIDER is "cloud"',
      );
    return createCloudWhatsAppSender({
      phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID,
      accessToken: config.WHATSAPP_ACCESS_TOKEN,
      apiBaseUrl: config.WHATSAPP_API_BASE_URL,
    });
  }
  return createOutboxWhatsAppSender({ dataDir: config.dataDir, log, ...(render ? { render } : {}) });
}
