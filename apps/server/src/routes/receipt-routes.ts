import { adminBookingIdParamSchema } from "@clinic/contract/admin-bookings";
import { bookingIdParamSchema } from "@clinic/contract/booking";
import { receiptExportQuerySchema } from "@clinic/contract/receipts";
import { roleGroups } from "@clinic/contract/staff";
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../http/app-env";
import { routePolicy } from "../http/route-policy";
import { recordAudit } from "../services/audit-service";
import type { BookingDeps } from "../services/booking/booking-deps";
import {
  adminReceiptPdf,
  patientReceiptPdf,
  purchaseReceiptPdf,
  type ReceiptPdf,
  receiptsCsv,
  receiptsZip,
} from "../services/receipts/receipt-documents";
import { actorOf } from "./admin-slots-routes";
import { bearerToken } from "./intake-routes";
import { manageTokenSecurity } from "./manage-link-http";
import { refusal } from "./openapi-responses";

/**
 * Receipts and credit notes as PDFs (issue 22, decision 0105). The patient's calls carry the manage
 * link's token as `Authorization: Bearer <token>` (never in a URL); the admin's are under
 * /api/admin, guarded in app.ts.
 */

const pdf = {
  description: "The PDF (A4)",
  content: { "application/pdf": { schema: { type: "string" as const, format: "binary" } } },
};

const patientRoute = (kind: "receipt" | "credit-note") =>
  createRoute({
    method: "get",
    path: `/public/bookings/{bookingId}/${kind}.pdf`,
    summary: `The booking's ${kind === "receipt" ? "receipt (bill of supply or tax invoice)" : "credit note"} (manage token)`,
    security: manageTokenSecurity,
    request: { params: bookingIdParamSchema },
    responses: {
      200: pdf,
      400: refusal("Malformed id"),
      403: refusal("No booking with this id and token (the same answer for either)"),
      404: refusal(`The booking has no ${kind === "receipt" ? "receipt" : "credit note"}`),
      409: refusal("It waits for the clinic's legal name and address (Settings → Receipts)"),
    },
  });

const adminRoute = (kind: "receipt" | "credit-note") =>
  createRoute({
    method: "get",
    path: `/admin/bookings/{id}/${kind}.pdf`,
    // The front desk takes payments and hands out receipts.
    ...routePolicy({ roles: roleGroups.everyone }),
    summary: `A booking's ${kind === "receipt" ? "receipt" : "credit note"} as a PDF (admin)`,
    request: { params: adminBookingIdParamSchema },
    responses: {
      200: pdf,
      404: refusal(`The booking has no ${kind === "receipt" ? "receipt" : "credit note"}`),
      409: refusal("It waits for the clinic's legal name and address (Settings → Receipts)"),
    },
  });

const purchaseReceipt = createRoute({
  method: "get",
  path: "/admin/package-purchases/{purchaseId}/receipt.pdf",
  ...routePolicy({ roles: roleGroups.everyone }),
  summary: "A package purchase's receipt as a PDF (admin; issue 35)",
  request: { params: z.object({ purchaseId: z.string().min(1).max(64) }) },
  responses: {
    200: pdf,
    404: refusal("The purchase has no receipt (not paid, or free)"),
    409: refusal("It waits for the clinic's legal name and address (Settings → Receipts)"),
  },
});

const getExport = createRoute({
  method: "get",
  path: "/admin/receipts/export",
  ...routePolicy({ roles: roleGroups.everyone }),
  summary:
    "Receipts and credit notes issued in a date range (clinic zone): CSV, or a ZIP of the PDFs and the CSV (admin)",
  request: { query: receiptExportQuerySchema },
  responses: {
    200: {
      description: "text/csv or application/zip",
      content: {
        "text/csv": { schema: { type: "string" } },
        "application/zip": { schema: { type: "string", format: "binary" } },
      },
    },
    400: refusal("Malformed range"),
  },
});

function sendPdf(c: Context<AppEnv>, doc: ReceiptPdf) {
  // The patient's name is on it: never kept by a shared cache.
  c.header("Cache-Control", "private, no-store");
  c.header("X-Robots-Tag", "noindex");
  c.header("Content-Type", "application/pdf");
  c.header("Content-Disposition", `attachment; filename="${doc.filename}"`);
  return c.body(new Uint8Array(doc.bytes), 200);
}

export function receiptRoutes(m: Pick<BookingDeps, "db" | "secretBox" | "settings">) {
  const kindOf = { receipt: "receipt", "credit-note": "credit_note" } as const;
  const app = new OpenAPIHono<AppEnv>();
  for (const kind of ["receipt", "credit-note"] as const) {
    app.openapi(patientRoute(kind), async (c) => {
      const { bookingId } = c.req.valid("param");
      const token = bearerToken(c.req.header("authorization"));
      return sendPdf(c, await patientReceiptPdf(m.db, m.secretBox, bookingId, token, kindOf[kind]));
    });
    app.openapi(adminRoute(kind), async (c) =>
      sendPdf(c, await adminReceiptPdf(m.db, c.req.valid("param").id, kindOf[kind])),
    );
  }
  app.openapi(purchaseReceipt, async (c) =>
    sendPdf(c, await purchaseReceiptPdf(m.db, c.req.valid("param").purchaseId)),
  );
  app.openapi(getExport, async (c) => {
    const { from, to, format } = c.req.valid("query");
    const zone = m.settings.clinicTimezone;
    c.header("Cache-Control", "no-store");
    // The accountant's export holds every patient's name: who took it is on record.
    await recordAudit(m.db, {
      actor: await actorOf(c),
      action: "receipts.export",
      entity: "receipts",
      entityId: `${from}..${to}`,
      details: { from, to, format },
    });
    if (format === "zip") {
      const zip = await receiptsZip(m.db, from, to, zone);
      c.header("Content-Type", "application/zip");
      c.header("Content-Disposition", `attachment; filename="receipts-${from}-to-${to}.zip"`);
      return c.body(new Uint8Array(zip), 200);
    }
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", `attachment; filename="receipts-${from}-to-${to}.csv"`);
    return c.body(await receiptsCsv(m.db, from, to, zone), 200);
  });
  return app;
}
