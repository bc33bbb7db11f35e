import { createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type CheckoutOpened = {
  key: string;
  amount: number;
  currency: string;
  name: string;
  order_id: string;
  prefill: { name: string; email: string; contact: string };
};

/**
 * A fake Checkout script (`/v1/checkout.js`): `new Razorpay(options).open()` reports the options to
 * the fake, then shows a small dialog whose buttons play Checkout's outcomes — "Fake pay" (the fake
 * captures a payment and signs it as Razorpay does), "Fake pay with a bad signature", "Fake fail"
 * (`payment.failed`) and "Fake close" (`modal.ondismiss`).
 */
const checkoutScript = `(function () {
  var base = document.currentScript.src.replace(/\\/v1\\/checkout\\.js.*$/, "");
  function post(path, body) {
    return fetch(base + path, { method: "POST", headers: { "content-type": "text/plain" }, body: JSON.stringify(body) });
  }
  function Razorpay(options) { this.options = options; this.handlers = {}; }
  Razorpay.prototype.on = function (event, fn) { this.handlers[event] = fn; };
  Razorpay.prototype.open = function () {
    var self = this, o = this.options;
    post("/fake/opened", { key: o.key, amount: o.amount, currency: o.currency, name: o.name, order_id: o.order_id, prefill: o.prefill });
    var d = document.createElement("div");
    d.setAttribute("role", "dialog");
    d.setAttribute("aria-label", "Fake Razorpay Checkout");
    d.style.cssText = "position:fixed;top:10%;left:10%;right:10%;background:#fff;color:#000;border:2px solid #000;z-index:2147483647;padding:16px";
    d.innerHTML = "<p>Fake Checkout</p>" +
      "<button type=button data-act=pay>Fake pay</button> " +
      "<button type=button data-act=badpay>Fake pay with a bad signature</button> " +
      "<button type=button data-act=fail>Fake fail</button> " +
      "<button type=button data-act=close>Fake close</button>";
    document.body.appendChild(d);
    d.addEventListener("click", function (e) {
      var act = e.target && e.target.getAttribute && e.target.getAttribute("data-act");
      if (!act) return;
      if (act === "close") { d.remove(); if (o.modal && o.modal.ondismiss) o.modal.ondismiss(); }
      if (act === "fail" && self.handlers["payment.failed"])
        self.handlers["payment.failed"]({ error: { code: "BAD_REQUEST_ERROR", description: "Your card was declined (fake).", reason: "payment_failed" } });
      if (act === "pay" || act === "badpay") {
        post("/fake/pay", { order_id: o.order_id, bad: act === "badpay" })
          .then(function (r) { return r.json(); })
          .then(function (res) { d.remove(); o.handler(res); });
      }
    });
  };
  window.Razorpay = Razorpay;
})();`;

function flip(signature: string): string {
  const last = signature.at(-1) === "0" ? "1" : "0";
  return signature.slice(0, -1) + last;
}

/**
 * A fake Razorpay on 127.0.0.1 for the browser e2e: the API the server calls (orders, payment
 * lookups, refunds; basic auth with the key pair) and the Checkout script the browser loads, on one
 * origin. Signatures follow Razorpay's scheme (apps/server/test/support/fake-razorpay.ts):
 * hex(HMAC_SHA256(key_secret, order_id + "|" + payment_id)).
 */
export async function startFakeRazorpayCheckout(keyId: string, keySecret: string) {
  const orders = new Map<string, { amount: number; currency: string }>();
  const payments = new Map<string, { status: string; order_id: string; amount: number; currency: string }>();
  const opened: CheckoutOpened[] = [];
  let scriptLoads = 0;
  let n = 0;
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      const url = req.url ?? "";
      const send = (status: number, value: unknown) => {
        res.writeHead(status, { "content-type": "application/json", "access-control-allow-origin": "*" });
        res.end(JSON.stringify(value));
      };
      if (req.method === "GET" && url.startsWith("/v1/checkout.js")) {
        scriptLoads++;
        res.writeHead(200, { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-store" });
        return res.end(checkoutScript);
      }
      if (req.method === "POST" && url === "/fake/opened") {
        opened.push(JSON.parse(body) as CheckoutOpened);
        return send(200, {});
      }
      if (req.method === "POST" && url === "/fake/pay") {
        const { order_id, bad } = JSON.parse(body) as { order_id: string; bad?: boolean };
        const order = orders.get(order_id);
        if (!order) return send(404, { error: { code: "BAD_REQUEST_ERROR" } });
        const paymentId = `pay_fake${++n}`;
        payments.set(paymentId, { status: "captured", order_id, ...order });
        const signature = createHmac("sha256", keySecret).update(`${order_id}|${paymentId}`).digest("hex");
        return send(200, {
          razorpay_payment_id: paymentId,
          razorpay_order_id: order_id,
          razorpay_signature: bad ? flip(signature) : signature,
        });
      }
      if (req.headers.authorization !== expectedAuth)
        return send(401, { error: { code: "BAD_REQUEST_ERROR" } });
      if (req.method === "POST" && url === "/v1/orders") {
        const { amount, currency } = JSON.parse(body) as { amount: number; currency: string };
        const id = `order_fake${++n}`;
        orders.set(id, { amount, currency });
        return send(200, { id, amount, currency, status: "created" });
      }
      const payment = /^\/v1\/payments\/([^/]+)$/.exec(url);
      if (req.method === "GET" && payment) {
        const id = decodeURIComponent(payment[1] as string);
        const found = payments.get(id);
        return found ? send(200, { id, ...found }) : send(404, { error: { code: "BAD_REQUEST_ERROR" } });
      }
      if (req.method === "POST" && /^\/v1\/payments\/[^/]+\/refund$/.test(url))
        return send(200, { id: `rfnd_${++n}`, status: "processed" });
      send(404, {});
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  return {
    apiBase: base,
    checkoutUrl: `${base}/v1/checkout.js`,
    opened,
    payments,
    scriptLoads: () => scriptLoads,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
