#!/usr/bin/env bash
# Shows that a new, valid page leaves the tests green: in a copy of the committed site, scaffold a page
# with npm run new-page, write it, and run what reads pages: the writer's check and the linters, the
# unit tests, a production build and the checks over the build. (The browser tests open fixed lists of
# pages, and tests/e2e/dev-server.spec.ts adds pages to a running dev server.) Takes a build's time and
# memory; prints one line per step and exits non-zero when a step fails.
#
# Usage: bash scripts/check-new-page.sh [ROUTE]   (default /docs/apis/core/newpageprobe)
set -uo pipefail
cd "$(dirname "$0")/.."
route=${1:-/docs/apis/core/newpageprobe}
tmp=$(mktemp -d /tmp/new-page-check.XXXXXX)
copy="$tmp/site"
trap 'git worktree remove --force "$copy" >/dev/null 2>&1; rm -rf "$tmp"' EXIT
# Some checks read the facts tables in ../shared beside the repository.
[ -d ../shared ] && ln -s "$(cd ../shared && pwd)" "$tmp/shared"

git worktree add --detach --force "$copy" HEAD >/dev/null 2>&1 || { echo "cannot make a copy of the site in $copy"; exit 2; }
ln -s "$PWD/node_modules" "$copy/node_modules"
cd "$copy"
# The copy has its own path: it must not reuse the bundler's cache of this checkout.
export DOCUSAURUS_NO_PERSISTENT_CACHE=true

npx tsx scripts/new-page.ts "$route" --title "New page probe" || exit 2
file=$(git status --porcelain --untracked-files=all | awk '/^\?\? .*\.mdx?$/ {print $2; exit}')
[ -n "$file" ] || { echo "the scaffold made no page"; exit 2; }
# The page as a writer finishes it: a description, a tag of its area, and text under every heading.
tags_file="$(dirname "$file" | cut -d/ -f1)/tags.yml"
case "$file" in versioned_docs/*) tags_file="$(echo "$file" | cut -d/ -f1-2)/tags.yml" ;; esac
tag=$(grep -m1 -E '^[a-z0-9-]+:' "$tags_file" | tr -d ':')
cat >"$file" <<PAGE
---
title: "New page probe"
description: A page that shows a new, valid page leaves the tests green.
tags:
  - $tag
---

This page stands for any new page a writer adds: it has a description, a tag and text.

## Example

It links to the [introduction](/docs) and to [its own section](#example).

## See also

- [Lock API](/docs/apis/core/lock)
PAGE
echo "added $file for $route"

failed=0
run() {
  local name=$1
  shift
  if "$@" >"/tmp/new-page-check-$name.log" 2>&1; then echo "$name: passed"; else echo "$name: FAILED (see /tmp/new-page-check-$name.log)"; failed=1; fi
}
run check npx tsx scripts/check.ts
run lint npm run --silent lint
run unit npm run --silent test:unit
run build npm run --silent build
[ -d build ] && run site npx vitest run tests/site
exit $failed
