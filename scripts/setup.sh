#!/usr/bin/env bash
# Installs what the site needs on a fresh machine: npm packages, and with --browser Debian's Chromium and
# its headless shell (the browser tests run in the shell, benchmarks in the browser) and php-cli for the
# check of the code samples.
set -euo pipefail
cd "$(dirname "$0")/.."

install_debian_packages() {
  if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium chromium-headless-shell php-cli >/dev/null
}

# The browser tests need Debian's Chromium and its headless shell; the check of the docs' code samples
# needs php -l. They install while npm does: both mostly wait on the network.
apt_pid=""
if [ "${1:-}" = "--browser" ] && ! { command -v chromium && command -v chromium-headless-shell && command -v php; } >/dev/null 2>&1; then
  install_debian_packages &
  apt_pid=$!
fi

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  # Only the committed lock: an install that resolved anew would rewrite package-lock.json in a fresh clone.
  npm ci --no-audit --no-fund
fi

if [ -n "$apt_pid" ] && ! wait "$apt_pid"; then
  echo "scripts/setup.sh: installing Debian's chromium, chromium-headless-shell and php-cli failed" >&2
  exit 1
fi
