#!/usr/bin/env bash
# Start-up time of a game binary: from the moment the process is started to
# its first drawn frame, under Xvfb with Mesa's software Vulkan, as the
# median of several runs of `--screenshot` (which prints "first frame at T").
#
#   release/startup.sh BINARY [RUNS]     (RUNS: 5 unless given)
#
# Used to choose the release profile (README, "Make a release").
set -euo pipefail
binary=$(realpath "$1")
runs=${2:-5}
command -v xvfb-run >/dev/null || { echo "startup.sh: needs xvfb-run (Debian: xvfb xauth)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

times=()
for ((i = 0; i < runs; i++)); do
  # shellcheck disable=SC2016
  line=$(xvfb-run -a -s "-screen 0 1280x720x24" env WGPU_BACKEND=vulkan WINIT_UNIX_BACKEND=x11 \
    PEGS_AND_STONES_DATA_DIR="$work" sh -c 'date +%s.%N >&2; exec "$0" --screenshot "$1" --screen menu' \
    "$binary" "$work/shot.png" 2>&1 >/dev/null |
    awk '/^[0-9]+\.[0-9]+$/ && !s { s = $1 } /^first frame at / { f = $4 } END { if (s && f) printf "%.0f", (f - s) * 1000 }')
  [[ -n $line ]] || { echo "startup.sh: no first frame from $binary" >&2; exit 1; }
  times+=("$line")
done
median=$(printf '%s\n' "${times[@]}" | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }')
echo "$(basename "$binary"): $(stat -c %s "$binary") bytes, first frame after ${median} ms (median of $runs: ${times[*]})"
