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
  conferenceData?: {
    conferenceId?: string;
    conferenceSolution?: { key: { type: string } };
    entryPoints: Array<{ entryPointType: string; uri: string }>;
  };
  hangoutLink?: string;
};

/**
 * A fake Google OAuth token endpoint and Calendar API v3 on 127.0.0.1. The token endpoint checks the
 * JWT bearer grant as Google does: grant type, RS256 signature with the service account's public
 * key, issuer, audience (the token URL) and expiry. The Calendar API needs the bearer token it gave
 * and keeps events in memory. Conferences as Google (conferenceDataVersion=1): a
 * `conferenceData.createRequest` gives the event a NEW Meet conference (a new link, also on an
 * event that had one); conferenceData with entry points (a copy) is stored as given; `null` removes
 * it; no conferenceData (PUT or PATCH) keeps the event's conference. PATCH changes only the fields
 * given. `state.newConferenceOnWrite` makes every write of an event that has or asks for a
 * conference answer with a new one (as if Google replaced it). `failNext(n)` makes the next n event
 * writes answer 503; `down` makes every call fail; `hang` leaves event writes unanswered (until
 * close). `requests` records each call with its JSON body.
 */
export async function startFakeGoogleCalendar(
  calendarId = "clinic@group.calendar.google.com",
  /** Other calendars shared with the service account (a practitioner's own); any other id is 404. */
  sharedCalendars: string[] = [],
) {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const clientEmail = "clinic-calendar@clinic-project.iam.gserviceaccount.com";
  const serviceAccountJson = JSON.stringify({
    type: "service_account",
    client_email: clientEmail,
    private_key: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
  });
  const events = new Map<string, FakeEvent>();
  /** Which calendar holds each event: an event is found only on its own calendar, as at Google. */
  const calendarOf = new Map<string, string>();
  const calendars = new Set([calendarId, ...sharedCalendars]);
  const requests: Array<{ method: string; path: string; query: string; body?: Record<string, unknown> }> = [];
  const grants: Array<Record<string, unknown>> = [];
  const tokens = new Set<string>();
  let failures = 0;
  let n = 0;
  let conferences = 0;
  const state = { down: false, hang: false, newConferenceOnWrite: false };
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
      const path = /^\/calendar\/v3\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/.exec(url.pathname);
      const calendar = path ? decodeURIComponent(path[1] as string) : "";
      if (!calendars.has(calendar)) return send(404, { error: { message: "not found" } });
      const bearer = (req.headers.authorization ?? "").replace(/^Bearer /, "");
      if (!tokens.has(bearer)) return send(401, { error: { message: "invalid credentials" } });
      requests.push({
        method: req.method ?? "",
        path: url.pathname,
        query: url.search,
        ...(raw ? { body: JSON.parse(raw) as Record<string, unknown> } : {}),
      });
      if (state.hang && req.method !== "DELETE") return;
      if (req.method !== "DELETE" && failures > 0) {
        failures--;
        return send(503, { error: { message: "backend error" } });
      }
      const id = decodeURIComponent(path?.[2] ?? "");
      const onThisCalendar = (eventId: string) => (calendarOf.get(eventId) ?? calendarId) === calendar;
      const newConference = (): NonNullable<FakeEvent["conferenceData"]> => {
        const code = `fak-${String(++conferences).padStart(4, "0")}-mtg`;
        return {
          conferenceId: code,
          conferenceSolution: { key: { type: "hangoutsMeet" } },
          entryPoints: [{ entryPointType: "video", uri: `https://meet.google.com/${code}` }],
        };
      };
      /** The event after a write: `before` is the stored event (PUT, PATCH), undefined for POST. */
      const written = (body: Record<string, unknown>, eventId: string, before?: FakeEvent): FakeEvent => {
        const { conferenceData: given, hangoutLink: _readOnly, ...fields } = body;
        const base = req.method === "PATCH" && before ? { ...before, ...fields } : fields;
        const { conferenceData: _c, hangoutLink: _h, ...rest } = base as Partial<FakeEvent>;
        const v1 = url.searchParams.get("conferenceDataVersion") === "1";
        let conference = before?.conferenceData;
        if (v1 && given === null) conference = undefined;
        else if (v1 && given && typeof given === "object") {
          const data = given as { createRequest?: unknown; entryPoints?: unknown[] };
          if (data.createRequest) conference = newConference();
          else if (Array.isArray(data.entryPoints) && data.entryPoints.length > 0)
            conference = given as NonNullable<FakeEvent["conferenceData"]>;
        }
        if (conference && state.newConferenceOnWrite) conference = newConference();
        const meet = conference?.entryPoints.find((e) => e.entryPointType === "video")?.uri;
        return {
          ...(rest as Omit<FakeEvent, "id">),
          id: eventId,
          ...(conference ? { conferenceData: conference, hangoutLink: meet } : {}),
        };
      };
      if (req.method === "POST" && !id) {
        const event = written(JSON.parse(raw), `evt${String(++n).padStart(4, "0")}`);
        events.set(event.id, event);
        calendarOf.set(event.id, calendar);
        return send(200, event);
      }
      if ((req.method === "PUT" || req.method === "PATCH") && id) {
        const before = onThisCalendar(id) ? events.get(id) : undefined;
        if (!before) return send(404, { error: { message: "not found" } });
        const event = written(JSON.parse(raw), id, before);
        events.set(id, event);
        return send(200, event);
      }
      if (req.method === "DELETE" && id) {
        if (!onThisCalendar(id)) return send(404, { error: { message: "not found" } });
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
    /** The calendar each event was made on. */
    calendarOf,
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
