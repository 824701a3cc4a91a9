"""A match: config + seed + the actions taken, with every intermediate state kept for history.

Undo and redo move along the action list; because the RNG lives in the state, replaying the
same actions always reproduces the same draws, so undo can never re-roll a die.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from zsgames.core.game import Action, Event, Game, GameConfig, IllegalAction
from zsgames.core.memory import Memory


def canonical_json(data: Any) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def state_digest(game: Game[Any], state: Any) -> str:
    """A short fingerprint of a state (sha256 of its canonical JSON)."""
    return hashlib.sha256(canonical_json(game.state_to_json(state)).encode("utf-8")).hexdigest()


class ReplayError(ValueError):
    """An action list that the rules refuse at ``index`` (0-based)."""

    def __init__(self, index: int, reason: str) -> None:
        super().__init__(f"move {index + 1} is not legal here: {reason}")
        self.index = index
        self.reason = reason


@dataclass(frozen=True, slots=True)
class Step:
    """One applied action, what it caused, and the state after it."""

    action: Action
    events: tuple[Event, ...]
    state: Any


class Match:
    """A game in progress (or finished) with its full history."""

    def __init__(self, game: Game[Any], config: GameConfig, seed: int | str) -> None:
        self.game = game
        self.config = config
        self.seed = seed
        self.initial_state = game.setup(config, seed)
        self.steps: list[Step] = []
        self._redo: list[Action] = []
        #: Set on a branch ("Play on from here"): where it left the original, for the log and saves.
        self.branch_of: dict[str, Any] | None = None

    # --- reading ---------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self.steps[-1].state if self.steps else self.initial_state

    @property
    def actions(self) -> list[Action]:
        return [step.action for step in self.steps]

    def state_at(self, index: int) -> Any:
        """The state after ``index`` actions (0 = the initial state)."""
        return self.steps[index - 1].state if index > 0 else self.initial_state

    def events(self) -> list[Event]:
        return [event for step in self.steps for event in step.events]

    def memory(self, seat: int) -> Memory:
        """What ``seat`` has seen so far: its view of every state, the current one last (bots)."""
        return Memory(self.game, (self.initial_state, *(step.state for step in self.steps)), seat)

    def is_over(self) -> bool:
        return self.game.is_over(self.state)

    def deciders(self) -> list[int]:
        return self.game.current_deciders(self.state)

    def legal_actions(self, seat: int) -> list[Action]:
        return self.game.legal_actions(self.state, seat)

    def digest(self) -> str:
        return state_digest(self.game, self.state)

    # --- changing ----------------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        """Apply a legal action; IllegalAction (state untouched) otherwise. Clears redo."""
        events = self._push(action)
        self._redo.clear()
        return events

    def _push(self, action: Action) -> list[Event]:
        # The one legality check: the rules' apply refuses an illegal action with a reason and leaves
        # the state untouched. The board and the bots pass an action from legal_actions, label and all.
        before = self.state
        new_state, events = self.game.apply(before, action)
        if not action.label:  # typed or read without its text: the listed action's (it is legal now)
            action = next((a for a in self.game.legal_actions(before, action.seat) if a == action), action)
        self.steps.append(Step(action, tuple(events), new_state))
        return events

    @property
    def redo_actions(self) -> tuple[Action, ...]:
        """The actions redo would re-apply, next one first."""
        return tuple(reversed(self._redo))

    def undo(self) -> Action:
        if not self.steps:
            raise IllegalAction("nothing to undo")
        step = self.steps.pop()
        self._redo.append(step.action)
        return step.action

    def redo(self) -> list[Event]:
        if not self._redo:
            raise IllegalAction("nothing to redo")
        return self._push(self._redo.pop())

    def truncate(self, length: int) -> None:
        """Drop every action after the first ``length`` (and the redo list)."""
        del self.steps[length:]
        self._redo.clear()

    def copy(self) -> Match:
        """The same match as it stands, independent of this one's undo and moves from now on (its
        states are shared: they are never changed in place)."""
        other = Match.__new__(Match)
        other.game, other.config, other.seed = self.game, self.config, self.seed
        other.initial_state, other.steps, other._redo = self.initial_state, list(self.steps), list(self._redo)
        other.branch_of = dict(self.branch_of) if self.branch_of else None
        return other

    def branch(self, length: int) -> Match:
        """A new match with the same config and seed and the first ``length`` actions."""
        other = Match(self.game, self.config, self.seed)
        other.steps = list(self.steps[:length])
        other.branch_of = {"at": len(other.steps), "of_moves": len(self.steps), "of_digest": self.digest()}
        return other

    @classmethod
    def replay(cls, game: Game[Any], config: GameConfig, seed: int | str, actions: Iterable[Action]) -> Match:
        """Rebuild a match by applying ``actions``; ReplayError names the first bad one."""
        match = cls(game, config, seed)
        for index, action in enumerate(actions):
            try:
                match._push(action)
            except IllegalAction as exc:
                raise ReplayError(index, str(exc)) from None
        return match
