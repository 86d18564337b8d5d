#!/usr/bin/env bash
# The whole test suite, in the order a failure is cheapest to find:
# static checks, unit tests, the full bilingual build, what nginx and the Cloudflare
# Pages runtime answer for it, then end-to-end tests in Chromium against the build
# served by nginx with the production config.
# At the end, also after a failure, one line per step with its wall time.
set -euo pipefail
cd "$(dirname "$0")/.."
# A Node outside package.json's engines: one warning first, with how to get a supported one.
npx --no-install tsx scripts/node-version.ts || true

finished=()  # "m:ss  ok  title" per finished step
running=''   # title of the step under way
started=0
# End-to-end tests that passed only on their retry (tests/e2e/flaky-reporter.ts).
export E2E_FLAKY_FILE
E2E_FLAKY_FILE=$(mktemp)

clock() { printf '%3d:%02d' $(($1 / 60)) $(($1 % 60)); }

summary() {
  local status=$?
  if [ -n "$running" ]; then finished+=("$(clock $((SECONDS - started)))  FAILED  $running"); fi
  printf '\n\033[1m== Wall time per step\033[0m\n'
  printf '%s\n' "${finished[@]}"
  printf '%s          total\n' "$(clock "$SECONDS")"
  if [ -s "$E2E_FLAKY_FILE" ]; then
    printf '\033[33mPassed only on the retry (races to fix):\033[0m\n'
    sed 's/^/  /' "$E2E_FLAKY_FILE"
  fi
  rm -f "$E2E_FLAKY_FILE"
  exit "$status"
}
trap summary EXIT

# step "title" command...: runs the command as one timed step.
step() {
  running=$1
  shift
  printf '\n\033[1m== %s\033[0m\n' "$running"
  started=$SECONDS
  "$@"
  finished+=("$(clock $((SECONDS - started)))  ok      $running")
  running=''
}

step "System packages (nginx, chromium)" bash scripts/system-deps.sh
step "Typecheck" npm run --silent typecheck
step "Lint" npm run --silent lint
step "Unit tests" npm run --silent test:unit
step "German UI strings" npm run --silent translations:check
step "Content: front matter, German twins, sidebar categories" npm run --silent check:content
step "Content: German terminology" npm run --silent check:terms
step "Content: Markdown lint" npm run --silent lint:md
step "Content: spelling (English and German)" npm run --silent spell
# The build-output tests check the edit links, so the build needs a repository address:
# REPOSITORY_URL, or in GitHub Actions the repository itself (config/repository.ts).
if [ -z "${REPOSITORY_URL:-}" ] && [ -z "${GITHUB_REPOSITORY:-}" ]; then
  export REPOSITORY_URL=https://github.com/example/extension-docs
fi
step "Build (en + de)" npm run --silent build
step "Valid HTML (html-validate over build/, both languages)" npm run --silent check:html
step "Build output (release-note lists, tags, feeds, changelogs)" npm run --silent test:build
# What the host answers, on nginx and on Cloudflare Pages' own runtime (wrangler pages dev, offline),
# from one table (tests/hosts/expectations.ts); and the _redirects and _headers rules against Pages' limits.
step "Hosts: nginx and the Cloudflare Pages runtime on build/" npm run --silent test:hosts
step "Build without examples (en, SAMPLE_CONTENT=exclude) and its output" bash -c 'npm run --silent build:no-samples && npm run --silent test:no-samples'
step "Test-only site (crash page, Algolia provider)" npm run --silent build:test-site
step "End-to-end tests" npm run --silent test:e2e
