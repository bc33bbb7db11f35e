import type { Config } from "../../config/config";
import { createWhatsAppSender } from "../../integrations/whatsapp/create-whatsapp-sender";
import type { Logger } from "../../logger";
import type { SecretBox } from "../secret-box";
import type { WhatsAppDelivery } from "./deliver-whatsapp";
import { isTemplateKey, localeOfTemplateLanguage, renderTemplate } from "./whatsapp-templates";

/** The WhatsApp delivery of the server's configuration (WHATSAPP_* settings). */
export function whatsappDeliveryFromConfig(
  config: Config,
  log: Logger,
  box: SecretBox | undefined,
): WhatsAppDelivery {
  const prefix = config.WHATSAPP_TEMPLATE_PREFIX;
  return {
    sender: createWhatsAppSender(config, log, (message) => {
      const key = message.template?.name.slice(prefix.length) ?? "";
      return isTemplateKey(key)
        ? renderTemplate(
            key,
            message.template?.params ?? [],
            localeOfTemplateLanguage(message.template?.language),
          )
        : "";
    }),
    links: { box, publicUrl: config.PUBLIC_URL },
    templatePrefix: prefix,
    language: config.WHATSAPP_TEMPLATE_LANGUAGE,
    perSecond: config.WHATSAPP_MESSAGES_PER_SECOND,
  };
}
