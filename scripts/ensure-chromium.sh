#!/usr/bin/env bash
# Playwright uses Debian's Chromium (browsers cannot be downloaded here).
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium_path" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium package for the browser tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-core >/dev/null
  exit 0
fi
echo "The browser tests need Chromium at $chromium_path. Install the Debian package 'chromium' (sudo apt-get install chromium) or set CHROMIUM_PATH." >&2
exit 1
