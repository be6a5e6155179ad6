#!/usr/bin/env bash
# Serves dist/ (from web/build.sh; DIST=folder serves another, such as an
# unpacked web zip) on localhost, with its precompressed copies as a host
# set up as docs/web.md says would (web/serve.py), and runs web/browser-test.mjs
# in Debian's headless Chromium. Installs chromium and the npm packages on
# first use.
set -euo pipefail
cd "$(dirname "$0")"
dist=$(realpath "${DIST:-../dist}")
compgen -G "$dist/game_bg-*.wasm" >/dev/null || { echo "no wasm in $dist: run web/build.sh first" >&2; exit 2; }
source ../tools/need.sh
command -v chromium >/dev/null || need_debian chromium
need_node
[[ -d node_modules/playwright-core ]] || npm ci --no-audit --no-fund --silent
port=8123
# As a static host would: the precompressed copies where the browser takes them.
python3 serve.py "$dist" "$port" >/dev/null 2>&1 &
server=$!
trap 'kill $server' EXIT
sleep 1
# The release pass serves two releases made from the folder itself (browser-release.mjs).
PEGS_DIST="$dist" node browser-test.mjs "http://127.0.0.1:$port/"
