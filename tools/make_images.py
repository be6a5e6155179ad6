#!/usr/bin/env python3
"""Draws the game's sprite images into assets/images/ (needs Pillow).

The shapes are drawn white on transparent so the game tints them; shading
is grey and the drop shadows are black, so they survive the tint.
"""
from pathlib import Path

from PIL import Image, ImageDraw, ImageFilter

OUT = Path(__file__).resolve().parent.parent / "assets" / "images"
ICONS = Path(__file__).resolve().parent.parent / "web" / "icons"
SS = 4  # supersampling for smooth edges


def canvas(w, h):
    return Image.new("RGBA", (w * SS, h * SS), (0, 0, 0, 0))


def finish(img, name):
    w, h = img.size
    img = img.resize((w // SS, h // SS), Image.LANCZOS)
    OUT.mkdir(parents=True, exist_ok=True)
    img.save(OUT / name, optimize=True)


def shaded_round_rect(w, h, radius, top=255, bottom=200, rim=170, shadow=True):
    """A rounded rectangle lit from above, with a soft shadow below."""
    img = canvas(w, h)
    pad = 3 * SS if shadow else 0
    box = (pad, pad, w * SS - pad - 1, h * SS - pad - 1 - (2 * SS if shadow else 0))
    if shadow:
        sh = canvas(w, h)
        d = ImageDraw.Draw(sh)
        d.rounded_rectangle((box[0], box[1] + 3 * SS, box[2], box[3] + 3 * SS), radius * SS, fill=(0, 0, 0, 90))
        img = Image.alpha_composite(img, sh.filter(ImageFilter.GaussianBlur(2 * SS)))
    # vertical gradient inside the shape
    grad = canvas(w, h)
    gd = ImageDraw.Draw(grad)
    y0, y1 = box[1], box[3]
    for y in range(y0, y1 + 1):
        t = (y - y0) / max(1, y1 - y0)
        v = int(top + (bottom - top) * t)
        gd.line((0, y, w * SS, y), fill=(v, v, v, 255))
    mask = Image.new("L", grad.size, 0)
    ImageDraw.Draw(mask).rounded_rectangle(box, radius * SS, fill=255)
    body = Image.new("RGBA", grad.size, (0, 0, 0, 0))
    body.paste(grad, (0, 0), mask)
    # a thin darker rim and a highlight line near the top
    d = ImageDraw.Draw(body)
    d.rounded_rectangle(box, radius * SS, outline=(rim, rim, rim, 255), width=max(1, SS * 1))
    inset = radius * SS // 2
    d.line((box[0] + inset, box[1] + 3 * SS, box[2] - inset, box[1] + 3 * SS), fill=(255, 255, 255, 255), width=SS)
    return Image.alpha_composite(img, body)


def with_shadow(size, draw):
    """A white shape drawn by draw(d, offset, colour), over its own soft drop shadow."""
    img = canvas(size, size)
    sh = canvas(size, size)
    for layer, off, colour in ((sh, 4 * SS, (0, 0, 0, 110)), (img, 0, (255, 255, 255, 255))):
        draw(ImageDraw.Draw(layer), off, colour)
    sh = sh.filter(ImageFilter.GaussianBlur(2 * SS))
    return Image.alpha_composite(sh, img)


def stone_x(size):
    m, s, width = 22 * SS, size * SS, 20 * SS
    r = width // 2

    def draw(d, off, colour):
        d.line((m, m + off, s - m, s - m + off), fill=colour, width=width)
        d.line((s - m, m + off, m, s - m + off), fill=colour, width=width)
        for (x, y) in ((m, m), (s - m, s - m), (s - m, m), (m, s - m)):
            d.ellipse((x - r, y - r + off, x + r, y + r + off), fill=colour)

    return with_shadow(size, draw)


def stone_o(size):
    m, s, width = 20 * SS, size * SS, 19 * SS

    def draw(d, off, colour):
        d.ellipse((m, m + off, s - m, s - m + off), outline=colour, width=width)

    return with_shadow(size, draw)


def bar(w, h):
    img = canvas(w, h)
    d = ImageDraw.Draw(img)
    d.rounded_rectangle((0, 0, w * SS - 1, h * SS - 1), h * SS // 2, fill=(255, 255, 255, 255))
    return img


def spark(size):
    """A soft round light: white in the middle, fading to nothing at the edge."""
    img = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    c = (size - 1) / 2
    for y in range(size):
        for x in range(size):
            r = ((x - c) ** 2 + (y - c) ** 2) ** 0.5 / c
            a = max(0.0, 1.0 - r) ** 1.6
            img.putpixel((x, y), (255, 255, 255, int(255 * a)))
    img.save(OUT / "spark.png", optimize=True)


def icon(size, maskable=False):
    """The web app's icon: a small tower of disks beside a stone, on the game's background."""
    ICONS.mkdir(parents=True, exist_ok=True)
    img = Image.new("RGBA", (size * SS, size * SS), (27, 32, 42, 255))
    d = ImageDraw.Draw(img)
    u = size * SS / 64  # drawn on a 64-unit grid
    inset = 8 if maskable else 0  # maskable icons keep their drawing inside the safe circle
    scale = (64 - 2 * inset) / 64

    def box(x0, y0, x1, y1):
        return tuple(int((inset + v * scale) * u) for v in (x0, y0, x1, y1))

    if not maskable:
        img = Image.new("RGBA", (size * SS, size * SS), (0, 0, 0, 0))
        d = ImageDraw.Draw(img)
        d.rounded_rectangle((0, 0, size * SS - 1, size * SS - 1), int(12 * u), fill=(27, 32, 42, 255))
    d.rounded_rectangle(box(6, 50, 58, 55), int(2 * u), fill=(140, 105, 74, 255))
    d.rounded_rectangle(box(19, 14, 22, 51), int(1.5 * u), fill=(189, 153, 112, 255))
    for (w, y, colour) in ((26, 41, (124, 77, 224)), (20, 32, (69, 200, 120)), (14, 23, (237, 92, 78))):
        d.rounded_rectangle(box(20.5 - w / 2, y, 20.5 + w / 2, y + 8), int(4 * u * scale), fill=colour + (255,))
    d.ellipse(box(38, 24, 56, 42), outline=(77, 191, 237, 255), width=int(4.5 * u * scale))
    out = img.resize((size, size), Image.LANCZOS)
    out.save(ICONS / (f"icon-{size}-maskable.png" if maskable else f"icon-{size}.png"), optimize=True)


if __name__ == "__main__":
    finish(shaded_round_rect(160, 48, 21, top=255, bottom=185, rim=150), "disk.png")
    finish(shaded_round_rect(32, 256, 12, top=250, bottom=215, rim=160, shadow=False), "peg.png")
    finish(shaded_round_rect(256, 48, 12, top=240, bottom=190, rim=140), "base.png")
    finish(shaded_round_rect(128, 128, 24, top=255, bottom=235, rim=215), "card.png")
    finish(shaded_round_rect(128, 128, 20, top=255, bottom=228, rim=205), "cell.png")
    finish(stone_x(128), "stone_x.png")
    finish(stone_o(128), "stone_o.png")
    finish(bar(128, 24), "bar.png")
    spark(32)
    for size in (192, 512):
        icon(size)
        icon(size, maskable=True)
    print("wrote", sorted(p.name for p in OUT.iterdir()))
