# What the build and check scripts need beyond a shell, installed on first
# use or named in one line when it cannot be. Sourced by .ci/run and every
# script it calls, and by release/ and tools/.
#
#   need_toolchain          the Rust toolchain rust-toolchain.toml pins, with its
#                           components and targets (rustup installs nothing by
#                           itself where RUSTUP_AUTO_INSTALL=0)
#   need_node               Node.js 20 or later with npm, or a line saying so
#   need_debian PACKAGE...  Debian's packages, through apt-get (as root, or with
#                           sudo where it asks for no password)

need_toolchain() {
  if ! command -v rustup >/dev/null; then
    # A Rust from elsewhere (a distribution's cargo) is used as it is.
    command -v cargo >/dev/null && return 0
    echo "$(basename "$0"): needs Rust through rustup (https://rustup.rs)" >&2
    exit 1
  fi
  local out
  # With rust-toolchain.toml present and no argument, rustup installs what the
  # file names, and completes an install that lacks a component or target.
  if out=$(rustup toolchain install 2>&1); then
    # Quiet when everything was there already.
    [[ "$out" != *downloading* ]] || printf '%s\n' "$out" | grep -v '^info: it.s active' >&2
    return 0
  fi
  # rustup before 1.28 wants a toolchain named, and installs the pinned one on first use.
  if rustup show active-toolchain >/dev/null 2>&1 && cargo --version >/dev/null 2>&1; then
    return 0
  fi
  printf '%s\n' "$out" >&2
  echo "$(basename "$0"): could not install the Rust toolchain that rust-toolchain.toml pins" >&2
  exit 1
}

need_debian() {
  (($#)) || return 0
  local sudo=()
  if [[ $(id -u) != 0 ]]; then
    if command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
      sudo=(sudo -n)
    else
      sudo=(missing)
    fi
  fi
  if [[ "${sudo[*]}" == missing ]] || ! command -v apt-get >/dev/null; then
    echo "$(basename "$0"): needs $* (Debian's package names): install them, then run it again" >&2
    exit 1
  fi
  echo "installing $*"
  "${sudo[@]}" apt-get update -qq >/dev/null
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

# Node.js 20 or later with npm (the browser tests' playwright-core asks for 20).
need_node() {
  local major
  major=$(node --version 2>/dev/null | sed -E 's/^v([0-9]+).*/\1/')
  if [[ -z "$major" || "$major" -lt 20 ]] || ! command -v npm >/dev/null; then
    echo "$(basename "$0"): needs Node.js 20 or later with npm (found: $(node --version 2>/dev/null || echo none))" >&2
    exit 1
  fi
}
