"""Move labels are distinct and whole: each legal list names every move differently, a placement says
the space and what it gives, counts are written with the right plural."""

from __future__ import annotations

import re

import pytest

from zsgames.core.conformance import random_playout
from zsgames.core.game import GameConfig
from zsgames.games.cuzhi import GAME
from zsgames.games.cuzhi import data as D
from zsgames.games.cuzhi.game import PLACE_LABELS
from zsgames.games.cuzhi.words import count


def _legal_lists(players: int, seeds: range):
    for seed in seeds:
        lists = []

        def on_step(_before, _action, after, lists=lists):
            for seat in GAME.current_deciders(after):
                lists.append(GAME.legal_actions(after, seat))

        random_playout(GAME, GameConfig.make(players), seed, chooser_seed=seed, on_step=on_step)
        yield from lists


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_legal_list_names_each_move_differently(players):
    checked = 0
    for legal in _legal_lists(players, range(8)):
        labels = [str(a.label) for a in legal]
        assert len(set(labels)) == len(labels), labels
        for label in labels:
            assert "(s)" not in label, label
            assert not re.search(r"\b1 (coins|jars|draws|trades|Sounds|cultivations)\b", label), label
            assert not re.search(r"\b([02-9]|\d\d) (coin|jar|draw|trade|Sound|cultivation)\b(?!s)", label), label
        checked += 1
    assert checked > 300


def test_a_placement_names_its_area_space_and_what_it_gives():
    assert str(PLACE_LABELS[1]) == "Area 1 Resources 资源区, space 2: 2 resource actions, +1 jar"
    assert str(PLACE_LABELS[0]).endswith("space 1: 1 resource action, +1 jar, the starting player marker")
    assert str(PLACE_LABELS[7]).endswith("Market 市场, space 4: 3 trades, +2 coins")
    assert str(PLACE_LABELS[8]).endswith("Cultivation 培养区, space 1: 1 cultivation, +1 grass")
    assert str(PLACE_LABELS[16]).endswith("row 2 space 1: 1 tribute, may first challenge row 1 space 1")
    assert str(PLACE_LABELS[21]).endswith("热闹集市, space 4: 1 bustling-market action, +2 coins")  # printed 4
    assert len(set(PLACE_LABELS)) == len(D.SPACES)


def test_hire_and_tribute_labels_say_what_they_give():
    from zsgames.games.cuzhi.tribute import card_terms

    boss = next(k for k, c in enumerate(D.CARDS) if c["zh"] == "斗场老板")
    assert str(card_terms(boss)) == "pay 普通 ordinary + 三品 third grade crickets, +1 Virtue 德"
    from zsgames.games.cuzhi.area2 import _HIRE

    assert tuple(str(x) for x in _HIRE[0]) == ("6 coins", "1", "+1 grass")
    assert tuple(str(x) for x in _HIRE[6]) == ("6 coins", "7", "+1 二品 second grade cricket")


def test_counted_words():
    assert [count(n, "coin") for n in (0, 1, 2)] == ["0 coins", "1 coin", "2 coins"]
    assert count(3, "grass") == "3 grass" and count(2, "Sound") == "2 Sounds"
