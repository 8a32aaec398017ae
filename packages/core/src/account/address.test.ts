import { describe, expect, it } from "vitest";
import { addressKey } from "./address";

describe("addressKey: the subject of per-address limits", () => {
  it("keeps IPv4 whole and unwraps IPv4-mapped IPv6", () => {
    expect(addressKey("198.51.100.7")).toBe("198.51.100.7");
    expect(addressKey("::ffff:198.51.100.7")).toBe("198.51.100.7");
  });

  it("keys IPv6 by its /64, however it is written", () => {
    const one = addressKey("2001:db8:1:2:aaaa:bbbb:cccc:dddd");
    expect(one).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:0db8:0001:0002::1")).toBe(one);
    expect(addressKey("2001:db8:1:2::ffff:1.2.3.4")).toBe(one);
    expect(addressKey("2001:db8:1:3::1")).not.toBe(one);
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("leaves anything else as it is, bounded", () => {
    expect(addressKey("unknown")).toBe("unknown");
    expect(addressKey("x".repeat(1000))).toHaveLength(64);
  });
});
