#!/usr/bin/env bash
# Where the web game's start-up time goes (web/profile.mjs): makes a copy of
# dist/ (from web/build.sh) whose wasm keeps its function names, serves it
# on localhost as web/test.sh serves dist/, and profiles a first and a
# return visit in headless Chromium.
#
# The copy's wasm is wasm-bindgen's output with its names, through the same
# wasm-opt passes as dist/'s (web/wasm-opt.sh) with the names kept, so its
# code is the code dist/ ships.
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/pegs-and-stones/target}"
built="$CARGO_TARGET_DIR/wasm32-unknown-unknown/wasm-release/pegs-and-stones.wasm"
shipped=$(compgen -G "dist/game_bg-*.wasm" | grep -v '\.wasm\.' | head -n 1) || true
[[ -n "$shipped" && -f "$built" ]] || { echo "no web build: run web/build.sh first" >&2; exit 2; }
source tools/need.sh
command -v chromium >/dev/null || need_debian chromium
need_node
[[ -d web/node_modules/playwright-core ]] || (cd web && npm ci --no-audit --no-fund --silent)

copy=$(mktemp -d)
trap 'rm -rf "$copy"' EXIT
wasm-bindgen --no-typescript --target web --out-dir "$copy/bindgen" --out-name game "$built"
cmp -s "$copy/bindgen/game.js" dist/game.js || { echo "dist/ is older than the last wasm build: run web/build.sh again" >&2; exit 2; }
mkdir "$copy/dist"
cp -r dist/index.html dist/sw.js dist/game.js dist/manifest.webmanifest dist/icons "$copy/dist/"
# Under the name the page asks for, with a brotli copy of its own (quickly
# made: the names make it about twice the shipped size over the line).
wasm="$copy/dist/$(basename "$shipped")"
source web/wasm-opt.sh
optimise_wasm "$copy/bindgen/game_bg.wasm" "$wasm" --debuginfo
brotli -q 5 -o "$wasm.br" "$wasm"

port=8124
python3 web/serve.py "$copy/dist" "$port" >/dev/null 2>&1 &
server=$!
trap 'kill $server; rm -rf "$copy"' EXIT
sleep 1
node web/profile.mjs "http://127.0.0.1:$port/"
