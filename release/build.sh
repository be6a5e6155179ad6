#!/usr/bin/env bash
# Makes the files a player downloads, into release/out/:
#   pegs-and-stones-<version>-linux-x86_64.tar.gz   the game for Linux, with sound (ALSA)
#   pegs-and-stones-<version>-windows-x86_64.zip    the game for Windows (cross-compiled)
#   pegs-and-stones-<version>-web.zip               the web version, index.html at the root
#   pegs-and-stones-server-<version>-linux-x86_64.tar.gz   pegs-server, the web game, a systemd unit
#   SHA256SUMS                                      their checksums
# The version is Cargo.toml's; a version without an entry in CHANGELOG.md is
# refused. Installs what it needs (ALSA's development files, the Windows
# target, mingw-w64, zip, and what web/build.sh needs) on first use, as root
# on Debian/Ubuntu.
#
#   release/build.sh [linux] [windows] [web] [server]     (all four when none is named)
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/pegs-and-stones/target}"
source tools/need.sh
need_toolchain

version=$(awk -F'"' '/^version = / { print $2; exit }' Cargo.toml)
name="pegs-and-stones-$version"
if ! grep -q "^## \[$version\]" CHANGELOG.md; then
  echo "release/build.sh: CHANGELOG.md has no entry for $version; write one before releasing" >&2
  exit 1
fi
targets=("$@")
[[ ${#targets[@]} -gt 0 ]] || targets=(linux windows web server)
wants() { [[ " ${targets[*]} " == *" $1 "* ]]; }

need=()
command -v zip >/dev/null || need+=(zip)
# The Linux game plays sound: it links ALSA (players need only libasound.so.2, on every desktop).
if wants linux && ! pkg-config --exists alsa 2>/dev/null; then
  need+=(libasound2-dev pkg-config)
fi
if wants windows; then
  command -v x86_64-w64-mingw32-gcc >/dev/null || need+=(gcc-mingw-w64-x86-64)
fi
need_debian "${need[@]}"

out=release/out
mkdir -p "$out"
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT

# What goes beside the game in every archive.
extras() {
  cp README.md CHANGELOG.md LICENSE-MIT LICENSE-APACHE "$1/"
  cp assets/fonts/LICENSE "$1/LICENSE-FONTS"
}

if wants linux; then
  echo "== Linux"
  cargo build -p pegs-and-stones --release --locked --features sound
  dir="$stage/$name"
  mkdir -p "$dir"
  cp "$CARGO_TARGET_DIR/release/pegs-and-stones" "$dir/"
  extras "$dir"
  tar -C "$stage" -czf "$out/$name-linux-x86_64.tar.gz" "$name"
  rm -rf "$dir"
fi

if wants windows; then
  echo "== Windows"
  rustup target add x86_64-pc-windows-gnu >/dev/null
  CARGO_TARGET_X86_64_PC_WINDOWS_GNU_LINKER=x86_64-w64-mingw32-gcc \
    cargo build -p pegs-and-stones --release --locked --target x86_64-pc-windows-gnu
  dir="$stage/$name"
  mkdir -p "$dir"
  cp "$CARGO_TARGET_DIR/x86_64-pc-windows-gnu/release/pegs-and-stones.exe" "$dir/"
  extras "$dir"
  (cd "$stage" && zip -qr "$OLDPWD/$out/$name-windows-x86_64.zip" "$name")
  rm -rf "$dir"
fi

if wants web; then
  echo "== Web"
  web/build.sh
  rm -f "$out/$name-web.zip"
  (cd dist && zip -qr "$OLDPWD/$out/$name-web.zip" .)
fi

if wants server; then
  echo "== Server"
  cargo build --release --locked -p pegs-server
  wants web || web/build.sh
  dir="$stage/pegs-server"
  mkdir -p "$dir"
  cp "$CARGO_TARGET_DIR/release/pegs-server" release/pegs-server.service "$dir/"
  cp -r dist "$dir/web"
  extras "$dir"
  # README's hosting section on its own, for whoever runs the server.
  awk '/^### Host the game and online play/ { on = 1 } on && /^## / { exit } on' README.md >"$dir/HOSTING.md"
  tar -C "$stage" -czf "$out/pegs-and-stones-server-$version-linux-x86_64.tar.gz" pegs-server
  rm -rf "$dir"
fi

(cd "$out" && sha256sum $(ls "$name"-* "pegs-and-stones-server-$version"-* 2>/dev/null) >SHA256SUMS)
ls -l "$out"
cat "$out/SHA256SUMS"
