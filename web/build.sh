#!/usr/bin/env bash
# Builds the web version into dist/: the wasm-release build, wasm-bindgen
# (installed at exactly the version Cargo.lock pins), the page with its
# manifest, icons and service worker, and the wasm pre-compressed as .br
# (brotli -q 11) and .gz (zopfli, or gzip -9 where zopfli is missing) beside
# it. Every path in dist/ is relative, so the folder can be served from
# anywhere (or zipped for a host). DIST=folder builds into another folder,
# FEATURES=... builds with the game's cargo features (web/record-shaders.sh).
#
# wasm-opt (Binaryen, at the version web/package-lock.json pins: the npm
# package, which runs on Node.js) with the passes web/wasm-opt.sh names and
# explains: 4 % smaller raw and 1 % smaller compressed, in about ten
# seconds. WASM_OPT=0 leaves it out.
# Debian's Binaryen 108 is too old: its output fails in the browser
# (wasm-bindgen's table of JavaScript values).
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/pegs-and-stones/target}"

out="${DIST:-dist}"
# It is emptied first: only a folder that is empty or an earlier build.
if [[ -d "$out" && -n "$(ls -A "$out")" && ! -f "$out/sw.js" ]]; then
  echo "$out is not empty and holds no earlier build: give DIST an empty or a new folder" >&2
  exit 2
fi

source tools/need.sh
# The pinned Rust with its wasm32-unknown-unknown target (rust-toolchain.toml).
need_toolchain
version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/"/, "", $3); print $3; exit }' Cargo.lock)
if [[ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$version" ]]; then
  echo "installing wasm-bindgen-cli $version"
  cargo install wasm-bindgen-cli --version "$version"
fi
missing=()
command -v brotli >/dev/null || missing+=(brotli)
command -v zopfli >/dev/null || missing+=(zopfli)
need_debian "${missing[@]}"
source web/wasm-opt.sh
if [[ "${WASM_OPT:-1}" != 0 && ! -x "$WASM_OPT_BIN" ]]; then
  need_node
  (cd web && npm ci --no-audit --no-fund --silent)
fi

# A panic's location names its source file; the crates' files lie in the
# builder's cargo registry, whose path would go into the wasm a thousand
# times (about 90 KB) and tell whoever reads it where it was built: it is
# left out, so `bevy_ecs-0.20.1/src/…` is what remains.
remaps=""
shopt -s nullglob
for source in "${CARGO_HOME:-$HOME/.cargo}"/registry/src/*/; do
  remaps+="${remaps:+, }'--remap-path-prefix=$source='"
done
cargo build -p pegs-and-stones --profile wasm-release --target wasm32-unknown-unknown \
  ${remaps:+--config "target.wasm32-unknown-unknown.rustflags=[$remaps]"} \
  ${FEATURES:+--features "$FEATURES"}
rm -rf "$out" && mkdir -p "$out"
wasm-bindgen --no-typescript --target web --out-dir "$out" --out-name game \
  --remove-name-section --remove-producers-section \
  "$CARGO_TARGET_DIR/wasm32-unknown-unknown/wasm-release/pegs-and-stones.wasm"
if [[ "${WASM_OPT:-1}" != 0 ]]; then
  echo "$("$WASM_OPT_BIN" --version): ${WASM_OPT_PASSES[*]}"
  optimise_wasm "$out/game_bg.wasm" "$out/game_bg.wasm"
fi

# The wasm is named by its content (game_bg-<digest>.wasm): a browser may
# keep it, and the code compiled from it, for good (pegs-server says so:
# immutable), and a page from an older release asks for its own wasm, never
# for a newer one that its game.js does not fit.
wasm="game_bg-$(sha256sum "$out/game_bg.wasm" | cut -c1-16).wasm"
mv "$out/game_bg.wasm" "$out/$wasm"
raw=$(stat -c %s "$out/$wasm")
# The page shows the download's progress against the wasm's size, and says
# what it says before the game starts in the game's languages (page-texts.py).
python3 web/page-texts.py <web/index.html |
  sed -e "s/data-wasm-size=\"0\"/data-wasm-size=\"$raw\"/" -e "s/game_bg\.wasm/$wasm/g" >"$out/index.html"
cp web/manifest.webmanifest "$out"/
cp -r web/icons "$out/icons"
# A new build is a new cache for the service worker.
digest=$(cat "$out/$wasm" "$out/game.js" "$out/index.html" "$out/manifest.webmanifest" | sha256sum | cut -c1-16)
sed -e "s/__VERSION__/$digest/" -e "s/game_bg\.wasm/$wasm/g" web/sw.js >"$out/sw.js"

if command -v zopfli >/dev/null; then
  zopfli "$out/$wasm" # gzip format, 4 % smaller than gzip -9 (about a minute)
else
  gzip -9 -k -f "$out/$wasm"
fi
brotli -q 11 -f -o "$out/$wasm.br" "$out/$wasm"
gz=$(stat -c %s "$out/$wasm.gz")
br=$(stat -c %s "$out/$wasm.br")
echo "$out/$wasm: $((raw / 1024)) KiB raw, $((gz / 1024)) KiB gzip, $((br / 1024)) KiB brotli (cache $digest)"
