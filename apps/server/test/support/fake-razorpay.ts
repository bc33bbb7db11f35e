import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createFakeLinks } from "./fake-razorpay-links";

export type FakePayment = { status: string; order_id: string; amount: number; currency: string };

/**
 * How the fake misbehaves (fault tests): answer 500, never answer ("hang"), or close the
 * connection without an answer ("close"). `undefined`: it works.
 */
export type FakeFault = "500" | "hang" | "close" | undefined;

/**
 * A fake Razorpay API on 127.0.0.1: orders, payment lookups and refunds, Payment Links and QR codes
 * (fake-razorpay-links.ts), with basic auth.
 */
export async function startFakeRazorpay(keyId: string, keySecret: string) {
  const orders = new Map<string, { amount: number; currency: string }>();
  const payments = new Map<string, FakePayment>();
  const refunds: Array<{ paymentId: string; amount: number }> = [];
  const linksApi = createFakeLinks();
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;
  const faults: { all: FakeFault; refunds: number } = { all: undefined, refunds: 0 };
  /** Requests received, whatever the answer (fault tests count the calls). */
  const received: Array<{ method: string; url: string }> = [];
  /** Connections of calls left unanswered by "hang", until `dropHung()` closes them. */
  const hung: Array<{ destroy(): void }> = [];
  let n = 0;
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      received.push({ method: req.method ?? "", url: req.url ?? "" });
      if (faults.all === "hang") {
        hung.push(req.socket);
        return;
      }
      if (faults.all === "close") return req.socket.destroy();
      if (faults.all === "500") {
        res.writeHead(500, { "content-type": "application/json" });
        return res.end(JSON.stringify({ error: { code: "SERVER_ERROR" } }));
      }
      const send = (status: number, value: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(value));
      };
      if (req.headers.authorization !== expectedAuth)
        return send(401, { error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" } });
      const url = req.url ?? "";
      const linkAnswer = linksApi.handle(req.method ?? "", url, body);
      if (linkAnswer) return send(linkAnswer.status, linkAnswer.body);
      if (req.method === "GET" && url.startsWith("/v1/orders?")) {
        const items = [...orders].map(([id, o]) => ({ id, ...o })).slice(0, 1);
        return send(200, { entity: "collection", count: items.length, items });
      }
      if (req.method === "POST" && url === "/v1/orders") {
        const { amount, currency } = JSON.parse(body) as { amount: number; currency: string };
        const id = `order_fake${++n}`;
        orders.set(id, { amount, currency });
        return send(200, { id, amount, currency, status: "created" });
      }
      const payment = /^\/v1\/payments\/([^/]+)$/.exec(url);
      if (req.method === "GET" && payment) {
        const found = payments.get(decodeURIComponent(payment[1] as string));
        return found
          ? send(200, { id: payment[1], ...found })
          : send(404, { error: { code: "BAD_REQUEST_ERROR" } });
      }
      const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(url);
      if (req.method === "POST" && refund) {
        if (faults.refunds > 0) {
          faults.refunds--;
          return send(500, { error: { code: "SERVER_ERROR", description: "refund failed" } });
        }
        refunds.push({ paymentId: decodeURIComponent(refund[1] as string), amount: JSON.parse(body).amount });
        return send(200, { id: `rfnd_${refunds.length}`, status: "processed" });
      }
      send(404, {});
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: `http://127.0.0.1:${port}`,
    orders,
    payments,
    refunds,
    received,
    /** Payment Links and QR codes made, by id, and the create requests as sent. */
    links: linksApi.links,
    qrCodes: linksApi.qrCodes,
    requests: linksApi.requests,
    /** Sets how every call is answered from now on. */
    fault(kind: FakeFault) {
      faults.all = kind;
    },
    /** The next `count` refund calls answer 500 (nothing refunded); other calls work. */
    failRefunds(count: number) {
      faults.refunds = count;
    },
    /** Calls left hanging so far. */
    hungCount: () => hung.length,
    /** Closes the hanging calls' connections without an answer (the caller sees a failure at once). */
    dropHung() {
      for (const socket of hung.splice(0)) socket.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
