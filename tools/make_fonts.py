#!/usr/bin/env python3
"""Subsets DejaVu Sans (regular and bold) into assets/fonts/ for the game.

The subset holds printable ASCII, Latin-1, the typographic marks the game
uses, and every other character that appears in a language file
(assets/i18n/*.ftl) or in the game's code (the symbols it draws itself),
so that one font draws every text in every language. Run it again after
adding a language or a character. Needs fontTools and the DejaVu fonts
(Debian: fonts-dejavu-core); `cargo test` checks the result
(i18n::tests::the_font_draws_every_character_of_every_text and
theme::fonts::tests::the_font_draws_every_character_warmed).
"""
from pathlib import Path

from fontTools import subset

ROOT = Path(__file__).resolve().parent.parent
SOURCES = sorted((ROOT / "assets" / "i18n").glob("*.ftl")) + sorted((ROOT / "src").rglob("*.rs"))
SYSTEM = Path("/usr/share/fonts/truetype/dejavu")
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
