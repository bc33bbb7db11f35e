import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

const outbox = (dataDir: string) => path.join(dataDir, "outbox");

/** An .eml file's text with quoted-printable undone: soft line breaks joined, `=E2=82=B9` back to "₹". */
export function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, "");
  return joined.replace(/(?:=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(run.replace(/=/g, ""), "hex").toString("utf8"),
  );
}

/**
 * An .eml file as the patient reads it: quoted-printable undone, then each base64 text part decoded
 * after it (nodemailer writes a text that is mostly Devanagari or Kannada in base64; issue 33).
 */
export function emailText(raw: string): string {
  const parts = Array.from(
    raw.matchAll(
      /Content-Type: text\/plain[^\r\n]*\r?\nContent-Transfer-Encoding: base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/g,
    ),
    (m) => Buffer.from((m[1] ?? "").replace(/\s+/g, ""), "base64").toString("utf8"),
  );
  return [decodeQuotedPrintable(raw), ...parts].join("\n");
}

/**
 * The first email in DATA_DIR/outbox whose decoded text passes `match`, waiting up to 20 s for the
 * outbox job to write it.
 */
export async function emailWhere(
  match: (text: string) => boolean,
  dataDir = process.env.E2E_DATA_DIR as string,
): Promise<string> {
  return (await emailFileWhere(match, dataDir)).text;
}

/** `emailWhere`, with the .eml file as written (for its attachments). */
export async function emailFileWhere(
  match: (text: string) => boolean,
  dataDir = process.env.E2E_DATA_DIR as string,
): Promise<{ text: string; raw: string }> {
  for (let i = 0; i < 40; i++) {
    const names = await readdir(outbox(dataDir)).catch(() => [] as string[]);
    for (const name of names.filter((n) => n.endsWith(".eml"))) {
      const raw = await readFile(path.join(outbox(dataDir), name), "utf8");
      const text = emailText(raw);
      if (match(text)) return { text, raw };
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("no such email in the outbox");
}

/** The bytes of an .eml file's first attachment of `contentType` (base64, as nodemailer writes it). */
export function attachmentOf(raw: string, contentType: string): Buffer | undefined {
  const at = raw.indexOf(`Content-Type: ${contentType}`);
  if (at < 0) return undefined;
  const body = /\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(raw.slice(at))?.[1];
  return body ? Buffer.from(body.replace(/\s+/g, ""), "base64") : undefined;
}

/** The first WhatsApp message in DATA_DIR/outbox/whatsapp that passes `match`, waiting up to 20 s. */
export async function whatsAppWhere(
  match: (message: Record<string, unknown>) => boolean,
  dataDir = process.env.E2E_DATA_DIR as string,
): Promise<Record<string, unknown>> {
  const folder = path.join(outbox(dataDir), "whatsapp");
  for (let i = 0; i < 40; i++) {
    for (const name of (await readdir(folder).catch(() => [] as string[])).filter((n) =>
      n.endsWith(".json"),
    )) {
      const message = JSON.parse(await readFile(path.join(folder, name), "utf8")) as Record<string, unknown>;
      if (match(message)) return message;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("no such WhatsApp message in the outbox");
}
