#!/usr/bin/env bash
# Makes sure Debian's Chromium builds (and the Noto fonts that render Arabic) are installed.
# Browser downloads (`playwright install`) are never used. The Playwright e2e suites drive
# /usr/bin/chromium-headless-shell, the headless-only build Playwright itself runs headless tests
# on (about 35-50 % less time than the full browser on the 2-core CI machine, docs/benchmarks.md);
# the benches of e2e/perf (Lighthouse among them) drive the full browser at /usr/bin/chromium.
set -euo pipefail

BROWSERS=(/usr/bin/chromium /usr/bin/chromium-headless-shell)

missing=()
for browser in "${BROWSERS[@]}"; do
  [ -x "$browser" ] || missing+=("$browser")
done
if [ "${#missing[@]}" -eq 0 ]; then
  echo "[ensure-chromium] found $(/usr/bin/chromium --version 2>/dev/null || echo chromium) and its headless shell"
  exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
  as_root=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  as_root=(sudo -n)
else
  echo "[ensure-chromium] ${missing[*]} missing and this user cannot install packages." >&2
  echo "[ensure-chromium] Install as root: apt-get install -y --no-install-recommends chromium chromium-headless-shell fonts-noto-core" >&2
  exit 1
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "[ensure-chromium] ${missing[*]} missing and apt-get is not available (the e2e suites expect Debian's chromium)." >&2
  exit 1
fi

echo "[ensure-chromium] installing chromium, chromium-headless-shell and fonts-noto-core with apt-get"
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update
"${as_root[@]}" apt-get install -y --no-install-recommends chromium chromium-headless-shell fonts-noto-core

for browser in "${BROWSERS[@]}"; do
  if [ ! -x "$browser" ]; then
    echo "[ensure-chromium] apt-get finished but $browser is still missing." >&2
    exit 1
  fi
done
echo "[ensure-chromium] installed $(/usr/bin/chromium --version 2>/dev/null || echo chromium) and its headless shell"
