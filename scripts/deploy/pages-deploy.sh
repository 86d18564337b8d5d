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
#
# wrangler reads more than the build folder: a `functions/` folder in the folder it runs
# in (built and published as code), a wrangler.toml|json|jsonc or .wrangler/deploy/config.json
# there or in any folder above it, and `.env`/`.env.local` there (CLOUDFLARE_API_BASE_URL
# would send the token elsewhere). So it runs from an empty folder of its own, with the build
# and wrangler given as absolute paths, and any of these beside it is refused.
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
[ -n "$build_dir" ] && [ -d "$build_dir" ] || fail "the build folder '$build_dir' does not exist."
exists() { [ -e "$1" ] || [ -L "$1" ]; }
for file in _headers _redirects; do
  [ -s "$build_dir/$file" ] || fail "$build_dir/$file is missing: the build lacks its host configuration."
done
# The site is static. Pages would run these as code at the edge, on the site's own address.
for code in _worker.js functions _routes.json; do
  ! exists "$build_dir/$code" || fail "$build_dir/$code would run as code on Pages; the site is static files only."
done
# Where this runs (the repository's root): wrangler never runs here (below), but whoever put
# these here meant them to be published, and they would be by a plain `wrangler pages deploy`.
for code in functions wrangler.toml wrangler.json wrangler.jsonc; do
  ! exists "$code" || fail "$PWD/$code would be read by wrangler as code or configuration of the deployment; the site is static files only (deploy/README.md)."
done
wrangler_bin=deploy/node_modules/wrangler/bin
[ -f "$wrangler_bin/wrangler.js" ] || fail "$wrangler_bin/wrangler.js is missing: run npm ci --prefix deploy --ignore-scripts first."

# Absolute paths, then an empty folder of wrangler's own to run in.
build_abs=$(cd -- "$build_dir" && pwd -P)
wrangler_js="$(cd -- "$wrangler_bin" && pwd -P)/wrangler.js"
workdir=$(mktemp -d)
# wrangler reports the deployment as JSON lines in this file.
export WRANGLER_OUTPUT_FILE_PATH
WRANGLER_OUTPUT_FILE_PATH=$(mktemp)
trap 'rm -rf -- "$workdir" "$WRANGLER_OUTPUT_FILE_PATH"' EXIT
# wrangler looks for its configuration in every folder above the one it runs in, too.
dir=$workdir
while :; do
  for config in wrangler.toml wrangler.json wrangler.jsonc .wrangler/deploy/config.json; do
    ! exists "$dir/$config" || fail "$dir/$config would be read by wrangler as configuration of the deployment; remove it."
  done
  [ "$dir" != / ] || break
  dir=$(dirname -- "$dir")
done
# No usage reports from the job that holds the token.
export WRANGLER_SEND_METRICS=false
(cd -- "$workdir" && node "$wrangler_js" pages deploy "$build_abs" \
  --project-name="$CLOUDFLARE_PROJECT" --branch="$branch" --commit-hash="${COMMIT:-}" --commit-dirty=false)
# The branch's stable alias for a preview, the deployment's own address otherwise.
url=$(jq -r 'select(.type == "pages-deploy-detailed") | (.alias // .url)' "$WRANGLER_OUTPUT_FILE_PATH" | tail -n 1)
[ -n "$url" ] || fail "wrangler reported no address for the deployment."
echo "Published ($kind, branch $branch): $url"
echo "url=${url%/}" >> "${GITHUB_OUTPUT:-/dev/null}"
