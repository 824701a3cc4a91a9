"""The decision stack and the loop that moves the game on between decisions.

``state.pending`` holds dicts; a dict whose kind is in ``AUTO`` is a bookkeeping task that runs
as soon as it reaches the top (e.g. "distribute the large bin", "resolve the Scholar's award");
any other kind is a question for ``d["seat"]``. Each rules module registers its question kinds
(``LEGAL``), the action kinds that answer them (``HANDLERS``) and its tasks (``AUTO``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from zsgames.core.game import Action, Args, Event

from .state import State

Decision = dict[str, Any]  # "kind" and "seat", then what that kind of decision needs
Legal = Callable[[State, Decision], list[Action]]
Handler = Callable[[State, Decision, Action, list[Event]], None]
Task = Callable[[State, Decision, list[Event]], None]
L = TypeVar("L", bound=Legal)
H = TypeVar("H", bound=Handler)
T = TypeVar("T", bound=Task)

LEGAL: dict[str, Legal] = {}
HANDLERS: dict[str, Handler] = {}
AUTO: dict[str, Task] = {}
#: what happens once a payment is complete, by its purpose ("project", "visit", "tile"…)
FINISH: dict[str, Task] = {}
#: called when the stack runs empty (installed by rounds.py): starts the next turn or step
ON_EMPTY: list[Callable[[State, list[Event]], None]] = []


_ACTIONS: dict[tuple[int, str, Args, str], Action] = {}


def A(seat: int, kind: str, args: Args, label: str) -> Action:
    """An Action, shared between calls (actions are immutable; building one costs more than a lookup)."""
    key = (seat, kind, args, label)
    action = _ACTIONS.get(key)
    if action is None:
        if len(_ACTIONS) > 50_000:
            _ACTIONS.clear()
        action = _ACTIONS[key] = Action(seat, kind, args, label)
    return action


_EVENTS: dict[tuple[str, str, int | None, tuple[tuple[str, Any], ...]], Event] = {}


def E(kind: str, text: str, actor: int | None, data: tuple[tuple[str, Any], ...] = ()) -> Event:
    """A plain public event, shared between identical occurrences (events are immutable)."""
    key = (kind, text, actor, data)
    event = _EVENTS.get(key)
    if event is None:
        if len(_EVENTS) > 20_000:
            _EVENTS.clear()
        event = _EVENTS[key] = Event(kind, text, actor, data=data)
    return event


def legal(kind: str) -> Callable[[L], L]:
    def deco(fn: L) -> L:
        LEGAL[kind] = fn
        return fn

    return deco


def handler(*kinds: str) -> Callable[[H], H]:
    def deco(fn: H) -> H:
        for kind in kinds:
            HANDLERS[kind] = fn
        return fn

    return deco


def auto(kind: str) -> Callable[[T], T]:
    def deco(fn: T) -> T:
        AUTO[kind] = fn
        return fn

    return deco


def finish(purpose: str) -> Callable[[T], T]:
    def deco(fn: T) -> T:
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
