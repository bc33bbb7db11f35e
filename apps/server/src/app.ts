import type { ErrorCode } from "@clinic/contract/api-envelope";
import { defaultRazorpayCheckoutUrl } from "@clinic/contract/booking";
import type { IntakeForm } from "@clinic/contract/intake-form";
import type { PrivacyNotice } from "@clinic/contract/privacy-notice";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ClinicServices } from "./compose/clinic-services";
import type { Config } from "./config/config";
import { type Database, isDatabaseUnavailable } from "./db/client";
import { requireAdmin } from "./http/admin-guard";
import type { AppEnv } from "./http/app-env";
import { compression } from "./http/compression";
import { sendDomainError } from "./http/error-statuses";
import { errorBody } from "./http/http-error";
import { idempotentPosts } from "./http/idempotent-posts";
import { allowedMethodsOf } from "./http/method-not-allowed";
import {
  requireJsonBody,
  routeBodySizeLimit,
  unstorableTextAt,
  unstorableTextMessage,
} from "./http/request-body-rules";
import { requestContext, requestIdMiddleware } from "./http/request-context";
import { securityHeaders } from "./http/security-headers";
import { thirdPartySourcesFor } from "./http/third-party-sources";
import { noteUntrustedForwardedFor } from "./http/untrusted-proxy-note";
import type { WebBuild } from "./http/web-build";
import { type Logger, loggableMessage } from "./logger";
import type { ReviewsModule } from "./reviews-module";
import { adminAgendaRoutes } from "./routes/admin-agenda-routes";
import { adminAnalyticsRoutes } from "./routes/admin-analytics-routes";
import { adminBookingsRoutes } from "./routes/admin-bookings-routes";
import { adminDashboardRoutes } from "./routes/admin-dashboard-routes";
import { adminErasureRoutes } from "./routes/admin-erasure-routes";
import { adminMeasurementsRoutes } from "./routes/admin-measurements-routes";
import { adminPatientsRoutes } from "./routes/admin-patients-routes";
import { adminPreflightRoutes, type PreflightRouteDeps } from "./routes/admin-preflight-routes";
import { adminPricingRoutes } from "./routes/admin-pricing-routes";
import { adminRoutes } from "./routes/admin-routes";
import { adminSessionNotesRoutes } from "./routes/admin-session-notes-routes";
import { adminSettingsRoutes } from "./routes/admin-settings-routes";
import { adminSlotsRoutes } from "./routes/admin-slots-routes";
import { adminStaffRoutes } from "./routes/admin-staff-routes";
import { renderApiDocs } from "./routes/api-docs-page";
import { appointmentKindRoutes } from "./routes/appointment-kind-routes";
import { authRoutes } from "./routes/auth-routes";
import { bookingLocaleRoutes } from "./routes/booking-locale-routes";
import { bookingRoutes } from "./routes/booking-routes";
import { exerciseRoutes } from "./routes/exercise-routes";
import { garmentCheckInRoutes } from "./routes/garment-check-in-routes";
import { healthRoutes } from "./routes/health-routes";
import { intakeRoutes } from "./routes/intake-routes";
import { myMeasurementsRoutes } from "./routes/my-measurements-routes";
import { myPackagesRoutes } from "./routes/my-packages-routes";
import { withConventions } from "./routes/openapi-conventions";
import { packageRoutes } from "./routes/package-routes";
import { patientRightsRoutes } from "./routes/patient-rights-routes";
import { paymentLinkRoutes } from "./routes/payment-link-routes";
import { privacyNoticeRoutes } from "./routes/privacy-notice-routes";
import { questionnaireRoutes } from "./routes/questionnaire-routes";
import { receiptRoutes } from "./routes/receipt-routes";
import { recordAccessRoutes } from "./routes/record-access-routes";
import { reviewRoutes } from "./routes/review-routes";
import { seriesRoutes } from "./routes/series-routes";
import { webAppRoutes } from "./routes/web-app-routes";
import { whatsappRoutes } from "./routes/whatsapp-routes";
import { type AuthOptions, createAuth } from "./services/auth-setup";
import { paymentsOf } from "./services/booking/booking-deps";
import { DomainError } from "./services/domain-error";
import type { LiveOpeningHours } from "./services/opening-hours";

/** What the HTTP app serves, built by the composition root (compose.ts). */
export type HttpAppParts = {
  config: Pick<Config, "isHttps" | "LIMIT_BODY_BYTES" | "TRUST_PROXY" | "databaseMode">;
  log: Logger;
  db: Database;
  webBuild: WebBuild | undefined;
  version: string;
  /** Extra API routes mounted under /api (tests use this to exercise the shared middleware). */
  extraApiRoutes?: (api: OpenAPIHono<AppEnv>, context: { db: Database }) => void;
  services: ClinicServices;
  reviews: ReviewsModule;
  /** Settings' business hours and registration number, shown by the public pages (decision 0095). */
  openingHours: LiveOpeningHours;
  /** Admin sign-in (issue 4); without it nobody can sign in and every admin call is refused. */
  auth?: AuthOptions;
  /** The whole configuration, for the going-live check; without it GET /api/admin/preflight is not mounted. */
  preflight?: Pick<PreflightRouteDeps, "config" | "fetch">;
  /** The intake form's questions, from the web build (http/intake-form-content.ts); without it no intake routes. */
  intakeForm?: IntakeForm;
  /**
   * The privacy notice of the web build (http/privacy-notice-content.ts, decision 0100): answered at
   * GET /api/public/privacy-notice (404 without it), and the version bookings consent under.
   */
  privacyNotice?: PrivacyNotice;
};

/** Composes the HTTP app: shared middleware, the API under /api, then the web app. */
export function createApp(deps: HttpAppParts): Hono<AppEnv> {
  const app = new OpenAPIHono<AppEnv>();
  app.use("*", requestIdMiddleware, requestContext(deps.log, deps.config.TRUST_PROXY));
  app.use("*", noteUntrustedForwardedFor(deps.db, deps.config.TRUST_PROXY));
  app.use("*", securityHeaders({ hsts: deps.config.isHttps, pageSources: pageSources(deps) }));
  app.use("*", compression());
  app.route("/", apiRoutes(deps));
  app.route(
    "/",
    webAppRoutes(deps.webBuild, {
      openingHours: deps.openingHours,
      aggregateRating: deps.reviews.aggregateRating,
    }),
  );
  const allowedMethods = allowedMethodsOf(app);
  app.notFound((c) => {
    const allow = c.req.path.startsWith("/api/") ? allowedMethods(c.req.path) : [];
    if (allow.length > 0 && !allow.includes(c.req.method)) {
      c.header("Allow", allow.join(", "));
      const message = `This address does not take ${c.req.method}: it takes ${allow.join(", ")}.`;
      return c.json(errorBody(c, "method_not_allowed", message), 405);
    }
    return c.json(errorBody(c, "not_found", "There is nothing at this address."), 404);
  });
  app.onError((error, c) => {
    // A use case's refusal (slot taken, closed day...): its code's status and the envelope.
    if (error instanceof DomainError) return sendDomainError(c, error);
    if (error instanceof HTTPException && error.status < 500) {
      const code = exceptionCodes[error.status] ?? "bad_request";
      return c.json(errorBody(c, code, publicMessage(error)), error.status);
    }
    // The database is down or restarting: say so (503); the server recovers by itself.
    if (isDatabaseUnavailable(error)) {
      c.get("log")?.warn({}, "database unavailable");
      return c.json(
        errorBody(
          c,
          "service_unavailable",
          "The service is briefly unavailable. Please try again in a minute.",
        ),
        503,
      );
    }
    // A failed query's message ends with its parameters (a patient's details): never logged.
    const withoutParams = (text = "") => loggableMessage(text, Number.POSITIVE_INFINITY);
    c.get("log")?.error(
      { err: { name: error.name, message: withoutParams(error.message), stack: withoutParams(error.stack) } },
      "unhandled error",
    );
    const id = c.get("requestId");
    return c.json(
      errorBody(
        c,
        "internal_error",
        `Something went wrong on our side. Please try again. (Request id ${id}.)`,
      ),
      500,
    );
  });
  return app;
}

/** The third-party origins of the booking and review pages, from the booking and review settings. */
function pageSources(deps: HttpAppParts) {
  const { provider, scriptUrl } = deps.reviews.captchaConfig;
  return thirdPartySourcesFor({
    // Asked per booking page: the provider may come from keys saved in Settings (decision 0033).
    razorpayCheckoutUrl: async () => {
      const payments = await paymentsOf(deps.services.booking);
      return payments.name === "razorpay"
        ? (payments.checkoutScriptUrl?.() ?? defaultRazorpayCheckoutUrl)
        : undefined;
    },
    captcha: provider !== "altcha" && scriptUrl ? { provider, scriptUrl } : undefined,
  });
}

/** Hono's own refusals, in the envelope's vocabulary. */
const exceptionCodes: Partial<Record<number, ErrorCode>> = {
  401: "unauthenticated",
  403: "forbidden",
  404: "not_found",
  413: "payload_too_large",
  415: "unsupported_media_type",
};

function apiRoutes(deps: HttpAppParts) {
  const { services } = deps;
  const api = new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).basePath("/api");
  // Each route's body limit is on its definition (decision 0090): LIMIT_BODY_BYTES unless it declares more.
  api.use("*", routeBodySizeLimit(deps.config.LIMIT_BODY_BYTES), requireJsonBody);
  // Admin access, in one place: every /api/admin/* route is guarded before any is registered.
  const auth = createAuth({ db: deps.db, log: deps.log, options: deps.auth });
  api.use("*", async (c, next) => {
    c.set("auth", auth.service);
    await next();
  });
  api.use("/admin/*", requireAdmin);
  // After the admin check, so a refused caller never reaches a stored answer.
  api.use("*", idempotentPosts(deps.db));
  // The clinic's zone as Settings has it now, re-read at most every few seconds (decision 0064).
  const freshZone = async (_c: unknown, next: () => Promise<void>) => {
    await services.clinicZone.fresh();
    await next();
  };
  api.use("/public/*", freshZone);
  api.use("/admin/*", freshZone);
  api.route("/", authRoutes({ db: deps.db, auth: auth.service, ...auth.routeSettings }));
  api.route("/", adminRoutes());
  api.route(
    "/",
    healthRoutes({ db: deps.db, databaseMode: deps.config.databaseMode, version: deps.version }),
  );
  api.route("/", privacyNoticeRoutes(deps.privacyNotice));
  const { booking } = services;
  api.route("/", bookingRoutes(booking));
  api.route("/", adminSlotsRoutes(booking));
  api.route("/", adminBookingsRoutes(booking));
  api.route("/", adminDashboardRoutes(booking));
  api.route("/", adminPricingRoutes(booking));
  api.route(
    "/",
    adminStaffRoutes({
      db: deps.db,
      adminEmail: auth.service.settings.adminEmail,
      invite: (email) => auth.service.inviteStaff(email),
    }),
  );
  api.route("/", appointmentKindRoutes({ db: deps.db }));
  api.route("/", packageRoutes(booking));
  api.route("/", paymentLinkRoutes(booking));
  api.route("/", seriesRoutes(booking));
  api.route("/", adminAgendaRoutes(booking));
  api.route("/", adminAnalyticsRoutes(booking));
  api.route("/", adminSettingsRoutes(services.settings));
  if (deps.intakeForm) api.route("/", intakeRoutes({ db: deps.db, form: deps.intakeForm, now: booking.now }));
  api.route("/", patientRightsRoutes(services.recordAccess, booking.settings.clinicEmail, deps.intakeForm));
  api.route("/", recordAccessRoutes(services.recordAccess));
  api.route("/", adminErasureRoutes(services.erasure, deps.intakeForm));
  api.route("/", adminPatientsRoutes(booking, deps.intakeForm));
  api.route("/", adminMeasurementsRoutes(booking));
  api.route("/", adminSessionNotesRoutes(booking));
  api.route("/", myMeasurementsRoutes(booking));
  api.route("/", myPackagesRoutes(booking));
  api.route("/", questionnaireRoutes(services.questionnaires));
  api.route("/", exerciseRoutes(booking));
  api.route("/", garmentCheckInRoutes(booking));
  api.route("/", whatsappRoutes(booking));
  api.route("/", bookingLocaleRoutes(booking));
  api.route("/", receiptRoutes(booking));
  api.route("/", reviewRoutes(deps.reviews));
  if (deps.preflight)
    api.route("/", adminPreflightRoutes({ ...deps.preflight, db: deps.db, webBuild: deps.webBuild }));
  deps.extraApiRoutes?.(api, { db: deps.db });
  const docInfo = { openapi: "3.1.0", info: { title: "Clinic site API", version: deps.version } };
  const document = () =>
    withConventions(api.getOpenAPI31Document(docInfo), { bodyLimitBytes: deps.config.LIMIT_BODY_BYTES });
  api.get("/openapi.json", (c) => c.json(document()));
  api.get("/docs", (c) => c.html(renderApiDocs(document())));
  return api;
}

/** Hono's malformed-JSON error says what went wrong without echoing the body. */
function publicMessage(error: HTTPException): string {
  if (/json/i.test(error.message)) return "The request body is not valid JSON.";
  return error.message || "The request could not be understood.";
}

/** A request that does not match its schema: 400 with one reason per field. */
const validationHook: ConstructorParameters<typeof OpenAPIHono<AppEnv>>[0] extends infer O
  ? O extends { defaultHook?: infer H }
    ? H
    : never
  : never = (result, c) => {
  if (result.success) {
    // Valid by its schema, yet holding text PostgreSQL cannot store (NUL, half a surrogate pair): 400, not 500.
    const at = unstorableTextAt(result.data);
    if (at === undefined) return;
    return c.json(
      errorBody(c, "validation_failed", "Some fields need attention.", {
        [at || "body"]: unstorableTextMessage,
      }),
      400,
    );
  }
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".") || "body";
    fields[key] ??= issue.message;
  }
  return c.json(errorBody(c, "validation_failed", "Some fields need attention.", fields), 400);
};
