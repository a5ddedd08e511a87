// The SSRF guard shared by every outbound connection to an address a user typed (users' MySQL hosts,
// campaigns' callback URLs): resolve the name once, refuse it when any address it resolves to is not
// public, and hand the caller the checked address to connect to, so DNS cannot answer differently
// between the check and the connection.
import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

/** Why a host was refused: its name did not resolve, or it resolves to a non-public address. */
export type HostRefusal = 'not-found' | 'not-public';

export class HostRefusedError extends Error {
  constructor(
    message: string,
    readonly reason: HostRefusal = 'not-public',
  ) {
    super(message);
  }
}

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/**
 * Cloud instance metadata services (AWS/GCP/Azure 169.254.169.254, AWS's IPv6 fd00:ec2::254, Alibaba
 * 100.100.100.200): refused even when a deployment allows their range.
 */
const METADATA_ADDRESSES = ['169.254.169.254', 'fd00:ec2::254', '100.100.100.200'].map((a) =>
  ipaddr.parse(a),
);

const unmapped = (address: Address): Address =>
  address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()
    ? (address as ipaddr.IPv6).toIPv4Address()
    : address;

/**
 * Only public unicast addresses are reachable from the product: not loopback, private (10/8, 172.16/12,
 * 192.168/16), link-local (169.254/16, fe80::/10), carrier-grade NAT (100.64/10), unique-local IPv6
 * (fc00::/7), unspecified, multicast, broadcast or reserved ranges.
 */
export function isPublicAddress(address: Address): boolean {
  return unmapped(address).range() === 'unicast';
}

function isMetadataAddress(address: Address): boolean {
  const addr = unmapped(address);
  return METADATA_ADDRESSES.some((m) => m.kind() === addr.kind() && m.toString() === addr.toString());
}

/** Whether the address is inside one of the CIDRs (malformed CIDRs match nothing). */
export function allowedByCidrs(address: Address, cidrs: readonly string[]): boolean {
  const addr = unmapped(address);
  return cidrs.some((cidr) => {
    try {
      const [range, bits] = ipaddr.parseCIDR(cidr);
      return range.kind() === addr.kind() && addr.match([range, bits]);
    } catch {
      return false;
    }
  });
}

/** Whether the product may connect to this address (public, or allowed by the deployment; never metadata). */
export function isAllowedAddress(text: string, allowedCidrs: readonly string[]): boolean {
  if (!ipaddr.isValid(text)) return false;
  const address = ipaddr.parse(text);
  if (isMetadataAddress(address)) return false;
  return isPublicAddress(address) || allowedByCidrs(address, allowedCidrs);
}

/**
 * Resolves a host name (or takes an address literal) and checks every address it resolves to; answers
 * the first, which the caller must connect to. Throws HostRefusedError ('not-found' when the name does
 * not resolve, 'not-public' when an address is not allowed); the caller words the message for its users.
 */
export async function resolveAllowedAddress(name: string, allowedCidrs: readonly string[]): Promise<string> {
  const bare = name.replace(/^\[(.*)\]$/, '$1');
  let addresses: string[];
  if (ipaddr.isValid(bare)) addresses = [bare];
  else {
    try {
      addresses = (await lookup(bare, { all: true, verbatim: true })).map((a) => a.address);
    } catch {
      addresses = [];
    }
  }
  if (addresses.length === 0)
    throw new HostRefusedError(`The host name ${bare} could not be found.`, 'not-found');
  for (const text of addresses) {
    if (!isAllowedAddress(text, allowedCidrs))
      throw new HostRefusedError(`The host ${bare} is on a private, loopback or link-local network.`);
  }
  return addresses[0]!;
}
