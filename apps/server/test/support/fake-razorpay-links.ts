import { createHmac } from "node:crypto";

/**
 * The fake Razorpay's Payment Links and QR codes (decision 0133), with Razorpay's own checks on a
 * create request (its BAD_REQUEST_ERROR answers) and its answer shapes; and the signed webhook bodies
 * of `payment_link.paid` and `qr_code.credited` as Razorpay sends them.
 */
export type FakeLink = {
  id: string;
  amount: number;
  currency: string;
  accept_partial: boolean;
  expire_by: number;
  reference_id: string;
  description: string;
  upi_link: boolean;
  reminder_enable: boolean;
  notify: { sms: boolean; email: boolean };
  notes: Record<string, string>;
  short_url: string;
  status: "created" | "paid" | "cancelled" | "expired";
  amount_paid: number;
  created_at: number;
};
export type FakeQr = {
  id: string;
  entity: "qr_code";
  type: string;
  name: string;
  usage: string;
  fixed_amount: boolean;
  payment_amount: number;
  description: string;
  close_by: number;
  notes: Record<string, string>;
  image_url: string;
  status: "active" | "closed";
  payments_amount_received: number;
  payments_count_received: number;
  close_reason?: string;
  created_at: number;
};

type Answer = { status: number; body: unknown };
const badRequest = (description: string, field?: string): Answer => ({
  status: 400,
  body: { error: { code: "BAD_REQUEST_ERROR", description, field: field ?? null, source: "business" } },
});
const nowSeconds = () => Math.floor(Date.now() / 1000);
const isNotes = (v: unknown) =>
  v === undefined ||
  (typeof v === "object" &&
    v !== null &&
    Object.keys(v).length <= 15 &&
    Object.values(v).every((x) => typeof x === "string" && x.length <= 256));

export function createFakeLinks() {
  const links = new Map<string, FakeLink>();
  const qrCodes = new Map<string, FakeQr>();
  /** The create requests' bodies as sent, for the tests to read. */
  const requests: { links: unknown[]; qrCodes: unknown[] } = { links: [], qrCodes: [] };
  let n = 0;
  const fakeId = (prefix: string) => `${prefix}_Fake${String(++n).padStart(10, "0")}`;

  function createLink(body: Record<string, unknown>): Answer {
    requests.links.push(body);
    const amount = body.amount;
    if (!Number.isInteger(amount) || (amount as number) < 100)
      return badRequest("The amount must be atleast INR 1.00", "amount");
    if (body.currency !== undefined && body.currency !== "INR")
      return badRequest("Currency is not supported", "currency");
    if (body.accept_partial !== undefined && typeof body.accept_partial !== "boolean")
      return badRequest("accept_partial must be boolean", "accept_partial");
    const expireBy = body.expire_by;
    if (expireBy !== undefined) {
      if (!Number.isInteger(expireBy)) return badRequest("expire_by must be an integer", "expire_by");
      if ((expireBy as number) < nowSeconds() + 15 * 60)
        return badRequest("expire_by: timestamp must be atleast 15 minutes in future", "expire_by");
    }
    const reference = body.reference_id;
    if (reference !== undefined) {
      if (typeof reference !== "string" || reference.length > 40)
        return badRequest("The reference id may not be greater than 40 characters.", "reference_id");
      if ([...links.values()].some((l) => l.reference_id === reference && l.status !== "cancelled"))
        return badRequest(`Payment Link with reference id ${reference} already exists`, "reference_id");
    }
    if (typeof body.description === "string" && body.description.length > 2048)
      return badRequest("The description may not be greater than 2048 characters.", "description");
    if (!isNotes(body.notes)) return badRequest("notes: at most 15 keys of 256 characters", "notes");
    const id = fakeId("plink");
    const link: FakeLink = {
      id,
      amount: amount as number,
      currency: (body.currency as string | undefined) ?? "INR",
      accept_partial: (body.accept_partial as boolean | undefined) ?? false,
      expire_by: (expireBy as number | undefined) ?? nowSeconds() + 180 * 86_400,
      reference_id: (reference as string | undefined) ?? "",
      description: (body.description as string | undefined) ?? "",
      upi_link: body.upi_link === true || body.upi_link === "true",
      reminder_enable: body.reminder_enable === true,
      notify: (body.notify as FakeLink["notify"] | undefined) ?? { sms: false, email: false },
      notes: (body.notes as Record<string, string> | undefined) ?? {},
      short_url: `https://rzp.io/i/${id.slice(-8)}`,
      status: "created",
      amount_paid: 0,
      created_at: nowSeconds(),
    };
    links.set(id, link);
    return { status: 200, body: entityOfLink(link) };
  }

  function createQr(body: Record<string, unknown>): Answer {
    requests.qrCodes.push(body);
    if (body.type !== "upi_qr") return badRequest("The type field is invalid.", "type");
    if (body.usage !== "single_use" && body.usage !== "multiple_use")
      return badRequest("The usage field is invalid.", "usage");
    if (typeof body.fixed_amount !== "boolean")
      return badRequest("fixed_amount must be boolean", "fixed_amount");
    if (
      body.fixed_amount &&
      (!Number.isInteger(body.payment_amount) || (body.payment_amount as number) < 100)
    )
      return badRequest("The payment amount must be at least 100.", "payment_amount");
    const closeBy = body.close_by;
    if (closeBy !== undefined) {
      if (body.usage !== "single_use")
        return badRequest("close_by is only allowed for single_use QR codes", "close_by");
      if (!Number.isInteger(closeBy) || (closeBy as number) < nowSeconds() + 15 * 60)
        return badRequest("close_by should be at least 15 minutes after current time", "close_by");
      if ((closeBy as number) > nowSeconds() + 45 * 86_400)
        return badRequest("close_by may be at most 45 days ahead for single_use QR codes", "close_by");
    }
    if (!isNotes(body.notes)) return badRequest("notes: at most 15 keys of 256 characters", "notes");
    const id = fakeId("qr");
    const qr: FakeQr = {
      id,
      entity: "qr_code",
      type: "upi_qr",
      name: (body.name as string | undefined) ?? "",
      usage: body.usage as string,
      fixed_amount: body.fixed_amount as boolean,
      payment_amount: body.payment_amount as number,
      description: (body.description as string | undefined) ?? "",
      close_by: (closeBy as number | undefined) ?? nowSeconds() + 45 * 86_400,
      notes: (body.notes as Record<string, string> | undefined) ?? {},
      image_url: `https://rzp.io/i/${id.slice(-8)}`,
      status: "active",
      payments_amount_received: 0,
      payments_count_received: 0,
      created_at: nowSeconds(),
    };
    qrCodes.set(id, qr);
    return { status: 200, body: qr };
  }

  /** The answer to a links or QR call, or undefined for another path. */
  function handle(method: string, url: string, body: string): Answer | undefined {
    const json = () => (body ? (JSON.parse(body) as Record<string, unknown>) : {});
    if (method === "POST" && url === "/v1/payment_links") return createLink(json());
    const link = /^\/v1\/payment_links\/([^/?]+)$/.exec(url);
    if (method === "GET" && link) {
      const found = links.get(decodeURIComponent(link[1] as string));
      return found
        ? { status: 200, body: entityOfLink(found) }
        : badRequest("The id provided does not exist");
    }
    if (method === "POST" && url === "/v1/payments/qr_codes") return createQr(json());
    const close = /^\/v1\/payments\/qr_codes\/([^/]+)\/close$/.exec(url);
    if (method === "POST" && close) {
      const qr = qrCodes.get(decodeURIComponent(close[1] as string));
      if (!qr) return badRequest("The id provided does not exist");
      if (qr.status === "closed") return badRequest("QR code is already closed");
      Object.assign(qr, { status: "closed", close_reason: "on_demand" });
      return { status: 200, body: qr };
    }
    return undefined;
  }

  return { links, qrCodes, requests, handle };
}

function entityOfLink(link: FakeLink) {
  return {
    ...link,
    cancelled_at: 0,
    expired_at: 0,
    first_min_partial_amount: 0,
    payments: null,
    reminders: [],
    user_id: "",
  };
}

/** A signed webhook as Razorpay posts it: the raw body and its headers. */
export function signedWebhook(secret: string, event: object, eventId: string) {
  const raw = JSON.stringify(event);
  return {
    raw,
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": createHmac("sha256", secret).update(raw).digest("hex"),
      "x-razorpay-event-id": eventId,
    },
  };
}

const paymentEntity = (o: {
  paymentId: string;
  amount: number;
  currency?: string;
  orderId?: string | null;
}) => ({
  id: o.paymentId,
  entity: "payment",
  amount: o.amount,
  currency: o.currency ?? "INR",
  status: "captured",
  order_id: o.orderId ?? null,
  method: "upi",
  captured: true,
  vpa: "patient@okhdfc",
});

/** `payment_link.paid` for a link of the fake (its payment of `amount`, by default the link's). */
export function paymentLinkPaidEvent(
  link: FakeLink,
  paymentId: string,
  amount = link.amount,
  currency = link.currency,
) {
  const orderId = `order_${link.id.slice(6)}`;
  return {
    entity: "event",
    account_id: "acc_Fake0000000000",
    event: "payment_link.paid",
    contains: ["payment_link", "order", "payment"],
    payload: {
      payment_link: {
        entity: { ...entityOfLink(link), amount_paid: amount, status: "paid" },
      },
      order: {
        entity: {
          id: orderId,
          entity: "order",
          amount: link.amount,
          amount_paid: amount,
          status: "paid",
          currency,
        },
      },
      payment: { entity: paymentEntity({ paymentId, amount, currency, orderId }) },
    },
    created_at: nowSeconds(),
  };
}

/** `qr_code.credited` for a QR of the fake (a payment of `amount`, by default the QR's). */
export function qrCodeCreditedEvent(
  qr: FakeQr,
  paymentId: string,
  amount = qr.payment_amount,
  currency = "INR",
) {
  return {
    entity: "event",
    account_id: "acc_Fake0000000000",
    event: "qr_code.credited",
    contains: ["payment", "qr_code"],
    payload: {
      payment: { entity: paymentEntity({ paymentId, amount, currency }) },
      qr_code: {
        entity: {
          ...qr,
          status: qr.usage === "single_use" ? "closed" : "active",
          close_reason: qr.usage === "single_use" ? "paid" : undefined,
          payments_amount_received: amount,
          payments_count_received: 1,
        },
      },
    },
    created_at: nowSeconds(),
  };
}
