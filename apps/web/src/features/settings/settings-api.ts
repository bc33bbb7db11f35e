import type {
  RazorpayRequest,
  Settings,
  SettingsRequest,
  VideoRequest,
} from "@clinic/contract/admin-settings";
import { fetchSettings, settingsKey } from "../../lib/admin-settings";
import { apiRequestWithMessage, sameSiteHeaders } from "../../lib/api-client";

export { settingsKey };

const send = <T>(method: "PUT" | "POST" | "DELETE", path: string, body: unknown = {}) =>
  apiRequestWithMessage<T>(path, { method, body, headers: sameSiteHeaders });

/** The Settings calls (admin.md §7; decisions 0031–0034). */
export const settingsApi = {
  get: fetchSettings,
  update: (body: SettingsRequest) => send<Settings>("PUT", "/api/admin/settings", body),
  saveRazorpay: (body: RazorpayRequest) => send<Settings>("PUT", "/api/admin/settings/razorpay", body),
  removeRazorpay: () => send<Settings>("DELETE", "/api/admin/settings/razorpay"),
  testRazorpay: () => send<{ ok: boolean; message: string }>("POST", "/api/admin/settings/razorpay/test"),
  saveVideo: (body: VideoRequest) => send<Settings["video"]>("PUT", "/api/admin/settings/video", body),
  testEmail: () => send<{ to: string; transport: string }>("POST", "/api/admin/settings/email/test"),
};

/** "Set by the server" badge text (DESIGN.md "Where each setting lives"). */
export const serverSetLabel = "Set by the server";

/** The error toast's description: the server's message when it sent one. */
export const reason = (error: unknown) =>
  error instanceof Error && error.message ? error.message : undefined;
