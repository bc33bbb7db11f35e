import { isIPv4, isIPv6 } from "node:net";

/**
 * The client network every per-client limit counts (the hold limit, the rate limits; decision 0092).
 *
 * - IPv4: the exact address. A /24 would lump together the patients behind one carrier's NAT pool
 *   (most Indian mobile users share addresses already), while a bot with many addresses has many
 *   /24s too: what keeps slots free from it is the cap on kept holds, not the address key.
 * - IPv6: the /64. One subscriber or host gets a whole /64 and can pick any address in it, so the
 *   exact address would give one client unlimited keys.
 * - An IPv4-mapped IPv6 address (`::ffff:1.2.3.4`, what a dual-stack socket reports) is its IPv4.
 * - Anything else (no socket address, a malformed proxy header) is kept as given.
 */
export function clientNetworkOf(address: string): string {
  const bare = address.trim().replace(/^\[(.*)\]$/, "$1");
  if (isIPv4(bare)) return bare;
  const unzoned = bare.split("%")[0] ?? bare;
  if (!isIPv6(unzoned)) return bare;
  const groups = ipv6Groups(unzoned.toLowerCase());
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return ipv4FromGroups(groups[6] ?? 0, groups[7] ?? 0);
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a trailing dotted IPv4 read). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const [a, b, c, d] = dotted[1].split(".").map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) => (part ? part.split(":").map((g) => Number.parseInt(g, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const zeros = new Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...zeros, ...right];
}

function ipv4FromGroups(high: number, low: number): string {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
}
