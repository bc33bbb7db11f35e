import { readdir, stat, unlink } from "node:fs/promises";
import path from "node:path";

/** Whom messages went to: email addresses and phone numbers, as a record held them. */
export type Addressees = { emails: string[]; phones: string[] };

/**
 * The files of one outbox folder (emails as `.eml` under DATA_DIR/outbox, WhatsApp messages as JSON
 * under DATA_DIR/outbox/whatsapp). Each holds a patient's address and the message's text, so it is
 * kept no longer than its database row (OUTBOX_KEEP_DAYS) and deleted with the record it was sent to
 * (decision 0116).
 */
export type OutboxFolder = {
  /** Deletes the messages written before `before` (a file left half-written too); answers how many. */
  pruneWrittenBefore(before: Date): Promise<number>;
  /** Deletes the messages addressed to any of `to`; answers how many. */
  removeAddressedTo(to: Addressees): Promise<number>;
};

/** The outbox folders of the providers in use; a provider that is not the outbox has none. */
export type OutboxFiles = { email?: OutboxFolder; whatsapp?: OutboxFolder };

/**
 * A folder of messages, one file each, named by the time it was written (`outboxFileName`). `recipientsOf`
 * reads whom one file is addressed to; `isAddressedTo` compares one recipient with the addressees.
 */
export function outboxFolder(o: {
  folder: string;
  extension: string;
  recipientsOf(file: string): Promise<string[]>;
  isAddressedTo(recipient: string, to: Addressees): boolean;
}): OutboxFolder {
  const files = async (): Promise<string[]> => {
    try {
      const entries = await readdir(o.folder, { withFileTypes: true });
      return entries.filter((e) => e.isFile()).map((e) => e.name);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
      throw error;
    }
  };
  const message = (name: string) => name.endsWith(o.extension) && !name.startsWith(".");
  // A temporary file (`.<name>.tmp`) is what a write cut short left behind.
  const halfWritten = (name: string) => name.startsWith(".") && name.endsWith(`${o.extension}.tmp`);
  return {
    async pruneWrittenBefore(before) {
      let deleted = 0;
      for (const name of await files()) {
        if (!message(name) && !halfWritten(name)) continue;
        const file = path.join(o.folder, name);
        const written = writtenAtOfName(name.replace(/^\./, "")) ?? (await modifiedAt(file));
        if (written && written < before && (await removed(file))) deleted += 1;
      }
      return deleted;
    },
    async removeAddressedTo(to) {
      if (to.emails.length === 0 && to.phones.length === 0) return 0;
      let deleted = 0;
      for (const name of (await files()).filter(message)) {
        const file = path.join(o.folder, name);
        const recipients = await o.recipientsOf(file).catch(() => []);
        if (recipients.some((r) => o.isAddressedTo(r, to)) && (await removed(file))) deleted += 1;
      }
      return deleted;
    },
  };
}

/** The start of the OUTBOX_KEEP_DAYS an outbox keeps its messages: what was written before goes. */
export function outboxKeptSince(now: Date, keepDays: number): Date {
  return new Date(now.getTime() - keepDays * 86_400_000);
}

/** `2026-11-26T10-20-30-123Z-…`: the ISO time a file was written, with `:` and `.` made `-`. */
export function outboxFileName(at: Date, suffix: string): string {
  return `${at.toISOString().replace(/[:.]/g, "-")}-${suffix}`;
}

/** The time `outboxFileName` put at the start of a name, if it is there. */
export function writtenAtOfName(name: string): Date | undefined {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z-/.exec(name);
  if (!m) return undefined;
  const at = new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4]}.${m[5]}Z`);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

async function modifiedAt(file: string): Promise<Date | undefined> {
  try {
    return (await stat(file)).mtime;
  } catch {
    return undefined;
  }
}

/** Deleted now; false when it was gone already (another prune, or the erasure, got there first). */
async function removed(file: string): Promise<boolean> {
  try {
    await unlink(file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
}

/** A phone number's last ten digits: +91 98123 45678, 919812345678 and 9812345678 are one number. */
export function phoneKey(phone: string): string {
  return phone.replace(/\D/g, "").slice(-10);
}
