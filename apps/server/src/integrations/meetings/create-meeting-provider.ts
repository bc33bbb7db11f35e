import { createJitsiProvider, type MeetingProvider } from "./jitsi";
import { type MeetingFailure, withMeetingFallback } from "./meeting-provider";
import { createZoomProvider } from "./zoom";

/** Zoom Server-to-Server OAuth credentials (ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID, ZOOM_CLIENT_SECRET, ...). */
export type ZoomSettings = {
  accountId?: string;
  clientId?: string;
  clientSecret?: string;
  tokenUrl?: string;
  apiBase?: string;
};

/**
 * The meeting links of MEETING_PROVIDER (decision 0057): Zoom when chosen and its credentials are
 * set, with Jitsi as the fallback of any failure; Jitsi otherwise. Google Meet links come from the
 * booking's calendar event (services/calendar-sync-service.ts), so here they are Jitsi links, used
 * when the calendar is not configured or fails.
 */
export function createMeetingProvider(o: {
  provider?: "jitsi" | "google_meet" | "zoom";
  jitsiBaseUrl?: string;
  zoom?: ZoomSettings;
  onFailure?: (failure: MeetingFailure) => void;
}): MeetingProvider {
  const jitsi = createJitsiProvider(o.jitsiBaseUrl);
  const z = o.zoom;
  if (o.provider === "zoom" && z?.accountId && z.clientId && z.clientSecret)
    return withMeetingFallback(
      createZoomProvider({
        accountId: z.accountId,
        clientId: z.clientId,
        clientSecret: z.clientSecret,
        tokenUrl: z.tokenUrl ?? "https://zoom.us/oauth/token",
        apiBase: z.apiBase ?? "https://api.zoom.us",
      }),
      jitsi,
      o.onFailure,
    );
  return jitsi;
}
