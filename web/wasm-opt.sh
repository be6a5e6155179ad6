# What web/build.sh (and web/profile.sh, on its copy with names) runs
# wasm-opt with. Sourced; needs web/node_modules (npm ci).
#
# Passes that merge the functions that came out the same, pack the data
# segments and drop what nothing uses, and none that rewrites code. -Oz
# would take another 8 % off the raw file, but V8 compiles each function on
# its first call, and what -Oz does to the code (similar functions merged,
# less inlined) costs the start more than its smaller download gains back
# (docs/web.md, "What each step did", step 13). The features are the ones the wasm uses
# (Rust's defaults for the target, and SIMD).
WASM_OPT_BIN=web/node_modules/.bin/wasm-opt
WASM_OPT_PASSES=(--duplicate-function-elimination --memory-packing --remove-unused-module-elements)

# optimise_wasm IN OUT [more wasm-opt arguments]
optimise_wasm() {
  local in=$1 out=$2
  shift 2
  "$WASM_OPT_BIN" "${WASM_OPT_PASSES[@]}" "$@" \
    --enable-simd --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
    --enable-mutable-globals --enable-reference-types --enable-multivalue -o "$out" "$in"
}
