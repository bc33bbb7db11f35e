import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { WhatsAppMessage, WhatsAppSender } from "./whatsapp-sender";

type Log = { info(obj: object, msg: string): void };

/**
 * The default without a WhatsApp account: each message becomes a JSON file under
 * `DATA_DIR/outbox/whatsapp` (what the Cloud API would have been asked to send, plus the text as the
 * patient would read it). The log names the file, the kind and the id: never the number or the text.
 */
export function createOutboxWhatsAppSender(options: {
  dataDir: string;
  log: Log;
  /** The text as the patient would read it (the template's body with its values). */
  render?: (message: WhatsAppMessage) => string;
}): WhatsAppSender {
  const folder = path.join(options.dataDir, "outbox", "whatsapp");
  return {
    provider: "outbox",
    async send(message) {
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const providerMessageId = `outbox.${randomUUID()}`;
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${message.id.slice(0, 8)}.json`;
      const file = {
        id: providerMessageId,
        outboxId: message.id,
        kind: message.kind,
        to: message.to,
        ...(message.template ? { template: message.template } : { text: message.text }),
        rendered: message.template ? options.render?.(message) : message.text,
        writtenAt: new Date().toISOString(),
      };
      const temporary = path.join(folder, `.${name}.tmp`);
      await writeFile(temporary, `${JSON.stringify(file, null, 2)}\n`, { mode: 0o600 });
      await rename(temporary, path.join(folder, name));
      options.log.info(
        { file: path.join("outbox", "whatsapp", name), kind: message.kind, id: message.id },
        "WhatsApp message written to outbox",
      );
      return { providerMessageId };
    },
  };
}
