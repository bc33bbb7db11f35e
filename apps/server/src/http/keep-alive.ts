import type { Server } from "node:http";

/** How long an idle keep-alive connection stays open: longer than a reverse proxy's usual 60 s. */
export const keepAliveTimeoutMs = 65_000;

/**
 * Keeps idle connections open longer than Node's 5 s default. A client that sends a request on a reused
 * connection at the moment the server closes it gets ECONNRESET, whatever the request; the longer the
 * server waits, the rarer that is, and a proxy in front (which keeps its own idle connections up to about
 * 60 s) never sends on a connection the server has dropped. The headers timeout must be longer still.
 */
export function keepConnectionsAlive(server: Server): void {
  server.keepAliveTimeout = keepAliveTimeoutMs;
  server.headersTimeout = keepAliveTimeoutMs + 1_000;
}
