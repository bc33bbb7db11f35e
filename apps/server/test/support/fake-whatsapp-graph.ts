import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** One request the fake received: the path, the token and the JSON body as sent. */
export type GraphCall = {
  url: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
  /** What the fake answered (its status, or "hang"). */
  answered?: number | "hang";
};

/** What the fake answers next: a status (with a Graph error), "hang" (never answers) or ok. */
export type GraphAnswer = 429 | 500 | 400 | "hang" | "ok";

/**
 * A fake of Meta's Graph API for WhatsApp on 127.0.0.1: `POST /v21.0/{phone number id}/messages` with the
 * access token as Bearer, answering a message id per call (or the answers queued with `answerNext`).
 */
export async function startFakeWhatsAppGraph(options: { phoneNumberId: string; accessToken: string }) {
  const calls: GraphCall[] = [];
  const queued: GraphAnswer[] = [];
  const hung: Array<{ destroy(): void }> = [];
  let n = 0;
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      const send = (status: number, value: unknown, headers: Record<string, string> = {}) => {
        const last = calls.at(-1);
        if (last && last.answered === undefined) last.answered = status;
        res.writeHead(status, { "content-type": "application/json", ...headers });
        res.end(JSON.stringify(value));
      };
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return send(400, { error: { code: 100, message: "Invalid JSON" } });
      }
      const call: GraphCall = { url: req.url ?? "", authorization: req.headers.authorization, body };
      calls.push(call);
      const answer = queued.shift() ?? "ok";
      if (answer === "hang") {
        call.answered = "hang";
        return void hung.push(req.socket);
      }
      if (req.url !== `/v21.0/${options.phoneNumberId}/messages` || req.method !== "POST")
        return send(404, { error: { code: 803, message: "Unknown path" } });
      if (req.headers.authorization !== `Bearer ${options.accessToken}`)
        return send(401, { error: { code: 190, message: "Invalid OAuth access token" } });
      if (answer === 429)
        return send(429, { error: { code: 130429, message: "Rate limit hit" } }, { "retry-after": "1" });
      if (answer === 500) return send(500, { error: { code: 1, message: "An unknown error occurred" } });
      if (answer === 400)
        return send(400, {
          error: { code: 132001, message: "Template name does not exist in the translation" },
        });
      const to = String(body.to ?? "");
      send(200, {
        messaging_product: "whatsapp",
        contacts: [{ input: to, wa_id: to }],
        messages: [{ id: `wamid.fake${++n}` }],
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v21.0`,
    calls,
    answerNext: (...answers: GraphAnswer[]) => void queued.push(...answers),
    async close() {
      for (const socket of hung) socket.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
