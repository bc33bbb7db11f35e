import type { MeetingProvider } from "./jitsi";

export type ZoomOptions = {
  accountId: string;
  clientId: string;
  clientSecret: string;
  /** ZOOM_TOKEN_URL (https://zoom.us/oauth/token), or a fake on 127.0.0.1 in tests. */
  tokenUrl: string;
  /** ZOOM_API_BASE (https://api.zoom.us). */
  apiBase: string;
  /** The user whose meetings these are ("me": the app's account owner). */
  userId?: string;
  timeoutMs?: number;
  now?: () => number;
};

/**
 * Zoom meetings through a Server-to-Server OAuth app: an access token by the
 * `account_credentials` grant (reused until a minute before it expires), then
 * `POST /v2/users/{userId}/meetings` for a scheduled meeting with a waiting room; its join_url is
 * the consultation's link. Errors are thrown: `withMeetingFallback` turns them into a Jitsi link.
 */
export function createZoomProvider(o: ZoomOptions): MeetingProvider & { readonly name: "zoom" } {
  const now = o.now ?? Date.now;
  const basic = Buffer.from(`${o.clientId}:${o.clientSecret}`).toString("base64");
  let cached: { token: string; until: number } | undefined;
  const timeout = () => AbortSignal.timeout(o.timeoutMs ?? 5000);

  async function token(): Promise<string> {
    if (cached && now() < cached.until) return cached.token;
    const url = new URL(o.tokenUrl);
    url.searchParams.set("grant_type", "account_credentials");
    url.searchParams.set("account_id", o.accountId);
    const res = await fetch(url, {
      method: "POST",
      headers: { authorization: `Basic ${basic}` },
      signal: timeout(),
    });
    if (!res.ok) throw new Error(`Zoom token request answered ${res.status}`);
    const body = (await res.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new Error("Zoom gave no access token");
    cached = { token: body.access_token, until: now() + Math.max(0, (body.expires_in ?? 3600) - 60) * 1000 };
    return body.access_token;
  }

  return {
    name: "zoom",
    async createMeetingLink(input) {
      const res = await fetch(
        `${o.apiBase.replace(/\/+$/, "")}/v2/users/${encodeURIComponent(o.userId ?? "me")}/meetings`,
        {
          method: "POST",
          headers: { authorization: `Bearer ${await token()}`, "content-type": "application/json" },
          body: JSON.stringify({
            topic: "Physiotherapy Consultation",
            type: 2,
            start_time: input.startAt.toISOString(),
            duration: input.durationMinutes ?? 60,
            settings: {
              join_before_host: false,
              waiting_room: true,
              host_video: true,
              participant_video: true,
            },
          }),
          signal: timeout(),
        },
      );
      if (res.status === 401) cached = undefined;
      if (!res.ok) throw new Error(`Zoom meeting creation answered ${res.status}`);
      const body = (await res.json()) as { join_url?: string };
      if (!body.join_url?.startsWith("https://") && !body.join_url?.startsWith("http://"))
        throw new Error("Zoom gave no join_url");
      return body.join_url;
    },
  };
}
