#!/usr/bin/env bash
# Installs PostgreSQL from Debian's packages when absent, starts it when stopped, and creates the demo
# database a wrapper log can connect to: what a customer's own PostgreSQL server looks like to the product
# (a request-log table, a read-only user). Safe to run any number of times.
set -euo pipefail

PG_USER=${PG_DEMO_USER:-wrapper_reader}
PG_PASSWORD=${PG_DEMO_PASSWORD:-wrapper-reader-pass}
PG_DATABASES=${PG_DEMO_DATABASES:-"wrapper_demo wrapper_demo_test"}

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
as_postgres() { as_root runuser -u postgres -- "$@"; }

if ! command -v pg_lsclusters >/dev/null 2>&1; then
  echo "db: installing postgresql from Debian's packages"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq postgresql >/dev/null
fi

ready() { as_postgres psql -qAtc 'SELECT 1' >/dev/null 2>&1; }
if ! ready; then
  echo "db: starting PostgreSQL"
  version=$(pg_lsclusters -h | awk 'NR==1 {print $1}')
  cluster=$(pg_lsclusters -h | awk 'NR==1 {print $2}')
  # setsid: like MariaDB, it outlives whatever started it.
  as_root setsid pg_ctlcluster "$version" "$cluster" start >/dev/null 2>&1 </dev/null || true
  for _ in $(seq 1 30); do ready && break; sleep 1; done
  ready || { echo "db: PostgreSQL did not start" >&2; exit 1; }
fi

as_postgres psql -qAt -v ON_ERROR_STOP=1 >/dev/null <<SQL
DO \$\$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${PG_USER}') THEN
    CREATE ROLE ${PG_USER} LOGIN PASSWORD '${PG_PASSWORD}';
  END IF;
END \$\$;
SQL
for name in $PG_DATABASES; do
  if [ -z "$(as_postgres psql -qAtc "SELECT 1 FROM pg_database WHERE datname = '${name}'")" ]; then
    as_postgres createdb "$name"
  fi
  as_postgres psql -qAt -v ON_ERROR_STOP=1 -d "$name" >/dev/null <<SQL
SET client_min_messages TO warning;
CREATE TABLE IF NOT EXISTS request_log (
  id BIGSERIAL PRIMARY KEY,
  request_id UUID NOT NULL,
  received_at TIMESTAMP NOT NULL DEFAULT now(),
  source VARCHAR(100) NOT NULL,
  cellphone VARCHAR(20) NULL,
  status_code INTEGER NOT NULL,
  success BOOLEAN NOT NULL,
  request_body TEXT NULL,
  response_body TEXT NULL
);
INSERT INTO request_log (request_id, received_at, source, cellphone, status_code, success, request_body, response_body)
SELECT md5(i::text)::uuid, now() - (i || ' minutes')::interval,
       (ARRAY['Website','Partner API','Call centre'])[1 + i % 3],
       '+2782' || lpad((1000000 + i * 7919 % 9000000)::text, 7, '0'),
       (ARRAY[200, 200, 201, 400, 500])[1 + i % 5], i % 5 < 3,
       '{"lead":' || i || '}', CASE WHEN i % 5 < 3 THEN '{"ok":true}' ELSE '{"error":"rejected"}' END
FROM generate_series(1, 40) AS i
WHERE NOT EXISTS (SELECT 1 FROM request_log);
GRANT CONNECT ON DATABASE ${name} TO ${PG_USER};
GRANT USAGE ON SCHEMA public TO ${PG_USER};
GRANT SELECT ON ALL TABLES IN SCHEMA public TO ${PG_USER};
SQL
done
echo "db: PostgreSQL $(as_postgres psql -qAtc 'SHOW server_version') ready on 127.0.0.1:5432"
