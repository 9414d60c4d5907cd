#!/usr/bin/env bash
# Makes sure Debian's Chromium (and the Noto fonts that render Arabic) is installed for the
# Playwright e2e suites. Browser downloads (`playwright install`) are never used: the suites
# drive the system browser at /usr/bin/chromium.
set -euo pipefail

CHROMIUM=/usr/bin/chromium

if [ -x "$CHROMIUM" ]; then
  echo "[ensure-chromium] found $("$CHROMIUM" --version 2>/dev/null || echo "$CHROMIUM")"
  exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
  as_root=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  as_root=(sudo -n)
else
  echo "[ensure-chromium] $CHROMIUM is missing and this user cannot install packages." >&2
  echo "[ensure-chromium] Install it as root: apt-get install -y --no-install-recommends chromium fonts-noto-core" >&2
  exit 1
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "[ensure-chromium] $CHROMIUM is missing and apt-get is not available (the e2e suites expect Debian's chromium)." >&2
  exit 1
fi

echo "[ensure-chromium] installing chromium and fonts-noto-core with apt-get"
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update
"${as_root[@]}" apt-get install -y --no-install-recommends chromium fonts-noto-core

if [ ! -x "$CHROMIUM" ]; then
  echo "[ensure-chromium] apt-get finished but $CHROMIUM is still missing." >&2
  exit 1
fi
echo "[ensure-chromium] installed $("$CHROMIUM" --version 2>/dev/null || echo "$CHROMIUM")"
