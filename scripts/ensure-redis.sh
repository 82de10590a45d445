#!/usr/bin/env bash
# The shell's shared session store is tested against a real Redis (Debian's redis-server), started
# by the tests on ports of their own. Installs it when missing; needs root, as every machine of this
# project has. The package's own service is stopped and disabled: nothing answers on 6379 unasked.
set -euo pipefail
if [ -x /usr/bin/redis-server ]; then exit 0; fi
echo "Installing Debian's redis-server for the tests of the session store…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq redis-server >/dev/null
if [ -d /run/systemd/system ]; then
  systemctl disable --now redis-server >/dev/null 2>&1 || true
else
  update-rc.d redis-server disable >/dev/null 2>&1 || true
  /etc/init.d/redis-server stop >/dev/null 2>&1 || true
fi
