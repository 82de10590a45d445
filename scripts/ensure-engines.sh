#!/usr/bin/env bash
# The cross-engine smoke (pnpm test:engines) drives Debian's firefox-esr and WebKitGTK's
# WebKitWebDriver; MiniBrowser has no headless mode, so it draws on xvfb's virtual display
# (Playwright's own browser downloads cannot work on these machines). Installs whichever is
# missing; needs root, as every machine of this project has.
set -euo pipefail
missing=()
[ -x /usr/bin/firefox-esr ] || missing+=(firefox-esr)
[ -x /usr/bin/WebKitWebDriver ] || missing+=(webkit2gtk-driver)
[ -x /usr/bin/xvfb-run ] || missing+=(xvfb xauth)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
echo "Installing Debian's ${missing[*]} for the cross-engine smoke…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq "${missing[@]}" fonts-dejavu-core >/dev/null
