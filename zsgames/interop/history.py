"""A game's history as OpenSpiel's states need it: shared, cheap to copy, and what each seat saw.

A :class:`Step` is one state of a game with a link to the step before it. Steps are never changed
once made (their caches only fill in), so a copy of an OpenSpiel state shares its whole history and
costs one object. Each step remembers, per seat, that seat's view (``Game.view``) and a running
fingerprint of everything the seat saw: its view of every state so far. That fingerprint is the
seat's information state; it is built from views only, so two true states a
seat cannot tell apart give it the same one.

A world sampled for a seat (:func:`resample`) starts a new history whose first step carries a
:class:`Start`: the sampling seat's fingerprint and memory up to that point (which it knows), and
for each other seat a fingerprint made from the sampler's and that seat's view of the sample (the
sampler cannot know what the others remember, so the sample begins their history afresh).
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import Any

from zsgames.core.game import Action, Game
from zsgames.core.match import canonical_json
from zsgames.core.rng import Rng


def _hash(*parts: str) -> str:
    return hashlib.sha256("\x1f".join(parts).encode("utf-8")).hexdigest()


class Start:
    """What a sampled world's history begins with (see the module docstring)."""

    __slots__ = ("digests", "memory", "seat")

    def __init__(self, seat: int, digests: tuple[str, ...], memory: tuple[Any, ...]) -> None:
        self.seat = seat  # the seat the world was sampled for
        self.digests = digests  # every seat's fingerprint at the first step
        self.memory = memory  # the sampling seat's views up to and including the first step


class Step:
    """One state of a game and the step before it (``None`` at the start of a history)."""

    __slots__ = ("_digests", "_legal", "_views", "action", "length", "prev", "start", "state")

    def __init__(
        self, state: Any, action: Action | None, prev: Step | None, length: int, start: Start | None = None
    ) -> None:
        self.state = state
        self.action = action  # the move that led here
        self.prev = prev
        self.length = length  # moves since the game began
        self.start = start  # set on the first step of a sampled world
        self._views: dict[int, Any] = {}
        self._digests: dict[int, str] = {}
        self._legal: Any = None  # the OpenSpiel state's legal moves here, worked out once

    def then(self, state: Any, action: Action) -> Step:
        return Step(state, action, self, self.length + 1)

    def view(self, game: Game[Any], seat: int) -> Any:
        view = self._views.get(seat)
        if view is None:
            view = self._views[seat] = game.view(self.state, seat)
        return view

    def view_text(self, game: Game[Any], seat: int) -> str:
        """``seat``'s view of this state as canonical JSON."""
        return canonical_json(game.view_to_json(self.view(game, seat)))

    def digest(self, game: Game[Any], seat: int) -> str:
        """The fingerprint of what ``seat`` saw up to here: its view of every step (its own moves
        show in its views, and a bot's memory is views only, so it can make the same one)."""
        todo: list[Step] = []
        step: Step | None = self
        while step is not None and seat not in step._digests:
            todo.append(step)
            step = step.prev
        for step in reversed(todo):
            if step.prev is not None:
                step._digests[seat] = _hash(step.prev._digests[seat], step.view_text(game, seat))
            elif step.start is not None:
                step._digests[seat] = step.start.digests[seat]
            else:
                step._digests[seat] = _hash("start", step.view_text(game, seat))
        return self._digests[seat]

    def chain(self) -> list[Step]:
        """The steps of this history, first to last."""
        steps: list[Step] = []
        step: Step | None = self
        while step is not None:
            steps.append(step)
            step = step.prev
        steps.reverse()
        return steps

    def memory(self, game: Game[Any], seat: int) -> tuple[Any, ...]:
        """``seat``'s views of this history, oldest first (what ``Game.recall`` reads): those it
        brought into a sampled world, then its view of each step (kept on the steps, as the
        fingerprint needs them too)."""
        steps = self.chain()
        start = steps[0].start
        known = start.memory[:-1] if start is not None and start.seat == seat else ()
        return (*known, *(step.view(game, seat) for step in steps))

    def __getstate__(self) -> dict[str, Any]:
        # caches are left out (they fill in again); a long history is pickled by ``flatten``
        return {
            "state": self.state,
            "action": self.action,
            "prev": self.prev,
            "length": self.length,
            "start": self.start,
        }

    def __setstate__(self, data: dict[str, Any]) -> None:
        Step.__init__(self, data["state"], data["action"], data["prev"], data["length"], data["start"])


def from_memory(memory: Sequence[Any], seat: int) -> Step:
    """A history made of ``seat``'s views only (a bot's memory, the view it decides in last): it
    gives that seat's fingerprint and samples worlds for it, and knows nothing else."""
    step: Step | None = None
    for length, view in enumerate(memory):
        step = Step(view, None, step, length)
        step._views[seat] = view  # a view is never asked for a view of itself
    if step is None:
        raise ValueError("a memory holds at least the view decided in")
    return step


def resample(game: Game[Any], step: Step, seat: int, rng: Rng) -> Step:
    """A world ``seat`` cannot tell from ``step``'s, sampled from its view and memory only.

    ``Game.recall`` puts back what the seat saw and the table no longer shows, then
    ``Game.determinize`` fills in the rest; the true state is never read beyond the seat's view.
    """
    memory = step.memory(game, seat)
    view = game.recall(step.view(game, seat), memory, seat)
    world = game.determinize(view, seat, rng)
    mine = step.digest(game, seat)
    sample = Step(world, None, None, step.length)
    digests = tuple(
        mine if other == seat else _hash("sampled by", str(seat), mine, sample.view_text(game, other))
        for other in range(game.player_count(world))
    )
    sample.start = Start(seat, digests, memory)
    return sample


def flatten(step: Step) -> tuple[Start | None, list[tuple[Any, Action | None, int]]]:
    """A history as a flat list (pickling a long linked list would recurse once per step)."""
    steps = step.chain()
    return steps[0].start, [(s.state, s.action, s.length) for s in steps]


def unflatten(start: Start | None, items: list[tuple[Any, Action | None, int]]) -> Step:
    step: Step | None = None
    for state, action, length in items:
        step = Step(state, action, step, length, start if step is None else None)
    if step is None:
        raise ValueError("a history has at least one step")
    return step
