import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import MailComposer from "nodemailer/lib/mail-composer/index.js";
import type { EmailMessage, EmailSender } from "./email-sender";

type Log = { info(obj: object, msg: string): void };

/**
 * The embedded default: each message becomes an `.eml` file under `DATA_DIR/outbox`
 * (open it with any mail program). The log line names the file, the kind and the id: never the
 * subject or the recipient (decision 0093).
 */
export function createOutboxEmailSender(options: { dataDir: string; from: string; log: Log }): EmailSender {
  const folder = path.join(options.dataDir, "outbox");
  return {
    async send(message: EmailMessage) {
      const raw = await composeEmail(message, options.from);
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.eml`;
      const temporary = path.join(folder, `.${name}.tmp`);
      await writeFile(temporary, raw, { mode: 0o600 });
      await rename(temporary, path.join(folder, name));
      options.log.info(
        { file: path.join("outbox", name), kind: message.kind, messageId: message.messageId },
        "email written to outbox",
      );
    },
  };
}

export function composeEmail(message: EmailMessage, from: string): Promise<Buffer> {
  const mail = new MailComposer({
    from,
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
  });
  return new Promise((resolve, reject) =>
    mail.compile().build((error, raw) => (error ? reject(error) : resolve(raw))),
  );
}
