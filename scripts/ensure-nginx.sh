#!/usr/bin/env bash
# Makes sure Debian's nginx is installed: the deployment tests render the gateway and static
# server configurations, check them with `nginx -t` and run them. Only the binary is used; the
# package's own service is never started (the tests run nginx in the foreground on free ports).
set -euo pipefail

if command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; then
  echo "[ensure-nginx] found $( (nginx -v || /usr/sbin/nginx -v) 2>&1)"
  exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
  as_root=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  as_root=(sudo -n)
else
  echo "[ensure-nginx] nginx is missing and this user cannot install packages." >&2
  echo "[ensure-nginx] Install it as root: apt-get install -y --no-install-recommends nginx" >&2
  exit 1
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "[ensure-nginx] nginx is missing and apt-get is not available (the tests expect Debian's nginx)." >&2
  exit 1
fi

echo "[ensure-nginx] installing nginx with apt-get"
export DEBIAN_FRONTEND=noninteractive
# A policy-rc.d that answers 101 keeps the package from starting its own server on port 80.
POLICY=/usr/sbin/policy-rc.d
if [ ! -e "$POLICY" ]; then
  printf '#!/bin/sh\nexit 101\n' | "${as_root[@]}" tee "$POLICY" >/dev/null
  "${as_root[@]}" chmod +x "$POLICY"
  trap '"${as_root[@]}" rm -f "$POLICY"' EXIT
fi
"${as_root[@]}" apt-get update
"${as_root[@]}" apt-get install -y --no-install-recommends nginx

if [ ! -x /usr/sbin/nginx ]; then
  echo "[ensure-nginx] apt-get finished but /usr/sbin/nginx is still missing." >&2
  exit 1
fi
echo "[ensure-nginx] installed $(/usr/sbin/nginx -v 2>&1)"
