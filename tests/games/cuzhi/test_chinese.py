"""Cuzhi in Simplified Chinese: seeded games read in zh_CN leave no English word in what a player
reads (event texts, labels, prompts, phase texts, hints, refusals, the rules help), and the same
games read in English are word for word what they were."""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterator

import pytest

from zsgames.core.game import DEFAULT_NAMES, Action, GameConfig, IllegalAction
from zsgames.core.i18n import Catalog, english, load_catalog, rendering_in
from zsgames.core.rng import Rng
from zsgames.games.cuzhi import GAME
from zsgames.games.cuzhi.help import rules_html

#: proper names a Chinese text may hold: the seats' names (the lesson's "You" is rendered 你)
SEAT_NAMES = ("You", "Bot A", "Bot B", "Bot C")
ALLOWED = {word for name in (*DEFAULT_NAMES, *SEAT_NAMES) for word in name.split()}
#: an English word: three or more ASCII letters ("d6" and "+2" are not words)
WORD = re.compile(r"[A-Za-z]{3,}")
#: the games read: (players, seat names, seed)
GAMES = [(2, None, 1), (3, None, 2), (4, None, 3), (3, SEAT_NAMES[:3], 4)]


@pytest.fixture(scope="module")
def chinese() -> Catalog:
    return load_catalog("zh_CN")


def english_words(text: str) -> list[str]:
    return [w for w in WORD.findall(text) if w not in ALLOWED]


def played(players: int, names: tuple[str, ...] | None, seed: int) -> Iterator[tuple[object, int, list, Action, list]]:
    """(state, seat, legal, chosen, events) along one seeded game with uniformly random moves."""
    state = GAME.setup(GameConfig.make(players, names), seed)
    rng = Rng(seed * 7 + 1)
    while not GAME.is_over(state):
        seat = GAME.current_deciders(state)[0]
        legal = GAME.legal_actions(state, seat)
        chosen = legal[rng.randbelow(len(legal))]
        after, events = GAME.apply(state, chosen)
        yield state, seat, legal, chosen, events
        state = after


def read_texts(players: int, names: tuple[str, ...] | None, seed: int) -> Iterator[tuple[str, str]]:
    """(where, text) for everything a player reads along the game, in the current language: each
    event (public and private), legal label, prompt, phase text, hint and a refusal of each move
    kind seen so far that is not a choice now (and of a move out of turn)."""
    seen: dict[str, Action] = {}
    for state, seat, legal, _chosen, events in played(players, names, seed):
        yield "phase", GAME.phase_text(state)
        yield "prompt", GAME.prompt(state, seat)
        view = GAME.view(state, seat)
        for a in legal:
            yield "label", str(a.label)
            yield "hint", GAME.hint_reason(view, seat, a) or ""
            seen.setdefault(a.kind, a)
        kinds = {a.kind for a in legal}
        for kind, old in seen.items():
            if kind not in kinds:
                yield "refusal", GAME.explain(state, Action(seat, kind, old.args))
        try:
            GAME.apply(state, Action((seat + 1) % players, legal[0].kind, legal[0].args))
        except IllegalAction as exc:
            yield "refusal", str(exc)
        for e in events:
            yield "event", str(e.text)
            yield from (("private event", str(text)) for _seat, text in e.private)


def english_digest(players: int, names: tuple[str, ...] | None, seed: int, render) -> str:
    h = hashlib.sha256()
    for _state, _seat, legal, _chosen, events in played(players, names, seed):
        h.update(repr([render(a.label) for a in legal]).encode())
        h.update(repr([(e.kind, render(e.text), [render(t) for _s, t in e.private]) for e in events]).encode())
    return h.hexdigest()


@pytest.mark.parametrize(("players", "names", "seed"), GAMES)
def test_a_game_read_in_chinese_has_no_english_left(chinese, players, names, seed):
    left: dict[str, str] = {}
    read = 0
    with rendering_in(chinese):
        for where, text in read_texts(players, names, seed):
            read += 1
            if english_words(text):
                left.setdefault(text, where)
    assert read > 1000
    assert left == {}, f"{len(left)} texts keep English words"


def test_the_rules_help_in_chinese_has_no_english_left(chinese):
    with rendering_in(chinese):
        html = rules_html()
    from zsgames.core.rulings import rulings_html

    own = html.replace(rulings_html("cuzhi"), "")  # the NOTES rulings are rendered by the core, in their own round
    words = english_words(re.sub(r"<[^>]+>", " ", own))
    assert len(own) > 2000 and words == []


@pytest.mark.parametrize(("players", "names", "seed"), GAMES[1:])
def test_the_same_game_reads_word_for_word_in_english(chinese, players, names, seed):
    """A game made while Chinese is shown says in English (``english()``, what saves and digests
    hold) exactly what it says when English is the language."""
    with rendering_in(chinese):
        made_in_chinese = english_digest(players, names, seed, english)
    assert made_in_chinese == english_digest(players, names, seed, str)
    with rendering_in(chinese):
        assert english_digest(players, names, seed, str) != made_in_chinese  # the Chinese really differs
