"""Zooscape in Chinese: every text a seeded game shows (events, private lines, labels, prompts,
refusals, hint reasons, score words, the rules help) renders with no English left, and the same
games in English are the ones recorded before the texts were marked."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest

from tests.support.recorded_games import digest
from zsgames.core.game import Action, GameConfig, IllegalAction
from zsgames.core.i18n import _, load_catalog, use_catalog
from zsgames.core.rulings import rulings_html
from zsgames.games.zooscape import heuristics
from zsgames.games.zooscape.info import INFO
from zsgames.games.zooscape.rules import GAME
from zsgames.games.zooscape.state import ZState

#: Proper names an English word may be: the seats' names, the game's (kept, see the glossary) and a key.
PROPER = {"Blue", "Orange", "Green", "Pink", "Purple", "Teal", "Zooscape", "Esc"}
#: Six seeded games in English, every legal list with labels, every event and state: the digest
#: recorded from the engine before its texts were marked (the words must not have changed).
ENGLISH_DIGEST = "0e16d8a7443d5ed7407d3bbc0ae95969ed3ef8a660312e90769cad16edb90b70"
WORD = re.compile(r"[A-Za-z]{3,}")


@pytest.fixture
def chinese() -> Iterator[None]:
    use_catalog(load_catalog("zh_CN"))
    try:
        yield
    finally:
        use_catalog(None)


def english_words(text: object) -> list[str]:
    return [w for w in WORD.findall(str(text)) if w not in PROPER]


def wrong_moves(s: ZState, seat: int, legal: list[Action]) -> list[Action]:
    """Moves the rules refuse for each of their reasons: wrong values, the wrong kind, seat or count."""
    first = legal[0]
    return [
        Action(seat, "split", (0, 1)),
        Action(seat, "split", (1, 3)),
        Action(seat, "apprentice", (3, 0)),
        Action(seat, "apprentice", (1, 99)),
        Action(seat, "select", (3,)),
        Action(seat, "select", (True,)),
        Action(seat, "resolve", ("fire",)),
        Action(seat, "break", (9,)),
        Action(seat, "break", (0,)),
        Action(seat, "copy", (0,)),
        Action(seat, first.kind, ()),
        Action((seat + 1) % s.n, first.kind, first.args),
        Action(9, first.kind, first.args),
    ]


def shown_texts(players: int, seed: int, names: list[str]) -> Iterator[tuple[str, object]]:
    """(where, text) for everything a random seeded game shows, rendered in the current language."""
    s = GAME.setup(GameConfig.make(players, names), seed)
    pick = random.Random(seed)
    while not GAME.is_over(s):
        seat = GAME.current_deciders(s)[0]
        legal = GAME.legal_actions(s, seat)
        yield "prompt", GAME.prompt(s, seat)
        for action in legal:
            yield "label", action.label
            yield "hint", heuristics.reason(GAME.view(s, seat), seat, action) or ""
        for wrong in wrong_moves(s, seat, legal):
            try:
                GAME.apply(s, wrong)
            except IllegalAction as exc:
                yield "refusal", exc
        s, events = GAME.apply(s, pick.choice(legal))
        for event in events:
            yield event.kind, event.text
            for _seat, text in event.private:
                yield event.kind + " (private)", text
    for score in GAME.scores(s):
        for line, _points in score.lines:
            yield "score", _(line, context="score line")
    yield "outcome", _(GAME.winner(s).decided_by)


@pytest.mark.parametrize(
    ("players", "seed", "names"),
    [
        (3, 1, ["You", "Blue", "Orange"]),
        (4, 2, ["Blue", "Orange", "Green", "Pink"]),
        (5, 3, ["Teal", "You", "Blue", "Orange", "Green"]),
        (6, 4, ["Blue", "Orange", "Green", "Pink", "Purple", "Teal"]),
    ],
)
def test_a_game_in_chinese_shows_no_english(chinese: None, players: int, seed: int, names: list[str]) -> None:
    seen: dict[str, int] = {}
    left = []
    for where, text in shown_texts(players, seed, names):
        seen[where] = seen.get(where, 0) + 1
        if english_words(text):
            left.append((where, str(text)))
    assert not left, left[:10]
    # the game reached every kind of text (a seed that stops showing some would test less)
    assert {"prompt", "label", "hint", "refusal", "round", "split", "reveal", "take", "score"} <= set(seen)


def test_the_rules_help_and_the_welcome_in_chinese(chinese: None) -> None:
    page = GAME.rules_help()
    ours = page[: page.index(rulings_html("zooscape"))]  # the rulings are NOTES.md's, in English
    words = re.sub(r"<[^>]+>", " ", ours)
    assert english_words(words) == [], english_words(words)[:10]
    welcome = [*INFO.welcome.blurb, INFO.welcome.minutes_basis, INFO.welcome.quick_why]
    for option in INFO.options:
        welcome += [option.help, option.label or "", *(text for _value, text in option.offers)]
    assert [t for t in welcome if english_words(_(t))] == []


def test_the_english_games_are_unchanged() -> None:
    assert digest(GAME, 3, count=6) == ENGLISH_DIGEST
