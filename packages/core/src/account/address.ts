import { isIPv4, isIPv6 } from "node:net";

/**
 * The subject of a per-address limit: an IPv4 address whole, an IPv6 address by its /64 (one
 * subscriber's network: anyone with a /64 can rotate through 2^64 addresses), an IPv4-mapped IPv6
 * address as its IPv4 address. Anything else (e.g. "unknown") stays as it is.
 */
export function addressKey(ip: string): string {
  if (ip.length > 64) return ip.slice(0, 64);
  const mapped = ip.toLowerCase().startsWith("::ffff:") ? ip.slice(7) : null;
  if (mapped !== null && isIPv4(mapped)) return mapped;
  if (!isIPv6(ip)) return ip;
  const zoneless = ip.split("%")[0]!;
  const [head, tail = ""] = zoneless.split("::") as [string, string?];
  const left = head === "" ? [] : head.split(":");
  const right = tail === "" ? [] : tail.split(":");
  // An embedded IPv4 tail (a:b::1.2.3.4) takes two groups; only the first four groups matter here.
  const rightGroups = right.flatMap((g) => (g.includes(".") ? ["0", "0"] : [g]));
  const groups = zoneless.includes("::")
    ? [...left, ...Array<string>(8 - left.length - rightGroups.length).fill("0"), ...rightGroups]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(":")}::/64`;
}
