#!/usr/bin/env python3
"""Synthesises the cartridge's sound effects into sfx/*.wav (8-bit mono, 10512 Hz,
the rate agb's mixer runs at here). Standard library only; run it and commit the WAVs."""
import math
import os
import random
import wave

RATE = 10512
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "sfx")


def square(freq, secs, vol=0.5, decay=True):
    n = int(RATE * secs)
    out = []
    for i in range(n):
        env = (1 - i / n) if decay else 1.0
        phase = (i * freq / RATE) % 1.0
        out.append(vol * env * (1 if phase < 0.5 else -1))
    return out


def noise(secs, vol=0.4, seed=1):
    rng = random.Random(seed)
    n = int(RATE * secs)
    return [vol * (1 - i / n) * rng.uniform(-1, 1) for i in range(n)]


def silence(secs):
    return [0.0] * int(RATE * secs)


def save(name, samples):
    os.makedirs(OUT, exist_ok=True)
    with wave.open(os.path.join(OUT, name), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(1)
        w.setframerate(RATE)
        w.writeframes(bytes(int(128 + 127 * max(-1.0, min(1.0, s))) for s in samples))


def main():
    # Dice rattling: short clicks of noise.
    roll = []
    for k in range(5):
        roll += noise(0.025, 0.5, seed=k) + silence(0.03)
    save("roll.wav", roll)
    save("step.wav", square(660, 0.04, 0.3))
    save("loot.wav", square(988, 0.06, 0.35) + square(1319, 0.12, 0.35))
    save("battle.wav", noise(0.12, 0.6, seed=9) + square(110, 0.2, 0.5))
    save("defeat.wav", square(330, 0.1, 0.4) + square(220, 0.1, 0.4) + square(147, 0.25, 0.4))
    save("safe.wav", square(523, 0.07, 0.3) + square(659, 0.07, 0.3) + square(784, 0.14, 0.3))
    win = []
    for f in [523, 659, 784, 1047]:
        win += square(f, 0.12, 0.35, decay=False)
    save("win.wav", win + square(1047, 0.3, 0.35))
    lose = []
    for f in [392, 330, 262, 196]:
        lose += square(f, 0.16, 0.35)
    save("lose.wav", lose)
    save("select.wav", square(880, 0.03, 0.25))
    save("error.wav", square(150, 0.12, 0.35))
    print("wrote", ", ".join(sorted(os.listdir(OUT))))


if __name__ == "__main__":
    main()
