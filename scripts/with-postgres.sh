#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL pointing at a throwaway PostgreSQL server on loopback, then removes it.
# An already set TEST_DATABASE_URL is used as it is.
set -euo pipefail
if [ -n "${TEST_DATABASE_URL:-}" ]; then exec "$@"; fi

pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$pg_bin" ]; then
  echo "with-postgres: PostgreSQL is not installed (scripts/install-system-deps.sh installs it)" >&2
  exit 1
fi

dir=$(mktemp -d /tmp/playbook-pg.XXXXXX)
port=$((20000 + RANDOM % 20000))
run_as=()
if [ "$(id -u)" = 0 ]; then
  # PostgreSQL refuses to run as root.
  chown postgres:postgres "$dir"
  run_as=(runuser -u postgres --)
fi

stop() {
  "${run_as[@]}" "$pg_bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap stop EXIT

"${run_as[@]}" "$pg_bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 >/dev/null
"${run_as[@]}" "$pg_bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off" start >/dev/null
echo "with-postgres: PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
"$@"
