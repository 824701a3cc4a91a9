"""Who may take back which moves, like the strictest good online sites.

The policy works on a :class:`~zsgames.core.match.Match` and never looks at Qt:

* Nothing that was random or hidden and has been seen can be taken back: a step whose events
  include one with ``chance=True`` (a draw, a shuffle, a roll, a reveal) is a wall.
* Hot-seat (two or more humans at one screen): a seat takes back only its *own* latest moves while
  the decision is still its own; once another seat (human or bot) has acted, or the device has
  passed on, those moves stand.
* Solo against bots: one undo goes back to the human's previous decision point, taking the bots'
  replies with it; redo re-applies the same actions, so the rules (whose RNG is in the state)
  reproduce exactly the same outcomes, and bots deciding again from an equal state with
  :func:`decision_seed` make the same choices.
* A finished game is final.

Refusals raise :class:`UndoRefused` (an ``IllegalAction``) with a reason a player can read,
e.g. ``the card you drew is already seen``.
"""

from __future__ import annotations

import hashlib
from collections.abc import Collection, Iterable
from dataclasses import dataclass

from zsgames.core.game import Action, Event, GameConfig, IllegalAction
from zsgames.core.i18n import _
from zsgames.core.match import Match

HUMAN = "human"


class UndoRefused(IllegalAction):
    """An undo or redo the policy does not allow; ``reason`` says why in plain words."""


@dataclass(frozen=True, slots=True)
class UndoCheck:
    """The answer to "may ``seat`` undo now?": how many actions one undo removes, or why not."""

    steps: int
    reason: str = ""

    @property
    def allowed(self) -> bool:
        return self.steps > 0

    def __bool__(self) -> bool:
        return self.allowed


def human_seats(config: GameConfig) -> tuple[int, ...]:
    """Seats played by people. A seat without a ``controller`` counts as human (hot-seat default)."""
    return tuple(seat for seat in range(config.players) if config.seat_info(seat).get("controller", HUMAN) == HUMAN)


def _humans(match: Match, humans: Iterable[int] | None) -> frozenset[int]:
    return frozenset(human_seats(match.config) if humans is None else humans)


def is_solo(match: Match, humans: Iterable[int] | None = None) -> bool:
    return len(_humans(match, humans)) == 1


def chance_event(events: Iterable[Event]) -> Event | None:
    """The first event that revealed something random or hidden, if any."""
    for event in events:
        if event.chance:
            return event
    return None


def seen_reason(event: Event, viewer: int) -> str:
    """Why a chance event blocks undo, in the viewer's words.

    A game may put its own phrase in ``Event.data["undo_reason"]`` ("the scroll you drew is
    already seen"); otherwise the event's text for this viewer is quoted.
    """
    custom = event.get("undo_reason")
    if isinstance(custom, str) and custom:
        return custom
    text = event.text_for(viewer).strip().rstrip(".") or event.kind
    return _("“{text}” is already seen, so it cannot be taken back", text=text)


def check_undo(match: Match, seat: int, humans: Collection[int] | None = None) -> UndoCheck:
    """May ``seat`` undo now, and how many actions would one undo remove?"""
    people = _humans(match, humans)
    if seat not in people:
        return UndoCheck(0, _("only a player at this screen can take back moves"))
    if not match.steps:
        return UndoCheck(0, _("there is nothing to take back yet"))
    if match.is_over():
        return UndoCheck(0, _("the game is over; the final result stands"))
    config = match.config
    if len(people) == 1:
        # Solo: walk back over the bots' replies to the human's last decision.
        for count, step in enumerate(reversed(match.steps), start=1):
            seen = chance_event(step.events)
            if seen is not None:
                return UndoCheck(0, seen_reason(seen, seat))
            if step.action.seat == seat:
                return UndoCheck(count)
        return UndoCheck(0, _("you have not made a move yet"))
    # Hot-seat: only your own latest move, while the decision is still yours.
    last = match.steps[-1]
    if last.action.seat != seat:
        mover = config.name(last.action.seat)
        return UndoCheck(0, _("{name} has moved since; only your own moves can be taken back", name=mover))
    seen = chance_event(last.events)
    if seen is not None:
        return UndoCheck(0, seen_reason(seen, seat))
    if seat not in match.deciders():
        return UndoCheck(0, _("your turn has passed on; your moves stand"))
    return UndoCheck(1)


def undo(match: Match, seat: int, humans: Collection[int] | None = None) -> list[Action]:
    """Take back what one undo allows; returns the removed actions (last first)."""
    check = check_undo(match, seat, humans)
    if not check:
        raise UndoRefused(check.reason)
    return [match.undo() for _ in range(check.steps)]


def check_redo(match: Match, seat: int, humans: Collection[int] | None = None) -> UndoCheck:
    """May ``seat`` redo now, and how many actions would one redo re-apply?"""
    people = _humans(match, humans)
    pending = match.redo_actions
    if seat not in people:
        return UndoCheck(0, _("only a player at this screen can redo moves"))
    if not pending:
        return UndoCheck(0, _("there is nothing to redo"))
    if pending[0].seat != seat:
        return UndoCheck(0, _("the next move to redo is not yours"))
    count = 1
    if len(people) == 1:  # the bots' replies come back with the human's move
        while count < len(pending) and pending[count].seat not in people:
            count += 1
    return UndoCheck(count)


def redo(match: Match, seat: int, humans: Collection[int] | None = None) -> list[Event]:
    """Re-apply what one redo allows; returns the events it caused again."""
    check = check_redo(match, seat, humans)
    if not check:
        raise UndoRefused(check.reason)
    events: list[Event] = []
    for _step in range(check.steps):
        events.extend(match.redo())
    return events


def undo_floor(match: Match, seat: int, humans: Collection[int] | None = None) -> int:
    """How many actions would remain after undoing as far as the policy allows (for tests and UI)."""
    probe = match.branch(len(match.steps))
    while True:
        check = check_undo(probe, seat, humans)
        if not check:
            return len(probe.steps)
        for _step in range(check.steps):
            probe.undo()


def decision_seed(match: Match, seat: int) -> int:
    """A seed for a bot deciding now, fixed by (match seed, move number, seat).

    A bot reseeded with this before each decision chooses the same move from the same state,
    so undoing and playing on re-runs the bots deterministically.
    """
    text = f"{match.seed}|{len(match.steps)}|{seat}"
    return int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:4], "little")
