import { emailOutboxFolder } from "./email/outbox-email-sender";
import type { OutboxFiles } from "./outbox-folder";
import { whatsappOutboxFolder } from "./whatsapp/outbox-whatsapp-sender";

/**
 * The outbox folders of the providers in use (EMAIL_PROVIDER, WHATSAPP_PROVIDER `outbox`): pruned with
 * their rows after OUTBOX_KEEP_DAYS and emptied of a record's messages when it is erased (decision 0116).
 */
export function outboxFilesFor(config: {
  dataDir: string;
  EMAIL_PROVIDER: "outbox" | "smtp";
  WHATSAPP_PROVIDER: "outbox" | "cloud";
}): OutboxFiles {
  return {
    ...(config.EMAIL_PROVIDER === "outbox" ? { email: emailOutboxFolder(config.dataDir) } : {}),
    ...(config.WHATSAPP_PROVIDER === "outbox" ? { whatsapp: whatsappOutboxFolder(config.dataDir) } : {}),
  };
}
