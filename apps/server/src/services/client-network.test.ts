import { describe, expect, it } from "vitest";
import { clientNetworkOf } from "./client-network";

describe("clientNetworkOf (decision 0092)", () => {
  it("keeps an IPv4 address exact", () => {
    expect(clientNetworkOf("203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetworkOf("203.0.113.8")).not.toBe(clientNetworkOf("203.0.113.7"));
  });

  it("groups every address of one IPv6 /64, however it is written", () => {
    const one = clientNetworkOf("2001:db8:1:2::1");
    expect(one).toBe("2001:db8:1:2::/64");
    for (const same of [
      "2001:db8:1:2:ffff:ffff:ffff:ffff",
      "2001:0DB8:0001:0002:abcd:0:0:9",
      "2001:db8:1:2:1:2:3:4%eth0",
      "[2001:db8:1:2::99]",
      "2001:db8:1:2::10.0.0.1",
    ])
      expect(clientNetworkOf(same)).toBe(one);
  });

  it("tells neighbouring /64s apart", () => {
    expect(clientNetworkOf("2001:db8:1:3::1")).not.toBe(clientNetworkOf("2001:db8:1:2::1"));
    expect(clientNetworkOf("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientNetworkOf("::1")).toBe("0:0:0:0::/64");
  });

  it("reads an IPv4-mapped IPv6 address as its IPv4 address", () => {
    expect(clientNetworkOf("::ffff:198.51.100.4")).toBe("198.51.100.4");
    expect(clientNetworkOf("::FFFF:c633:6404")).toBe("198.51.100.4");
    expect(clientNetworkOf("0:0:0:0:0:ffff:198.51.100.4")).toBe("198.51.100.4");
  });

  it("keeps what is not an address as given", () => {
    expect(clientNetworkOf("unknown")).toBe("unknown");
    expect(clientNetworkOf("2001:db8::zz")).toBe("2001:db8::zz");
  });
});
