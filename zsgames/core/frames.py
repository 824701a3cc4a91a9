"""A compound turn as a stack of decision frames: the one mechanism every game uses.

A *frame* is one pending piece of the turn, as the game keeps it: on a stack (a dict, a tuple,
whose *kind* is found at a fixed key of it: ``frame["kind"]``, ``frame[0]``), or as the one
question a state's phase names. A ``FrameKind`` says
what frames of that kind do: who decides them (``deciders``, a tuple: several seats may decide the
same frame at once, as in a secret selection), their legal actions for one decider (``options``),
what an action does (``apply``), why an action is refused (``explain``), what is asked
(``prompt``), and whether the frame goes on by itself without a question (``auto``: an automatic
task, or a question that finds it has nothing to ask; it returns True when it changed the game and
the loop goes on).

Each game owns one ``Frames`` registry and fills it explicitly (``add``), so no import order can
matter. ``settle`` is the loop: run automatic frames until a question is on top. The kinds'
functions are plain functions held in a frozen dataclass, looked up once per step (no call layer
in between: random playouts run through here millions of times).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from zsgames.core.game import Action, Event

S = TypeVar("S")  # the game's state
F = TypeVar("F")  # a frame as the game keeps it
K = TypeVar("K", bound=Hashable)  # a kind's name


def _no_options(state: Any, frame: Any, seat: int) -> list[Action]:
    return []


def _no_apply(state: Any, frame: Any, action: Action, events: list[Event]) -> None:
    raise AssertionError("an automatic frame has no actions")  # a rules bug: nothing was listed


def _no_explain(state: Any, frame: Any, action: Action) -> str | None:
    return None


def _nobody(state: Any, frame: Any) -> tuple[int, ...]:
    return ()


def _no_prompt(state: Any, frame: Any) -> str:
    return ""


@dataclass(frozen=True, slots=True)
class FrameKind(Generic[S, F]):
    """What the frames of one kind do (a task sets ``auto`` only; a question sets the rest)."""

    #: the legal actions of one of the deciders
    options: Callable[[S, F, int], list[Action]] = _no_options
    #: what a legal action does (it pops the frame when the frame is answered)
    apply: Callable[[S, F, Action, list[Event]], None] = _no_apply
    #: runs the frame by itself when no question is needed; True when it did (the loop goes on)
    auto: Callable[[S, F, list[Event]], bool] | None = None
    #: a specific reason why ``action`` is refused (None: the game's generic reason)
    explain: Callable[[S, F, Action], str | None] = _no_explain
    #: the seats that decide this frame (several at once for a simultaneous decision)
    deciders: Callable[[S, F], tuple[int, ...]] = _nobody
    #: what the deciders are asked, in a few words
    prompt: Callable[[S, F], str] = _no_prompt


class Frames(Generic[S, F]):
    """A game's frame kinds, by name, and the loop that runs them.

    ``key`` is where a frame on a stack names its kind (``"kind"`` for dict frames, ``0`` for
    tuples; ``settle`` reads it). A game whose one pending question is a field of its state (a
    phase) registers its kinds by that field's values and looks them up itself.
    """

    __slots__ = ("game", "key", "kinds")

    def __init__(self, game: str, key: Hashable) -> None:
        self.game = game
        self.key = key
        self.kinds: dict[Hashable, FrameKind[S, F]] = {}

    def add(self, name: Hashable, kind: FrameKind[S, F]) -> None:
        """Register one kind; a name is registered once (a second one is a rules bug)."""
        if name in self.kinds:
            raise ValueError(f"{self.game}: the frame kind {name!r} is registered twice")
        self.kinds[name] = kind

    def add_all(self, kinds: Mapping[K, FrameKind[S, F]]) -> None:
        for name, kind in kinds.items():
            self.add(name, kind)

    def __getitem__(self, name: Hashable) -> FrameKind[S, F]:
        return self.kinds[name]

    def __contains__(self, name: object) -> bool:
        return name in self.kinds

    def __iter__(self) -> Iterator[Hashable]:
        return iter(self.kinds)

    def settle(
        self, state: S, stack: list[F], events: list[Event], when_empty: Callable[[S, list[Event]], bool]
    ) -> F | None:
        """Run automatic frames until a question is on top, and return that frame.

        When the stack is empty, ``when_empty`` moves the game on (it may push frames) and says
        whether to go on; when it says no, the loop ends with None (the game is over, or its
        question lies outside the stack).
        """
        kinds, key = self.kinds, self.key
        while True:
            if not stack:
                if when_empty(state, events):
                    continue
                return None
            frame: Any = stack[-1]  # a dict or a tuple: indexed by ``key``
            auto = kinds[frame[key]].auto
            if auto is None or not auto(state, frame, events):
                return stack[-1]
