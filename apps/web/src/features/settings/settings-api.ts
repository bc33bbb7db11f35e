import type { RazorpayRequest, SettingsRequest, VideoRequest } from "@clinic/contract/admin-settings";
import { api } from "../../lib/api-client";

/** The whole of Settings, the owner's; the other screens read the clinic calendar (lib/clinic-calendar.ts). */
export const settingsKey = ["admin", "settings"] as const;

/** The Settings calls (admin.md §7; decisions 0031–0034). */
export const settingsApi = {
  get: (signal?: AbortSignal) => api.get.data("/api/admin/settings", { signal }),
  update: (body: SettingsRequest) => api.put.withMessage("/api/admin/settings", { body }),
  saveRazorpay: (body: RazorpayRequest) => api.put.withMessage("/api/admin/settings/razorpay", { body }),
  removeRazorpay: () => api.delete.withMessage("/api/admin/settings/razorpay"),
  testRazorpay: () => api.post.withMessage("/api/admin/settings/razorpay/test"),
  saveVideo: (body: VideoRequest) => api.put.withMessage("/api/admin/settings/video", { body }),
  testEmail: () => api.post.withMessage("/api/admin/settings/email/test"),
};

/** "Set by the server" badge text (DESIGN.md "Where each setting lives"). */
export const serverSetLabel = "Set by the server";

/** The error toast's description: the server's message when it sent one. */
export const reason = (error: unknown) =>
  error instanceof Error && error.message ? error.message : undefined;
