#!/usr/bin/env bash
# Installs what the site needs on a fresh machine: npm packages, and with --browser Debian's Chromium for the browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  # npm ci refuses a lock that lacks other platforms' optional binaries, which a registry mirror without
  # them never records; npm install then installs the same locked versions.
  npm ci --no-audit --no-fund || npm install --no-audit --no-fund
fi

if [ "${1:-}" = "--browser" ] && ! command -v chromium >/dev/null 2>&1; then
  if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
fi
