"""A seeded random number generator whose whole state is one JSON integer.

Python's ``random`` module pickles a 625-word state; saves, undo and replay need something
smaller and explicit. This is SplitMix64 (Steele, Lea & Flood 2014): one 64-bit word of state,
good statistical quality for games, and a clone is a single int copy.
"""

from __future__ import annotations

import hashlib
from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def seed_to_int(seed: int | str) -> int:
    """Turn any int or text seed into a 64-bit starting state (stable across platforms)."""
    if isinstance(seed, bool):
        raise TypeError("a seed is a whole number or text")
    if isinstance(seed, int):
        return seed & _MASK
    digest = hashlib.sha256(str(seed).encode("utf-8")).digest()
    return int.from_bytes(digest[:8], "little")


class Rng:
    """SplitMix64 with helpers for dice, draws and shuffles. ``state`` is a plain int."""

    __slots__ = ("state",)

    def __init__(self, seed: int | str = 0) -> None:
        self.state = seed_to_int(seed)

    @classmethod
    def from_state(cls, state: int) -> Rng:
        rng = cls.__new__(cls)
        rng.state = int(state) & _MASK
        return rng

    def clone(self) -> Rng:
        return Rng.from_state(self.state)

    def to_json(self) -> int:
        return self.state

    def next64(self) -> int:
        s = (self.state + _GOLDEN) & _MASK
        self.state = s
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def randbelow(self, n: int) -> int:
        """A uniform integer in ``[0, n)`` without modulo bias."""
        if n <= 0:
            raise ValueError("randbelow needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def roll(self, sides: int) -> int:
        return 1 + self.randbelow(sides)

    def random(self) -> float:
        return (self.next64() >> 11) * (1.0 / (1 << 53))

    def choice(self, items: Sequence[T]) -> T:
        return items[self.randbelow(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher–Yates in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.randbelow(i + 1)
            items[i], items[j] = items[j], items[i]

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        pool = list(items)
        self.shuffle(pool)
        return pool[:k]

    def __repr__(self) -> str:
        return f"Rng(state={self.state})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and other.state == self.state

    __hash__ = None  # type: ignore[assignment]  # its state changes with every draw
