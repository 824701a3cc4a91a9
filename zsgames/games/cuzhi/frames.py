"""Pending-decision kinds: each frame kind on ``state.stack`` has a handler.

A handler answers three things about the frame on top of the stack: the legal actions
(``options``), what an action does (``act``), and whether the frame can finish by itself without
a question (``auto``, returns True when it changed the stack). ``explain`` gives a reason for an
action that is not legal (None: the generic reason).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from zsgames.core.game import Action, Event
from zsgames.games.cuzhi.state import CuzhiState

Frame = tuple


def _no_auto(s: CuzhiState, f: Frame, ev: list[Event]) -> bool:
    return False


def _no_explain(s: CuzhiState, f: Frame, a: Action) -> str | None:
    return None


def _seat(s: CuzhiState, f: Frame) -> int:
    return f[1]


@dataclass(frozen=True)
class Handler:
    options: Callable[[CuzhiState, Frame], list[Action]]
    act: Callable[[CuzhiState, Frame, Action, list[Event]], None]
    auto: Callable[[CuzhiState, Frame, list[Event]], bool] = _no_auto
    explain: Callable[[CuzhiState, Frame, Action], str | None] = _no_explain
    decider: Callable[[CuzhiState, Frame], int] = _seat
    prompt: Callable[[CuzhiState, Frame], str] = lambda s, f: "decide"


HANDLERS: dict[str, Handler] = {}


def register(kind: str, handler: Handler) -> None:
    HANDLERS[kind] = handler


def replace_top(s: CuzhiState, frame: Frame) -> None:
    s.stack[-1] = frame
