"""Cuzhi's frame registry: every area's frame kinds, registered once, here (no import side effects),
and ``advance``, the loop that moves the game on until someone must decide."""

from __future__ import annotations

from zsgames.core.frames import Frames
from zsgames.core.game import Event
from zsgames.games.cuzhi import area1, area2, area3, area5, challenge, tribute
from zsgames.games.cuzhi.flow import step
from zsgames.games.cuzhi.state import CuzhiState, Frame

FRAMES: Frames[CuzhiState, Frame] = Frames("cuzhi", 0)
for _module in (area1, area2, area3, area5, challenge, tribute):
    FRAMES.add_all(_module.KINDS)


def advance(s: CuzhiState, ev: list[Event]) -> None:
    """Run automatic frames and steps until a decision is needed (or the game is over)."""
    FRAMES.settle(s, s.stack, ev, step)
