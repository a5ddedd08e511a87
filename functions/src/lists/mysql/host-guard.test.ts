import { describe, expect, it } from 'vitest';
import { HostRefusedError, requireTlsByDefault, resolveAllowedHost, splitHostPort } from './host-guard';
import { isLocalDevelopmentHost } from './mysql.schemas';

const production: string[] = [];

describe('splitHostPort', () => {
  it('reads names, ports and bracketed IPv6', () => {
    expect(splitHostPort('db.example.com')).toEqual({ name: 'db.example.com', port: 3306 });
    expect(splitHostPort(' db.example.com:3307 ')).toEqual({ name: 'db.example.com', port: 3307 });
    expect(splitHostPort('[2001:db8::1]:3310')).toEqual({ name: '2001:db8::1', port: 3310 });
    expect(splitHostPort('2001:db8::1')).toEqual({ name: '2001:db8::1', port: 3306 });
  });
  it('refuses a bad port', () => {
    expect(() => splitHostPort('db:0')).toThrow(HostRefusedError);
    expect(() => splitHostPort('db:70000')).toThrow(HostRefusedError);
    expect(() => splitHostPort('db:abc')).toThrow(HostRefusedError);
  });
});

describe('resolveAllowedHost in production configuration', () => {
  it.each([
    '127.0.0.1',
    '127.1.2.3',
    'localhost',
    '10.0.0.5',
    '172.16.4.4',
    '192.168.1.10',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '[::1]:3306',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '224.0.0.1',
  ])('refuses %s', async (host) => {
    await expect(resolveAllowedHost(host, production)).rejects.toThrow(/private, loopback or link-local/);
  });

  it('accepts a public address and keeps the port', async () => {
    await expect(resolveAllowedHost('8.8.8.8:3307', production)).resolves.toEqual({
      address: '8.8.8.8',
      port: 3307,
    });
  });

  it('says so when a name does not resolve', async () => {
    await expect(resolveAllowedHost('no-such-host.invalid', production)).rejects.toThrow(
      /could not be found/,
    );
  });
});

describe('resolveAllowedHost with a development allowance', () => {
  it('allows only the configured range', async () => {
    await expect(resolveAllowedHost('127.0.0.1', ['127.0.0.1/32'])).resolves.toEqual({
      address: '127.0.0.1',
      port: 3306,
    });
    await expect(resolveAllowedHost('127.0.0.2', ['127.0.0.1/32'])).rejects.toThrow(HostRefusedError);
    await expect(resolveAllowedHost('10.0.0.1', ['127.0.0.1/32'])).rejects.toThrow(HostRefusedError);
  });
});

describe('Require TLS by default', () => {
  it.each([
    ['localhost', false],
    ['LOCALHOST:3307', false],
    ['crm.localhost', false],
    ['127.0.0.1', false],
    ['127.8.9.10:3310', false],
    ['::1', false],
    ['[::1]:3306', false],
    ['0:0:0:0:0:0:0:1', false],
    ['db.example.com', true],
    ['127.0.0.1.example.com', true],
    ['localhost.example.com', true],
    ['10.0.0.5', true],
    ['8.8.8.8:3306', true],
    ['[2001:db8::1]', true],
  ])('%s → %s (production: no allowed ranges)', (host, expected) => {
    expect(requireTlsByDefault(host, production)).toBe(expected);
    expect(isLocalDevelopmentHost(host)).toBe(!expected);
  });

  it('is off for addresses inside MYSQL_SOURCE_ALLOWED_CIDRS, names are not resolved', () => {
    expect(requireTlsByDefault('10.1.2.3:3306', ['10.1.0.0/16'])).toBe(false);
    expect(requireTlsByDefault('10.2.0.1', ['10.1.0.0/16'])).toBe(true);
    expect(requireTlsByDefault('db.internal', ['10.1.0.0/16'])).toBe(true);
  });
});
