#!/usr/bin/env bash
# Runs every test: types, unit tests, a production build, checks over the build, browser tests.
# Every suite runs even when an earlier one fails; the last line sums them up.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p artifacts/reports
rm -f artifacts/reports/*.json artifacts/reports/steps.txt
failed_steps=()

# Each step's name, exit status and seconds go to artifacts/reports/steps.txt for the summary.
step() {
  local name=$1 start=$SECONDS status
  shift
  echo "::: $name"
  "$@"
  status=$?
  echo "$name $status $((SECONDS - start))" >>artifacts/reports/steps.txt
  [ "$status" -eq 0 ] || failed_steps+=("$name")
  return "$status"
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
