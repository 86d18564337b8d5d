#!/usr/bin/env bash
# Builds the bilingual site and serves it on http://localhost:${PORT:-3000}/
# the way production does (nginx, configured by plugins/host-config). Falls back to
# `docusaurus serve` when nginx cannot be installed (no root, no apt).
set -euo pipefail
cd "$(dirname "$0")/.."
# A Node outside package.json's engines: one warning first, with how to get a supported one.
npx --no-install tsx scripts/node-version.ts || true
# Chromium draws the Mermaid diagrams during the build, so the packages come first.
if bash scripts/system-deps.sh; then nginx_ok=1; else nginx_ok=0; fi
# Docusaurus ends every build with "Use `npm run serve` command to test your build locally.", which
# is not what happens next: the line is left out (the build keeps its colours on a terminal).
if [ -t 1 ]; then export FORCE_COLOR="${FORCE_COLOR:-1}"; fi
npm run --silent build | sed -u '/command to test your build locally/d'
if [ "$nginx_ok" = 1 ]; then
  echo "Serving build/ with nginx and the production configuration (plugins/host-config) on http://localhost:${PORT:-3000}/ (German: /de/)."
  exec npx tsx tests/hosts/nginx.ts serve "${PORT:-3000}"
else
  echo "nginx unavailable; serving with docusaurus serve instead."
  exec npx docusaurus serve --port "${PORT:-3000}" --no-open
fi
