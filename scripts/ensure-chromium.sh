#!/usr/bin/env bash
# Playwright uses Debian's Chromium (browsers cannot be downloaded here): its
# headless shell, the package chromium-headless-shell (decision 063), with
# the Noto fonts so that Hindi pages draw their letters, not boxes.
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
if [ -x "$chromium_path" ] && [ -n "$(fc-list "Noto Sans Devanagari" 2>/dev/null)" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium-headless-shell and fonts-noto-core for the browser tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell fonts-noto-core >/dev/null
  exit 0
fi
if [ ! -x "$chromium_path" ]; then
  echo "The browser tests need Chromium's headless shell at $chromium_path. Install the Debian package 'chromium-headless-shell' (sudo apt-get install chromium-headless-shell fonts-noto-core) or set CHROMIUM_PATH." >&2
  exit 1
fi
echo "The Noto fonts are missing: Hindi pages will draw boxes in screenshots (sudo apt-get install fonts-noto-core)." >&2
