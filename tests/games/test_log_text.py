"""What the log says reads as events in plain English, for every game.

Over whole random games at every player count: no "(s)"-style plural, no rulebook-decision codes
("(D4)"), no "A and B and C"; and every move someone else may see is told by an event of its own
(the history would otherwise fall back to the move's label, an instruction such as "Take your
master turn first").
"""

from __future__ import annotations

import re

import pytest

from zsgames.core import registry
from zsgames.core.conformance import random_playout
from zsgames.core.game import GameConfig

PLAYERS = {"zongshi": (3, 4, 5), "zooscape": (3, 5, 6), "cuzhi": (2, 3, 4)}
BAD = [
    (re.compile(r"\((s|es|ies)\)"), "a (s) plural"),
    (re.compile(r"\(D\d+\)|, D\d+\)"), "a decision code"),
    (re.compile(r"\b(\w+) and \w+ and \b"), "a list joined with 'and' twice"),
    (re.compile(r"^(Blue|Orange|Green|Pink|Purple|Teal): [a-z]"), "a name and a colon instead of a sentence"),
]


def _problems(text: str) -> list[str]:
    return [f"{what}: {text!r}" for pattern, what in BAD if pattern.search(text)]


@pytest.mark.parametrize("name", sorted(PLAYERS))
def test_log_lines_and_move_labels_read_as_plain_english(name):
    game = registry.get(name)
    problems: dict[str, None] = {}
    silent: dict[str, None] = {}

    def on_step(before, action, after):
        _, events = game.apply(before, action)
        for event in events:
            for text in (event.text_for(None), *(str(t) for _s, t in event.private)):
                for problem in _problems(text):
                    problems.setdefault(problem)
        for seat in game.current_deciders(after):
            for legal in game.legal_actions(after, seat):
                for problem in _problems(str(legal)):
                    problems.setdefault(problem)
        told = any(e.actor == action.seat and e.text_for(None) for e in events)
        if not told and not game.is_private_decision(before, action.seat):
            silent.setdefault(f"{action.kind}: {action}")

    for players in PLAYERS[name]:
        for seed in range(3):
            random_playout(game, GameConfig.make(players), seed, chooser_seed=seed, on_step=on_step)
    assert not problems, "\n".join(list(problems)[:20])
    assert not silent, "moves the log does not tell:\n" + "\n".join(list(silent)[:20])


#: "You's master", "You starts", "You was": a sentence about the seat named You written for a third person
NOT_TO_YOU = re.compile(r"\bYou('s|\s+(was|has|is|\w+s))\b")
#: words each game's log says to You at least once in the games below
SAID_TO_YOU = {
    "zongshi": {"Your master", "Your apprentice", "You start"},
    "zooscape": {"You split", "You put the apprentice", "You have chosen", "You take", "You lay out"},
    "cuzhi": {"You place a village head", "You draw", "You take", "You gain", "You tribute"},
}
#: the verbs whose form after "you" is not the third person's without its -s / -es
YOU_FORMS = {"has": "have", "is": "are", "was": "were", "does": "do"}
OTHER = "Bot Z"  # the seat named You, named like the others instead


def _texts(game, names, seed):
    """Every text of every event of a seeded random game, in order (the public one, then each seat's)."""
    texts: list[str] = []

    def on_step(before, action, after):
        for event in game.apply(before, action)[1]:
            texts.extend((event.text_for(None), *(str(t) for _s, t in event.private)))

    random_playout(game, GameConfig.make(len(names), names), seed, chooser_seed=seed, on_step=on_step)
    return texts


def _written_to_you(you_text: str, their_text: str) -> bool:
    """Is ``you_text`` the line ``their_text`` (about the seat named OTHER) written to the seat named You?
    Only the name changes ("You", "Your"/"your" for "Bot Z's"), the verbs of which You is the
    subject ("takes" → "take", "has" → "have") and, in a sentence about You, the pronoun that points
    back to it ("their next turn" → "your next turn"); every other word stays as it was."""
    theirs = their_text.replace(f"{OTHER}'s", "\0").replace(OTHER, "You").split()
    yours = you_text.split()
    if len(theirs) != len(yours):
        return False
    subject_is_you = False
    for mine, other in zip(yours, theirs, strict=True):
        if other.startswith("\0"):
            other = ("your" if mine.startswith("y") else "Your") + other[1:]
        if other.startswith("You") or other.startswith("Bot"):
            subject_is_you = other.startswith("You")
        if mine == other:
            continue
        agrees = (
            other in (mine + "s", mine + "es") or YOU_FORMS.get(other) == mine or (other, mine) == ("their", "your")
        )
        if not (subject_is_you and agrees):
            return False
    return True


@pytest.mark.parametrize("name", sorted(SAID_TO_YOU))
def test_the_log_speaks_to_the_seat_named_you(name):
    """A lesson and the game after it name the person at the table You: the log says "Your master
    went…", "You start", "You split", "You draw", for whichever seat is You, and the same game with
    that seat named like the others says the same lines in the third person, word for word."""
    game = registry.get(name)
    problems: dict[str, None] = {}
    said: set[str] = set()
    changed = 0
    for you in range(3):
        names = [f"Bot {chr(65 + s)}" for s in range(3)]
        for seed in range(2):
            theirs = _texts(game, [*names[:you], OTHER, *names[you + 1 :]], seed)
            yours = _texts(game, [*names[:you], "You", *names[you + 1 :]], seed)
            assert len(yours) == len(theirs), "naming a seat You changed the game"
            for you_text, their_text in zip(yours, theirs, strict=True):
                said.update(w for w in SAID_TO_YOU[name] if w in you_text)
                changed += you_text != their_text
                if NOT_TO_YOU.search(you_text) or not _written_to_you(you_text, their_text):
                    problems.setdefault(f"{their_text!r} → {you_text!r}")
    assert not problems, "\n".join(list(problems)[:20])
    assert said == SAID_TO_YOU[name]
    assert changed
