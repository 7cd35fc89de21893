#!/usr/bin/env bash
# Idempotent local PostgreSQL for the server test suite (Debian/Ubuntu, no systemd needed):
# installs postgresql if missing, starts the cluster (15 main by default), makes sure role and database
# `storefront` (password `storefront`, LOGIN CREATEDB) exist and that a password login over TCP to
# 127.0.0.1 works, then prints the URL. Safe to run any number of times.
#   PG_VERSION=15 PG_CLUSTER=main bash scripts/pg-setup.sh
set -euo pipefail

PG_VERSION="${PG_VERSION:-15}"
PG_CLUSTER="${PG_CLUSTER:-main}"
ROLE=storefront
PASSWORD=storefront
DB=storefront

say() { echo "[pg-setup] $*" >&2; }
die() { say "ERROR: $*"; exit 1; }

SUDO=()
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || die "run as root (or install sudo)"
  SUDO=(sudo)
fi

# Admin SQL as the postgres OS user, from a directory it can read.
as_postgres() {
  if [ "$(id -u)" -eq 0 ] && command -v runuser >/dev/null; then
    (cd / && runuser -u postgres -- "$@")
  else
    (cd / && sudo -u postgres -- "$@")
  fi
}
admin_sql() { as_postgres psql -p "$PG_PORT" -X -q -v ON_ERROR_STOP=1 -tA "$@"; }

# 1. Packages.
if ! command -v pg_ctlcluster >/dev/null; then
  say "installing postgresql via apt"
  export DEBIAN_FRONTEND=noninteractive
  "${SUDO[@]}" apt-get -o DPkg::Lock::Timeout=600 update -qq
  "${SUDO[@]}" apt-get -o DPkg::Lock::Timeout=600 install -y -qq postgresql >/dev/null
fi

# 2. Cluster: PG_VERSION/PG_CLUSTER if it exists; else the only existing cluster; else create one.
cluster_line() { pg_lsclusters -h 2>/dev/null | awk -v v="$1" -v c="$2" '$1 == v && $2 == c'; }
if [ -z "$(cluster_line "$PG_VERSION" "$PG_CLUSTER")" ]; then
  other="$(pg_lsclusters -h 2>/dev/null | head -n 1)"
  if [ -n "$other" ]; then
    PG_VERSION="$(awk '{print $1}' <<<"$other")"
    PG_CLUSTER="$(awk '{print $2}' <<<"$other")"
    say "no cluster ${PG_VERSION}/${PG_CLUSTER} requested; using existing cluster ${PG_VERSION}/${PG_CLUSTER}"
  else
    installed="$(ls /usr/lib/postgresql 2>/dev/null | sort -V | tail -n 1)"
    [ -n "$installed" ] || die "no PostgreSQL server binaries under /usr/lib/postgresql"
    PG_VERSION="$installed"
    say "creating cluster ${PG_VERSION}/${PG_CLUSTER}"
    "${SUDO[@]}" pg_createcluster "$PG_VERSION" "$PG_CLUSTER" >/dev/null
  fi
fi

line="$(cluster_line "$PG_VERSION" "$PG_CLUSTER")"
PG_PORT="$(awk '{print $3}' <<<"$line")"
status="$(awk '{print $4}' <<<"$line")"
if [ "$status" != "online" ]; then
  say "starting cluster ${PG_VERSION}/${PG_CLUSTER} on port ${PG_PORT}"
  "${SUDO[@]}" pg_ctlcluster "$PG_VERSION" "$PG_CLUSTER" start
fi
[ "$PG_PORT" = 5432 ] || say "WARNING: cluster ${PG_VERSION}/${PG_CLUSTER} listens on port ${PG_PORT}, not 5432"

for _ in $(seq 1 60); do
  pg_isready -q -h 127.0.0.1 -p "$PG_PORT" && break
  sleep 0.5
done
pg_isready -q -h 127.0.0.1 -p "$PG_PORT" ||
  die "PostgreSQL does not accept TCP connections on 127.0.0.1:${PG_PORT} (listen_addresses?); see /var/log/postgresql/postgresql-${PG_VERSION}-${PG_CLUSTER}.log"

# 3. Role and database (ALTER keeps an existing role's attributes and password as required).
if [ "$(admin_sql -c "SELECT 1 FROM pg_roles WHERE rolname = '${ROLE}'")" = 1 ]; then
  admin_sql -c "ALTER ROLE ${ROLE} WITH LOGIN CREATEDB PASSWORD '${PASSWORD}'"
else
  say "creating role ${ROLE}"
  admin_sql -c "CREATE ROLE ${ROLE} WITH LOGIN CREATEDB PASSWORD '${PASSWORD}'"
fi
if [ "$(admin_sql -c "SELECT 1 FROM pg_database WHERE datname = '${DB}'")" != 1 ]; then
  say "creating database ${DB}"
  admin_sql -c "CREATE DATABASE ${DB} OWNER ${ROLE}"
fi

# 4. Password login over TCP. Debian's default pg_hba.conf has `host all all 127.0.0.1/32 scram-sha-256`;
#    if an edited file rejects us, put an explicit rule for this role first and reload.
URL="postgres://${ROLE}:${PASSWORD}@127.0.0.1:${PG_PORT}/${DB}"
can_login() { [ "$(psql "$URL" -X -tA -c 'SELECT 1' 2>/dev/null)" = 1 ]; }
if ! can_login; then
  hba="$(admin_sql -c 'SHOW hba_file')"
  rule="host    all             ${ROLE}      127.0.0.1/32            scram-sha-256"
  if ! grep -qF "$rule" "$hba"; then
    say "adding to ${hba}: ${rule}"
    "${SUDO[@]}" sed -i "1i ${rule}" "$hba"
  fi
  admin_sql -c 'SELECT pg_reload_conf()' >/dev/null
  sleep 1
  can_login || die "cannot log in as ${ROLE} on 127.0.0.1:${PG_PORT} with a password; check ${hba}"
fi

say "ready: ${ROLE} can log in over 127.0.0.1:${PG_PORT} and create databases"
echo "$URL"
