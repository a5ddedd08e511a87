// The demo CRM: a database on the local MariaDB that plays a customer's own MySQL server for the MySQL
// list source, read through a SELECT-only user, and a connection string to it in each client account.
import { createConnection } from 'mysql2/promise';
import { seal } from '../../functions/src/platform/crypto/secret-box';
import type { Db } from '../../functions/src/platform/db/database';

export const DEMO_SOURCE = {
  connName: 'Demo CRM (local MariaDB)',
  host: '127.0.0.1',
  username: 'crm_reader',
  password: 'crm-reader-pass',
  table: 'customers',
  rows: 40,
};

const FIRST = ['Thabo', 'Lerato', 'Sipho', 'Anele', 'Johan', 'Priya', 'Kagiso', 'Naledi', 'Pieter', 'Zanele'];
const LAST = ['Mokoena', 'Naidoo', 'Dlamini', 'van Wyk', 'Botha', 'Khumalo', 'Pillay', 'Nkosi'];
const CITIES = ['Johannesburg', 'Cape Town', 'Durban', 'Pretoria', 'Gqeberha'];

/** Creates the demo tables when missing (customers with cellphones, one without, one empty). */
export async function seedDemoSourceDatabase(databaseUrl: string, database: string): Promise<number> {
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  const conn = await createConnection({ uri: url.toString(), flags: ['-LOCAL_FILES'] });
  try {
    await conn.query(`CREATE TABLE IF NOT EXISTS customers (
      customer_id INT UNSIGNED NOT NULL PRIMARY KEY,
      first_name VARCHAR(50) NOT NULL,
      last_name VARCHAR(50) NOT NULL,
      mobile VARCHAR(30) NULL,
      email VARCHAR(120) NULL,
      city VARCHAR(50) NULL,
      signed_up DATE NULL
    ) DEFAULT CHARSET=utf8mb4`);
    await conn.query(`CREATE TABLE IF NOT EXISTS branches (
      branch_id INT UNSIGNED NOT NULL PRIMARY KEY, name VARCHAR(50) NOT NULL) DEFAULT CHARSET=utf8mb4`);
    await conn.query(`CREATE TABLE IF NOT EXISTS archived_contacts (
      id INT UNSIGNED NOT NULL PRIMARY KEY, mobile VARCHAR(30) NULL) DEFAULT CHARSET=utf8mb4`);
    const [[existing]] = (await conn.query('SELECT COUNT(*) AS n FROM customers')) as unknown as [
      [{ n: number }],
    ];
    if (Number(existing.n) > 0) return 0;
    const rows = Array.from({ length: DEMO_SOURCE.rows }, (_, i) => {
      const first = FIRST[i % FIRST.length]!;
      const last = LAST[i % LAST.length]!;
      // 082 555 0100 upwards, written the ways people write them; row 38 has no valid number, row 39
      // repeats row 0's number in international form.
      const digits = `8255501${String(i).padStart(2, '0')}`;
      const mobile =
        i === 38 ? 'n/a' : i === 39 ? '+27 82 555 0100' : i % 3 === 0 ? `+27${digits}` : `0${digits}`;
      return [
        1001 + i,
        first,
        last,
        mobile,
        `${first}.${last}`.toLowerCase().replace(/\s/g, '') + `${i}@example.co.za`,
        CITIES[i % CITIES.length],
        `2025-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
      ];
    });
    await conn.query(
      'INSERT INTO customers (customer_id, first_name, last_name, mobile, email, city, signed_up) VALUES ?',
      [rows],
    );
    await conn.query("INSERT IGNORE INTO branches VALUES (1, 'Sandton'), (2, 'Rosebank')");
    return rows.length;
  } finally {
    await conn.end();
  }
}

/** Adds the demo connection string to an account once. */
export async function seedDemoConnectionString(
  db: Db,
  accountId: number,
  database: string,
): Promise<boolean> {
  const existing = await db
    .selectFrom('mysql_connection_strings')
    .select('id')
    .where('account_id', '=', accountId)
    .where('conn_name', '=', DEMO_SOURCE.connName)
    .executeTakeFirst();
  if (existing) return false;
  await db
    .insertInto('mysql_connection_strings')
    .values({
      account_id: accountId,
      conn_name: DEMO_SOURCE.connName,
      host: DEMO_SOURCE.host,
      username: DEMO_SOURCE.username,
      password_enc: seal(DEMO_SOURCE.password),
      database_name: database,
      table_prefix: '',
      type: 3,
    })
    .execute();
  return true;
}
