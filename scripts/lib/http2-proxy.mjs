// `npm run bench:web -- --http2`: the pages as deployed. The clinic's site is served behind a TLS
// proxy that speaks HTTP/2 (deploy/nginx-clinic-site.conf has `http2 on`; Caddy speaks it by default),
// so a browser fetches the page, its stylesheet, fonts and scripts over one warm connection. The app
// alone speaks HTTP/1.1, where Chromium opens a new connection for a request the busy ones cannot
// take (the Hindi and Kannada fonts, found after the stylesheet). This proxy stands where nginx or
// Caddy would: TLS with a throwaway self-signed certificate (openssl), HTTP/2, and the app's answers
// passed on byte for byte (its own compression kept).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { request } from "node:http";
import { createSecureServer } from "node:http2";
import path from "node:path";

/** Headers of one connection, which HTTP/2 forbids and a proxy does not pass on; and Host, set anew. */
const notPassed = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "upgrade",
  "proxy-connection",
  "host",
]);

function passable(headers) {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(":") && !notPassed.has(name)),
  );
}

/** A key and self-signed certificate for 127.0.0.1 in `dir`, for the run only. */
function throwawayCertificate(dir) {
  const key = path.join(dir, "proxy-key.pem");
  const cert = path.join(dir, "proxy-cert.pem");
  try {
    execFileSync(
      "openssl",
      [
        ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1"],
        ...["-keyout", key, "-out", cert],
        ...["-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"],
      ],
      { stdio: "ignore" },
    );
  } catch (error) {
    throw new Error(`--http2 needs openssl to make the proxy's certificate: ${error.message}`);
  }
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/**
 * Listens on a free port of 127.0.0.1 with HTTP/2 over TLS and forwards each request to the app on
 * `targetPort`; `origin` is the address to give the browser, which must accept the self-signed
 * certificate (`--ignore-certificate-errors`).
 */
export async function startHttp2Proxy({ targetPort, dir }) {
  let origin;
  const server = createSecureServer({ ...throwawayCertificate(dir), allowHTTP1: true }, (req, res) => {
    const upstream = request(
      {
        host: "127.0.0.1",
        port: targetPort,
        method: req.method,
        path: req.url,
        headers: { ...passable(req.headers), host: new URL(origin).host, "x-forwarded-proto": "https" },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, passable(answer.headers));
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `https://127.0.0.1:${server.address().port}`;
  return { origin, close: () => new Promise((resolve) => server.close(resolve)) };
}
