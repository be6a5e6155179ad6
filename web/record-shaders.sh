#!/usr/bin/env bash
# Records the WGSL that the web build's shaders become into web/shaders.json,
# which the web game replays instead of composing Bevy's WESL in the browser
# (src/app/web_shaders.rs, vendor/bevy_shader/PATCH.md). It builds the web
# game with the shader-record feature into a folder of its own (that build
# composes as natively and writes each composition to the console) and plays
# it through the whole browser test, which visits every screen and collects
# them; the file is written only if every check passed.
#
# Run it after a change to Bevy's version or features, to the shaders, or to
# what the game draws: an ordinary build's browser test fails, naming the
# shader and its defs, when a variant was not recorded or a module it read
# has changed since. About 15 minutes (a second wasm build, then the test).
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
DIST="$out" FEATURES=shader-record WASM_OPT=0 web/build.sh
unset ONLY PHONE_SCALES
RECORD_SHADERS="$PWD/web/shaders.json" DIST="$out" web/test.sh
