// GET /api/user/current through the whole local stack (CDN server -> serverless-offline -> middy
// stack -> session lookup -> user query), against a bare node:http server that runs the same two
// queries with mysql2 and answers the same JSON. The ratio is what our HTTP layer costs.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPool, type Pool, type RowDataPacket } from 'mysql2/promise';
import { hashToken } from '../../../functions/src/auth/tokens';
import { load, type Benchmark } from '../harness';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);

let cookie = '';
let token = '';
let pool: Pool;
let server: Server;
let baselineUrl = '';

async function signIn(): Promise<void> {
  const res = await fetch(`${process.env.APP_BASE_URL}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'alice@acme.test', password: 'Demo-pass-2026!' }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} (is the local stack up? bash scripts/run.sh)`);
  // The session cookie is __Host-sid when Secure, sid otherwise.
  const sid = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => /^(?:__Host-)?sid=./.test(c))!;
  token = sid.replace(/^[^=]*=/, '');
  cookie = sid;
}

async function baselineAnswer(): Promise<string> {
  const [sessions] = await pool.query<RowDataPacket[]>(
    'SELECT s.id, u.id AS user_id, u.account_id FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = ? AND s.expires_at > NOW(3) AND u.archived = 0',
    [hashToken(token)],
  );
  const session = sessions[0]!;
  const [users] = await pool.query<RowDataPacket[]>(
    'SELECT u.id, u.account_id, u.email, u.first_name, u.last_name, u.role, u.last_login_at, a.name AS account_name FROM users u JOIN accounts a ON a.id = u.account_id WHERE u.id = ? AND u.account_id = ?',
    [session.user_id, session.account_id],
  );
  const u = users[0]!;
  return JSON.stringify({
    id: u.id,
    accountId: u.account_id,
    accountName: u.account_name,
    firstName: u.first_name,
    lastName: u.last_name,
    email: u.email,
    role: u.role,
    lastLoginDate: u.last_login_at,
  });
}

const get = (url: string) => async () => {
  const res = await fetch(url, { headers: { cookie } });
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  await res.arrayBuffer();
};

export const authenticatedRead: Benchmark = {
  name: 'authenticated-read',
  unit: 'GET /api/user/current',
  description: `${REQUESTS} requests, ${CONCURRENCY} in flight`,
  async setup() {
    await signIn();
    pool = createPool({ uri: process.env.DATABASE_URL, connectionLimit: 4, timezone: 'Z' });
    server = createServer((_req, res) => {
      baselineAnswer().then(
        (body) => res.writeHead(200, { 'content-type': 'application/json' }).end(body),
        () => res.writeHead(500).end(),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baselineUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/user/current`;
  },
  baseline: {
    label: 'bare node:http + mysql2, same queries',
    run: () => load(get(baselineUrl), REQUESTS, CONCURRENCY),
  },
  candidate: {
    label: 'CDN server -> serverless-offline -> middy route',
    run: () => load(get(`${process.env.APP_BASE_URL}/api/user/current`), REQUESTS, CONCURRENCY),
  },
  async teardown() {
    server.close();
    await pool.end();
  },
};
