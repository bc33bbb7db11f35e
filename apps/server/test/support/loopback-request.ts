import http from "node:http";

export type LoopbackAnswer = { status: number; body: Record<string, unknown> };

/**
 * One request to `baseUrl` (a server on 127.0.0.1) from the source address `from`, on its own
 * connection. Linux routes all of 127.0.0.0/8 to the loopback, so a test can be as many clients as it
 * likes (127.x.y.z), each seen by the server as the socket's address with TRUST_PROXY off; no packet
 * leaves the machine. A POST when `body` is given, a GET otherwise; a failed connection is status 0.
 */
export function requestFrom(
  baseUrl: string,
  from: string,
  pathName: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<LoopbackAnswer> {
  const url = new URL(pathName, baseUrl);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: payload === undefined ? "GET" : "POST",
        localAddress: from,
        agent: false,
        timeout: 15_000,
        headers: {
          connection: "close",
          ...(payload === undefined ? {} : { "content-type": "application/json" }),
          ...headers,
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => {
          let parsed: Record<string, unknown> = {};
          try {
            parsed = JSON.parse(text) as Record<string, unknown>;
          } catch {
            parsed = { text };
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", (error) => resolve({ status: 0, body: { error: error.message } }));
    req.end(payload);
  });
}
