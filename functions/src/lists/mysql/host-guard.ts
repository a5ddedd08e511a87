import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { isLocalDevelopmentHost } from './mysql.schemas';

/** A host the user typed, checked: the address we will connect to (never resolved again) and the port. */
export interface ResolvedHost {
  address: string;
  port: number;
}

export class HostRefusedError extends Error {}

const DEFAULT_PORT = 3306;

/** "host", "host:port", "[v6]" or "[v6]:port" → name and port (3306 by default). */
export function splitHostPort(input: string): { name: string; port: number } {
  const value = input.trim();
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(value);
  const plain = /^([^:]+)(?::(\d+))?$/.exec(value);
  const match = bracketed ?? (value.split(':').length > 2 ? [value, value, undefined] : plain);
  if (!match || !match[1]) throw new HostRefusedError('The host is not a valid host name or address.');
  const port = match[2] === undefined ? DEFAULT_PORT : Number(match[2]);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new HostRefusedError('The port is not valid.');
  return { name: match[1], port };
}

/** Only public unicast addresses are reachable from the product (no loopback, private, link-local, ...). */
function isPublic(address: ipaddr.IPv4 | ipaddr.IPv6): boolean {
  const addr =
    address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()
      ? (address as ipaddr.IPv6).toIPv4Address()
      : address;
  return addr.range() === 'unicast';
}

function allowedBy(address: ipaddr.IPv4 | ipaddr.IPv6, cidrs: string[]): boolean {
  return cidrs.some((cidr) => {
    try {
      const [range, bits] = ipaddr.parseCIDR(cidr);
      return range.kind() === address.kind() && address.match([range, bits]);
    } catch {
      return false;
    }
  });
}

/**
 * Resolves a user's MySQL host and checks every address it resolves to, so that a name pointing at a
 * loopback, private, link-local or other non-public address is refused (unless the deployment allows
 * that range, as local development does for its own MariaDB). The caller connects to the returned
 * address, so the name cannot resolve differently between the check and the connection.
 */
export async function resolveAllowedHost(input: string, allowedCidrs: string[]): Promise<ResolvedHost> {
  const { name, port } = splitHostPort(input);
  let addresses: string[];
  if (ipaddr.isValid(name)) addresses = [name];
  else {
    try {
      addresses = (await lookup(name, { all: true, verbatim: true })).map((a) => a.address);
    } catch {
      throw new HostRefusedError(`The host name ${name} could not be found.`);
    }
  }
  if (addresses.length === 0) throw new HostRefusedError(`The host name ${name} could not be found.`);
  for (const text of addresses) {
    const address = ipaddr.parse(text);
    if (!isPublic(address) && !allowedBy(address, allowedCidrs)) {
      throw new HostRefusedError(
        'This host is on a private, loopback or link-local network; connect to a MySQL server that is reachable over the internet.',
      );
    }
  }
  return { address: addresses[0]!, port };
}

/**
 * Whether a new connection string to this host requires TLS when the user did not say: yes, unless
 * the host is a local-development one (localhost, 127.0.0.0/8, ::1, or an address the deployment
 * allows through MYSQL_SOURCE_ALLOWED_CIDRS). Names are not resolved for this.
 */
export function requireTlsByDefault(input: string, allowedCidrs: string[]): boolean {
  if (isLocalDevelopmentHost(input)) return false;
  let name: string;
  try {
    name = splitHostPort(input).name;
  } catch {
    return true;
  }
  return !(ipaddr.isValid(name) && allowedBy(ipaddr.parse(name), allowedCidrs));
}
