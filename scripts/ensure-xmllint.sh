#!/usr/bin/env bash
# Makes sure libxml2's xmllint is installed (Debian's libxml2-utils): the ZATCA document tests
# read every invoice and credit note they issue with it, as well-formed XML with its namespaces.
set -euo pipefail

if command -v xmllint >/dev/null 2>&1; then
  echo "[ensure-xmllint] found $(xmllint --version 2>&1 | head -n 1)"
  exit 0
fi

# shellcheck source=apt-install.sh
source "$(dirname "${BASH_SOURCE[0]}")/apt-install.sh"
apt_install ensure-xmllint libxml2-utils
echo "[ensure-xmllint] installed $(xmllint --version 2>&1 | head -n 1)"
