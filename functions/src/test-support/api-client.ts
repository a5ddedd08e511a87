// A tiny HTTP client for integration tests: talks to the API like the SPA does (cookies, CSRF header).
import { randomInt } from 'node:crypto';
import { CSRF_COOKIE_NAMES, CSRF_HEADER, SESSION_COOKIE_NAMES } from '../auth/auth.schemas';

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
  setCookies: string[];
}

export const apiBase = () => `http://127.0.0.1:${process.env.API_PORT}`;

/**
 * What the CDN adds to every request it forwards (CloudFront's origin custom header): a test that calls the API's
 * own address as the CDN would sends it, since the test stage, like a deployed one, refuses requests without it.
 */
export const cdnHeaders = (): Record<string, string> => ({
  'x-origin-verify': process.env.CDN_ORIGIN_SECRET ?? '',
});

// Viewer addresses are numbered from a random point of 10.0.0.0/8 in each test process, so files in parallel
// workers, and a run repeated on the same database within the throttle's 15 minutes, do not share an address's
// sign-in counters.
let viewerCounter = randomInt(1 << 24);

const nextViewer = (): string => {
  viewerCounter = (viewerCounter + 1) % (1 << 24);
  return `10.${viewerCounter >> 16}.${(viewerCounter >> 8) & 255}.${viewerCounter & 255}:50000`;
};

/** A client with its own cookie jar and its own viewer address (so sign-in throttling per IP does not couple tests). */
export class ApiClient {
  readonly cookies = new Map<string, string>();
  readonly viewer = nextViewer();

  async request<T = unknown>(
    method: string,
    path: string,
    options: {
      json?: unknown;
      rawBody?: string;
      headers?: Record<string, string>;
      csrf?: boolean;
      redirect?: 'follow' | 'manual';
    } = {},
  ): Promise<ApiAnswer<T>> {
    // Like the CDN: the viewer address, trusted by the API because of the CDN's secret.
    const headers: Record<string, string> = {
      'cloudfront-viewer-address': this.viewer,
      'x-origin-verify': process.env.CDN_ORIGIN_SECRET ?? '',
      ...options.headers,
    };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const csrf = this.cookie(CSRF_COOKIE_NAMES);
    if (csrf && options.csrf !== false && method !== 'GET') headers[CSRF_HEADER] = csrf;
    let body: string | undefined = options.rawBody;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(`${apiBase()}${path}`, {
      method,
      headers,
      body,
      redirect: options.redirect ?? 'follow',
    });
    const setCookies = res.headers.getSetCookie();
    for (const c of setCookies) {
      const [pair] = c.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      if (value) this.cookies.set(name!.trim(), value);
      else this.cookies.delete(name!.trim());
    }
    const text = await res.text();
    return {
      status: res.status,
      body: (text ? JSON.parse(text) : undefined) as T,
      headers: res.headers,
      setCookies,
    };
  }

  get = <T = unknown>(path: string) => this.request<T>('GET', path);
  post = <T = unknown>(path: string, json?: unknown) =>
    this.request<T>('POST', path, json === undefined ? {} : { json });

  /** Signs in and keeps the session cookies. */
  async signIn(email: string, password: string): Promise<ApiAnswer> {
    const answer = await this.post('/api/auth/sign-in', { email, password });
    if (answer.status !== 200)
      throw new Error(`sign-in failed for ${email}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer;
  }

  get sessionToken(): string | undefined {
    return this.cookie(SESSION_COOKIE_NAMES);
  }

  /** The first of these cookies the jar holds (cookie names are __Host- prefixed when Secure). */
  cookie(names: readonly string[]): string | undefined {
    for (const name of names) {
      const value = this.cookies.get(name);
      if (value) return value;
    }
    return undefined;
  }
}
