import { describe, expect, it } from "vitest";
import { clientAddressFrom } from "./client-address";

describe("clientAddressFrom", () => {
  it("uses the socket's address when no proxy is trusted, whatever the header says", () => {
    expect(clientAddressFrom("10.0.0.9", "1.2.3.4", 0)).toBe("10.0.0.9");
  });

  it("takes the entry the trusted proxy appended", () => {
    expect(clientAddressFrom("10.0.0.9", "6.6.6.6, 1.2.3.4", 1)).toBe("1.2.3.4");
  });

  it("counts N trusted proxies from the right", () => {
    expect(clientAddressFrom("10.0.0.9", "6.6.6.6, 1.2.3.4, 10.0.0.5", 2)).toBe("1.2.3.4");
  });

  it("falls back to the socket when the header is missing", () => {
    expect(clientAddressFrom("10.0.0.9", undefined, 1)).toBe("10.0.0.9");
  });
});
