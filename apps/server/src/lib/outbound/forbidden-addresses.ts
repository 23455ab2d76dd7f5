import { BlockList, isIPv4, isIPv6 } from 'node:net';

/** Why an address may not be called from the server (SSRF guard); also the message key suffix. */
export type ForbiddenReason = 'loopback' | 'private' | 'linkLocal' | 'unspecified' | 'multicast' | 'reserved';

type Range = readonly [network: string, prefix: number, reason: ForbiddenReason];

const IPV4_RANGES: readonly Range[] = [
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'private'], // carrier-grade NAT: the provider's network, not the internet
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'linkLocal'], // includes cloud metadata at 169.254.169.254
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'],
  ['192.0.2.0', 24, 'reserved'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'reserved'],
  ['198.51.100.0', 24, 'reserved'],
  ['203.0.113.0', 24, 'reserved'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'], // includes the broadcast address 255.255.255.255
];

const IPV6_RANGES: readonly Range[] = [
  ['::', 128, 'unspecified'],
  ['::1', 128, 'loopback'],
  ['100::', 64, 'reserved'],
  ['2001:db8::', 32, 'reserved'],
  // Teredo hides an obfuscated IPv4 address; no real gateway or provider is reached that way.
  ['2001::', 32, 'reserved'],
  ['fc00::', 7, 'private'],
  ['fe80::', 10, 'linkLocal'],
  ['fec0::', 10, 'private'],
  ['ff00::', 8, 'multicast'],
];

function blockListOf(ranges: readonly Range[], family: 'ipv4' | 'ipv6'): Map<ForbiddenReason, BlockList> {
  const lists = new Map<ForbiddenReason, BlockList>();
  for (const [network, prefix, reason] of ranges) {
    const list = lists.get(reason) ?? new BlockList();
    list.addSubnet(network, prefix, family);
    lists.set(reason, list);
  }
  return lists;
}

const IPV4_LISTS = blockListOf(IPV4_RANGES, 'ipv4');
const IPV6_LISTS = blockListOf(IPV6_RANGES, 'ipv6');

/** The 16 bytes of an IPv6 address (a trailing dotted IPv4 part allowed); null if it is not one. */
function ipv6Bytes(address: string): number[] | null {
  if (!isIPv6(address)) return null;
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (dotted) {
    const [a, b, c, d] = dotted.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...tailGroups];
  return groups.flatMap((group) => {
    const value = Number.parseInt(group, 16);
    return [value >> 8, value & 0xff];
  });
}

const startsWith = (bytes: number[], prefix: number[]) => prefix.every((byte, index) => bytes[index] === byte);

/**
 * The IPv4 address an IPv6 address carries, when it is one of the forms that reach an IPv4 host:
 * mapped (::ffff:a.b.c.d), compatible (::a.b.c.d), NAT64 (64:ff9b::/96, 64:ff9b:1::/48) and 6to4
 * (2002:aabb:ccdd::). Each would otherwise smuggle 127.0.0.1 or 10.x past an IPv6-only check.
 */
export function embeddedIpv4(address: string): string | null {
  const bytes = ipv6Bytes(address);
  if (!bytes) return null;
  const quad = (from: number) => bytes.slice(from, from + 4).join('.');
  const zeros = Array<number>(10).fill(0);
  if (startsWith(bytes, [...zeros, 0xff, 0xff])) return quad(12);
  if (startsWith(bytes, [...zeros, 0, 0]) && bytes.slice(12).some((byte) => byte !== 0)) {
    // ::1 and :: are IPv6 themselves, not compatible forms of 0.0.0.1 / 0.0.0.0.
    return bytes.slice(12, 15).every((byte) => byte === 0) && (bytes[15] ?? 0) <= 1 ? null : quad(12);
  }
  if (startsWith(bytes, [0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0])) return quad(12);
  if (startsWith(bytes, [0, 0x64, 0xff, 0x9b, 0, 1])) return quad(12);
  if (startsWith(bytes, [0x20, 0x02])) return quad(2);
  return null;
}

/** Drops the zone of a link-local address (`fe80::1%eth0`) and the brackets of a URL host. */
export function bareAddress(address: string): string {
  return address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
}

/**
 * Why the server must not connect to `address`, or null when it is a public unicast address.
 * An IPv6 address that embeds an IPv4 one is judged by the IPv4 address.
 */
export function forbiddenReason(address: string): ForbiddenReason | null {
  const bare = bareAddress(address);
  if (isIPv4(bare)) {
    for (const [reason, list] of IPV4_LISTS) if (list.check(bare, 'ipv4')) return reason;
    return null;
  }
  if (!isIPv6(bare)) return 'reserved';
  const inner = embeddedIpv4(bare);
  if (inner) return forbiddenReason(inner);
  for (const [reason, list] of IPV6_LISTS) if (list.check(bare, 'ipv6')) return reason;
  return null;
}
