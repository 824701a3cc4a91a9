"""Pending-decision kinds: each frame kind on ``state.stack`` has a handler.

A handler answers three things about the frame on top of the stack: the legal actions
(``options``), what an action does (``act``), and whether the frame can finish by itself without
a question (``auto``, returns True when it changed the stack). ``explain`` gives a reason for an
action that is not legal (None: the generic reason).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from zsgames.core.game import Action, Args, Event
from zsgames.games.cuzhi.state import CuzhiState, Frame


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


_ACTIONS: dict[tuple[Any, ...], Action] = {}


def action(seat: int, kind: str, args: Args, template: str, *values: Any) -> Action:
    """``Action(seat, kind, args, template.format(*values))``, built once per distinct value
    (without ``values`` the template is the label as it stands).

    Actions are immutable, so the options of many states share one object each; random playouts
    and searches list options all the time, and building and labelling an action costs more than
    this look-up. (The distinct actions of the game are a few thousand at most.)
    """
    key = (seat, kind, args, template, values)
    a = _ACTIONS.get(key)
    if a is None:
        a = _ACTIONS[key] = Action(seat, kind, args, template.format(*values) if values else template)
    return a
