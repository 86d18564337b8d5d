#!/usr/bin/env bash
# Installs the Debian packages the end-to-end tests and the production-like
# server need when they are missing: nginx, chromium, and chromium's headless
# shell where the distribution has it (the tests and the build prefer it:
# plugins/diagrams/chromium.ts). Idempotent.
set -euo pipefail
missing=()
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx-light)
[ -x /usr/bin/chromium ] || missing+=(chromium)
# The headless shell is optional: installed when the package lists know it.
shell_known() { [ ! -x /usr/bin/chromium-headless-shell ] && apt-cache show chromium-headless-shell >/dev/null 2>&1; }
[ ${#missing[@]} -gt 0 ] || shell_known || exit 0
SUDO=
[ "$(id -u)" -eq 0 ] || SUDO=sudo
export DEBIAN_FRONTEND=noninteractive
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing from Debian: ${missing[*]}"
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
if shell_known; then
  echo "Installing from Debian: chromium-headless-shell"
  $SUDO apt-get install -y -qq --no-install-recommends chromium-headless-shell >/dev/null
fi
