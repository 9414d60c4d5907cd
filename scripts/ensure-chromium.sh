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

# shellcheck source=apt-install.sh
source "$(dirname "${BASH_SOURCE[0]}")/apt-install.sh"
apt_install ensure-chromium chromium chromium-headless-shell fonts-noto-core

for browser in "${BROWSERS[@]}"; do
  if [ ! -x "$browser" ]; then
    echo "[ensure-chromium] apt-get finished but $browser is still missing." >&2
    exit 1
  fi
done
echo "[ensure-chromium] installed $(/usr/bin/chromium --version 2>/dev/null || echo chromium) and its headless shell"
