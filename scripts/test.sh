#!/usr/bin/env bash
# Runs every test: types, unit tests, the build's handling of writers' mistakes, lint, a production build,
# checks over the build, browser tests. Every suite runs even when an earlier one fails; the last line sums
# them up. Suites that do not need each other run side by side: the checks of the source (types, unit tests,
# lint, the fixture builds) beside the production build, whose bundling leaves one of the two cores idle for
# long stretches; then the checks over the build beside the browser tests of the built site, and the dev
# server's browser tests once those checks are done. Each suite's output is printed whole when it ends; its
# name, exit status and seconds go to artifacts/reports/steps.txt, which the summary reads.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p artifacts/reports artifacts/logs
rm -f artifacts/reports/*.json artifacts/reports/steps.txt artifacts/logs/*.log
failed_steps=()

# step NAME COMMAND...: runs a suite with its output in artifacts/logs/NAME.log; prints it when done.
step() {
  local name=$1
  shift
  local started=$SECONDS status
  "$@" >"artifacts/logs/$name.log" 2>&1
  status=$?
  # One suite's output at a time, whole.
  {
    flock 9
    echo "::: $name ($((SECONDS - started)) s, exit $status)"
    cat "artifacts/logs/$name.log"
    echo "$name $status $((SECONDS - started))" >>artifacts/reports/steps.txt
  } 9>artifacts/logs/.print.lock
  return $status
}

# The steps that failed, from steps.txt: a suite run in the background cannot add to failed_steps.
collect_failures() {
  while read -r name status _; do
    [ "$status" -ne 0 ] && failed_steps+=("$name")
  done <artifacts/reports/steps.txt
}

source_checks() {
  step typecheck npm run --silent typecheck
  # Unit tests share one module registry per worker: loading unified, parse5 and the data modules afresh
  # for each of about a hundred files took two thirds of the suite's time. React component tests replace
  # Docusaurus's hooks with vi.mock, which holds only in a registry of their own, so they run apart.
  step unit npx vitest run --no-isolate --exclude 'src/**/*.test.tsx' src tests/unit scripts --reporter=default --reporter=json --outputFile.json=artifacts/reports/unit.json
  step components npx vitest run .test.tsx --reporter=default --reporter=json --outputFile.json=artifacts/reports/components.json
  step lint npm run --silent lint
  # A report for the writer, never a failure: passages changed in one copy of the docs that the others still have.
  step versions-drift sh -c 'npm run --silent versions:drift || true'
  step bad-input npx vitest run tests/build --maxConcurrency=2 --reporter=default --reporter=json --outputFile.json=artifacts/reports/bad-input.json
}

source_checks &
checks=$!
step build npm run --silent build
built=$?
wait $checks

if [ $built -eq 0 ]; then
  # The checks over the build share modules between files, as the unit tests do; none replaces a module.
  step site npx vitest run tests/site --no-isolate --reporter=default --reporter=json --outputFile.json=artifacts/reports/site.json &
  site=$!
  step e2e env E2E_DEV_SERVER=off npx playwright test &
  e2e=$!
  # The dev server's tests add, edit and break pages in docs/, which the checks over the build read: they
  # start once those are done, beside the browser tests of the built site.
  wait $site
  step e2e-dev env E2E_DEV_SERVER=only npx playwright test
  wait $e2e
else
  echo "build failed: skipping the checks over the build and the browser tests"
fi

collect_failures
node scripts/test-summary.mjs "${failed_steps[@]}"
