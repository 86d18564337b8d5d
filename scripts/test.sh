#!/usr/bin/env bash
# The whole test suite, in the order a failure is cheapest to find:
# static checks, unit tests, the full bilingual build, then end-to-end tests
# in Chromium against the build served by nginx with the production config.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "System packages (nginx, chromium)"
bash scripts/system-deps.sh

step "Typecheck"
npm run --silent typecheck

step "Lint"
npm run --silent lint

step "Unit tests"
npm run --silent test:unit

step "German UI strings"
npm run --silent translations:check

step "Content: front matter, German twins, sidebar categories"
npm run --silent check:content

step "Content: Markdown lint"
npm run --silent lint:md

step "Content: spelling (English and German)"
npm run --silent spell

step "Build (en + de)"
# The build-output tests check the edit links, so the build needs a repository address:
# REPOSITORY_URL, or in GitHub Actions the repository itself (config/repository.ts).
if [ -z "${REPOSITORY_URL:-}" ] && [ -z "${GITHUB_REPOSITORY:-}" ]; then
  export REPOSITORY_URL=https://github.com/example/extension-docs
fi
npm run --silent build

step "Valid HTML (html-validate over build/, both languages)"
npm run --silent check:html

step "Build output (release-note lists, tags, feeds, changelogs)"
npm run --silent test:build

step "Test-only site (crash page, Algolia provider)"
npm run --silent build:test-site

step "End-to-end tests"
npm run --silent test:e2e
