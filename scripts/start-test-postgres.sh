#!/usr/bin/env bash
# Starts a throwaway PostgreSQL (Debian's package) on 127.0.0.1 for the repository tests
# and prints the DATABASE_URL to use. Usage: eval "$(scripts/start-test-postgres.sh)"
set -euo pipefail

PORT="${PGTEST_PORT:-55432}"
BASE="${PGTEST_BASE:-/tmp/paint-store-pg}"
BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
if [ -z "$BIN" ]; then
  echo "PostgreSQL is not installed: apt-get install -y postgresql" >&2
  exit 1
fi

if [ -f "$BASE/data/postmaster.pid" ] && runuser -u postgres -- "$BIN/pg_ctl" -D "$BASE/data" status >/dev/null 2>&1; then
  echo "export DATABASE_URL=postgres://postgres@127.0.0.1:$PORT/postgres"
  exit 0
fi

rm -rf "$BASE"
install -d -o postgres -g postgres -m 700 "$BASE"
runuser -u postgres -- "$BIN/initdb" -D "$BASE/data" -U postgres --auth=trust -E UTF8 \
  --locale=C.UTF-8 --no-sync >/dev/null
runuser -u postgres -- "$BIN/pg_ctl" -D "$BASE/data" -l "$BASE/log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $BASE -c fsync=off -c max_connections=200" \
  start >/dev/null
echo "export DATABASE_URL=postgres://postgres@127.0.0.1:$PORT/postgres"
