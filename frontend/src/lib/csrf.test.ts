import { describe, expect, it } from 'vitest';
import { readCsrfToken } from './csrf';

describe('readCsrfToken', () => {
  it('reads the __Host- prefixed cookie the API sets where cookies are Secure', () => {
    expect(readCsrfToken('__Host-sid=1; __Host-csrf_token=abc%3D1')).toBe('abc=1');
  });

  it('prefers the prefixed cookie over an unprefixed one, whatever their order', () => {
    expect(readCsrfToken('csrf_token=planted; __Host-csrf_token=real')).toBe('real');
    expect(readCsrfToken('__Host-csrf_token=real; csrf_token=planted')).toBe('real');
  });

  it('falls back to the bare name (plain-HTTP development) and answers undefined without one', () => {
    expect(readCsrfToken('sid=1; csrf_token=plain')).toBe('plain');
    expect(readCsrfToken('sid=1; x_csrf_token=no')).toBeUndefined();
    expect(readCsrfToken('')).toBeUndefined();
  });
});
