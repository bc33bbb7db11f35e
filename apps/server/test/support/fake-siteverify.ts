import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** What the fake answers a token with: siteverify's JSON, or "down" (a 503, as a failing service). */
export type SiteverifyAnswer = Record<string, unknown> | "down";

export type FakeSiteverify = {
  /** The siteverify address (CAPTCHA_VERIFY_URL / the verifier's `verifyUrl`). */
  url: string;
  /** Every form the server posted, in order (empty it in a beforeEach). */
  seen: Array<{ secret: string | null; response: string | null }>;
  close(): Promise<void>;
};

/**
 * A small siteverify server on 127.0.0.1, as reCAPTCHA v3 and Turnstile speak it: a form post of
 * `secret` and `response`, a JSON answer chosen by `answerFor` from the token.
 */
export async function startFakeSiteverify(
  answerFor: (token: string) => SiteverifyAnswer,
): Promise<FakeSiteverify> {
  const seen: FakeSiteverify["seen"] = [];
  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      const form = new URLSearchParams(raw);
      seen.push({ secret: form.get("secret"), response: form.get("response") });
      const answer = answerFor(form.get("response") ?? "");
      if (answer === "down") res.writeHead(503).end();
      else res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
