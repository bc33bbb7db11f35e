import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createEmailSender } from "../src/integrations/email/create-email-sender";
import { createSmtpEmailSender } from "../src/integrations/email/smtp-email-sender";

/** The email providers behind EmailSender: the outbox (default) and SMTP against a tiny real SMTP server. */
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const undo of cleanups.splice(0)) await undo();
});

function recordingLog() {
  const lines: Array<{ obj: object; msg: string }> = [];
  return { lines, info: (obj: object, msg: string) => lines.push({ obj, msg }) };
}

/** Speaks just enough SMTP (RFC 5321, no extensions) to accept messages and keep them. */
async function startFakeSmtp(): Promise<{
  url: string;
  messages: Array<{ from: string; to: string[]; data: string }>;
}> {
  const messages: Array<{ from: string; to: string[]; data: string }> = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    let buffer = "";
    let inData = false;
    let current = { from: "", to: [] as string[], data: "" };
    socket.write("220 fake.smtp ready\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          messages.push(current);
          current = { from: "", to: [], data: "" };
          inData = false;
          socket.write("250 queued\r\n");
          continue;
        }
        const at = buffer.indexOf("\r\n");
        if (at < 0) return;
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") socket.write("250 fake.smtp\r\n");
        else if (verb === "MAIL") {
          current.from = line;
          socket.write("250 ok\r\n");
        } else if (verb === "RCPT") {
          current.to.push(line);
          socket.write("250 ok\r\n");
        } else if (verb === "DATA") {
          inData = true;
          socket.write("354 go on\r\n");
        } else if (verb === "QUIT") socket.end("221 bye\r\n");
        else socket.write("250 ok\r\n");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanups.push(async () => {
    for (const s of sockets) s.destroy();
    await new Promise((resolve) => server.close(resolve));
  });
  const port = (server.address() as { port: number }).port;
  return { url: `smtp://127.0.0.1:${port}`, messages };
}

describe("email senders", () => {
  it("outbox (the default): one .eml file per message under DATA_DIR/outbox, logged by kind and id only", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "clinic-mail-"));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const log = recordingLog();
    const sender = createEmailSender(
      { EMAIL_PROVIDER: "outbox", dataDir, PUBLIC_URL: "https://clinic.example" },
      log,
    );
    await sender.send({
      kind: "booking-confirmation",
      messageId: "<m1@clinic-booking>",
      to: "patient@example.com",
      subject: "Your booking, Asha Rao",
      text: "See you soon.",
      attachments: [{ filename: "invite.ics", content: "BEGIN:VCALENDAR", contentType: "text/calendar" }],
    });
    const files = await readdir(path.join(dataDir, "outbox"));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await readFile(path.join(dataDir, "outbox", files[0] as string), "utf8");
    expect(eml).toContain("To: patient@example.com");
    expect(eml).toContain("From: no-reply@clinic.example");
    expect(eml).toContain("Subject: Your booking, Asha Rao");
    expect(eml).toContain("invite.ics");
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]?.obj).toMatchObject({
      kind: "booking-confirmation",
      messageId: "<m1@clinic-booking>",
    });
    expect(JSON.stringify(log.lines)).not.toContain("patient@example.com");
    expect(JSON.stringify(log.lines)).not.toContain("Asha");
  });

  it("smtp: delivers through SMTP_URL", async () => {
    const smtp = await startFakeSmtp();
    const log = recordingLog();
    const sender = createEmailSender(
      {
        EMAIL_PROVIDER: "smtp",
        SMTP_URL: smtp.url,
        dataDir: "/nonexistent",
        PUBLIC_URL: "https://clinic.example",
      },
      log,
    );
    await sender.send({
      kind: "review_new",
      to: "doctor@clinic.example",
      subject: "New review from Canary Reviewer",
      text: "Open it.",
    });
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]?.to.join()).toContain("doctor@clinic.example");
    expect(smtp.messages[0]?.data).toContain("Subject: New review from Canary Reviewer");
    expect(log.lines[0]?.obj).toMatchObject({ kind: "review_new" });
    expect(JSON.stringify(log.lines)).not.toContain("doctor@clinic.example");
    expect(JSON.stringify(log.lines)).not.toContain("Canary");
  });

  it("smtp: gives up on a mail server that accepts the connection and never greets", async () => {
    const sockets = new Set<Socket>();
    const silent: Server = createServer((socket) => {
      sockets.add(socket);
    });
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    cleanups.push(async () => {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => silent.close(resolve));
    });
    const port = (silent.address() as { port: number }).port;
    const sender = createSmtpEmailSender({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "clinic@clinic.example",
      log: recordingLog(),
      timeouts: { connectionTimeout: 2_000, greetingTimeout: 300, socketTimeout: 2_000 },
    });
    const started = Date.now();
    await expect(
      sender.send({ kind: "test", to: "p@example.com", subject: "Hello", text: "Hi" }),
    ).rejects.toThrow(/greeting/i);
    // Well under nodemailer's own 30 s greeting default: the configured timeout applied.
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
