import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server on 127.0.0.1 (nodemailer's smtp-server) that accepts every message and keeps
 * its Message-ID in `received`, so a test can count deliveries and spot duplicates.
 *
 * `refuse`, asked at each MAIL FROM, answers an SMTP code to refuse that message with (a provider's
 * rate limit: `451 4.7.1`, `421`, `452`), or undefined to accept it.
 */
export function startFakeSmtp(
  port: number,
  received: string[],
  options: { refuse?: () => number | undefined } = {},
): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onMailFrom(_address, _session, done) {
      const code = options.refuse?.();
      if (code === undefined) return done();
      done(Object.assign(new Error("4.7.1 Rate limit exceeded, try again later"), { responseCode: code }));
    },
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
