import { bookingIdParamSchema } from "@clinic/contract/booking";
import {
  recordAccessCodeSentResponseSchema,
  recordAccessMessages,
  recordAccessVerifySchema,
  recordSessionResponseSchema,
} from "@clinic/contract/record-access";
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../http/app-env";
import { routePolicy } from "../http/route-policy";
import type { RecordAccessDeps } from "../services/record-access/record-access-deps";
import { requestRecordCode } from "../services/record-access/request-code";
import { verifyRecordCode } from "../services/record-access/verify-code";
import { credentialsOf, manageTokenSecurity, noManageToken, privateAnswer } from "./manage-link-http";
import { json, refusal } from "./openapi-responses";

/*
 * Record access (issue 30; decision 0113): a code to the record's contact on file, then a record
 * session. Neither call takes an Idempotency-Key: asking again is meant to send a new code (and end the
 * last), and a session token must never be kept as a replayable answer.
 */

const postCode = createRoute({
  method: "post",
  path: "/public/bookings/{bookingId}/record-access/code",
  summary:
    "Send a 6-digit code (10 minutes, 5 tries) to the email on file of the record this booking belongs to, and to its WhatsApp number when that opted in. Ends any earlier code. The addresses are answered masked.",
  security: manageTokenSecurity,
  ...routePolicy({ idempotency: "none" }),
  request: { params: bookingIdParamSchema },
  responses: {
    200: json(recordAccessCodeSentResponseSchema, "Sent"),
    403: noManageToken,
    409: refusal("The record was erased: nothing is on file to send a code to"),
    429: refusal("Five codes were asked for this booking in the last hour"),
  },
});

const postVerify = createRoute({
  method: "post",
  path: "/public/bookings/{bookingId}/record-access/verify",
  summary:
    "Trade the code for a record session (15 minutes): send it as X-Record-Session beside the manage token to reach the whole record.",
  security: manageTokenSecurity,
  ...routePolicy({ idempotency: "none" }),
  request: {
    params: bookingIdParamSchema,
    body: { content: { "application/json": { schema: recordAccessVerifySchema } }, required: true },
  },
  responses: {
    200: json(recordSessionResponseSchema, "The record session"),
    400: refusal(
      "code_invalid: a wrong code (tries left in the message); code_expired: expired, used, replaced or out of tries; validation_failed: not 6 digits",
    ),
    403: noManageToken,
  },
});

export function recordAccessRoutes(deps: RecordAccessDeps) {
  return new OpenAPIHono<AppEnv>()
    .openapi(postCode, async (c) => {
      const { bookingId } = c.req.valid("param");
      const data = await requestRecordCode(deps, bookingId, credentialsOf(c).token);
      privateAnswer(c);
      const to = [data.sentTo.email, data.sentTo.whatsapp].filter(Boolean).join(" and ");
      return c.json({ success: true as const, data, message: recordAccessMessages.sent(to) }, 200);
    })
    .openapi(postVerify, async (c) => {
      const { bookingId } = c.req.valid("param");
      const data = await verifyRecordCode(deps, bookingId, credentialsOf(c).token, c.req.valid("json").code);
      privateAnswer(c);
      return c.json({ success: true as const, data }, 200);
    });
}
