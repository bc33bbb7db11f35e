import { createHmac, hkdfSync } from "node:crypto";

/**
 * Client addresses are kept only as keyed hashes (HMAC-SHA256, key derived from APP_SECRET by HKDF):
 * enough to count one address's holds or find one address's reviews, but a copy of the database alone
 * cannot turn them back into addresses, as it could a plain sha256 of the 2³² IPv4 addresses
 * (decision 0093). `purpose` keeps a booking's key, a review's key and a consent's record of one address
 * apart (a consent keeps the whole address's hash, not its network's: decision 0100).
 */
export type AddressHasher = (purpose: "client" | "review" | "consent", address: string) => string;

export function createAddressHasher(appSecret: string): AddressHasher {
  const key = Buffer.from(
    hkdfSync("sha256", appSecret, "clinic-address-hash", "client addresses v1 hmac", 32),
  );
  return (purpose, address) =>
    createHmac("sha256", key).update(`${purpose}:${address}`).digest("hex").slice(0, 32);
}
