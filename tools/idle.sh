#!/usr/bin/env bash
# How much CPU the game uses while nothing moves: the menu, a Hanoi board
# and a TicTacToe board left alone, each measured over 10 seconds from
# /proc (user + system time of the game's process), under a virtual X
# display with Mesa's software Vulkan (lavapipe), as .ci/render-check uses.
#
#   tools/idle.sh [BINARY]     default: the release build in the target folder
#
# Each screen gets a fresh data folder, so the game starts with its defaults.
# Installs xvfb, xdotool and the Vulkan drivers on first use (Debian, root).
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/pegs-and-stones/target}"
bin="${1:-$CARGO_TARGET_DIR/release/pegs-and-stones}"
[[ -x "$bin" ]] || { echo "idle.sh: no binary at $bin (cargo build --release)" >&2; exit 2; }
need=()
command -v Xvfb >/dev/null || need+=(xvfb)
command -v xdotool >/dev/null || need+=(xdotool)
ls /usr/share/vulkan/icd.d/lvp_icd.* >/dev/null 2>&1 || need+=(mesa-vulkan-drivers libvulkan1)
source tools/need.sh
need_debian "${need[@]}"
ticks=$(getconf CLK_TCK)
cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }

measure() { # name keys settle_seconds
  local name=$1 key=$2 settle=$3 disp=:$((90 + RANDOM % 100)) data
  data=$(mktemp -d)
  Xvfb "$disp" -screen 0 1280x720x24 -nolisten tcp >/dev/null 2>&1 &
  local xvfb=$!
  sleep 1
  DISPLAY=$disp WGPU_BACKEND=vulkan WINIT_UNIX_BACKEND=x11 PEGS_AND_STONES_DATA_DIR=$data \
    "$bin" >"$data/log" 2>&1 &
  local game=$!
  local window
  window=$(DISPLAY=$disp timeout 60 xdotool search --sync --name "Pegs & Stones" | head -n 1)
  sleep 3
  # Focused, as a player's window is (and the key that opens the screen).
  DISPLAY=$disp xdotool windowfocus --sync "$window"
  for k in $key; do
    DISPLAY=$disp xdotool key "$k"
    sleep 0.5
  done
  sleep "$settle"
  local before after
  before=$(cpu_ticks "$game")
  sleep 10
  after=$(cpu_ticks "$game")
  awk -v t=$((after - before)) -v hz="$ticks" -v n="$name" \
    'BEGIN { printf "%-28s %5.1f %% of a core over 10 s\n", n ":", 100 * t / hz / 10 }'
  kill "$game" 2>/dev/null || true
  wait "$game" 2>/dev/null || true
  kill "$xvfb" 2>/dev/null || true
  rm -rf "$data"
}

measure "menu" "" 2
measure "Hanoi, before the first move" 1 4
measure "TicTacToe, your turn" 2 6
# Not still, for comparison: the clock shows tenths while a tower is being played.
measure "Hanoi, the clock running" "1 1 3" 4
