import ipaddr from 'ipaddr.js';
import { allowedByCidrs, HostRefusedError, resolveAllowedAddress } from '../../platform/net/address-guard';
import { isLocalDevelopmentHost } from './mysql.schemas';

export { HostRefusedError };

/** A host the user typed, checked: the address we will connect to (never resolved again) and the port. */
export interface ResolvedHost {
  address: string;
  port: number;
}

const DEFAULT_PORT = 3306;

/** "host", "host:port", "[v6]" or "[v6]:port" → name and port (`defaultPort`, 3306 unless given). */
export function splitHostPort(input: string, defaultPort = DEFAULT_PORT): { name: string; port: number } {
  const value = input.trim();
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(value);
  const plain = /^([^:]+)(?::(\d+))?$/.exec(value);
  const match = bracketed ?? (value.split(':').length > 2 ? [value, value, undefined] : plain);
  if (!match || !match[1]) throw new HostRefusedError('The host is not a valid host name or address.');
  const port = match[2] === undefined ? defaultPort : Number(match[2]);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new HostRefusedError('The port is not valid.');
  return { name: match[1], port };
}

/**
 * Resolves a user's MySQL host and checks every address it resolves to (platform/net/address-guard.ts),
 * so that a name pointing at a loopback, private, link-local or other non-public address is refused
 * (unless the deployment allows that range, as local development does for its own MariaDB). The caller
 * connects to the returned address, so the name cannot resolve differently between the check and the
 * connection.
 */
export async function resolveAllowedHost(input: string, allowedCidrs: string[]): Promise<ResolvedHost> {
  const { name, port } = splitHostPort(input);
  try {
    return { address: await resolveAllowedAddress(name, allowedCidrs), port };
  } catch (error) {
    if (error instanceof HostRefusedError && error.reason === 'not-public') {
      throw new HostRefusedError(
        'This host is on a private, loopback or link-local network; connect to a MySQL server that is reachable over the internet.',
      );
    }
    throw error;
  }
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
  return !(ipaddr.isValid(name) && allowedByCidrs(ipaddr.parse(name), allowedCidrs));
}
