import { type PrivacyNotice, privacyNoticeResponseSchema } from "@clinic/contract/privacy-notice";
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../http/app-env";
import { errorBody } from "../http/http-error";
import { json, refusal } from "./openapi-responses";

const getPrivacyNotice = createRoute({
  method: "get",
  path: "/public/privacy-notice",
  summary: "The clinic's privacy notice, with its version (the one a booking's consent names)",
  responses: {
    200: json(privacyNoticeResponseSchema, "The notice, version first"),
    404: refusal("The site has no web build, so no notice"),
  },
});

/** Clients may keep it a few minutes: it changes only with a new build, and a booking checks the version. */
const briefly = "public, max-age=300";

/** GET /api/public/privacy-notice (decision 0100): the notice the web build wrote, read at start. */
export function privacyNoticeRoutes(notice: PrivacyNotice | undefined) {
  return new OpenAPIHono<AppEnv>().openapi(getPrivacyNotice, (c) => {
    if (!notice) {
      c.header("Cache-Control", "no-store");
      return c.json(errorBody(c, "not_found", "This site has no privacy notice yet."), 404);
    }
    c.header("Cache-Control", briefly);
    return c.json({ success: true as const, version: notice.version, data: notice }, 200);
  });
}
