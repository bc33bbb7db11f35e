import { randomBytes } from "node:crypto";
import { chmod, readFile, stat, writeFile } from "node:fs/promises";

/**
 * Reads a secret kept in a file, or creates it from a cryptographic random source.
 * The file is created exclusively (`wx`) with mode 0600, so two processes racing to
 * create it cannot end up with different secrets, and nobody else can read it.
 */
export async function readOrCreateSecretFile(filePath: string, bytes = 32): Promise<string> {
  try {
    await writeFile(filePath, `${randomBytes(bytes).toString("base64url")}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const info = await stat(filePath);
  if ((info.mode & 0o077) !== 0) await chmod(filePath, 0o600);
  const secret = (await readFile(filePath, "utf8")).trim();
  if (secret.length < 32)
    throw new Error(`${filePath} holds a secret shorter than 32 characters; remove it to regenerate`);
  return secret;
}
