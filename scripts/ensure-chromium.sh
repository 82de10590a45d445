#!/usr/bin/env bash
# The e2e tests drive Debian's chromium-headless-shell and the benchmark Debian's chromium
# (Playwright's own browser download cannot work on these machines). Installs whichever is
# missing; needs root, as every machine of this project has.
set -euo pipefail
missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}" ] || missing+=(chromium-headless-shell)
[ -x /usr/bin/chromium ] || missing+=(chromium)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
echo "Installing Debian's ${missing[*]} for the end-to-end tests…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq "${missing[@]}" fonts-dejavu-core >/dev/null
