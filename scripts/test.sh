#!/usr/bin/env bash
# The whole test suite, in the order a failure is cheapest to find:
# static checks, unit tests, the full bilingual build, what nginx and the Cloudflare
# Pages runtime answer for it, then end-to-end tests in Chromium against the build
# served by nginx with the production config.
# At the end, also after a failure, one line per step with its wall time.
# TEST_KEEP_GOING=1 (the upgrade rehearsal): a failed step does not stop the suite; the run
# still fails at the end, and the failures, with file and reason (scripts/upgrade/failures.ts),
# are listed per step, also in $GITHUB_STEP_SUMMARY when it is set.
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

keep_going=${TEST_KEEP_GOING:-}
failures=$(mktemp)  # per failed step (keep-going mode): its title, then its failures as list items

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
  if [ -s "$failures" ]; then
    status=1
    printf '\n\033[1m== Failures\033[0m\n'
    cat "$failures"
    if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
      {
        printf '## npm test, step by step\n\n```text\n'
        printf '%s\n' "${finished[@]}"
        printf '```\n\n## Failures\n\n'
        cat "$failures"
      } >>"$GITHUB_STEP_SUMMARY"
    fi
  fi
  rm -f "$E2E_FLAKY_FILE" "$failures"
  exit "$status"
}
trap summary EXIT

# failed "title" log: in keep-going mode, records the step as failed with the failures its log shows.
failed() {
  finished+=("$(clock $((SECONDS - started)))  FAILED  $1")
  printf '\n### %s\n\n' "$1" >>"$failures"
  npx --no-install tsx scripts/upgrade/failures.ts "$2" >>"$failures" || true
  running=''
}

# begin "title" and passed: the start of a timed step, and its end when it passed.
begin() { running=$1; printf '\n\033[1m== %s\033[0m\n' "$running"; started=$SECONDS; }
passed() { finished+=("$(clock $((SECONDS - started)))  ok      $running"); running=''; }

# step "title" command...: runs the command as one timed step.
step() {
  begin "$1"
  shift
  if [ -n "$keep_going" ]; then
    local log
    log=$(mktemp)
    if ! "$@" 2>&1 | tee "$log"; then
      failed "$running" "$log"
      rm -f "$log"
      return 0
    fi
    rm -f "$log"
  else
    "$@"
  fi
  passed
}

# together "title" "command" "command"…: runs the commands at the same time as one timed step, for
# commands that use one core each; their output follows in the order given. Fails if any of them fails.
together() {
  begin "$1"
  shift
  local dir i broken=() pids=()
  dir=$(mktemp -d)
  i=0
  for command in "$@"; do
    bash -c "$command" >"$dir/$i" 2>&1 &
    pids+=($!)
    i=$((i + 1))
  done
  i=0
  for command in "$@"; do
    if ! wait "${pids[$i]}"; then broken+=("$command"); fi
    printf '\033[1m-- %s\033[0m\n' "$command"
    cat "$dir/$i"
    i=$((i + 1))
  done
  if [ ${#broken[@]} -gt 0 ]; then
    printf '\033[31mFailed: %s\033[0m\n' "${broken[@]}"
    if [ -n "$keep_going" ]; then
      cat "$dir"/* >"$dir/all"
      failed "$running" "$dir/all"
      rm -rf "$dir"
      return 0
    fi
    rm -rf "$dir"
    return 1
  fi
  rm -rf "$dir"
  passed
}

step "System packages (nginx, chromium)" bash scripts/system-deps.sh
together "Typecheck, lint, German UI strings and content (front matter, German twins, terminology, Markdown lint, spelling)" \
  "npm run --silent typecheck" \
  "npm run --silent lint" \
  "npm run --silent translations:check && npm run --silent check:content && npm run --silent check:terms && npm run --silent lint:md && npm run --silent spell"
step "Unit tests" npm run --silent test:unit
# The build-output tests check the edit links, so the build needs a repository address:
# REPOSITORY_URL, or in GitHub Actions the repository itself (config/repository.ts).
if [ -z "${REPOSITORY_URL:-}" ] && [ -z "${GITHUB_REPOSITORY:-}" ]; then
  export REPOSITORY_URL=https://github.com/example/extension-docs
fi
step "Build (en + de)" npm run --silent build
# What the host answers, on nginx and on Cloudflare Pages' own runtime (wrangler pages dev, offline),
# from one table (tests/hosts/expectations.ts); and the _redirects and _headers rules against Pages' limits.
# The hosts mostly wait on their servers' start, so html-validate runs meanwhile.
together "Valid HTML (html-validate over build/, both languages); hosts: nginx and the Cloudflare Pages runtime on build/" \
  "npm run --silent check:html" \
  "npm run --silent test:hosts"
step "Build output (release-note lists, tags, feeds, changelogs)" npm run --silent test:build
step "Build without examples (en, SAMPLE_CONTENT=exclude) and its output" bash -c 'npm run --silent build:no-samples && npm run --silent test:no-samples'
step "Test-only site (crash page, Algolia provider)" npm run --silent build:test-site
step "End-to-end tests" npm run --silent test:e2e
