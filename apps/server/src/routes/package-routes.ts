import { formatMoney } from "@clinic/contract/format";
import { localeQuerySchema } from "@clinic/contract/locale-query";
import {
  packageDeletedResponseSchema,
  packageIdParamSchema,
  packageListResponseSchema,
  packageMessages,
  packagePurchasesResponseSchema,
  packageRefundResponseSchema,
  packageRequestSchema,
  packageResponseSchema,
  packageSaleResponseSchema,
  packageSaleSchema,
  patientIdParamSchema,
  paymentLinkMessages,
  paymentLinkResponseSchema,
  publicPackagesResponseSchema,
  purchaseIdParamSchema,
  refundMessages,
} from "@clinic/contract/packages";
import { roleGroups } from "@clinic/contract/staff";
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../http/app-env";
import { routePolicy } from "../http/route-policy";
import { clock } from "../services/booking/booking-deps";
import { listPublicPackages } from "../services/packages/online-packages";
import { patientPurchases } from "../services/packages/package-purchases";
import { sellPackage } from "../services/packages/package-sale";
import {
  changeCarePackage,
  createCarePackage,
  listCarePackages,
  removeCarePackage,
} from "../services/packages/package-service";
import { refundPackage } from "../services/packages/refund-package";
import { type PaymentLinkDeps, purchasePaymentLink } from "../services/payment-links/payment-links";
import { actorOf } from "./admin-slots-routes";
import { json, refusal } from "./openapi-responses";

const body = { content: { "application/json": { schema: packageRequestSchema } }, required: true };

const getPublicPackages = createRoute({
  method: "get",
  path: "/public/packages",
  summary: "The packages patients may buy on the booking page, named in the asked language",
  request: { query: localeQuerySchema },
  responses: {
    200: json(publicPackagesResponseSchema, "The packages sold online, by name; empty when there are none"),
    400: refusal("Unknown locale"),
  },
});
const getPackages = createRoute({
  method: "get",
  path: "/admin/packages",
  ...routePolicy({ roles: roleGroups.everyone }),
  summary: "Every package that is not archived (the front desk sells them)",
  responses: { 200: json(packageListResponseSchema, "The packages, by name") },
});
const postPackage = createRoute({
  method: "post",
  path: "/admin/packages",
  ...routePolicy({ roles: roleGroups.owner, idempotency: "replayed" }),
  summary: "Add a package of sessions (owners)",
  request: { body },
  responses: {
    201: json(packageResponseSchema, "Added; `data.id` is the new package's"),
    400: refusal("A field is wrong (one reason per field), or the kind does not exist"),
  },
});
const putPackage = createRoute({
  method: "put",
  path: "/admin/packages/{id}",
  ...routePolicy({ roles: roleGroups.owner, idempotency: "none" }),
  summary: "Change a package (owners); what was sold keeps its terms",
  request: { params: packageIdParamSchema, body },
  responses: {
    200: json(packageResponseSchema, "Changed"),
    400: refusal("A field is wrong"),
    404: refusal("No such package (or it is archived)"),
  },
});
const deletePackage = createRoute({
  method: "delete",
  path: "/admin/packages/{id}",
  ...routePolicy({ roles: roleGroups.owner, idempotency: "none" }),
  summary: "Delete a package, or archive it once sold (owners)",
  request: { params: packageIdParamSchema },
  responses: {
    200: json(packageDeletedResponseSchema, "Deleted (`archived: false`) or archived (`archived: true`)"),
    404: refusal("No such package"),
  },
});
const postSale = createRoute({
  method: "post",
  path: "/admin/patients/{patientId}/packages",
  ...routePolicy({ roles: roleGroups.everyone, idempotency: "replayed" }),
  summary: "Sell a package to a patient: paid at the desk, or by a payment link",
  request: {
    params: patientIdParamSchema,
    body: { content: { "application/json": { schema: packageSaleSchema } }, required: true },
  },
  responses: {
    201: json(packageSaleResponseSchema, "Sold: PAID with its sessions, or PENDING with `paymentLink`"),
    400: refusal(
      "A field is wrong, the package does not exist, or `amount_mismatch`: not the package's price",
    ),
    404: refusal("No such patient"),
    503: refusal("Payment links need the test provider for now (Razorpay Payment Links are not built yet)"),
  },
});
const getPurchases = createRoute({
  method: "get",
  path: "/admin/patients/{patientId}/packages",
  ...routePolicy({ roles: roleGroups.everyone }),
  summary: "A patient's packages, the newest first, each with its sessions and credit ledger",
  request: { params: patientIdParamSchema },
  responses: {
    200: json(packagePurchasesResponseSchema, "The purchases"),
    404: refusal("No such patient"),
  },
});

const postPurchaseLink = createRoute({
  method: "post",
  path: "/admin/package-purchases/{purchaseId}/payment-link",
  ...routePolicy({ roles: roleGroups.everyone, idempotency: "replayed" }),
  summary: "A payment link for an unpaid package purchase: the open one, or a new one once it expired",
  request: { params: purchaseIdParamSchema },
  responses: {
    200: json(paymentLinkResponseSchema, "The link: `url`, `expiresAt`"),
    404: refusal("No such purchase"),
    409: refusal("`link_closed`: the purchase is paid already"),
    503: refusal("Payment links need the test provider for now (Razorpay Payment Links are not built yet)"),
  },
});

const postRefund = createRoute({
  method: "post",
  path: "/admin/package-purchases/{purchaseId}/refund",
  // Money going back is the owners' (issue 34: only owners manage payments).
  ...routePolicy({ roles: roleGroups.owner, idempotency: "replayed" }),
  summary: "Refund a package's unused sessions by the clinic's rule, with a credit note (owners)",
  request: { params: purchaseIdParamSchema },
  responses: {
    200: json(
      packageRefundResponseSchema,
      "Refunded: the sessions written off, the money and its credit note",
    ),
    404: refusal("No such purchase"),
    409: refusal("Not paid, sessions booked ahead (cancel them first), or `not_enough_credits`: none unused"),
  },
});

/** Packages (issue 35): the owners' list of packages, and selling them to patients at the desk. */
export function packageRoutes(deps: PaymentLinkDeps) {
  return new OpenAPIHono<AppEnv>()
    .openapi(getPublicPackages, async (c) => {
      const items = await listPublicPackages(deps.db, c.req.valid("query").locale ?? "en");
      return c.json({ success: true as const, data: { items } }, 200);
    })
    .openapi(getPackages, async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ success: true as const, data: { items: await listCarePackages(deps.db) } }, 200);
    })
    .openapi(postPackage, async (c) => {
      const data = await createCarePackage(deps.db, c.req.valid("json"), await actorOf(c));
      return c.json({ success: true as const, data, message: packageMessages.created }, 201);
    })
    .openapi(putPackage, async (c) => {
      const data = await changeCarePackage(
        deps.db,
        c.req.valid("param").id,
        c.req.valid("json"),
        await actorOf(c),
      );
      return c.json({ success: true as const, data, message: packageMessages.updated }, 200);
    })
    .openapi(deletePackage, async (c) => {
      const data = await removeCarePackage(deps.db, c.req.valid("param").id, await actorOf(c));
      const message = data.archived ? packageMessages.archived : packageMessages.deleted;
      return c.json({ success: true as const, data, message }, 200);
    })
    .openapi(postSale, async (c) => {
      const data = await sellPackage(
        deps,
        c.req.valid("param").patientId,
        c.req.valid("json"),
        await actorOf(c),
      );
      const message = data.paymentLink ? packageMessages.linkMade : packageMessages.sold;
      return c.json({ success: true as const, data, message }, 201);
    })
    .openapi(postPurchaseLink, async (c) => {
      const data = await purchasePaymentLink(deps, c.req.valid("param").purchaseId, clock(deps));
      return c.json({ success: true as const, data, message: paymentLinkMessages.made }, 200);
    })
    .openapi(postRefund, async (c) => {
      const data = await refundPackage(deps, c.req.valid("param").purchaseId, await actorOf(c), clock(deps));
      const message =
        data.amountInPaisa > 0
          ? refundMessages.done(formatMoney(data.amountInPaisa, data.currency))
          : refundMessages.doneNothing;
      return c.json({ success: true as const, data, message }, 200);
    })
    .openapi(getPurchases, async (c) => {
      c.header("Cache-Control", "no-store");
      const items = await patientPurchases(deps.db, c.req.valid("param").patientId, clock(deps));
      return c.json({ success: true as const, data: { items } }, 200);
    });
}
