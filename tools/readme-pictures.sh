#!/usr/bin/env bash
# README's pictures (docs/*.png) from the render check: the pictures that
# .ci/render-check draws with the real binary, copied under README's names.
# Runs the render check first unless RENDER_SHOTS names a folder of its
# pictures (its default folder is used when it holds a complete set).
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/pegs-and-stones/target}"
shots="${RENDER_SHOTS:-$CARGO_TARGET_DIR/render-check}"
# README's name, then the render check's picture.
pictures=(
  "hanoi.png hanoi-plan-en.png"
  "tictactoe.png tictactoe-thinking-en.png"
  "puzzle.png tictactoe-daily-en.png"
  "phone-tictactoe.png tictactoe-upright-en.png"
  "phone-hanoi.png hanoi-upright-en.png"
  "phone-sheet.png tictactoe-sheet-en.png"
)
complete=1
for pair in "${pictures[@]}"; do
  [[ -f "$shots/${pair#* }" ]] || complete=0
done
if ((!complete)); then
  [[ -z "${RENDER_SHOTS:-}" ]] || { echo "$shots lacks the render check's pictures" >&2; exit 2; }
  .ci/render-check
fi
for pair in "${pictures[@]}"; do
  cp "$shots/${pair#* }" "docs/${pair%% *}"
  echo "docs/${pair%% *} from ${pair#* }"
done
