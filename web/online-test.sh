#!/usr/bin/env bash
# Online play in the browser (web/online-test.mjs): two pages of dist/ play
# each other, then a page plays the native command-line peer, all through
# one pegs-server that serves the pages and the signalling on one port, as
# docs/hosting.md says (the pages name no server: they find the
# signalling on their own origin; the native peer is given
# `--server http://…`); the friend's page comes from a static host and names
# the pegs-server with `?server=`; two pages play through a second
# pegs-server that restarts under their game. WebRTC needs addresses that are not loopback, so
# everything runs in a private network namespace made here (user and
# network namespaces, a veth pair with two private addresses): nothing
# outside it is reachable. NATIVE=path and SERVER=path name the game and
# the server (default: the debug builds `cargo test` makes).
set -euo pipefail
cd "$(dirname "$0")"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/pegs-and-stones/target}"
dist=$(realpath "${DIST:-../dist}")
compgen -G "$dist/game_bg-*.wasm" >/dev/null || { echo "no wasm in $dist: run web/build.sh first" >&2; exit 2; }
native=$(realpath "${NATIVE:-$CARGO_TARGET_DIR/debug/pegs-and-stones}")
[[ -x "$native" ]] || { echo "no $native: run cargo build first" >&2; exit 2; }
server=$(realpath "${SERVER:-$CARGO_TARGET_DIR/debug/pegs-server}")
[[ -x "$server" ]] || { echo "no $server: run cargo build first" >&2; exit 2; }
source ../tools/need.sh
command -v chromium >/dev/null || need_debian chromium
need_node
command -v ip >/dev/null || need_debian iproute2
[[ -d node_modules/playwright-core ]] || npm ci --no-audit --no-fund --silent

exec unshare --map-root-user --net bash -c '
  set -euo pipefail
  ip link set lo up
  ip link add veth0 type veth peer name veth1
  ip addr add 10.77.0.1/24 dev veth0
  ip addr add 10.77.0.2/24 dev veth1
  ip link set veth0 up
  ip link set veth1 up
  ip route add default dev veth0
  "$1" --listen 127.0.0.1:8124 --web "$2" >/tmp/pegs-server.log 2>&1 &
  hosting=$!
  # The same pages on a static host with no signalling: a page there names the server with ?server=.
  python3 serve.py "$2" 8125 >/dev/null 2>&1 &
  static=$!
  trap "kill $hosting $static" EXIT
  sleep 1
  PEGS_SERVER="$1" PEGS_WEB="$2" node online-test.mjs http://127.0.0.1:8124/ same-origin "$3" http://127.0.0.1:8125/
' online-test "$server" "$dist" "$native"
