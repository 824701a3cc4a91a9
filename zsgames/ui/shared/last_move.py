"""What a viewer may know about the last moves: the one rule every board and the status bar use.

An action is *public* to a viewer when knowing which action it was reveals nothing the viewer may not
know. The rule (Qt-free, so it is tested without a screen):

* your own move is always known to you;
* a move narrated by an event that is not a chance outcome but reads differently for some seat
  (Zooscape's "Blue has chosen" / "You secretly chose group 2") is a secret choice;
* a move in a private decision (``Game.is_private_decision`` before it) that no public, non-chance
  event of its seat narrates is a secret choice too (a silent pick from a hidden hand);
* everything else is public. A private *outcome* (a card drawn face down: an event with
  ``chance=True``) does not make the choice secret — which card was drawn stays in the event's
  per-seat text, which is all a board or the status bar shows.

Boards get the action only when it is public; the words come from the events' per-viewer text.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from typing import Any

from zsgames.core.game import Action, Event, Game
from zsgames.core.match import Match, Step


@dataclass(frozen=True, slots=True)
class LastMove:
    """One move as ``viewer`` may know it: the action only when public, and words to show."""

    index: int  # 1-based position in the match
    seat: int
    action: Action | None  # None: a secret choice of another seat
    text: str


def is_public(game: Game[Any], before: object, step: Step, viewer: int | None) -> bool:
    """May ``viewer`` know which action ``step`` was (``before``: the state it was chosen in)?"""
    seat = step.action.seat
    if viewer is not None and viewer == seat:
        return True
    if any(e.private and not e.chance and any(s != viewer for s, _ in e.private) for e in step.events):
        return False
    narrated = any(e.actor == seat and not e.chance and not e.private for e in step.events)
    if narrated:
        return True
    return not game.is_private_decision(before, seat)


def move_text(match: Match, step: Step, viewer: int | None, public: bool) -> str:
    """The words for a move: its seat's own narration (per viewer), else the label when public, else
    any event's text for the viewer; '' when a secret move has nothing to say."""
    seat = step.action.seat
    texts = [(e, e.text_for(viewer)) for e in step.events]
    own = [t for e, t in texts if e.actor == seat and t]
    if own:
        return own[0]
    if public:
        return f"{match.config.name(seat)}: {step.action}"
    return next((t for _e, t in texts if t), "")


def describe(match: Match, index: int, viewer: int | None) -> LastMove:
    """Move ``index`` (1-based) as ``viewer`` may know it."""
    step = match.steps[index - 1]
    public = is_public(match.game, match.state_at(index - 1), step, viewer)
    return LastMove(index, step.action.seat, step.action if public else None, move_text(match, step, viewer, public))


def since_human(match: Match, humans: Collection[int], viewer: int | None, limit: int = 64) -> list[LastMove]:
    """The moves made since the last human action (bots only, at most ``limit``), oldest first, as
    ``viewer`` may know them. Empty right after a human acts: nothing of the bots' stays marked."""
    out: list[LastMove] = []
    index = len(match.steps)
    while index > 0 and len(out) < limit and match.steps[index - 1].action.seat not in humans:
        out.append(describe(match, index, viewer))
        index -= 1
    out.reverse()
    return out


def since_own_move(match: Match, seat: int, viewer: int | None, limit: int = 64) -> list[LastMove]:
    """The other seats' moves since ``seat`` last moved (bots' and other people's, at most
    ``limit``), oldest first, as ``viewer`` may know them: what "since your last move" tells."""
    out: list[LastMove] = []
    index = len(match.steps)
    while index > 0 and len(out) < limit and match.steps[index - 1].action.seat != seat:
        out.append(describe(match, index, viewer))
        index -= 1
    out.reverse()
    return out


def by_seat(moves: list[LastMove]) -> list[tuple[int, list[str]]]:
    """``moves`` told in turns: each run of one seat's moves with its words (silent steps left out)."""
    runs: list[tuple[int, list[str]]] = []
    for move in moves:
        if not move.text:
            continue
        if runs and runs[-1][0] == move.seat:
            runs[-1][1].append(move.text)
        else:
            runs.append((move.seat, [move.text]))
    return runs


def headline(moves: list[LastMove]) -> LastMove | None:
    """The latest of ``moves`` with something to say (a silent payment step says nothing)."""
    return next((m for m in reversed(moves) if m.text), None)


def public_actions(moves: list[LastMove]) -> list[Action]:
    """The actions of ``moves`` the viewer may know, oldest first."""
    return [m.action for m in moves if m.action is not None]


def secret_texts(events: tuple[Event, ...], viewer: int | None) -> list[str]:
    """Per-seat texts of ``events`` that ``viewer`` must not read (for tests and checks)."""
    return [str(text) for e in events for s, text in e.private if s != viewer]
