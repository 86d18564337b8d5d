#!/usr/bin/env bash
# Publishes a built site to Cloudflare Pages with the locked wrangler of deploy/
# (npm ci --prefix deploy first) and writes its address as the step output `url`.
#
#   bash scripts/deploy/pages-deploy.sh <build-dir> <branch>
#
# Branch `main` is the production deployment; any other branch is a preview at
# https://<branch>.<project>.pages.dev. Needs CLOUDFLARE_API_TOKEN,
# CLOUDFLARE_ACCOUNT_ID and CLOUDFLARE_PROJECT; COMMIT names the commit.
set -euo pipefail
build_dir=$1
branch=$2

missing=()
[ -n "${CLOUDFLARE_API_TOKEN:-}" ] || missing+=("secret CLOUDFLARE_API_TOKEN")
[ -n "${CLOUDFLARE_ACCOUNT_ID:-}" ] || missing+=("variable CLOUDFLARE_ACCOUNT_ID")
[ -n "${CLOUDFLARE_PROJECT:-}" ] || missing+=("variable CLOUDFLARE_PROJECT")
if [ ${#missing[@]} -gt 0 ]; then
  echo "::error::Not published: the repository lacks ${missing[*]}. See deploy/README.md."
  exit 1
fi
for file in _headers _redirects; do
  [ -s "$build_dir/$file" ] || { echo "::error::$build_dir/$file is missing: the build lacks its host configuration."; exit 1; }
done

# wrangler reports the deployment as JSON lines in this file.
export WRANGLER_OUTPUT_FILE_PATH
WRANGLER_OUTPUT_FILE_PATH=$(mktemp)
deploy/node_modules/.bin/wrangler pages deploy "$build_dir" \
  --project-name="$CLOUDFLARE_PROJECT" --branch="$branch" --commit-hash="${COMMIT:-}" --commit-dirty=false
# The branch's stable alias for a preview, the deployment's own address otherwise.
url=$(jq -r 'select(.type == "pages-deploy-detailed") | (.alias // .url)' "$WRANGLER_OUTPUT_FILE_PATH" | tail -n 1)
[ -n "$url" ] || { echo "::error::wrangler reported no address for the deployment."; exit 1; }
echo "Published: $url"
echo "url=${url%/}" >> "${GITHUB_OUTPUT:-/dev/null}"
