import { describe, expect, it } from 'vitest';
import { CallbackUrlRefusedError, resolveCallbackUrl } from './callback-url-guard';

const production: string[] = [];
const local = ['127.0.0.0/8'];
const NOT_PUBLIC =
  'This URL points to a private, loopback or link-local network address. Callbacks can only be sent to addresses on the public internet.';

describe('the callback URL guard in production configuration (no allowed ranges)', () => {
  it.each([
    'http://10.1.2.3/hook',
    'http://192.168.0.10:8080/hook',
    'http://172.16.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://100.64.0.1/',
    'http://100.100.100.200/',
    'http://127.0.0.1:4730/hook',
    'http://localhost/hook',
    'http://[::1]/hook',
    'http://[fd00:ec2::254]/',
    'http://[fe80::1]/',
    'http://[::ffff:10.0.0.1]/',
    'http://0.0.0.0/',
    'http://2130706433/',
  ])('refuses %s, for good', async (url) => {
    const error = await resolveCallbackUrl(url, production).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CallbackUrlRefusedError);
    expect((error as CallbackUrlRefusedError).message).toBe(NOT_PUBLIC);
    expect((error as CallbackUrlRefusedError).permanent).toBe(true);
  });

  it('accepts a public address and answers it', async () => {
    await expect(resolveCallbackUrl('https://8.8.8.8/hook', production)).resolves.toBe('8.8.8.8');
  });

  it('says when the host name does not resolve (which may change, so it is not permanent)', async () => {
    const error = (await resolveCallbackUrl('https://no-such-host.invalid/x', production).catch(
      (e: unknown) => e,
    )) as CallbackUrlRefusedError;
    expect(error.message).toBe(
      'The host name no-such-host.invalid could not be found. Check the callback URL, or try again if its DNS was just changed.',
    );
    expect(error.permanent).toBe(false);
  });

  it('refuses what is not an http(s) URL before resolving anything', async () => {
    await expect(resolveCallbackUrl('file:///etc/passwd', production)).rejects.toThrow(
      'Please enter a valid URL starting with http:// or https://',
    );
  });
});

describe('the callback URL guard with the local allowance (127.0.0.0/8)', () => {
  it('lets local receivers through, by address and by a name that resolves to loopback', async () => {
    await expect(resolveCallbackUrl('http://127.0.0.1:4730/hook', local)).resolves.toBe('127.0.0.1');
    await expect(resolveCallbackUrl('http://localhost:4730/hook', local)).resolves.toMatch(
      /^(127\.0\.0\.1|::1)$/,
    );
  });

  it('still refuses private networks and the metadata service', async () => {
    await expect(resolveCallbackUrl('http://10.0.0.1/', local)).rejects.toThrow(NOT_PUBLIC);
    await expect(
      resolveCallbackUrl('http://169.254.169.254/latest/meta-data/', ['169.254.0.0/16']),
    ).rejects.toThrow(NOT_PUBLIC);
  });
});
