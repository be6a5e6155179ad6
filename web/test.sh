#!/usr/bin/env bash
# Serves dist/ (from web/build.sh; DIST=folder serves another, such as an
# unpacked web zip) on localhost, with its precompressed copies as a host
# set up as docs/web.md says would (web/serve.py), and runs web/browser-test.mjs
# in Debian's headless Chromium, then its essentials in Firefox ESR and
# WebKit (WebKitGTK's MiniBrowser) on a virtual X display. Installs
# chromium, firefox-esr, webkit2gtk-driver, Xvfb and the npm packages on
# first use (the other engines only where ONLY asks for them).
set -euo pipefail
cd "$(dirname "$0")"
dist=$(realpath "${DIST:-../dist}")
compgen -G "$dist/game_bg-*.wasm" >/dev/null || { echo "no wasm in $dist: run web/build.sh first" >&2; exit 2; }
source ../tools/need.sh
command -v chromium >/dev/null || need_debian chromium
wants() { [[ -z "${ONLY:-}" || ",$ONLY," == *",$1,"* ]]; }
if wants engines; then
  need=()
  command -v firefox-esr >/dev/null || need+=(firefox-esr)
  command -v WebKitWebDriver >/dev/null || need+=(webkit2gtk-driver)
  command -v Xvfb >/dev/null || need+=(xvfb)
  need_debian "${need[@]}"
fi
need_node
[[ -d node_modules/playwright-core && -d node_modules/puppeteer-core ]] || npm ci --no-audit --no-fund --silent
port=8123
# As a static host would: the precompressed copies where the browser takes them.
python3 serve.py "$dist" "$port" >/dev/null 2>&1 &
server=$!
xvfb=
trap 'kill $server ${xvfb:-}' EXIT
if wants engines; then
  # Firefox and WebKit draw WebGL2 on a virtual display (headless Firefox has none here).
  Xvfb :131 -screen 0 1400x900x24 -nolisten tcp >/dev/null 2>&1 &
  xvfb=$!
  export DISPLAY=:131
fi
sleep 1
# The release pass serves two releases made from the folder itself (browser-release.mjs).
PEGS_DIST="$dist" node browser-test.mjs "http://127.0.0.1:$port/"
