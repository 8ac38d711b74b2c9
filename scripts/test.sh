#!/usr/bin/env bash
# Runs every test: types, unit tests, a production build, checks over the build, browser tests.
# Every suite runs even when an earlier one fails; the last line sums them up.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p artifacts/reports
rm -f artifacts/reports/*.json
failed_steps=()

step() {
  local name=$1
  shift
  echo "::: $name"
  "$@" || failed_steps+=("$name")
}

step typecheck npm run --silent typecheck
step unit npx vitest run src tests/unit scripts --reporter=default --reporter=json --outputFile.json=artifacts/reports/unit.json
step bad-input npx vitest run tests/build --reporter=default --reporter=json --outputFile.json=artifacts/reports/bad-input.json
step lint npm run --silent lint
if step build npm run --silent build; then
  step site npx vitest run tests/site --reporter=default --reporter=json --outputFile.json=artifacts/reports/site.json
  step e2e npx playwright test
else
  echo "build failed: skipping the checks over the build and the browser tests"
fi

node scripts/test-summary.mjs "${failed_steps[@]}"
