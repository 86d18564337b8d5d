#!/usr/bin/env bash
# Publishes a built site to Cloudflare Pages with the locked wrangler of deploy/
# (npm ci --prefix deploy first) and writes its address as the step output `url`.
#
#   bash scripts/deploy/pages-deploy.sh <build-dir> production
#   bash scripts/deploy/pages-deploy.sh <build-dir> preview <pull-request-number>
#
# Pages publishes to production whenever the deployment's branch is the project's
# production branch (PRODUCTION_BRANCH). So a preview is always deployed as
# `pr-<number>` (https://pr-<number>.<project>.pages.dev), a name no branch of the
# repository decides, and production only from the `deploy` job of a push to main.
# Needs CLOUDFLARE_API_TOKEN, CLOUDFLARE_ACCOUNT_ID and CLOUDFLARE_PROJECT; COMMIT
# names the commit. deploy/README.md says what this guards against and what it cannot.
set -euo pipefail

# The production branch the Pages project was created with (deploy/README.md, step 1).
PRODUCTION_BRANCH=main

fail() {
  echo "::error::Not published: $*"
  exit 1
}

build_dir=${1:-}
kind=${2:-}
case "$kind" in
  production)
    # Only the deploy job of a push to main, after its check of the tested build.
    if [ "${GITHUB_ACTIONS:-}" != true ] || [ "${GITHUB_EVENT_NAME:-}" != push ] ||
      [ "${GITHUB_REF:-}" != "refs/heads/$PRODUCTION_BRANCH" ] || [ "${GITHUB_JOB:-}" != deploy ]; then
      fail "production is published only by the deploy job of a push to $PRODUCTION_BRANCH" \
        "(here: event '${GITHUB_EVENT_NAME:-none}', ref '${GITHUB_REF:-none}', job '${GITHUB_JOB:-none}')."
    fi
    branch=$PRODUCTION_BRANCH
    ;;
  preview)
    number=${3:-}
    [[ "$number" =~ ^[1-9][0-9]{0,9}$ ]] || fail "a preview needs its pull request's number, not '$number'."
    branch="pr-$number"
    ;;
  *)
    echo "Usage: bash scripts/deploy/pages-deploy.sh <build-dir> production | preview <pull-request-number>" >&2
    exit 2
    ;;
esac
# Never reached with the names above; a guard against a changed PRODUCTION_BRANCH.
if [ "$kind" = preview ] && [ "$branch" = "$PRODUCTION_BRANCH" ]; then
  fail "the preview name '$branch' is the production branch."
fi

missing=()
[ -n "${CLOUDFLARE_API_TOKEN:-}" ] || missing+=("secret CLOUDFLARE_API_TOKEN")
[ -n "${CLOUDFLARE_ACCOUNT_ID:-}" ] || missing+=("variable CLOUDFLARE_ACCOUNT_ID")
[ -n "${CLOUDFLARE_PROJECT:-}" ] || missing+=("variable CLOUDFLARE_PROJECT")
[ ${#missing[@]} -eq 0 ] || fail "the repository lacks ${missing[*]}. See deploy/README.md."
for file in _headers _redirects; do
  [ -s "$build_dir/$file" ] || fail "$build_dir/$file is missing: the build lacks its host configuration."
done
# The site is static. Pages would run these as code at the edge, on the site's own address.
for code in _worker.js functions _routes.json; do
  [ ! -e "$build_dir/$code" ] || fail "$build_dir/$code would run as code on Pages; the site is static files only."
done

# wrangler reports the deployment as JSON lines in this file.
export WRANGLER_OUTPUT_FILE_PATH
WRANGLER_OUTPUT_FILE_PATH=$(mktemp)
# No usage reports from the job that holds the token.
export WRANGLER_SEND_METRICS=false
node deploy/node_modules/wrangler/bin/wrangler.js pages deploy "$build_dir" \
  --project-name="$CLOUDFLARE_PROJECT" --branch="$branch" --commit-hash="${COMMIT:-}" --commit-dirty=false
# The branch's stable alias for a preview, the deployment's own address otherwise.
url=$(jq -r 'select(.type == "pages-deploy-detailed") | (.alias // .url)' "$WRANGLER_OUTPUT_FILE_PATH" | tail -n 1)
[ -n "$url" ] || fail "wrangler reported no address for the deployment."
echo "Published ($kind, branch $branch): $url"
echo "url=${url%/}" >> "${GITHUB_OUTPUT:-/dev/null}"
