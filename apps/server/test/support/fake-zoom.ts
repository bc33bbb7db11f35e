import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A fake Zoom on 127.0.0.1: the Server-to-Server OAuth token endpoint (`account_credentials` grant,
 * basic auth with the client id and secret, the account id) and `POST /v2/users/me/meetings`
 * (bearer token it gave). `state.down` makes the meeting call answer 500; `state.hang` holds meeting
 * calls unanswered until `releaseHeld()` (or close).
 */
export async function startFakeZoom(creds: { accountId: string; clientId: string; clientSecret: string }) {
  const tokens = new Set<string>();
  const meetings: Array<Record<string, unknown>> = [];
  let tokenRequests = 0;
  let n = 0;
  const state = { down: false, hang: false };
  const held: Array<() => void> = [];
  const basic = `Basic ${Buffer.from(`${creds.clientId}:${creds.clientSecret}`).toString("base64")}`;
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => {
      raw += c;
    });
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const send = (status: number, value: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(value));
      };
      if (req.method === "POST" && url.pathname === "/oauth/token") {
        tokenRequests++;
        if (
          req.headers.authorization !== basic ||
          url.searchParams.get("grant_type") !== "account_credentials" ||
          url.searchParams.get("account_id") !== creds.accountId
        )
          return send(400, { reason: "Invalid client_id or client_secret", error: "invalid_client" });
        const token = `zoom-token-${++n}`;
        tokens.add(token);
        return send(200, {
          access_token: token,
          token_type: "bearer",
          expires_in: 3599,
          scope: "meeting:write",
        });
      }
      if (req.method === "POST" && url.pathname === "/v2/users/me/meetings" && state.hang) {
        held.push(() => answerMeeting());
        return;
      }
      if (req.method === "POST" && url.pathname === "/v2/users/me/meetings") return answerMeeting();
      send(404, { code: 404, message: "not found" });
      function answerMeeting() {
        if (!tokens.has((req.headers.authorization ?? "").replace(/^Bearer /, "")))
          return send(401, { code: 124, message: "Invalid access token." });
        if (state.down) return send(500, { code: 500, message: "Internal error" });
        const body = JSON.parse(raw) as Record<string, unknown>;
        const id = 80000000000 + ++n;
        meetings.push(body);
        return send(201, { id, join_url: `https://zoom.example/j/${id}?pwd=fake`, ...body });
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    tokenUrl: `${base}/oauth/token`,
    apiBase: base,
    meetings,
    state,
    tokenRequests: () => tokenRequests,
    /** Meeting calls held unanswered by `state.hang`. */
    heldCount: () => held.length,
    /** Answers the held meeting calls (and stops holding new ones). */
    releaseHeld() {
      state.hang = false;
      for (const answer of held.splice(0)) answer();
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
