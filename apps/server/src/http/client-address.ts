/**
 * The client's address. With no trusted proxy it is the socket's. Behind N trusted
 * proxies, each appended the address it received from to X-Forwarded-For, so the client
 * is the N-th entry from the right; anything further left could be forged by the client.
 */
export function clientAddressFrom(
  socketAddress: string,
  forwardedFor: string | undefined,
  trustedProxies: number,
): string {
  if (trustedProxies === 0 || !forwardedFor) return socketAddress;
  const hops = forwardedFor
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  return hops[hops.length - trustedProxies] ?? hops[0] ?? socketAddress;
}
