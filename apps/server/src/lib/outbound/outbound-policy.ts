import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { bareAddress, embeddedIpv4, type ForbiddenReason, forbiddenReason } from './forbidden-addresses.js';

/** One address a host name resolved to. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to every address it has (tests inject their own). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** What the deployment lets the server call: the allow-list and how names are resolved. */
export interface OutboundPolicy {
  /** Whether the deployment allows `hostname` / `address` although the address is not public. */
  allows(hostname: string, address: string): boolean;
  resolve: Resolver;
}

/** Why an outbound call was refused before any byte was sent. */
export type OutboundRefusalReason = ForbiddenReason | 'unresolvable' | 'protocol' | 'tooManyRedirects';

/** A refused outbound target; `reason` picks the translated message (`outbound.<reason>`). */
export class OutboundRefusal extends Error {
  override name = 'OutboundRefusal';
  constructor(
    readonly reason: OutboundRefusalReason,
    readonly target: string,
  ) {
    super(`outbound call to ${target} refused: ${reason}`);
  }
}

const CIDR = /^(.+)\/(\d{1,3})$/;
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

/** A host name as compared: lower case, without the root dot or URL brackets. */
const normalName = (hostname: string) => bareAddress(hostname.toLowerCase()).replace(/\.$/, '');

/**
 * Reads OUTBOUND_ALLOW_HOSTS entries (host names, addresses, CIDR ranges); returns the entries it
 * could not read, so the configuration can name them.
 */
export function invalidAllowEntries(entries: readonly string[]): string[] {
  return entries.filter((entry) => {
    const cidr = CIDR.exec(entry);
    if (cidr) {
      const family = isIP(cidr[1] ?? '');
      return family === 0 || Number(cidr[2]) > (family === 4 ? 32 : 128);
    }
    return isIP(bareAddress(entry)) === 0 && !HOST_NAME.test(normalName(entry));
  });
}

async function resolveAll(hostname: string): Promise<ResolvedAddress[]> {
  const found = await lookup(hostname, { all: true, verbatim: true });
  return found.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
}

/** The policy of an allow-list (validated by the configuration); `resolve` defaults to the system resolver. */
export function createOutboundPolicy(allowEntries: readonly string[], resolve: Resolver = resolveAll): OutboundPolicy {
  const names = new Set<string>();
  const ranges = new BlockList();
  for (const entry of allowEntries) {
    const cidr = CIDR.exec(entry);
    const address = bareAddress(cidr?.[1] ?? entry);
    const family = isIP(address);
    if (family === 0) names.add(normalName(entry));
    else ranges.addSubnet(address, Number(cidr?.[2] ?? (family === 4 ? 32 : 128)), family === 4 ? 'ipv4' : 'ipv6');
  }
  const inRanges = (address: string) => {
    const bare = bareAddress(address);
    const inner = embeddedIpv4(bare);
    if (inner) return ranges.check(inner, 'ipv4');
    return ranges.check(bare, isIP(bare) === 4 ? 'ipv4' : 'ipv6');
  };
  return {
    allows: (hostname, address) => names.has(normalName(hostname)) || inRanges(address),
    resolve,
  };
}

const policies = new WeakMap<object, OutboundPolicy>();

/** The policy of a configuration, built once per configuration object. */
export function outboundPolicyOf(config: { outboundAllowHosts: readonly string[] }): OutboundPolicy {
  let policy = policies.get(config);
  if (!policy) {
    policy = createOutboundPolicy(config.outboundAllowHosts);
    policies.set(config, policy);
  }
  return policy;
}

/**
 * Resolves `hostname` (a name or an address literal) and returns the addresses the server may
 * connect to: all of them must be public or allowed, since a name with one private address among
 * public ones would let the resolver's order decide. Throws {@link OutboundRefusal} otherwise.
 */
export async function checkOutboundHost(policy: OutboundPolicy, hostname: string): Promise<ResolvedAddress[]> {
  const bare = bareAddress(hostname);
  const literal = isIP(bare);
  let addresses: ResolvedAddress[];
  if (literal !== 0) {
    addresses = [{ address: bare, family: literal === 6 ? 6 : 4 }];
  } else {
    try {
      addresses = await policy.resolve(bare);
    } catch {
      throw new OutboundRefusal('unresolvable', hostname);
    }
    if (addresses.length === 0) throw new OutboundRefusal('unresolvable', hostname);
  }
  for (const { address } of addresses) {
    const reason = forbiddenReason(address);
    if (reason && !policy.allows(bare, address)) throw new OutboundRefusal(reason, hostname);
  }
  return addresses;
}
