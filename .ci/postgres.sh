#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server for the tests (Debian's packages; installed when missing)
# and prints the environment the tests read: TENGEN_TEST_POSTGRES_URL, TENGEN_TEST_POSTGRES_USER,
# TENGEN_TEST_POSTGRES_PASSWORD. Usage: eval "$(.ci/postgres.sh)"
set -euo pipefail
PGBIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
if [ -z "${PGBIN}" ] || [ ! -x "${PGBIN}/initdb" ]; then
  echo "installing PostgreSQL from Debian's packages" >&2
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null) >&2
  PGBIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
fi
RUNAS=""
if [ "$(id -u)" = "0" ]; then
  id postgres >/dev/null 2>&1 || useradd --system --create-home postgres
  RUNAS="runuser -u postgres --"
fi
DATA=$(mktemp -d /tmp/tengen-pg.XXXXXX)
chmod 777 "$DATA"
PORT=${TENGEN_PG_PORT:-54329}
PASSWORD="tengen-$(date +%s)"
echo "$PASSWORD" > "$DATA/pw" && chmod 644 "$DATA/pw"
$RUNAS "$PGBIN/initdb" -D "$DATA/db" -U tengen --pwfile="$DATA/pw" -A scram-sha-256 >/dev/null
$RUNAS "$PGBIN/pg_ctl" -D "$DATA/db" -o "-p $PORT -k $DATA -c listen_addresses=localhost" -l "$DATA/log" -w start >/dev/null
PGPASSWORD="$PASSWORD" "$PGBIN/psql" -h localhost -p "$PORT" -U tengen -d postgres -qc "create database tengen_test" >/dev/null
echo "export TENGEN_TEST_POSTGRES_URL=jdbc:postgresql://localhost:$PORT/tengen_test"
echo "export TENGEN_TEST_POSTGRES_USER=tengen"
echo "export TENGEN_TEST_POSTGRES_PASSWORD=$PASSWORD"
echo "export TENGEN_PG_STOP='$RUNAS $PGBIN/pg_ctl -D $DATA/db stop -m fast'"
