#!/usr/bin/env bash
# `npm run build`: `docusaurus build` in two processes, one that bundles and one that renders the pages and
# runs the post-build steps (Markdown twins, search index, offline app), both with Docusaurus's own
# switches for it (DOCUSAURUS_EXIT_AFTER_BUNDLING, DOCUSAURUS_SKIP_BUNDLING). Rspack keeps its native
# memory once it has bundled, which no garbage collection returns: in one process it stayed under the
# rendering threads and the post-build steps; the second process starts without it. Loading the site a
# second time costs about 3 s of CPU.
# With SITE_STOCK naming build-steps (or all), it runs `docusaurus build` once, as stock (config/stock.ts).
# A shell script, not a Node one: the build's peak memory counts the processes around it.
# Arguments are passed on to `docusaurus build`.
set -uo pipefail
cd "$(dirname "$0")/.."
docusaurus=node_modules/.bin/docusaurus
# Rspack's memory lives outside Node's heap, and the rendering threads inherit this limit: a larger heap
# only lets V8 collect later.
export NODE_OPTIONS="${NODE_OPTIONS:+$NODE_OPTIONS }--max-old-space-size=1536"

# docusaurus_build LABEL [VAR=value...]: one `docusaurus build` with those variables set.
docusaurus_build() {
  local label=$1 started=${EPOCHREALTIME/[.,]/} elapsed
  shift
  if ! env "$@" "$docusaurus" build "${args[@]}"; then
    echo "[build] $label failed" >&2
    exit 1
  fi
  elapsed=$((${EPOCHREALTIME/[.,]/} - started))
  echo "[build] $label in $((elapsed / 1000000)).$((elapsed / 100000 % 10)) s"
}

args=("$@")
out_dir=build
for ((i = 0; i < ${#args[@]}; i++)); do
  [ "${args[i]}" = --out-dir ] && out_dir=${args[i + 1]:-build}
done

if [[ ",${SITE_STOCK:-}," =~ ,[[:space:]]*(all|build-steps)[[:space:]]*, ]]; then
  docusaurus_build built
  exit 0
fi
# Rspack allocates with mimalloc, which by default keeps freed pages for a while before returning them: at
# the bundling's peak, near its end, that was about 0.1 GB (ARCHITECTURE.md, build-steps).
docusaurus_build bundled DOCUSAURUS_EXIT_AFTER_BUNDLING=true MIMALLOC_PURGE_DELAY=0
# Docusaurus's switches are not part of its documented interface: a version without them would render in
# the first process and again in the second.
if [ -f "$out_dir/index.html" ]; then
  echo "scripts/build.sh: docusaurus build rendered pages with DOCUSAURUS_EXIT_AFTER_BUNDLING set; this Docusaurus no longer has the switch: build with SITE_STOCK=build-steps and review ARCHITECTURE.md" >&2
  exit 1
fi
docusaurus_build 'rendered and post-built' DOCUSAURUS_SKIP_BUNDLING=true
