#!/usr/bin/env bash
# The W3C Nu HTML Checker (vnu-jar, in the e2e suite) runs on Java; Debian's headless JRE is enough.
set -euo pipefail
command -v java >/dev/null && exit 0
echo "Installing Debian's headless Java for the Nu HTML Checker…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq default-jre-headless >/dev/null
