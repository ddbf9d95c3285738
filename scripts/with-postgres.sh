#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL pointing at a PostgreSQL server on loopback.
# If TEST_DATABASE_URL is already set, that server is used; otherwise a throwaway cluster is
# created from the machine's PostgreSQL binaries (Debian's `postgresql` package), started on a
# free port on 127.0.0.1 and removed afterwards.
set -euo pipefail

if [ -n "${TEST_DATABASE_URL:-}" ]; then exec "$@"; fi

bindir=""
for candidate in /usr/lib/postgresql/*/bin "$(pg_config --bindir 2>/dev/null || true)" /usr/local/bin; do
  if [ -n "$candidate" ] && [ -x "$candidate/initdb" ] && [ -x "$candidate/pg_ctl" ]; then bindir="$candidate"; break; fi
done
if [ -z "$bindir" ]; then
  echo "No PostgreSQL server binaries found: install Debian's postgresql package or set TEST_DATABASE_URL." >&2
  exit 1
fi

workdir="$(mktemp -d /tmp/stemverse-pg.XXXXXX)"
port="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
as_owner=()
if [ "$(id -u)" -eq 0 ]; then
  # PostgreSQL refuses to run as root: the cluster belongs to the postgres user.
  id postgres >/dev/null 2>&1 || useradd --system --home "$workdir" postgres
  chown postgres "$workdir"
  as_owner=(runuser -u postgres --)
fi

cleanup() {
  "${as_owner[@]}" "$bindir/pg_ctl" -D "$workdir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$workdir"
}
trap cleanup EXIT

"${as_owner[@]}" "$bindir/initdb" -D "$workdir/data" -U postgres -A trust --no-sync >/dev/null
"${as_owner[@]}" "$bindir/pg_ctl" -D "$workdir/data" -l "$workdir/log" -w \
  -o "-p $port -k $workdir -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
"$bindir/createdb" -h 127.0.0.1 -p "$port" -U postgres stemverse_test 2>/dev/null \
  || "${as_owner[@]}" "$bindir/createdb" -h 127.0.0.1 -p "$port" -U postgres stemverse_test

echo "PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/stemverse_test"
"$@"
