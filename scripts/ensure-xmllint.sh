#!/usr/bin/env bash
# Makes sure libxml2's xmllint is installed (Debian's libxml2-utils): the ZATCA document tests
# read every invoice and credit note they issue with it, as well-formed XML with its namespaces.
set -euo pipefail

if command -v xmllint >/dev/null 2>&1; then
  echo "[ensure-xmllint] found $(xmllint --version 2>&1 | head -n 1)"
  exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
  as_root=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  as_root=(sudo -n)
else
  echo "[ensure-xmllint] xmllint is missing and this user cannot install packages." >&2
  echo "[ensure-xmllint] Install it as root: apt-get install -y --no-install-recommends libxml2-utils" >&2
  exit 1
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "[ensure-xmllint] xmllint is missing and apt-get is not available (install libxml2's xmllint)." >&2
  exit 1
fi

echo "[ensure-xmllint] installing libxml2-utils with apt-get"
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update
"${as_root[@]}" apt-get install -y --no-install-recommends libxml2-utils
echo "[ensure-xmllint] installed $(xmllint --version 2>&1 | head -n 1)"
