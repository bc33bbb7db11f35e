import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server on 127.0.0.1 (nodemailer's smtp-server) that accepts every message and keeps
 * its Message-ID in `received`, so a test can count deliveries and spot duplicates.
 */
export function startFakeSmtp(port: number, received: string[]): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, done) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => {
        raw += chunk.toString("utf8");
      });
      stream.on("end", () => {
        received.push(/^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? "(none)");
        done();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.on("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}
