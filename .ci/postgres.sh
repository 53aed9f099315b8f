#!/usr/bin/env bash
# Starts a local PostgreSQL for the server tests and prints the line to export its URL:
#   eval "$(bash .ci/postgres.sh)"
# Idempotent: installs Debian's server only if missing, starts the cluster only if down, creates
# the role and database only if absent, and drops test databases left by an interrupted run.
# Progress goes to stderr; stdout carries only the export line.
set -euo pipefail

log() { echo "postgres.sh: $*" >&2; }

if [ "$(id -u)" -ne 0 ]; then
  log "run me as root (installs packages and switches to the postgres user)"
  exit 1
fi

if ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  log "installing postgresql"
  apt-get update >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql >&2
fi

# The newest installed major version, e.g. 15 on Debian 12.
version="$(ls /usr/lib/postgresql | sort -n | tail -1)"
if ! pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main"' | grep -q .; then
  log "creating cluster $version/main"
  pg_createcluster "$version" main >&2
fi
if ! pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" && $4 == "online"' | grep -q .; then
  log "starting cluster $version/main"
  pg_ctlcluster "$version" main start >&2
fi

port="$(pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" { print $3 }')"
psql_as_postgres() { su postgres -c "psql -p $port -v ON_ERROR_STOP=1 -qtA $*"; }

for _ in $(seq 1 30); do
  if su postgres -c "pg_isready -q -p $port"; then break; fi
  sleep 0.5
done

if [ "$(psql_as_postgres "-c \"SELECT 1 FROM pg_roles WHERE rolname = 'app'\"")" != "1" ]; then
  log "creating role app"
  psql_as_postgres "-c \"CREATE ROLE app LOGIN PASSWORD 'app' CREATEDB\""
else
  # The suites create one database each; make sure an older role may do that.
  psql_as_postgres "-c \"ALTER ROLE app CREATEDB\""
fi
if [ "$(psql_as_postgres "-c \"SELECT 1 FROM pg_database WHERE datname = 'app_test'\"")" != "1" ]; then
  log "creating database app_test"
  su postgres -c "createdb -p $port -O app app_test"
fi

# Leftovers of interrupted runs (the suites drop their own databases when they finish).
for db in $(psql_as_postgres "-c \"SELECT datname FROM pg_database WHERE datname LIKE 'app\\_t\\_%'\""); do
  log "dropping leftover $db"
  psql_as_postgres "-c \"DROP DATABASE IF EXISTS \\\"$db\\\" WITH (FORCE)\""
done

echo "export TEST_DATABASE_URL=postgres://app:app@127.0.0.1:$port/app_test"
