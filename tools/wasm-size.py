#!/usr/bin/env python3
"""What the web build's wasm is made of, grouped by crate.

    tools/wasm-size.py NAMED.wasm [--top 25] [--csv OUT.csv]

NAMED.wasm is wasm-bindgen's output *with* the name section kept (web/build.sh
removes it; see docs/web.md ("What the download is made of") for the command that keeps it). Runs
`twiggy top` over every item and adds each item's shallow size to a crate:

- a function whose name mentions the game's own crate goes to it (Bevy's
  system wrappers, monomorphised for the game's systems, hold their bodies);
- any other function goes to the first crate its name mentions that is not `core`,
  `alloc` or `std` (so `<bevy_input::InputPlugin as bevy_app::Plugin>::build`
  counts for bevy_input, `core::ptr::drop_in_place<egui::Context>` for egui);
  only a name that mentions nothing else counts for core/alloc/std;
- closures (`core::ops::function::FnOnce::call_once` and kin) lost their
  owner's name to inlining; they are one row;
- data segments (`.rodata`: constant tables, embedded images, fonts, sounds,
  shaders, strings) cannot be split by crate and are one row;
- the name section itself (removed from the shipped file) is left out;
- what is left (tables, types, imports, compiler runtime) is "(wasm runtime
  and sections)".

Prints a Markdown table of the largest groups.
"""

import argparse
import csv
import io
import re
import subprocess
import sys
from collections import Counter

STD = {"core", "alloc", "std"}
GAME = "pegs_and_stones"
# The first segment of each path in a name: a crate (not a module inside one).
PATH = re.compile(r"(?:^|[<\s&(,\[*;])([A-Za-z_][A-Za-z0-9_]*)::")


# Newer compilers keep each crate's disambiguator in the names: `bevy_app[d2d756ecfdddd2d9]::`
# (in hexadecimal without leading zeros: `naga[5e728a3d50dfb5e]::` has 15 digits).
DISAMBIGUATOR = re.compile(r"\[[0-9a-f]{1,16}\]")


def crate_of(name: str) -> str:
    name = DISAMBIGUATOR.sub("", name)
    if name.startswith('data segment'):
        return "(data segments: constants, embedded assets, strings)"
    if name.startswith("core::ops::function::Fn"):
        # Closures after inlining (Bevy systems, observers, callbacks): the name no longer says whose.
        return "(closures: systems and callbacks, owner not named)"
    crates = PATH.findall(name)
    # `<impl ...>` blocks and closures name no crate of their own.
    crates = [c for c in crates if c not in {"impl", "closure", "h", "_"} and not c.startswith("_")]
    if not crates:
        return "(wasm runtime and sections)"
    # Bevy's wrappers around the game's systems hold the systems' bodies.
    if GAME in crates:
        return GAME
    for c in crates:
        if c not in STD:
            return c
    return crates[0]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("wasm")
    ap.add_argument("--top", type=int, default=25)
    ap.add_argument("--csv", help="also write every group as CSV here")
    args = ap.parse_args()
    out = subprocess.run(
        ["twiggy", "top", "-n", "10000000", "-f", "csv", args.wasm], check=True, capture_output=True, text=True
    ).stdout
    groups: Counter[str] = Counter()
    names_section = 0
    total = 0
    for row in csv.DictReader(io.StringIO(out)):
        name, size = row["Name"], int(row["ShallowSize"])
        if name.startswith("Σ") or name.startswith("..."):
            continue
        if name == '"function names" subsection' or "subsection" in name:
            names_section += size
            continue
        total += size
        groups[crate_of(name)] += size
    print(f"wasm without its name section: {total:,} bytes ({total / 2**20:.2f} MiB); name section {names_section:,}")
    print()
    print("| # | crate | bytes | share |")
    print("|--:|:--|--:|--:|")
    for i, (crate, size) in enumerate(groups.most_common(args.top), 1):
        print(f"| {i} | {crate} | {size:,} | {100 * size / total:.1f} % |")
    rest = total - sum(s for _, s in groups.most_common(args.top))
    print(f"| | everything else ({len(groups) - args.top} groups) | {rest:,} | {100 * rest / total:.1f} % |")
    if args.csv:
        with open(args.csv, "w", newline="") as f:
            w = csv.writer(f)
            w.writerow(["crate", "bytes"])
            for crate, size in groups.most_common():
                w.writerow([crate, size])
    return 0


if __name__ == "__main__":
    sys.exit(main())
