#!/usr/bin/env bash
# Checks the files release/build.sh made, as a player would meet them: each
# archive is unpacked into an empty folder and run from there.
#   Linux:   --version, sound linked in (libasound.so.2), hanoi solve, ttt analyze,
#            and a --screenshot of every screen under Xvfb (software Vulkan)
#   Windows: the same command-line calls under Wine; the window is tried too
#   Web:     the unpacked folder served on localhost, through web/test.sh's browser test
# Installs xvfb, Mesa's Vulkan, wine64 and chromium on first use (Debian, root).
#
#   release/check.sh [linux] [windows] [web]     (all three when none is named)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
source tools/need.sh
version=$(awk -F'"' '/^version = / { print $2; exit }' Cargo.toml)
name="pegs-and-stones-$version"
out="$root/release/out"
[[ -f "$out/SHA256SUMS" ]] || { echo "no release/out/SHA256SUMS: run release/build.sh first" >&2; exit 2; }
(cd "$out" && sha256sum -c SHA256SUMS)

targets=("$@")
[[ ${#targets[@]} -gt 0 ]] || targets=(linux windows web)
wants() { [[ " ${targets[*]} " == *" $1 "* && -f "$out/$name-$2" ]]; }

failures=0
ok() { echo "ok   $*"; }
bad() { echo "FAIL $*"; failures=$((failures + 1)); }
expect() { # expect WHAT EXPECTED-SUBSTRING COMMAND...
  local what=$1 want=$2; shift 2
  local got
  if got=$("$@" 2>&1) && [[ "$got" == *"$want"* ]]; then ok "$what"; else bad "$what: got ${got:0:300}"; fi
}

need=()
command -v xvfb-run >/dev/null || need+=(xvfb xauth)
ls /usr/share/vulkan/icd.d/lvp_icd.* >/dev/null 2>&1 || need+=(mesa-vulkan-drivers libvulkan1)
# Debian's wine64 package puts `wine` on the PATH (and wine64 under /usr/lib/wine).
find_wine() { command -v wine64 || command -v wine || { [[ -x /usr/lib/wine/wine64 ]] && echo /usr/lib/wine/wine64; }; }
if wants windows windows-x86_64.zip; then
  find_wine >/dev/null || need+=(wine64)
  command -v x86_64-w64-mingw32-gcc >/dev/null || need+=(gcc-mingw-w64-x86-64)
fi
command -v unzip >/dev/null || need+=(unzip)
need_debian "${need[@]}"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export PEGS_AND_STONES_DATA_DIR="$work/data"

if wants linux linux-x86_64.tar.gz; then
  echo "== Linux archive"
  mkdir "$work/linux" && tar -C "$work/linux" -xzf "$out/$name-linux-x86_64.tar.gz"
  cd "$work/linux/$name"
  expect "linux: --version" "pegs-and-stones $version" ./pegs-and-stones --version
  # Sound is compiled in: the game links ALSA's runtime, which every desktop Linux has.
  expect "linux: plays sound (links libasound.so.2)" "libasound.so.2" ldd ./pegs-and-stones
  expect "linux: hanoi solve --disks 3" $'1 3\n1 2\n3 2\n1 3\n2 1\n2 3\n1 3' ./pegs-and-stones hanoi solve --disks 3
  expect "linux: ttt analyze --moves 4,0,8 --perfect" "best " ./pegs-and-stones ttt analyze --moves 4,0,8 --perfect
  for screen in menu hanoi tictactoe hanoi-howto tictactoe-howto; do
    if timeout 180 xvfb-run -a -s "-screen 0 1280x720x24" env WGPU_BACKEND=vulkan WINIT_UNIX_BACKEND=x11 \
        ./pegs-and-stones --screenshot "$work/$screen.png" --screen "$screen" >"$work/$screen.log" 2>&1 \
        && [[ $(stat -c %s "$work/$screen.png") -gt 20000 ]]; then
      ok "linux: --screenshot --screen $screen"
    else
      bad "linux: --screenshot --screen $screen: $(tail -n 3 "$work/$screen.log")"
    fi
  done
  ls "$work/linux/$name"
  cd "$root"
fi

if wants windows windows-x86_64.zip; then
  echo "== Windows archive (Wine)"
  mkdir "$work/windows" && unzip -q "$out/$name-windows-x86_64.zip" -d "$work/windows"
  cd "$work/windows/$name"
  export WINEDEBUG=-all WINEPREFIX="$work/wine"
  wine=$(find_wine)
  "$wine" wineboot --init >/dev/null 2>&1 || true
  # Wine 8 (Debian 12) lacks the ProcessPrng that Rust programs load on
  # start: give this temporary Wine folder a stand-in (release/wine/).
  system32="$WINEPREFIX/drive_c/windows/system32"
  if [[ ! -e "$system32/bcryptprimitives.dll" ]]; then
    x86_64-w64-mingw32-gcc -O2 -shared -o "$system32/bcryptprimitives.dll" \
      "$root/release/wine/bcryptprimitives.c" -ladvapi32 -Wl,--kill-at
    echo "note windows: this Wine has no bcryptprimitives.dll; the check uses release/wine's stand-in"
  fi
  exe() { "$wine" ./pegs-and-stones.exe "$@" | tr -d '\r'; }
  expect "windows: --version" "pegs-and-stones $version" exe --version
  expect "windows: hanoi solve --disks 3" $'1 3\n1 2\n3 2\n1 3\n2 1\n2 3\n1 3' exe hanoi solve --disks 3
  expect "windows: ttt analyze --moves 4,0,8 --perfect" "best " exe ttt analyze --moves 4,0,8 --perfect
  # The window under Wine: reported, not required (Wine has no Vulkan or GL here).
  if timeout 120 xvfb-run -a -s "-screen 0 1280x720x24" "$wine" ./pegs-and-stones.exe \
      --screenshot 'Z:\tmp\pegs-wine-menu.png' --screen menu >"$work/wine-window.log" 2>&1 \
      && [[ -s /tmp/pegs-wine-menu.png ]]; then
    echo "note windows: the window opened under Wine and drew the menu"
  else
    echo "note windows: the window did not open under Wine: $(grep -v '^$' "$work/wine-window.log" | tail -n 2 | tr '\n' ' ')"
  fi
  cd "$root"
fi

if wants web web.zip; then
  echo "== Web zip"
  mkdir "$work/web" && unzip -q "$out/$name-web.zip" -d "$work/web"
  [[ -f "$work/web/index.html" ]] && ok "web: index.html at the root" || bad "web: no index.html at the root"
  if grep -Eq '(src|href)="/' "$work/web/index.html"; then bad "web: an absolute path in index.html"; else ok "web: relative paths only"; fi
  if DIST="$work/web" PHONE_SCALES="${PHONE_SCALES:-1}" web/test.sh; then ok "web: the browser test passes on the unpacked zip"; else bad "web: the browser test"; fi
fi

if ((failures)); then
  echo "$failures check(s) failed"
  exit 1
fi
echo "all release checks passed"
