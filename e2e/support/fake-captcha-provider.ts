import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Fake reCAPTCHA v3 and Turnstile on 127.0.0.1 for the browser e2e: their scripts (`/recaptcha/api.js`,
 * `/turnstile/v0/api.js`, with the public API the widget uses) and one siteverify (`/siteverify`).
 * A token is "fake.<provider>.<base64url JSON {sitekey, action, n}>"; siteverify vouches for it when
 * the secret is the provider's and the site key the one it was issued for, and answers the action
 * and the hostname 127.0.0.1, as the real services do.
 */
const recaptchaScript = `(function () {
  var n = 0;
  function token(sitekey, action) {
    var json = JSON.stringify({ sitekey: sitekey, action: action, n: ++n, t: Date.now() });
    return "fake.recaptcha." + btoa(json).replace(/\\+/g, "-").replace(/\\//g, "_").replace(/=+$/, "");
  }
  window.grecaptcha = {
    ready: function (cb) { setTimeout(cb, 0); },
    execute: function (sitekey, options) { return Promise.resolve(token(sitekey, options.action)); }
  };
})();`;

const turnstileScript = `(function () {
  var n = 0, widgets = {};
  function token(sitekey, action) {
    var json = JSON.stringify({ sitekey: sitekey, action: action, n: ++n, t: Date.now() });
    return "fake.turnstile." + btoa(json).replace(/\\+/g, "-").replace(/\\//g, "_").replace(/=+$/, "");
  }
  function draw(id) {
    var w = widgets[id];
    w.el.innerHTML = "";
    var b = document.createElement("button");
    b.type = "button";
    b.textContent = "Fake Turnstile: verify you are human";
    b.addEventListener("click", function () {
      b.textContent = "Fake Turnstile: success";
      b.disabled = true;
      w.opts.callback(token(w.opts.sitekey, w.opts.action));
    });
    w.el.appendChild(b);
  }
  window.turnstile = {
    render: function (el, opts) { var id = "w" + (++n); widgets[id] = { el: el, opts: opts }; draw(id); return id; },
    reset: function (id) { if (widgets[id]) draw(id); },
    remove: function (id) { if (widgets[id]) { widgets[id].el.innerHTML = ""; delete widgets[id]; } }
  };
})();`;

export type VerifyCall = { provider: string; sitekey: string; action: string; accepted: boolean };

export async function startFakeCaptchaProvider(keys: {
  recaptcha: { siteKey: string; secret: string };
  turnstile: { siteKey: string; secret: string };
}) {
  const verifyCalls: VerifyCall[] = [];
  const scriptLoads: string[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      if (
        req.method === "GET" &&
        (url.pathname === "/recaptcha/api.js" || url.pathname === "/turnstile/v0/api.js")
      ) {
        scriptLoads.push(`${url.pathname}${url.search}`);
        res.writeHead(200, { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-store" });
        return res.end(url.pathname.startsWith("/recaptcha") ? recaptchaScript : turnstileScript);
      }
      if (req.method === "POST" && url.pathname === "/siteverify") {
        const form = new URLSearchParams(body);
        const [, provider = "", payload = ""] = (form.get("response") ?? "").split(".");
        let claims: { sitekey?: string; action?: string } = {};
        try {
          claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
        } catch {
          claims = {};
        }
        const key =
          provider === "recaptcha" ? keys.recaptcha : provider === "turnstile" ? keys.turnstile : undefined;
        const accepted = Boolean(key && form.get("secret") === key.secret && claims.sitekey === key.siteKey);
        verifyCalls.push({ provider, sitekey: claims.sitekey ?? "", action: claims.action ?? "", accepted });
        res.writeHead(200, { "content-type": "application/json" });
        return res.end(
          JSON.stringify(
            accepted
              ? {
                  success: true,
                  action: claims.action,
                  hostname: "127.0.0.1",
                  score: 0.9,
                  challenge_ts: new Date().toISOString(),
                }
              : { success: false, "error-codes": ["invalid-input-response"] },
          ),
        );
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    recaptchaScriptUrl: `${base}/recaptcha/api.js`,
    turnstileScriptUrl: `${base}/turnstile/v0/api.js`,
    verifyUrl: `${base}/siteverify`,
    verifyCalls,
    scriptLoads,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
