import { createServer } from "node:http";
import { describe, expect, it } from "vitest";
import { keepAliveTimeoutMs, keepConnectionsAlive } from "./keep-alive";

describe("keep-alive connections", () => {
  it("stay open longer than a proxy's 60 s, and the headers timeout outlasts them", () => {
    const server = createServer();
    keepConnectionsAlive(server);
    expect(server.keepAliveTimeout).toBe(keepAliveTimeoutMs);
    expect(server.keepAliveTimeout).toBeGreaterThan(60_000);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });
});
