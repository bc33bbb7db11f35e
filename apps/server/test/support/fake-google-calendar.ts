import { createVerify, generateKeyPairSync } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeEvent = {
  id: string;
  summary: string;
  description: string;
  location: string;
  start: { dateTime: string; timeZone: string };
  end: { dateTime: string; timeZone: string };
  attendees: Array<{ email: string; displayName?: string }>;
  conferenceData?: { entryPoints: Array<{ entryPointType: string; uri: string }> };
  hangoutLink?: string;
};

/**
 * A fake Google OAuth token endpoint and Calendar API v3 on 127.0.0.1. The token endpoint checks the
 * JWT bearer grant as Google does: grant type, RS256 signature with the service account's public
 * key, issuer, audience (the token URL) and expiry. The Calendar API needs the bearer token it gave
 * and keeps events in memory; a `conferenceData.createRequest` gets a Meet link. `failNext(n)`
 * makes the next n event writes answer 503; `down` makes every call fail; `hang` leaves event
 * writes unanswered (until close).
 */
export async function startFakeGoogleCalendar(calendarId = "clinic@group.calendar.google.com") {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const clientEmail = "clinic-calendar@clinic-project.iam.gserviceaccount.com";
  const serviceAccountJson = JSON.stringify({
    type: "service_account",
    client_email: clientEmail,
    private_key: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
  });
  const events = new Map<string, FakeEvent>();
  const requests: Array<{ method: string; path: string; query: string }> = [];
  const grants: Array<Record<string, unknown>> = [];
  const tokens = new Set<string>();
  let failures = 0;
  let n = 0;
  const state = { down: false, hang: false };
  let server: Server;
  const base = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => {
      raw += c;
    });
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const send = (status: number, value?: unknown) => {
        res.writeHead(status, value === undefined ? {} : { "content-type": "application/json" });
        res.end(value === undefined ? undefined : JSON.stringify(value));
      };
      if (state.down) return send(503, { error: { message: "backend error" } });
      if (req.method === "POST" && url.pathname === "/token") {
        const form = new URLSearchParams(raw);
        if (form.get("grant_type") !== "urn:ietf:params:oauth:grant-type:jwt-bearer")
          return send(400, { error: "unsupported_grant_type" });
        const [h, p, s] = (form.get("assertion") ?? "").split(".");
        const valid =
          h && p && s && createVerify("RSA-SHA256").update(`${h}.${p}`).verify(publicKey, s, "base64url");
        if (!valid) return send(400, { error: "invalid_grant" });
        const claims = JSON.parse(Buffer.from(p as string, "base64url").toString()) as Record<
          string,
          unknown
        >;
        const now = Date.now() / 1000;
        if (
          claims.iss !== clientEmail ||
          claims.aud !== `${base()}/token` ||
          typeof claims.exp !== "number" ||
          claims.exp < now
        )
          return send(400, { error: "invalid_grant" });
        grants.push(claims);
        const token = `ya29.fake-${++n}`;
        tokens.add(token);
        return send(200, { access_token: token, expires_in: 3599, token_type: "Bearer" });
      }
      const prefix = `/calendar/v3/calendars/${encodeURIComponent(calendarId)}/events`;
      if (!url.pathname.startsWith(prefix)) return send(404, { error: { message: "not found" } });
      const bearer = (req.headers.authorization ?? "").replace(/^Bearer /, "");
      if (!tokens.has(bearer)) return send(401, { error: { message: "invalid credentials" } });
      requests.push({ method: req.method ?? "", path: url.pathname, query: url.search });
      if (state.hang && req.method !== "DELETE") return;
      if (req.method !== "DELETE" && failures > 0) {
        failures--;
        return send(503, { error: { message: "backend error" } });
      }
      const id = decodeURIComponent(url.pathname.slice(prefix.length + 1));
      const withConference = (body: Record<string, unknown>, eventId: string): FakeEvent => {
        const create = (body.conferenceData as { createRequest?: unknown } | undefined)?.createRequest;
        const { conferenceData: _ignored, ...rest } = body;
        const meet = `https://meet.google.com/fak-${eventId.slice(-4)}-mtg`;
        return {
          ...(rest as Omit<FakeEvent, "id">),
          id: eventId,
          ...(create && url.searchParams.get("conferenceDataVersion") === "1"
            ? { conferenceData: { entryPoints: [{ entryPointType: "video", uri: meet }] }, hangoutLink: meet }
            : {}),
        };
      };
      if (req.method === "POST" && !id) {
        const event = withConference(JSON.parse(raw), `evt${String(++n).padStart(4, "0")}`);
        events.set(event.id, event);
        return send(200, event);
      }
      if (req.method === "PUT" && id) {
        if (!events.has(id)) return send(404, { error: { message: "not found" } });
        const event = withConference(JSON.parse(raw), id);
        events.set(id, event);
        return send(200, event);
      }
      if (req.method === "DELETE" && id) {
        if (!events.delete(id)) return send(410, { error: { message: "deleted" } });
        return send(204);
      }
      send(405, { error: { message: "method" } });
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    serviceAccountJson,
    calendarId,
    tokenUrl: `${base()}/token`,
    apiBase: base(),
    events,
    requests,
    grants,
    state,
    failNext(count: number) {
      failures = count;
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
