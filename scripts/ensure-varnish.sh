#!/usr/bin/env bash
# The e2e suite puts Debian's Varnish (deploy/varnish/school.vcl) in front of a site's shell.
# Installs it when varnishd is missing; needs root, as every machine of this project has. The
# tests start varnishd of their own on ports of their own: the package's service is stopped and
# disabled, so nothing answers on its port 6081 in the background.
set -euo pipefail
if command -v varnishd >/dev/null || [ -x /usr/sbin/varnishd ]; then exit 0; fi
echo "Installing Debian's varnish for the end-to-end tests…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq varnish >/dev/null
for service in varnish varnishncsa; do
  if [ -d /run/systemd/system ]; then
    systemctl disable --now "$service" >/dev/null 2>&1 || true
  else
    update-rc.d "$service" disable >/dev/null 2>&1 || true
    "/etc/init.d/$service" stop >/dev/null 2>&1 || true
  fi
done
