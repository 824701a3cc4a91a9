"""Zong Shi in 简体中文: a seeded game read in Chinese has no English left in what a player reads
(event texts, private texts, move labels, prompts, refusals), and the same game is unchanged in
English (its texts rendered with ``english()`` and the recorded digest)."""

from __future__ import annotations

import re

import pytest

from tests.support.recorded_games import digest as recorded_digest
from zsgames.core import i18n
from zsgames.core.conformance import random_playout
from zsgames.core.game import Action, GameConfig
from zsgames.games.zongshi import GAME

from .test_fast_paths import RECORDED

#: an English word: three ASCII letters or more
WORD = re.compile(r"[A-Za-z]{3,}")
#: moves tried at every question to read their refusals (each refused wherever it is not legal)
PROBES = (
    ("pass", ()),
    ("go", ("temple",)),
    ("go", ("shop",)),
    ("begin", ("larger_workshop",)),
    ("play", ("writ",)),
    ("pay", ("jade", "gold")),
    ("visit", ("scholar", 2)),
    ("buy", ("jade_gold",)),
    ("store_done", ()),
    ("discard", ("writ",)),
)


@pytest.fixture
def chinese():
    i18n.set_language("zh_CN")
    yield
    i18n.set_language("en")


def _read(players: int, seed: int, names: list[str]) -> tuple[list[str], list[str]]:
    """Every text a player reads in a seeded game, as rendered now, and the English of the
    engine's texts (events and labels) in the same order."""
    shown: list[str] = []
    english: list[str] = []

    def on_step(before, action, after):
        for event in GAME.apply(before, action)[1]:
            for text in (event.text, *(t for _s, t in event.private)):
                shown.append(str(text))
                english.append(i18n.english(text))
        for seat in GAME.current_deciders(after):
            legal = GAME.legal_actions(after, seat)
            for a in legal:
                shown.append(str(a.label))
                english.append(i18n.english(a.label))
            shown.append(GAME.prompt(after, seat))
            for kind, args in PROBES:
                probe = Action(seat, kind, args)
                if probe not in legal:
                    shown.append(GAME.explain(after, probe))

    random_playout(GAME, GameConfig.make(players, names), seed, chooser_seed=seed, on_step=on_step)
    return shown, english


@pytest.mark.parametrize(("players", "seed"), [(3, 1), (4, 2), (5, 3)])
def test_a_game_in_chinese_reads_no_english_and_plays_the_same(chinese, players, seed):
    names = ["You", "Bot A", "Bot B", "Bot C", "Bot D"][:players]
    allowed = {"Bot"}  # the seats' own names
    shown, english_in_zh = _read(players, seed, names)
    left = sorted({text for text in shown if any(w not in allowed for w in WORD.findall(text))})
    assert not left, "\n".join(left[:30])
    assert any(re.search("[\u4e00-\u9fff]", text) for text in shown)
    i18n.set_language("en")
    shown_en, english_in_en = _read(players, seed, names)
    assert english_in_zh == english_in_en  # the same game, the same English behind it
    assert any(WORD.search(text) for text in shown_en)


def test_the_recorded_games_are_unchanged_while_chinese_is_shown(chinese):
    assert recorded_digest(GAME, 3) == RECORDED
