#!/usr/bin/env bash
# pnpm bench:server asks the cached pages with Debian's wrk (bench/src/server-load/wrk.ts).
# Installs it when missing; needs root, as every machine of this project has.
set -euo pipefail
if command -v wrk >/dev/null; then exit 0; fi
echo "Installing Debian's wrk for the server bench…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq wrk >/dev/null
