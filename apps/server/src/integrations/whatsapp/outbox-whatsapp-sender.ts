import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { type OutboxFolder, outboxFileName, outboxFolder, phoneKey } from "../outbox-folder";
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
  const folder = whatsappOutboxPath(options.dataDir);
  return {
    provider: "outbox",
    async send(message) {
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const providerMessageId = `outbox.${randomUUID()}`;
      const name = outboxFileName(new Date(), `${message.id.slice(0, 8)}.json`);
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

const whatsappOutboxPath = (dataDir: string) => path.join(dataDir, "outbox", "whatsapp");

/** The outbox's JSON files, for pruning and erasure (decision 0116): whom a file went to is its `to`. */
export function whatsappOutboxFolder(dataDir: string): OutboxFolder {
  return outboxFolder({
    folder: whatsappOutboxPath(dataDir),
    extension: ".json",
    recipientsOf: async (file) => {
      const { to } = JSON.parse(await readFile(file, "utf8")) as { to?: unknown };
      return typeof to === "string" ? [to] : [];
    },
    isAddressedTo: (recipient, to) =>
      phoneKey(recipient).length === 10 && to.phones.some((phone) => phoneKey(phone) === phoneKey(recipient)),
  });
}
