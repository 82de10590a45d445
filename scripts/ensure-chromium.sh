#!/usr/bin/env bash
# The e2e tests drive Debian's Chromium (Playwright's own browser download cannot work on these
# machines). Installs it when missing; needs root, as every machine of this project has.
set -euo pipefail
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then exit 0; fi
echo "Installing Debian's chromium for the end-to-end tests…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
