"""The decision stack and the loop that moves the game on between decisions.

``state.pending`` holds dicts; a dict whose kind is in ``AUTO`` is a bookkeeping task that runs
as soon as it reaches the top (e.g. "distribute the large bin", "resolve the Scholar's award");
any other kind is a question for ``d["seat"]``. Each rules module registers its question kinds
(``LEGAL``), the action kinds that answer them (``HANDLERS``) and its tasks (``AUTO``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from zsgames.core.game import Action, Event

from .state import State

Decision = dict[str, Any]
LEGAL: dict[str, Callable[[State, Decision], list[Action]]] = {}
HANDLERS: dict[str, Callable[[State, Decision, Action, list[Event]], None]] = {}
AUTO: dict[str, Callable[[State, Decision, list[Event]], None]] = {}
#: what happens once a payment is complete, by its purpose ("project", "visit", "tile"…)
FINISH: dict[str, Callable[[State, Decision, list[Event]], None]] = {}
#: called when the stack runs empty (installed by rounds.py): starts the next turn or step
ON_EMPTY: list[Callable[[State, list[Event]], None]] = []


_ACTIONS: dict[tuple, Action] = {}


def A(seat: int, kind: str, args: tuple, label: str) -> Action:
    """An Action, shared between calls (actions are immutable; building one costs more than a lookup)."""
    key = (seat, kind, args, label)
    action = _ACTIONS.get(key)
    if action is None:
        if len(_ACTIONS) > 50_000:
            _ACTIONS.clear()
        action = _ACTIONS[key] = Action(seat, kind, args, label)
    return action


_EVENTS: dict[tuple, Event] = {}


def E(kind: str, text: str, actor: int | None, data: tuple = ()) -> Event:
    """A plain public event, shared between identical occurrences (events are immutable)."""
    key = (kind, text, actor, data)
    event = _EVENTS.get(key)
    if event is None:
        if len(_EVENTS) > 20_000:
            _EVENTS.clear()
        event = _EVENTS[key] = Event(kind, text, actor, data=data)
    return event


def legal(kind: str):
    def deco(fn):
        LEGAL[kind] = fn
        return fn
    return deco


def handler(*kinds: str):
    def deco(fn):
        for kind in kinds:
            HANDLERS[kind] = fn
        return fn
    return deco


def auto(kind: str):
    def deco(fn):
        AUTO[kind] = fn
        return fn
    return deco


def finish(purpose: str):
    def deco(fn):
        FINISH[purpose] = fn
        return fn
    return deco


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


def legal_for(s: State, d: Decision) -> list[Action]:
    return LEGAL[d["kind"]](s, d)


def proceed(s: State, events: list[Event]) -> None:
    """Run tasks, forced single-choice answers and turn/step changes until a real question waits."""
    while s.phase != "over":
        if not s.pending:
            ON_EMPTY[0](s, events)
            continue
        d = s.pending[-1]
        kind = d["kind"]
        fn = AUTO.get(kind)
        if fn is not None:
            s.pending.pop()
            fn(s, d, events)
            continue
        options = LEGAL[kind](s, d)
        if len(options) == 1 and not d.get("ask"):
            only = options[0]
            HANDLERS[only.kind](s, d, only, events)
            continue
        if not options:
            raise AssertionError(f"no legal answer to {kind}")  # a rules bug, never a player's fault
        s._legal = options
        return
    s.pending.clear()
