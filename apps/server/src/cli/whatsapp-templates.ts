/**
 * `npm run whatsapp:templates`: each WhatsApp template the server sends, as Meta's approval form asks
 * for it (name, category, language, body and what each {{n}} stands for, with an example). The names
 * carry WHATSAPP_TEMPLATE_PREFIX and the language is WHATSAPP_TEMPLATE_LANGUAGE, read as the server reads
 * them (decision 0103).
 */
import { ConfigError, loadConfig, readEnvironment } from "../config/config";
import { describeTemplates } from "../services/whatsapp/whatsapp-templates";

try {
  const config = loadConfig(readEnvironment());
  console.log(
    describeTemplates({
      prefix: config.WHATSAPP_TEMPLATE_PREFIX,
      language: config.WHATSAPP_TEMPLATE_LANGUAGE,
    }),
  );
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  for (const problem of error.problems) console.error(problem);
  process.exitCode = 1;
}
