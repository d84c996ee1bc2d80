#!/usr/bin/env bash
# Playwright and the bench use Debian's Chromium (browsers cannot be
# downloaded here), with the Noto fonts so that Hindi pages draw their
# letters, not boxes. The argument is the Debian package: the e2e tests run
# its headless shell, `chromium-headless-shell` (the default; decision 063),
# the bench the full `chromium` (Lighthouse measures the browser a phone has).
set -euo pipefail
package="${1:-chromium-headless-shell}"
chromium_path="${CHROMIUM_PATH:-/usr/bin/$package}"
if [ -x "$chromium_path" ] && [ -n "$(fc-list "Noto Sans Devanagari" 2>/dev/null)" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's $package and fonts-noto-core for the browser..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$package" fonts-noto-core >/dev/null
  exit 0
fi
if [ ! -x "$chromium_path" ]; then
  echo "This needs Chromium at $chromium_path. Install the Debian package '$package' (sudo apt-get install $package fonts-noto-core) or set CHROMIUM_PATH." >&2
  exit 1
fi
echo "The Noto fonts are missing: Hindi pages will draw boxes in screenshots (sudo apt-get install fonts-noto-core)." >&2
