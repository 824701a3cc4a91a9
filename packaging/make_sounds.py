"""Synthesise the app's sound effects into ``resources/sounds/*.wav`` (16-bit mono, 44.1 kHz).

Every effect is made here from sines and seeded noise, so the sounds are the project's own and can
be made again: the same script writes the same bytes (``tests/packaging/test_sounds.py``). Only the
standard library is used. Run it after changing an effect::

    .venv/bin/python packaging/make_sounds.py

Each effect has a soft attack and a fade at its end (no clicks) and peaks well below full scale;
``resources/sounds/README.md`` says which event plays which file.
"""

from __future__ import annotations

import math
import sys
import wave
from array import array
from collections.abc import Callable
from pathlib import Path

RATE = 44100
SOUNDS_DIR = Path(__file__).resolve().parents[1] / "resources" / "sounds"
PEAK = 0.55  # of full scale: pleasant, with room for two effects at once

Samples = list[float]


class Noise:
    """White noise from a fixed 32-bit xorshift: the same seed gives the same samples anywhere."""

    def __init__(self, seed: int) -> None:
        self.state = (seed * 2654435761 + 1) & 0xFFFFFFFF or 1

    def next(self) -> float:
        x = self.state
        x ^= (x << 13) & 0xFFFFFFFF
        x ^= x >> 17
        x ^= (x << 5) & 0xFFFFFFFF
        self.state = x
        return x / 0x7FFFFFFF - 1.0

    def uniform(self, low: float, high: float) -> float:
        return low + (high - low) * (self.next() + 1.0) / 2.0


def silence(seconds: float) -> Samples:
    return [0.0] * int(seconds * RATE)


def add_at(into: Samples, sound: Samples, at: float, gain: float = 1.0) -> None:
    """Mix ``sound`` into ``into`` starting ``at`` seconds (cut at the end of ``into``)."""
    start = int(at * RATE)
    for i, value in enumerate(sound[: max(0, len(into) - start)]):
        into[start + i] += gain * value


def ramp(sound: Samples, attack: float, release: float) -> Samples:
    """A linear rise over ``attack`` seconds and a fall over the last ``release`` seconds."""
    n = len(sound)
    rise, fall = max(1, int(attack * RATE)), max(1, int(release * RATE))
    return [v * min(1.0, i / rise, (n - 1 - i) / fall) for i, v in enumerate(sound)]


def partial_tone(freq: float, seconds: float, decay: float, partials: tuple[tuple[float, float], ...]) -> Samples:
    """A struck tone: partials (frequency ratio, level) each dying away with time constant
    ``decay`` seconds (higher partials faster, as in wood and bells)."""
    out = []
    for i in range(int(seconds * RATE)):
        t = i / RATE
        value = 0.0
        for ratio, level in partials:
            value += level * math.exp(-t * ratio / decay) * math.sin(2 * math.pi * freq * ratio * t)
        out.append(value)
    return ramp(out, 0.0015, 0.01)


def lowpass(sound: Samples, cutoff: float) -> Samples:
    a = 1.0 - math.exp(-2 * math.pi * cutoff / RATE)
    out, y = [], 0.0
    for x in sound:
        y += a * (x - y)
        out.append(y)
    return out


def highpass(sound: Samples, cutoff: float) -> Samples:
    low = lowpass(sound, cutoff)
    return [x - y for x, y in zip(sound, low, strict=True)]


def noise(seconds: float, seed: int) -> Samples:
    source = Noise(seed)
    return [source.next() for _ in range(int(seconds * RATE))]


def knock(freq: float, seconds: float, decay: float, seed: int) -> Samples:
    """A small hard object on wood: a few inharmonic modes and a short breath of noise."""
    body = partial_tone(freq, seconds, decay, ((1.0, 1.0), (2.31, 0.45), (4.1, 0.2)))
    tap = lowpass(noise(0.006, seed), 4000)
    add_at(body, ramp(tap, 0.0005, 0.004), 0.0, 0.6)
    return body


def note(freq: float, seconds: float, decay: float) -> Samples:
    """A soft bell-like note (a sine with a quieter octave and a faint inharmonic shimmer)."""
    return partial_tone(freq, seconds, decay, ((1.0, 1.0), (2.0, 0.25), (2.76, 0.08)))


def normalise(sound: Samples, peak: float = PEAK) -> Samples:
    top = max(abs(v) for v in sound) or 1.0
    return ramp([v * peak / top for v in sound], 0.001, 0.012)


# --- the effects -------------------------------------------------------------------------------------
def place() -> Samples:
    """A piece set down: one wooden knock."""
    out = silence(0.14)
    add_at(out, knock(410, 0.14, 0.05, 1), 0.0)
    return normalise(lowpass(out, 5000))


def card() -> Samples:
    """A card drawn and flipped: a paper swish, then a light tick as it lands."""
    out = silence(0.3)
    swish = highpass(lowpass(noise(0.2, 2), 5000), 900)
    n = len(swish)
    swish = [v * math.sin(math.pi * i / n) ** 2 for i, v in enumerate(swish)]
    add_at(out, swish, 0.0, 0.7)
    add_at(out, knock(1800, 0.06, 0.012, 3), 0.19, 0.8)
    return normalise(out)


def rattle(seconds: float, hits: list[tuple[float, float, float]], seed: int) -> Samples:
    """Small knocks at (time, pitch, level), with a little grain of noise under them."""
    out = silence(seconds)
    for k, (at, freq, level) in enumerate(hits):
        add_at(out, knock(freq, 0.07, 0.012, seed + k), at, level)
    grain = lowpass(noise(seconds, seed), 2500)
    n = len(grain)
    add_at(out, [v * 0.08 * (1 - i / n) for i, v in enumerate(grain)], 0.0)
    return out


def bag() -> Samples:
    """Boxes drawn from the bag: a rattle of small knocks, settling."""
    pick = Noise(40)
    hits, at = [], 0.0
    for k in range(9):
        hits.append((at, pick.uniform(1400, 3200), 1.0 - k * 0.07))
        at += pick.uniform(0.025, 0.05)
    return normalise(rattle(0.42, hits, 41))


def dice() -> Samples:
    """Dice rolling: two dice bouncing on wood, their bounces coming quicker and softer."""
    pick = Noise(50)
    hits = []
    for die, start in ((0, 0.0), (1, 0.035)):
        at, gap, level = start, 0.11, 1.0
        for _bounce in range(8):  # the gaps shrink geometrically: eight bounces, then it lies still
            hits.append((at, pick.uniform(700, 1300) + 250 * die, level))
            at += gap
            gap *= 0.72
            level *= 0.8
    return normalise(rattle(0.55, hits, 51))


def reveal() -> Samples:
    """The Zooscape reveal: a rising whoosh, then a bright "ta-da"."""
    out = silence(0.6)
    air = noise(0.3, 60)
    swept, y = [], 0.0
    for i, x in enumerate(air):  # a low-pass opening up: the whoosh rises
        a = 1.0 - math.exp(-2 * math.pi * (400 + 5000 * i / len(air)) / RATE)
        y += a * (x - y)
        swept.append(y * math.sin(math.pi * i / len(air)))
    add_at(out, swept, 0.0, 0.5)
    add_at(out, note(784.0, 0.12, 0.08), 0.22, 0.5)  # G5: "ta-"
    for freq in (1046.5, 1318.5, 1568.0):  # C6 E6 G6: "-da"
        add_at(out, note(freq, 0.3, 0.16), 0.33, 0.4)
    return normalise(out)


def points() -> Samples:
    """Points scored: a soft rising two-note chime."""
    out = silence(0.42)
    add_at(out, note(1318.5, 0.3, 0.12), 0.0)  # E6
    add_at(out, note(1975.5, 0.32, 0.14), 0.09, 0.8)  # B6
    return normalise(out, PEAK * 0.8)


def turn() -> Samples:
    """Your turn: a gentle call, a fifth up (C5 then G5), lower and rounder than the points chime."""
    out = silence(0.5)
    add_at(out, note(523.25, 0.32, 0.14), 0.0)  # C5
    add_at(out, note(783.99, 0.36, 0.16), 0.14)  # G5
    return normalise(lowpass(out, 3500), PEAK * 0.85)


def game_end() -> Samples:
    """The game's end: a short cadence (dominant to tonic) closing on a full chord."""
    out = silence(0.6)
    add_at(out, note(587.33, 0.16, 0.1), 0.0, 0.7)  # D5
    add_at(out, note(493.88, 0.16, 0.1), 0.12, 0.7)  # B4
    for freq in (523.25, 659.25, 783.99, 1046.5):  # C5 E5 G5 C6
        add_at(out, note(freq, 0.36, 0.2), 0.24, 0.45)
    return normalise(lowpass(out, 5000))


#: file name (without .wav) → how it is made; resources/sounds/README.md names the events
EFFECTS: dict[str, Callable[[], Samples]] = {
    "place": place,
    "card": card,
    "bag": bag,
    "dice": dice,
    "reveal": reveal,
    "points": points,
    "turn": turn,
    "end": game_end,
}


def pcm(sound: Samples) -> bytes:
    """16-bit little-endian samples, rounded and clamped."""
    data = array("h", (max(-32767, min(32767, round(v * 32767))) for v in sound))
    if sys.byteorder == "big":
        data.byteswap()
    return data.tobytes()


def write_wav(path: Path, sound: Samples) -> None:
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(pcm(sound))


def main(folder: Path = SOUNDS_DIR) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, make in EFFECTS.items():
        path = folder / f"{name}.wav"
        write_wav(path, make())
        written.append(path)
    return written


if __name__ == "__main__":
    for path in main(Path(sys.argv[1]) if len(sys.argv) > 1 else SOUNDS_DIR):
        print(path.name, path.stat().st_size, "bytes")
