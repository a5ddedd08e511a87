#!/usr/bin/env bash
# Installs MariaDB from Debian's packages when absent, starts it when stopped, and creates the
# project's databases and user. Safe to run any number of times.
set -euo pipefail

DB_USER=${DB_USER:-sms_platform}
DB_PASSWORD=${DB_PASSWORD:-sms_platform_local}
# sms_platform_test_probe: the deployed-start test's prod stage (infra/serverless/deployed-start.int.test.ts).
DATABASES=${DATABASES:-"sms_platform sms_platform_test sms_platform_test_probe crm_demo crm_demo_test"}
# A developer's extra test stage (scripts/dev/itest.sh with TEST_ENV) adds its own two databases.
DATABASES="$DATABASES ${EXTRA_DATABASES:-}"
# A read-only user for the demo CRM databases: what a customer's own MySQL server looks like to the
# product's MySQL list source (the seed fills crm_demo for the run command, crm_demo_test for tests).
SOURCE_USER=${SOURCE_USER:-crm_reader}
SOURCE_PASSWORD=${SOURCE_PASSWORD:-crm-reader-pass}

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

if ! command -v mariadbd >/dev/null 2>&1 && ! command -v mysqld >/dev/null 2>&1; then
  echo "db: installing mariadb-server from Debian's packages"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq mariadb-server >/dev/null
fi

if ! as_root mariadb-admin ping --silent >/dev/null 2>&1; then
  echo "db: starting MariaDB"
  # setsid: MariaDB gets a session of its own, so it outlives whatever started it (a test run, a
  # terminal, a CI step) instead of dying with that process group.
  as_root setsid service mariadb start >/dev/null 2>&1 </dev/null || {
    as_root mkdir -p /run/mysqld && as_root chown mysql:mysql /run/mysqld
    (as_root nohup setsid mysqld_safe --user=mysql >/dev/null 2>&1 </dev/null &)
  }
  for _ in $(seq 1 60); do
    as_root mariadb-admin ping --silent >/dev/null 2>&1 && break
    sleep 1
  done
  as_root mariadb-admin ping --silent >/dev/null 2>&1 || { echo "db: MariaDB did not start" >&2; exit 1; }
fi

sql="CREATE USER IF NOT EXISTS '${DB_USER}'@'localhost' IDENTIFIED BY '${DB_PASSWORD}';
CREATE USER IF NOT EXISTS '${DB_USER}'@'127.0.0.1' IDENTIFIED BY '${DB_PASSWORD}';"
for name in $DATABASES; do
  sql="$sql
CREATE DATABASE IF NOT EXISTS \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
GRANT ALL PRIVILEGES ON \`${name}\`.* TO '${DB_USER}'@'localhost';
GRANT ALL PRIVILEGES ON \`${name}\`.* TO '${DB_USER}'@'127.0.0.1';"
done
sql="$sql
CREATE USER IF NOT EXISTS '${SOURCE_USER}'@'localhost' IDENTIFIED BY '${SOURCE_PASSWORD}';
CREATE USER IF NOT EXISTS '${SOURCE_USER}'@'127.0.0.1' IDENTIFIED BY '${SOURCE_PASSWORD}';
"
for name in $DATABASES; do
  case $name in crm_demo*) sql="$sql
GRANT SELECT ON \`${name}\`.* TO '${SOURCE_USER}'@'localhost';
GRANT SELECT ON \`${name}\`.* TO '${SOURCE_USER}'@'127.0.0.1';" ;;
  esac
done
# Every Lambda under serverless-offline is a worker thread with its own small pool, and several stages
# share this server: Debian's default of 151 connections runs out in a full test run.
sql="$sql
SET GLOBAL max_connections = GREATEST(@@max_connections, 1000);"
as_root mariadb -uroot -e "$sql"
echo "db: MariaDB $(as_root mariadb -uroot -N -e 'SELECT VERSION()') ready on 127.0.0.1:3306"
