import {
  clinicCalendarResponseSchema,
  connectionTestResponseSchema,
  razorpayRequestSchema,
  settingsMessages,
  settingsRequestSchema,
  settingsResponseSchema,
  testEmailResponseSchema,
  videoRequestSchema,
  videoSettingsSchema,
} from "@clinic/contract/admin-settings";
import { successEnvelopeSchema } from "@clinic/contract/api-envelope";
import { roleGroups } from "@clinic/contract/staff";
import { clinicUpiResponseSchema } from "@clinic/contract/upi";
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "../http/app-env";
import { rateLimit } from "../http/rate-limit";
import { routePolicy } from "../http/route-policy";
import {
  removeRazorpayKeys,
  saveRazorpayKeys,
  testRazorpayConnection,
} from "../services/payment-settings-service";
import type { SettingsContext } from "../services/settings-service";
import {
  getClinicCalendar,
  getClinicUpi,
  getSettings,
  saveVideoCredentials,
  sendTestEmail,
  updateSettings,
} from "../services/settings-service";
import { actorOf } from "./admin-slots-routes";
import { json, refusal } from "./openapi-responses";

const body = <T>(schema: T) => ({
  body: { content: { "application/json": { schema } }, required: true },
});

const getSettingsRoute = createRoute({
  method: "get",
  path: "/admin/settings",
  ...routePolicy({ roles: roleGroups.owner }),
  summary: "Settings, with server-set fields marked and secrets masked (admin)",
  responses: { 200: json(settingsResponseSchema, "The settings") },
});
const getUpiRoute = createRoute({
  method: "get",
  path: "/admin/upi",
  // Whoever takes a payment shows the QR: not the rest of Settings (owners only).
  ...routePolicy({ roles: roleGroups.everyone }),
  summary: "The clinic's UPI ID and payee name for the front desk's QR, null when not set (staff)",
  responses: { 200: json(clinicUpiResponseSchema, "The UPI ID and payee name") },
});
const getClinicCalendarRoute = createRoute({
  method: "get",
  path: "/admin/clinic-calendar",
  // Every screen with times reads the clinic's zone and closed days: not the rest of Settings (owners only).
  ...routePolicy({ roles: roleGroups.everyone }),
  summary: "The clinic's time zone, business hours, holidays and blackout ranges (staff)",
  responses: { 200: json(clinicCalendarResponseSchema, "The zone, hours and closed days") },
});
const putSettingsRoute = createRoute({
  method: "put",
  path: "/admin/settings",
  summary: "Change the general settings; fields left out keep their value (admin)",
  ...routePolicy({ roles: roleGroups.owner, idempotency: "none" }),
  request: body(settingsRequestSchema),
  responses: {
    200: json(settingsResponseSchema, "Stored; the change is in the audit log"),
    400: refusal("A field is invalid or set by the server (one reason per field)"),
  },
});
const putRazorpayRoute = createRoute({
  method: "put",
  path: "/admin/settings/razorpay",
  summary: "Store Razorpay keys (encrypted) and check them with Razorpay (admin)",
  ...routePolicy({ roles: roleGroups.owner, idempotency: "none" }),
  request: body(razorpayRequestSchema),
  responses: {
    200: json(settingsResponseSchema, "Stored; answered masked"),
    400: refusal("Invalid keys (one reason per field)"),
    409: refusal("The keys are set by the server"),
  },
});
const deleteRazorpayRoute = createRoute({
  method: "delete",
  path: "/admin/settings/razorpay",
  summary: "Remove the stored Razorpay keys (admin)",
  ...routePolicy({ roles: roleGroups.owner, idempotency: "none" }),
  responses: {
    200: json(settingsResponseSchema, "Removed"),
    409: refusal("The keys are set by the server"),
  },
});
const testRazorpayRoute = createRoute({
  method: "post",
  path: "/admin/settings/razorpay/test",
  summary: "Call Razorpay with the keys in use and report success or the provider's error (admin)",
  ...routePolicy({ roles: roleGroups.owner, idempotency: "replayed" }),
  responses: {
    200: json(connectionTestResponseSchema, "ok, or the provider's error"),
    404: refusal("No keys saved"),
  },
});
const putVideoRoute = createRoute({
  method: "put",
  path: "/admin/settings/video",
  summary: "Store a video provider's credentials (secrets encrypted) (admin)",
  ...routePolicy({ roles: roleGroups.owner, idempotency: "none" }),
  request: body(videoRequestSchema),
  responses: {
    200: json(successEnvelopeSchema(videoSettingsSchema), "Stored; answered masked"),
    400: refusal("Invalid credentials (one reason per field)"),
  },
});
const testEmailRoute = createRoute({
  method: "post",
  path: "/admin/settings/email/test",
  summary: "Send a test email to the admin email through the active transport (admin; 5 per 10 min)",
  ...routePolicy({ roles: roleGroups.owner, idempotency: "replayed" }),
  request: { body: { content: { "application/json": { schema: z.object({}).passthrough() } } } },
  responses: {
    200: json(testEmailResponseSchema, "Sent"),
    409: refusal("No admin email, or the transport failed"),
    429: refusal("Too many test emails"),
  },
});

/** Settings page (admin.md §2, §7; decisions 0031–0034); /api/admin/* is guarded in app.ts. */
export function adminSettingsRoutes(ctx: SettingsContext) {
  const app = new OpenAPIHono<AppEnv>();
  app.use(
    "/admin/settings/email/test",
    rateLimit({ db: ctx.db, name: "settings-test-email", max: 5, windowSeconds: 600 }),
  );
  return app
    .openapi(getSettingsRoute, async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ success: true as const, data: await getSettings(ctx) }, 200);
    })
    .openapi(getClinicCalendarRoute, async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ success: true as const, data: await getClinicCalendar(ctx) }, 200);
    })
    .openapi(getUpiRoute, async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ success: true as const, data: await getClinicUpi(ctx) }, 200);
    })
    .openapi(putSettingsRoute, async (c) => {
      const data = await updateSettings(ctx, c.req.valid("json"), await actorOf(c));
      return c.json({ success: true as const, data, message: settingsMessages.saved }, 200);
    })
    .openapi(putRazorpayRoute, async (c) => {
      const check = await saveRazorpayKeys(ctx.payments, c.req.valid("json"), await actorOf(c));
      ctx.payments.resolver.invalidate();
      const data = await getSettings(ctx);
      const message =
        check.state === "ok"
          ? "Razorpay keys saved and checked: new bookings use Razorpay."
          : `Razorpay keys saved, but the check failed: ${check.message} Bookings keep the current provider until the keys work.`;
      return c.json({ success: true as const, data, message }, 200);
    })
    .openapi(deleteRazorpayRoute, async (c) => {
      await removeRazorpayKeys(ctx.payments, await actorOf(c));
      ctx.payments.resolver.invalidate();
      return c.json(
        { success: true as const, data: await getSettings(ctx), message: "Razorpay keys removed." },
        200,
      );
    })
    .openapi(testRazorpayRoute, async (c) => {
      const data = await testRazorpayConnection(ctx.payments);
      ctx.payments.resolver.invalidate();
      return c.json({ success: true as const, data, message: data.message }, 200);
    })
    .openapi(putVideoRoute, async (c) => {
      const data = await saveVideoCredentials(ctx, c.req.valid("json"), await actorOf(c));
      return c.json({ success: true as const, data, message: "Video provider credentials saved." }, 200);
    })
    .openapi(testEmailRoute, async (c) => {
      const data = await sendTestEmail(ctx, await actorOf(c));
      return c.json({ success: true as const, data, message: `Test email sent to ${data.to}.` }, 200);
    });
}
