// A signed-in client of the running stack for benchmarks: JSON calls with the session cookie and
// CSRF header, and a file upload the way the SPA does it (announce, presigned upload, complete).
import { readFileSync, statSync } from 'node:fs';

const base = () => process.env.APP_BASE_URL!;
let cookie = '';
let csrf = '';

export async function signIn(email = 'alice@acme.test', password = 'Demo-pass-2026!'): Promise<void> {
  const res = await fetch(`${base()}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  // Cookie names carry the __Host- prefix when Secure; cleared (empty) cookies are left out.
  const cookies = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => !c.endsWith('='));
  cookie = cookies.join('; ');
  csrf = cookies.find((c) => /^(?:__Host-)?csrf_token=/.test(c))!.replace(/^[^=]*=/, '');
}

export async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base()}${path}`, {
    method,
    headers: { cookie, 'x-csrf-token': csrf, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Uploads a local file; answers its id and when the bytes were in storage (before the check). */
export async function uploadToStack(
  path: string,
  name: string,
): Promise<{ fileId: number; storedAt: number }> {
  const { fileId, upload } = await api<{
    fileId: number;
    upload: { url: string };
  }>('POST', '/api/lists/files', { fileName: name, size: statSync(path).size });
  const s3 = await fetch(upload.url, { method: 'PUT', body: readFileSync(path) });
  if (s3.status >= 300) throw new Error(`upload: ${s3.status}`);
  const storedAt = performance.now();
  await api('POST', `/api/lists/files/${fileId}/complete`);
  return { fileId, storedAt };
}
