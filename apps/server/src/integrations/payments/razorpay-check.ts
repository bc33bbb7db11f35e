/**
 * "Test connection" (Settings → Payments): one harmless authenticated read, the orders list with
 * count=1, which needs valid keys and changes nothing. Answers the provider's own words on error.
 * The keys go only into the Authorization header, never into a message.
 */
export async function checkRazorpayKeys(o: {
  keyId: string;
  keySecret: string;
  apiBase?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): Promise<{ ok: boolean; message: string }> {
  const base = (o.apiBase ?? "https://api.razorpay.com").replace(/\/+$/, "");
  const auth = `Basic ${Buffer.from(`${o.keyId}:${o.keySecret}`).toString("base64")}`;
  let res: Response;
  try {
    res = await (o.fetch ?? fetch)(`${base}/v1/orders?count=1`, {
      headers: { authorization: auth, accept: "application/json" },
      signal: AbortSignal.timeout(o.timeoutMs ?? 8000),
    });
  } catch (error) {
    const why =
      (error as Error).name === "TimeoutError" ? "it did not answer in time" : "it could not be reached";
    return { ok: false, message: `Razorpay ${why}. Check the server's internet connection and try again.` };
  }
  if (res.ok) return { ok: true, message: "Connected to Razorpay: the keys work." };
  let description = "";
  try {
    const body = (await res.json()) as { error?: { description?: unknown; code?: unknown } };
    const d = body.error?.description ?? body.error?.code;
    if (typeof d === "string") description = d.slice(0, 200);
  } catch {
    // not JSON: the status says enough
  }
  return {
    ok: false,
    message: `Razorpay refused the keys (HTTP ${res.status}${description ? `: ${description}` : ""}).`,
  };
}
