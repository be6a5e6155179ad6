#!/usr/bin/env python3
"""Subsets DejaVu Sans (regular and bold) into assets/fonts/ for the game.

The subset holds printable ASCII, Latin-1, the typographic marks the game
uses, and every other character that appears in a language file
(assets/i18n/*.ftl) or in the game's code (the symbols it draws itself),
so that one font draws every text in every language. Run it again after
adding a language or a character. Needs fontTools and the DejaVu fonts
(Debian: python3-fonttools, fonts-dejavu-core), and installs them on first
use as the other scripts do (tools/need.sh); `cargo test` checks the result
(i18n::tests::the_font_draws_every_character_of_every_text and
theme::fonts::tests::the_font_draws_every_character_warmed).
"""
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = sorted((ROOT / "assets" / "i18n").glob("*.ftl")) + sorted((ROOT / "src").rglob("*.rs"))
SYSTEM = Path("/usr/share/fonts/truetype/dejavu")


def need_debian(*packages):
    """Installs Debian's packages through tools/need.sh, or says in one line what is missing."""
    need = ROOT / "tools" / "need.sh"
    script = 'source "$0"; need_debian "$@"'
    if subprocess.run(["bash", "-c", script, str(need), *packages]).returncode != 0:
        sys.exit(1)


try:
    from fontTools import subset
except ImportError:
    need_debian("python3-fonttools")
    # Debian's package is Debian's Python's: run under it when another Python runs this.
    DEBIAN = Path("/usr/bin/python3")
    if DEBIAN.exists() and Path(sys.executable).resolve() != DEBIAN.resolve():
        os.execv(DEBIAN, [str(DEBIAN), __file__, *sys.argv[1:]])
    from fontTools import subset
if not (SYSTEM / "DejaVuSans.ttf").is_file():
    need_debian("fonts-dejavu-core")

BASE = (
    [chr(c) for c in range(0x20, 0x7F)]
    + [chr(c) for c in range(0xA0, 0x100)]
    + list("‐‑‒–—―‖‗‘’‚‛“”„‟†‡•‣․‥…‧‰‱′″‴‵‶‷‸‹›←↑→↓−▶◀✓ⁿ")
)


def characters():
    chars = set(BASE)
    for source in SOURCES:
        chars.update(c for c in source.read_text(encoding="utf-8") if ord(c) >= 0xA0)
    return "".join(sorted(chars))


def make(face, out):
    options = subset.Options()
    options.layout_features = ["kern", "liga"]
    options.name_IDs = ["*"]
    options.notdef_outline = True
    font = subset.load_font(str(SYSTEM / face), options)
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=characters())
    subsetter.subset(font)
    subset.save_font(font, str(ROOT / "assets" / "fonts" / out), options)


if __name__ == "__main__":
    make("DejaVuSans.ttf", "DejaVuSans-subset.ttf")
    make("DejaVuSans-Bold.ttf", "DejaVuSans-Bold-subset.ttf")
    print(f"{len(characters())} characters")
