"""The decision stack ``state.pending`` and the helpers every rules module uses on it.

``state.pending`` holds dicts (``"kind"``, ``"seat"``, then what that kind needs). Each rules
module lists its frame kinds in ``KINDS`` (``zsgames.core.frames.FrameKind``): a task (``auto``:
"distribute the large bin", "resolve the Scholar's award") runs as soon as it reaches the top and
pops itself; a question (``question``) has legal actions and one function answering them.
``frame_kinds.py`` registers every module's kinds and runs the loop.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from zsgames.core.frames import FrameKind
from zsgames.core.game import Action, Args, Event
from zsgames.core.i18n import Message

from .state import State

Decision = dict[str, Any]  # "kind" and "seat", then what that kind of decision needs
Kind = FrameKind[State, Decision]
Legal = Callable[[State, Decision, int], list[Action]]
Answer = Callable[[State, Decision, Action, list[Event]], None]
Task = Callable[[State, Decision, list[Event]], bool]


def _asked(s: State, d: Decision) -> tuple[int, ...]:
    return (d["seat"],)


def question(legal: Legal, answer: Answer) -> Kind:
    """A question for ``d["seat"]``. One with a single legal answer is answered at once (unless the
    frame says ``ask``); otherwise its answers are kept on the state for ``legal_actions``."""

    def forced(s: State, d: Decision, events: list[Event]) -> bool:
        options = legal(s, d, d["seat"])
        if len(options) == 1 and not d.get("ask"):
            answer(s, d, options[0], events)
            return True
        if not options:
            raise AssertionError(f"no legal answer to {d['kind']}")  # a rules bug, never a player's fault
        s._legal = options
        return False

    return FrameKind(options=legal, apply=answer, auto=forced, deciders=_asked)


def task(run: Task) -> Kind:
    """A bookkeeping step that runs when it reaches the top (it pops itself and returns True)."""
    return FrameKind(auto=run)


_ACTIONS: dict[tuple[int, str, Args, Message], Action] = {}


def A(seat: int, kind: str, args: Args, label: Message) -> Action:
    """An Action, shared between calls (actions are immutable; building one costs more than a lookup)."""
    key = (seat, kind, args, label)
    action = _ACTIONS.get(key)
    if action is None:
        if len(_ACTIONS) > 50_000:
            _ACTIONS.clear()
        action = _ACTIONS[key] = Action(seat, kind, args, label)
    return action


_EVENTS: dict[tuple[str, Message, int | None, tuple[tuple[str, Any], ...]], Event] = {}


def E(kind: str, text: Message, actor: int | None, data: tuple[tuple[str, Any], ...] = ()) -> Event:
    """A plain public event, shared between identical occurrences (events are immutable)."""
    key = (kind, text, actor, data)
    event = _EVENTS.get(key)
    if event is None:
        if len(_EVENTS) > 20_000:
            _EVENTS.clear()
        event = _EVENTS[key] = Event(kind, text, actor, data=data)
    return event


def push(s: State, kind: str, seat: int, **data: Any) -> None:
    s.pending.append({"kind": kind, "seat": seat, **data})


def top(s: State) -> Decision | None:
    return s.pending[-1] if s.pending else None


def replace_top(s: State, **changes: Any) -> Decision:
    d = dict(s.pending[-1])
    d.update(changes)
    s.pending[-1] = d
    return d


def pop(s: State) -> Decision:
    return s.pending.pop()
