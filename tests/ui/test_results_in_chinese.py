"""The end of a game in Chinese: what decided it is chosen on the games' English reasons and shown in
the reader's language; the places are Chinese ordinals; the English stays as it was."""

from __future__ import annotations

import re
from dataclasses import astuple

import pytest

from zsgames.core.game import GameConfig, Outcome, Score
from zsgames.core.i18n import _, load_catalog, use_catalog
from zsgames.ui.shared.results import result_words

CONFIG = GameConfig.make(4)  # Blue, Orange, Green, Pink: named by their colours
ENGLISH_WORD = re.compile(r"[A-Za-z]{2,}")


def score(seat: int, total: int) -> Score:
    return Score(seat, (("Points", total),), total)


@pytest.fixture
def chinese():
    use_catalog(load_catalog("zh_CN"))
    yield
    use_catalog(None)


def test_a_tie_broken_by_a_rule_reads_in_chinese(chinese):
    scores = [score(0, 9), score(1, 13), score(2, 13), score(3, 9)]
    reason = "tie on points: most completed projects"
    words = result_words(CONFIG, scores, Outcome((2,), reason))
    green, orange = f"{CONFIG.names[2]}", f"{CONFIG.names[1]}"
    assert _(reason) != reason and _(reason) in words.detail  # the game's own words, translated whole
    assert words.headline.startswith(green) and orange in words.detail
    assert words.standings.startswith(_("{n}th", context="ordinal", n=1))
    assert _("{n}th", context="ordinal", n=3) in words.standings
    for text in astuple(words):
        assert not ENGLISH_WORD.search(text), text


def test_a_shared_win_and_a_plain_win_read_in_chinese(chinese):
    scores = [score(0, 1), score(1, 7), score(2, 7), score(3, 2)]
    shared = result_words(CONFIG, scores, Outcome((1, 2), "most points; equal totals share the win (D16)"))
    assert shared.detail == "" and f"{CONFIG.names[1]}" in shared.headline
    plain = result_words(CONFIG, [score(0, 1), score(1, 2), score(2, 0), score(3, 0)], Outcome((1,), "most points"))
    assert plain.detail == ""
    for text in (*astuple(shared), *astuple(plain)):
        assert not ENGLISH_WORD.search(text), text


def test_the_english_is_unchanged_by_a_switch_back():
    use_catalog(load_catalog("zh_CN"))
    use_catalog(None)
    scores = [score(0, 9), score(1, 13), score(2, 13), score(3, 9)]
    words = result_words(CONFIG, scores, Outcome((2,), "tie on points: most completed projects"))
    assert words.detail == "Orange and Green tie on 13 points; Green wins on most completed projects"
    assert words.standings == "1st Green 13 · 2nd Orange 13 · 3rd Blue and Pink 9"
