"""How far apart two colours look, to people with full colour vision and to the three dichromats.

* Simulation: Machado, Oliveira & Fernandes, "A Physiologically-based Model for Simulation of Color
  Vision Deficiency", IEEE TVCG 15(6), 2009: the 3×3 matrices of their supplementary table at
  severity 1.0 (protanopia, deuteranopia, tritanopia), applied to *linear* sRGB, the result clipped
  to [0, 1] (https://www.inf.ufrgs.br/~oliveira/pubs_files/CVD_Simulation/CVD_Simulation.html).
* Difference: CIEDE2000 (ΔE00; Sharma, Wu & Dalal, "The CIEDE2000 Color-Difference Formula:
  Implementation Notes, Supplementary Test Data, and Mathematical Observations", 2005) between the
  CIELAB values of the two colours (sRGB, D65 white).
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from itertools import combinations

RGB = tuple[float, float, float]
Matrix = tuple[RGB, RGB, RGB]

# Machado et al. 2009, severity 1.0, for linear RGB
MACHADO_2009: dict[str, Matrix] = {
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}
VISIONS = ("normal", *MACHADO_2009)


def hex_rgb(text: str) -> RGB:
    """``#rrggbb`` as sRGB in [0, 1]."""
    value = text.lstrip("#")
    if len(value) != 6:
        raise ValueError(f"not a #rrggbb colour: {text!r}")
    return (int(value[0:2], 16) / 255, int(value[2:4], 16) / 255, int(value[4:6], 16) / 255)


def to_linear(c: float) -> float:
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def to_srgb(c: float) -> float:
    return 12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055


def simulate(rgb: RGB, vision: str) -> RGB:
    """``rgb`` (sRGB in [0, 1]) as a dichromat of ``vision`` sees it (``normal``: unchanged)."""
    if vision == "normal":
        return rgb
    linear = [to_linear(c) for c in rgb]
    out = [min(1.0, max(0.0, sum(m * c for m, c in zip(row, linear, strict=True)))) for row in MACHADO_2009[vision]]
    return (to_srgb(out[0]), to_srgb(out[1]), to_srgb(out[2]))


def lab(rgb: RGB) -> RGB:
    """CIELAB (D65) of an sRGB colour."""
    r, g, b = (to_linear(c) for c in rgb)
    x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    fx, fy, fz = f(x), f(y), f(z)
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


def delta_e2000(lab1: RGB, lab2: RGB) -> float:
    """CIEDE2000 between two CIELAB colours (kL = kC = kH = 1), after Sharma et al. 2005."""
    l1, a1, b1 = lab1
    l2, a2, b2 = lab2
    c_bar = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_bar**7 / (c_bar**7 + 25**7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    dlp, dcp = l2 - l1, c2p - c1p
    if c1p * c2p == 0:
        dhp = 0.0
    elif abs(h2p - h1p) <= 180:
        dhp = h2p - h1p
    elif h2p - h1p > 180:
        dhp = h2p - h1p - 360
    else:
        dhp = h2p - h1p + 360
    dhp_big = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dhp / 2))
    lp_bar, cp_bar = (l1 + l2) / 2, (c1p + c2p) / 2
    if c1p * c2p == 0:
        hp_bar = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        hp_bar = (h1p + h2p) / 2
    elif h1p + h2p < 360:
        hp_bar = (h1p + h2p + 360) / 2
    else:
        hp_bar = (h1p + h2p - 360) / 2
    t = (
        1
        - 0.17 * math.cos(math.radians(hp_bar - 30))
        + 0.24 * math.cos(math.radians(2 * hp_bar))
        + 0.32 * math.cos(math.radians(3 * hp_bar + 6))
        - 0.20 * math.cos(math.radians(4 * hp_bar - 63))
    )
    d_theta = 30 * math.exp(-(((hp_bar - 275) / 25) ** 2))
    r_c = 2 * math.sqrt(cp_bar**7 / (cp_bar**7 + 25**7))
    s_l = 1 + 0.015 * (lp_bar - 50) ** 2 / math.sqrt(20 + (lp_bar - 50) ** 2)
    s_c = 1 + 0.045 * cp_bar
    s_h = 1 + 0.015 * cp_bar * t
    r_t = -math.sin(math.radians(2 * d_theta)) * r_c
    return math.sqrt((dlp / s_l) ** 2 + (dcp / s_c) ** 2 + (dhp_big / s_h) ** 2 + r_t * (dcp / s_c) * (dhp_big / s_h))


def seen_difference(first: str, second: str, vision: str) -> float:
    """ΔE00 between two ``#rrggbb`` colours as seen with ``vision``."""
    return delta_e2000(lab(simulate(hex_rgb(first), vision)), lab(simulate(hex_rgb(second), vision)))


def closest_pairs(colours: dict[str, str], vision: str) -> list[tuple[float, str, str]]:
    """Every pair of ``colours`` (name → hex) with its ΔE00 under ``vision``, closest first."""
    pairs = [(seen_difference(colours[a], colours[b], vision), a, b) for a, b in combinations(colours, 2)]
    return sorted(pairs)


def worst_pair(colours: dict[str, str], visions: Iterable[str] = VISIONS) -> tuple[float, str, str, str]:
    """The closest pair over every vision: (ΔE00, vision, first, second)."""
    found = []
    for vision in visions:
        difference, first, second = closest_pairs(colours, vision)[0]
        found.append((difference, vision, first, second))
    return min(found)


def report(colours: dict[str, str], threshold: float) -> list[str]:
    """One line per vision: its closest pair and every pair under ``threshold``."""
    lines = []
    for vision in VISIONS:
        pairs = closest_pairs(colours, vision)
        under = ", ".join(f"{a}/{b} {d:.1f}" for d, a, b in pairs if d < threshold) or "none"
        d, a, b = pairs[0]
        lines.append(f"  {vision:<13} closest {a}/{b} {d:.1f}; under {threshold:g}: {under}")
    return lines


if __name__ == "__main__":  # python -m tests.support.colour_vision: both seat palettes measured
    from zsgames.ui.shared.seat_palette import COLOUR_BLIND_SEAT_COLOURS, DEFAULT_SEAT_COLOURS, SEAT_ORDER

    for title, palette in (("default", DEFAULT_SEAT_COLOURS), ("colour-blind", COLOUR_BLIND_SEAT_COLOURS)):
        print(f"{title} palette, six seats, CIEDE2000:")
        print("\n".join(report({name: palette[name] for name in SEAT_ORDER}, 10.0)))
