"""Cuzhi's frames: the pending decisions on ``state.stack`` (tuples ``(kind, seat, ...)``).

Each area module lists its frame kinds in ``KINDS`` (``zsgames.core.frames.FrameKind``: legal
actions, what an action does, whether the frame finishes by itself, why an action is refused, who
decides, what is asked); ``frame_kinds.py`` registers them all. Here: the shared helpers.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from zsgames.core.frames import FrameKind
from zsgames.core.game import Action, Args, Event
from zsgames.core.i18n import Message, _
from zsgames.games.cuzhi.state import CuzhiState, Frame

Kind = FrameKind[CuzhiState, Frame]


def _no_explain(s: CuzhiState, f: Frame, a: Action) -> str | None:
    return None


def seat_of(s: CuzhiState, f: Frame) -> tuple[int, ...]:
    """The usual decider: the seat named by the frame."""
    return (f[1],)


def _decide(s: CuzhiState, f: Frame) -> str:
    return _("decide")


def kind(
    options: Callable[[CuzhiState, Frame, int], list[Action]],
    act: Callable[[CuzhiState, Frame, Action, list[Event]], None],
    auto: Callable[[CuzhiState, Frame, list[Event]], bool] | None = None,
    explain: Callable[[CuzhiState, Frame, Action], str | None] = _no_explain,
    deciders: Callable[[CuzhiState, Frame], tuple[int, ...]] = seat_of,
    prompt: Callable[[CuzhiState, Frame], str] = _decide,
) -> Kind:
    """A Cuzhi question (the seat in the frame decides unless ``deciders`` says otherwise)."""
    return FrameKind(options=options, apply=act, auto=auto, explain=explain, deciders=deciders, prompt=prompt)


def replace_top(s: CuzhiState, frame: Frame) -> None:
    s.stack[-1] = frame


_ACTIONS: dict[tuple[Any, ...], Action] = {}


def action(seat: int, kind: str, args: Args, label: Message) -> Action:
    """``Action(seat, kind, args, label)``, built once per distinct label (a lazy ``Text`` is equal
    to another with the same words and values).

    Actions are immutable, so the options of many states share one object each; random playouts
    and searches list options all the time, and building and labelling an action costs more than
    this look-up. (The distinct actions of the game are a few thousand at most.)
    """
    key = (seat, kind, args, label)
    a = _ACTIONS.get(key)
    if a is None:
        a = _ACTIONS[key] = Action(seat, kind, args, label)
    return a
