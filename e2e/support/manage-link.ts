import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/**
 * The manage link (path and fragment) from the confirmation email the outbox job wrote under
 * DATA_DIR/outbox: the only place the token is (decision 0093).
 */
export async function manageLinkFromEmail(
  bookingId: string,
  dataDir = process.env.E2E_DATA_DIR as string,
): Promise<string> {
  const folder = path.join(dataDir, "outbox");
  for (let i = 0; i < 40; i++) {
    const names = await readdir(folder).catch(() => [] as string[]);
    for (const name of names.filter((n) => n.endsWith(".eml"))) {
      const raw = (await readFile(path.join(folder, name), "utf8"))
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "=");
      const match = new RegExp(`/manage/${bookingId}#token=[A-Za-z0-9_-]+`).exec(raw);
      if (match) return match[0];
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("no confirmation email with a manage link");
}

/**
 * The code of record access (decision 0113) from the newest email to `to` the outbox job wrote: the
 * patient reads it in their email and types it on the manage page.
 */
export async function recordCodeFromEmail(
  to: string,
  after: Date,
  dataDir = process.env.E2E_DATA_DIR as string,
): Promise<string> {
  const folder = path.join(dataDir, "outbox");
  for (let i = 0; i < 40; i++) {
    const names = (await readdir(folder).catch(() => [] as string[]))
      .filter((n) => n.endsWith(".eml"))
      .sort();
    for (const name of names.reverse()) {
      const raw = (await readFile(path.join(folder, name), "utf8"))
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "=");
      if (!raw.includes(`To: ${to}`) || !raw.includes("whole record")) continue;
      const sent = new Date(/^Date: (.+)$/m.exec(raw)?.[1] ?? 0);
      const code = /^\s+(\d{6})\r?$/m.exec(raw)?.[1];
      if (code && sent.getTime() >= after.getTime() - 1000) return code;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`no record-access code was emailed to ${to}`);
}
