import { randomUUID } from "node:crypto";
import { mkdir, open, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import MailComposer from "nodemailer/lib/mail-composer/index.js";
import { type OutboxFolder, outboxFileName, outboxFolder } from "../outbox-folder";
import type { EmailMessage, EmailSender } from "./email-sender";

type Log = { info(obj: object, msg: string): void };

/**
 * The embedded default: each message becomes an `.eml` file under `DATA_DIR/outbox`
 * (open it with any mail program). The log line names the file, the kind and the id: never the
 * subject or the recipient (decision 0093).
 */
export function createOutboxEmailSender(options: { dataDir: string; from: string; log: Log }): EmailSender {
  const folder = emailOutboxPath(options.dataDir);
  return {
    async send(message: EmailMessage) {
      const raw = await composeEmail(message, options.from);
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const name = outboxFileName(new Date(), `${randomUUID().slice(0, 8)}.eml`);
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

const emailOutboxPath = (dataDir: string) => path.join(dataDir, "outbox");

/**
 * The outbox's `.eml` files, for pruning and erasure (decision 0116): whom a file went to is its `To:`
 * header, read from the file's head (the headers come before any attachment).
 */
export function emailOutboxFolder(dataDir: string): OutboxFolder {
  return outboxFolder({
    folder: emailOutboxPath(dataDir),
    extension: ".eml",
    recipientsOf: async (file) => addressesOfToHeader(await headOf(file)),
    isAddressedTo: (recipient, to) => to.emails.some((email) => email.toLowerCase() === recipient),
  });
}

/** The header section's first 64 KB at most: enough for any header this server writes. */
async function headOf(file: string): Promise<string> {
  const handle = await open(file, "r");
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const text = buffer.subarray(0, bytesRead).toString("utf8");
    const end = text.search(/\r?\n\r?\n/);
    return end === -1 ? text : text.slice(0, end);
  } finally {
    await handle.close();
  }
}

/** The addresses of a message's `To:` header (folded lines unfolded), lower-cased. */
export function addressesOfToHeader(headers: string): string[] {
  const lines = headers.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/);
  const to = lines.filter((line) => /^to:/i.test(line)).map((line) => line.slice(3));
  return to.flatMap((value) => value.match(/[^\s<>,;"']+@[^\s<>,;"']+/g) ?? []).map((a) => a.toLowerCase());
}
