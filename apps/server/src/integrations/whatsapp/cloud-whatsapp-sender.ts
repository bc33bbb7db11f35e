import { type WhatsAppMessage, WhatsAppSendError, type WhatsAppSender } from "./whatsapp-sender";

export type CloudWhatsAppOptions = {
  phoneNumberId: string;
  accessToken: string;
  /** https://graph.facebook.com/v21.0 unless WHATSAPP_API_BASE_URL says otherwise (tests: a fake). */
  apiBaseUrl: string;
  /** A provider that does not answer within this is given up for now and retried later. */
  timeoutMs?: number;
};

/** Graph API error codes that say "too many, slow down": retried like a 429. */
const throttleCodes = new Set([4, 80007, 130429, 131048, 131056]);

/** The Cloud API's request for a message: a template with its body values, or a free-form text. */
export function cloudPayload(message: WhatsAppMessage): Record<string, unknown> {
  const base = {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to: message.to.replace(/^\+/, ""),
  };
  if (!message.template) return { ...base, type: "text", text: { preview_url: false, body: message.text } };
  return {
    ...base,
    type: "template",
    template: {
      name: message.template.name,
      language: { code: message.template.language },
      components: [
        { type: "body", parameters: message.template.params.map((text) => ({ type: "text", text })) },
        // Meta's copy-code button is a URL button at index 0 whose one parameter is the code.
        ...(message.template.copyCode
          ? [
              {
                type: "button",
                sub_type: "url",
                index: "0",
                parameters: [{ type: "text", text: message.template.params[0] ?? "" }],
              },
            ]
          : []),
      ],
    },
  };
}

/**
 * Meta's WhatsApp Cloud API: `POST {base}/{phone number id}/messages` with the access token; plain
 * HTTPS, no SDK. A timeout, a network failure, 429 and 5xx are retryable; any other refusal is not.
 */
export function createCloudWhatsAppSender(options: CloudWhatsAppOptions): WhatsAppSender {
  const url = `${options.apiBaseUrl.replace(/\/+$/, "")}/${encodeURIComponent(options.phoneNumberId)}/messages`;
  return {
    provider: "cloud",
    async send(message) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: "POST",
          headers: { authorization: `Bearer ${options.accessToken}`, "content-type": "application/json" },
          body: JSON.stringify(cloudPayload(message)),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        const timedOut = (error as Error).name === "TimeoutError";
        throw new WhatsAppSendError(timedOut ? "timed out" : "connection failed", true);
      }
      const body = (await response.json().catch(() => ({}))) as {
        messages?: Array<{ id?: string }>;
        error?: { code?: number; message?: string };
      };
      if (response.ok) {
        const id = body.messages?.[0]?.id;
        if (!id) throw new WhatsAppSendError("answer without a message id", true);
        return { providerMessageId: id };
      }
      const code = body.error?.code;
      const retryable = response.status === 429 || response.status >= 500 || throttleCodes.has(code ?? -1);
      const retryAfter = Number(response.headers.get("retry-after"));
      throw new WhatsAppSendError(
        `HTTP ${response.status}${code ? ` code ${code}` : ""}: ${(body.error?.message ?? "refused").slice(0, 200)}`,
        retryable,
        Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : undefined,
      );
    },
  };
}
