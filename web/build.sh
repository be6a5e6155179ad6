#!/usr/bin/env bash
# Builds the web version into dist/: the wasm-release build, wasm-bindgen
# (installed at exactly the version Cargo.lock pins), wasm-opt when it is on
# the PATH, and the page. Serve dist/ with any static file server.
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/pegs-and-stones/target}"

rustup target add wasm32-unknown-unknown >/dev/null 2>&1 || true
version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/"/, "", $3); print $3; exit }' Cargo.lock)
if [[ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$version" ]]; then
  echo "installing wasm-bindgen-cli $version"
  cargo install wasm-bindgen-cli --version "$version"
fi

cargo build --profile wasm-release --target wasm32-unknown-unknown
rm -rf dist && mkdir -p dist
wasm-bindgen --no-typescript --target web --out-dir dist --out-name game \
  --remove-name-section --remove-producers-section \
  "$CARGO_TARGET_DIR/wasm32-unknown-unknown/wasm-release/pegs-and-stones.wasm"
if command -v wasm-opt >/dev/null && [[ "${SKIP_WASM_OPT:-}" != 1 ]]; then
  echo "wasm-opt -Oz (slow)"
  wasm-opt -Oz --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
    --enable-mutable-globals --enable-reference-types -o dist/game_bg.wasm dist/game_bg.wasm
fi
cp web/index.html dist/
raw=$(stat -c %s dist/game_bg.wasm)
gz=$(gzip -9 -c dist/game_bg.wasm | wc -c)
echo "dist/game_bg.wasm: $((raw / 1024)) KiB raw, $((gz / 1024)) KiB gzipped"
