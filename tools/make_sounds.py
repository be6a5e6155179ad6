#!/usr/bin/env python3
"""Draws the game's sound effects into assets/sounds/ (standard library only).

Every sound is synthesised here from sine partials, soft noise and simple
envelopes: wooden knocks for the disks, glassy clacks for the stones, small
chimes for a solve or a win. Mono, 16-bit, 16 kHz WAV, kept short: the
files are compiled into the game (natively and on the web).
"""
import math
import random
import struct
import wave
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "assets" / "sounds"
RATE = 16000
random.seed(7)


def envelope(t, attack, decay):
    """Fast attack, exponential decay."""
    if t < attack:
        return t / attack
    return math.exp(-(t - attack) / decay)


def tone(freq, seconds, attack=0.004, decay=0.08, partials=((1, 1.0),), glide=0.0, level=0.8):
    samples = []
    n = int(seconds * RATE)
    phase = [0.0] * len(partials)
    for i in range(n):
        t = i / RATE
        f = freq * (1 + glide * t / seconds)
        s = 0.0
        for k, (mult, amp) in enumerate(partials):
            phase[k] += 2 * math.pi * f * mult / RATE
            s += amp * math.sin(phase[k])
        samples.append(level * envelope(t, attack, decay) * s)
    return samples


def noise(seconds, attack=0.002, decay=0.03, level=0.5, smooth=0.5):
    samples, last = [], 0.0
    for i in range(int(seconds * RATE)):
        t = i / RATE
        last = smooth * last + (1 - smooth) * random.uniform(-1, 1)
        samples.append(level * envelope(t, attack, decay) * last)
    return samples


def mix(*tracks, at=None):
    at = at or [0.0] * len(tracks)
    length = max(int(a * RATE) + len(t) for t, a in zip(tracks, at))
    out = [0.0] * length
    for track, start in zip(tracks, at):
        offset = int(start * RATE)
        for i, s in enumerate(track):
            out[offset + i] += s
    return out


def save(name, samples):
    peak = max(1e-9, max(abs(s) for s in samples))
    # The tail below -46 dB is silence: cut it.
    while len(samples) > RATE // 20 and abs(samples[-1]) < 0.005 * peak and abs(samples[-2]) < 0.005 * peak:
        samples.pop()
    scale = min(1.0, 0.9 / peak)
    # A short fade at the end, so nothing clicks.
    fade = min(len(samples), int(0.01 * RATE))
    for i in range(fade):
        samples[-1 - i] *= i / fade
    frames = b"".join(struct.pack("<h", int(max(-1, min(1, s * scale)) * 32767)) for s in samples)
    OUT.mkdir(parents=True, exist_ok=True)
    with wave.open(str(OUT / name), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)


WOOD = ((1, 1.0), (2.76, 0.35), (5.4, 0.12))
GLASS = ((1, 1.0), (2.0, 0.3), (3.0, 0.15), (4.2, 0.08))
BELL = ((1, 1.0), (2.0, 0.5), (3.01, 0.25), (4.17, 0.12))


def chime(notes, step, decay=0.35, level=0.5, partials=BELL):
    tracks = [tone(f, decay * 1.8, decay=decay, partials=partials, level=level) for f in notes]
    return mix(*tracks, at=[i * step for i in range(len(notes))])


def main():
    # Disks: a small lift, a wooden knock when set down (played deeper for larger disks).
    save("lift.wav", tone(620, 0.07, decay=0.025, partials=WOOD, glide=0.25, level=0.5))
    save("set_down.wav", mix(tone(240, 0.16, decay=0.045, partials=WOOD), noise(0.05, decay=0.012, level=0.35, smooth=0.3)))
    save("refused.wav", mix(tone(196, 0.18, decay=0.09, partials=((1, 1), (3, 0.3))), tone(147, 0.2, decay=0.1, partials=((1, 1), (3, 0.3))), at=[0, 0.07]))
    save("tick.wav", tone(880, 0.035, decay=0.01, partials=WOOD, level=0.4))
    # A solved tower: a rising chime; brighter and longer for an optimal solve or a record.
    save("solved.wav", chime([523.25, 659.25, 783.99, 1046.5], 0.09))
    save("solved_great.wav", mix(chime([523.25, 659.25, 783.99, 1046.5, 1318.5, 1568.0], 0.075, decay=0.4),
                                 chime([2093.0, 2637.0], 0.06, decay=0.15, level=0.25), at=[0, 0.45]))
    # Stones: a glassy clack; the computer's a little softer and lower.
    save("stone.wav", mix(tone(1180, 0.09, decay=0.03, partials=GLASS, level=0.6), noise(0.03, decay=0.006, level=0.3, smooth=0.1)))
    save("computer_stone.wav", mix(tone(940, 0.1, decay=0.035, partials=GLASS, level=0.5), noise(0.03, decay=0.006, level=0.2, smooth=0.2)))
    save("vanish.wav", mix(noise(0.28, attack=0.05, decay=0.08, level=0.4, smooth=0.85), tone(700, 0.25, attack=0.02, decay=0.08, glide=-0.5, level=0.2)))
    save("win.wav", chime([587.33, 739.99, 880.0, 1174.66], 0.08, decay=0.3))
    save("loss.wav", chime([440.0, 392.0, 329.63], 0.16, decay=0.3, level=0.35, partials=((1, 1.0), (2, 0.2))))
    save("draw.wav", chime([523.25, 587.33], 0.14, decay=0.25, level=0.4))
    save("click.wav", tone(1400, 0.025, decay=0.006, partials=WOOD, level=0.4))
    total = sum(p.stat().st_size for p in OUT.glob("*.wav"))
    print(f"{len(list(OUT.glob('*.wav')))} sounds, {total / 1024:.0f} KiB")


if __name__ == "__main__":
    main()
