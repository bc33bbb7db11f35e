import type { PreflightCheck } from "@clinic/contract/preflight";
import type { PreflightGroup } from "./preflight-input";

/**
 * WhatsApp updates (decision 0103), checked when WHATSAPP_PROVIDER=cloud: every setting the Cloud API and
 * its webhook need must be there, and the templates approved.
 */
export const whatsappChecks: PreflightGroup = async ({ config }) => {
  // The outbox default needs nothing to go live: emails still go out, and WhatsApp is in addition.
  if (config.WHATSAPP_PROVIDER !== "cloud") return [];
  const missing = (
    [
      ["WHATSAPP_PHONE_NUMBER_ID", config.WHATSAPP_PHONE_NUMBER_ID],
      ["WHATSAPP_ACCESS_TOKEN", config.WHATSAPP_ACCESS_TOKEN],
      ["WHATSAPP_APP_SECRET", config.WHATSAPP_APP_SECRET],
      ["WHATSAPP_VERIFY_TOKEN", config.WHATSAPP_VERIFY_TOKEN],
    ] as const
  )
    .filter(([, value]) => !value)
    .map(([name]) => name);
  const checks: PreflightCheck[] = [
    missing.length === 0
      ? {
          id: "whatsapp-provider",
          level: "ok",
          title: `WhatsApp messages are sent through the Cloud API (phone number ID ${config.WHATSAPP_PHONE_NUMBER_ID}, templates in "${config.WHATSAPP_TEMPLATE_LANGUAGE}")`,
          action: "",
        }
      : {
          id: "whatsapp-provider",
          level: "blocks",
          title: `WHATSAPP_PROVIDER is cloud but ${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} not set`,
          action:
            "set them from the Meta app (WhatsApp → API setup; App settings → Basic for the app secret) and restart",
        },
    {
      id: "whatsapp-templates",
      level: "warn",
      title:
        "the WhatsApp templates must be approved at Meta under the names printed by npm run whatsapp:templates",
      action: `submit each one (with the category printed, language ${config.WHATSAPP_TEMPLATE_LANGUAGE}) in WhatsApp Manager → Message templates`,
    },
  ];
  if (!config.WHATSAPP_API_BASE_URL.startsWith("https://graph.facebook.com/"))
    checks.push({
      id: "whatsapp-api-base",
      level: "blocks",
      title: `WHATSAPP_API_BASE_URL is ${config.WHATSAPP_API_BASE_URL}, not Meta's Graph API`,
      action: "remove WHATSAPP_API_BASE_URL (it is for tests) and restart",
    });
  return checks;
};
