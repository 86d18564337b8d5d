#!/usr/bin/env bash
# Builds the bilingual site and serves it on http://localhost:${PORT:-3000}/
# the way production does (nginx with deploy/ config). Falls back to
# `docusaurus serve` when nginx cannot be installed (no root, no apt).
set -euo pipefail
cd "$(dirname "$0")/.."
# Chromium draws the Mermaid diagrams during the build, so the packages come first.
if bash scripts/system-deps.sh; then nginx_ok=1; else nginx_ok=0; fi
npm run --silent build
if [ "$nginx_ok" = 1 ]; then
  # Docusaurus ends its build with "Use `npm run serve`"; this command serves the build itself.
  echo "Serving the build with nginx and the production configuration (deploy/), not with npm run serve."
  exec npx tsx scripts/nginx.ts serve "${PORT:-3000}"
else
  echo "nginx unavailable; serving with docusaurus serve instead."
  exec npx docusaurus serve --port "${PORT:-3000}" --no-open
fi
