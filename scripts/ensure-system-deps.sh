#!/usr/bin/env bash
# Makes sure the OS packages the tests need are present: Debian's Chromium for the browser tests,
# a PostgreSQL server for the server suite's second backend and nats-server for the scale-out cluster. Installs them when running as root on
# Debian; otherwise explains what is missing and how to get it. Prints `TEST_DATABASE_URL=...` on
# its last line when a PostgreSQL server is reachable.
set -u
need=()
command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ] || need+=(chromium)
ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1 || need+=(postgresql)
command -v nats-server >/dev/null 2>&1 || [ -x /usr/sbin/nats-server ] || need+=(nats-server)
if [ ${#need[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "installing ${need[*]} from Debian's packages" >&2
    apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >&2
  else
    echo "missing: ${need[*]}. Install them (Debian: sudo apt-get install ${need[*]}) and run the tests again." >&2
  fi
fi
[ -x /usr/bin/chromium ] || { echo "Chromium is not installed at /usr/bin/chromium: browser tests cannot run." >&2; }

# PostgreSQL: reuse TEST_DATABASE_URL when given; otherwise start the local cluster when we can.
if [ -n "${TEST_DATABASE_URL:-}" ]; then echo "TEST_DATABASE_URL=$TEST_DATABASE_URL"; exit 0; fi
if [ "$(id -u)" = 0 ] && ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  ver=$(ls /usr/lib/postgresql | sort -n | tail -1)
  if command -v pg_lsclusters >/dev/null 2>&1 && ! pg_lsclusters -h | grep -q online; then
    pg_lsclusters -h | grep -q . || pg_createcluster "$ver" main >&2
    pg_ctlcluster "$ver" main start >&2 || true
  fi
  for _ in $(seq 1 20); do su postgres -c "pg_isready -q" && break; sleep 0.5; done
  su postgres -c "psql -qtAc \"ALTER USER postgres PASSWORD 'postgres'\"" >/dev/null 2>&1
  su postgres -c "psql -qtAc \"SELECT 1 FROM pg_database WHERE datname='tideline_test'\"" | grep -q 1 ||
    su postgres -c "createdb tideline_test" >&2
  if su postgres -c "pg_isready -q"; then
    echo "TEST_DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/tideline_test"
  fi
fi
exit 0
