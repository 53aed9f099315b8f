#!/usr/bin/env bash
# Starts a local Redis for the server's multi-process socket test and prints the line to export
# its URL:   eval "$(bash .ci/redis.sh)"
# Idempotent: installs Debian's server only if missing and starts it only if it does not answer.
# Progress goes to stderr; stdout carries only the export line.
set -euo pipefail

log() { echo "redis.sh: $*" >&2; }
port=6379

if ! command -v redis-server >/dev/null 2>&1; then
  if [ "$(id -u)" -ne 0 ]; then
    log "run me as root (installs redis-server)"
    exit 1
  fi
  log "installing redis-server"
  apt-get update >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y redis-server >&2
fi

if ! redis-cli -p "$port" ping >/dev/null 2>&1; then
  log "starting redis-server on port $port (no persistence: test data only)"
  redis-server --port "$port" --bind 127.0.0.1 --save '' --appendonly no --daemonize yes >&2
  for _ in $(seq 1 30); do
    if redis-cli -p "$port" ping >/dev/null 2>&1; then break; fi
    sleep 0.2
  done
fi

echo "export TEST_REDIS_URL=redis://127.0.0.1:$port"
