#!/usr/bin/env bash
# Makes sure the real QR reader zbarimg (Debian's zbar-tools) and poppler's pdftoppm and pdftotext
# (poppler-utils) are installed: the ZATCA print tests turn each rendered PDF into a picture and
# read its QR code back as a phone would, and read the PDF's text.
set -euo pipefail

TOOLS=(zbarimg pdftoppm pdftotext)

missing=()
for tool in "${TOOLS[@]}"; do
  command -v "$tool" >/dev/null 2>&1 || missing+=("$tool")
done
if [ "${#missing[@]}" -eq 0 ]; then
  echo "[ensure-zbar] found $(zbarimg --version 2>&1 | head -n 1) (zbarimg) and $(pdftoppm -v 2>&1 | head -n 1)"
  exit 0
fi

# shellcheck source=apt-install.sh
source "$(dirname "${BASH_SOURCE[0]}")/apt-install.sh"
apt_install ensure-zbar zbar-tools poppler-utils

for tool in "${TOOLS[@]}"; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "[ensure-zbar] apt-get finished but $tool is still missing." >&2
    exit 1
  fi
done
echo "[ensure-zbar] installed $(zbarimg --version 2>&1 | head -n 1) (zbarimg) and $(pdftoppm -v 2>&1 | head -n 1)"
