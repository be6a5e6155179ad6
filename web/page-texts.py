#!/usr/bin/env python3
"""Fills the web page's own texts into it: reads the page (web/index.html)
on standard input and writes it with __PAGE_TEXTS__ replaced by every
language file's page-* messages (assets/i18n/<code>.ftl), English first,
as a JavaScript object. Those messages are one line each, with { $name }
for what the page fills in (cargo test checks that they are)."""
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MESSAGE = re.compile(r"^(page-[a-z-]+) = (.*)$", re.M)


def texts():
    files = sorted((ROOT / "assets" / "i18n").glob("*.ftl"), key=lambda p: (p.stem != "en", p.stem))
    return {f.stem: dict(MESSAGE.findall(f.read_text(encoding="utf-8"))) for f in files}


if __name__ == "__main__":
    page = sys.stdin.read()
    if "__PAGE_TEXTS__" not in page:
        sys.exit("page-texts.py: the page has no __PAGE_TEXTS__ to fill")
    # JSON is a JavaScript object; "</" is written so that no text can close the script.
    filled = json.dumps(texts(), ensure_ascii=False, separators=(",", ":")).replace("</", "<\\/")
    sys.stdout.write(page.replace("__PAGE_TEXTS__", filled))
