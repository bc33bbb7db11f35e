import { z } from "zod";
import { email, httpUrl, oneOf, type SettingTable } from "./setting-schemas";

/** Video meeting links and the clinic's Google Calendar. */
export const meetingSettings = {
  MEETING_PROVIDER: {
    schema: oneOf(["jitsi", "google_meet", "zoom"]),
    default: "jitsi",
    meaning:
      "video meeting links: jitsi needs no account; zoom needs ZOOM_*; google_meet needs the Google Calendar settings",
  },
  GOOGLE_SERVICE_ACCOUNT_JSON: {
    schema: z.string().trim().min(1).optional(),
    default: undefined,
    meaning:
      "Google service account key file (its JSON on one line): slots and paid bookings become events on GOOGLE_CALENDAR_ID",
    secret: true,
  },
  GOOGLE_CALENDAR_ID: {
    schema: z.string().trim().min(1).optional(),
    default: undefined,
    meaning: "the clinic's Google Calendar id (shared with the service account, permission to make changes)",
  },
  GOOGLE_CALENDAR_SUBJECT: {
    schema: email.optional(),
    default: undefined,
    meaning:
      "Workspace user the service account acts for (domain-wide delegation; needed for Google to invite patients)",
  },
  GOOGLE_TOKEN_URL: {
    schema: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }),
    default: "https://oauth2.googleapis.com/token",
    meaning: "Google OAuth token address for the service account's JWT grant (tests point it at a fake)",
  },
  GOOGLE_CALENDAR_API_BASE: {
    schema: httpUrl,
    default: "https://www.googleapis.com",
    meaning: "Google Calendar API origin (tests point it at a fake on 127.0.0.1)",
  },
  ZOOM_ACCOUNT_ID: {
    schema: z.string().trim().min(1).optional(),
    default: undefined,
    meaning: "Zoom Server-to-Server OAuth app: account id (MEETING_PROVIDER=zoom)",
  },
  ZOOM_CLIENT_ID: {
    schema: z.string().trim().min(1).optional(),
    default: undefined,
    meaning: "Zoom Server-to-Server OAuth app: client id (MEETING_PROVIDER=zoom)",
  },
  ZOOM_CLIENT_SECRET: {
    schema: z.string().trim().min(1).optional(),
    default: undefined,
    meaning: "Zoom Server-to-Server OAuth app: client secret (MEETING_PROVIDER=zoom)",
    secret: true,
  },
  ZOOM_TOKEN_URL: {
    schema: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }),
    default: "https://zoom.us/oauth/token",
    meaning: "Zoom OAuth token address (tests point it at a fake)",
  },
  ZOOM_API_BASE: {
    schema: httpUrl,
    default: "https://api.zoom.us",
    meaning: "Zoom API origin (tests point it at a fake on 127.0.0.1)",
  },
} as const satisfies SettingTable;

/** The Jitsi server of MEETING_PROVIDER=jitsi. */
export const jitsiSettings = {
  JITSI_BASE_URL: {
    schema: httpUrl,
    default: "https://meet.jit.si",
    meaning: "Jitsi server for video consultation links (MEETING_PROVIDER=jitsi)",
  },
} as const satisfies SettingTable;
