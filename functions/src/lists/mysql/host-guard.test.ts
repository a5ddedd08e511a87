import { describe, expect, it } from 'vitest';
import { HostRefusedError, resolveAllowedHost, splitHostPort } from './host-guard';

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
