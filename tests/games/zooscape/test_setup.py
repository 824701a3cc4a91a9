"""Rulebook: Components, Setup, I. Preparation."""

from __future__ import annotations

from collections import Counter

import pytest

from zsgames.core.game import GameConfig
from zsgames.core.resources import load_json
from zsgames.core.rng import Rng
from zsgames.games.zooscape import GAME
from zsgames.games.zooscape import cards as C
from zsgames.games.zooscape.state import APP_MASTER, P_SPLIT

from .helpers import start


def test_components():
    kinds = Counter(C.KIND)
    assert [kinds[t] for t in range(7)] == [5, 6, 7, 8, 9, 10, 11]  # 56 curios
    assert kinds[C.COIN] == 9
    assert (kinds[C.FIRE], kinds[C.CAT], kinds[C.BREAK], kinds[C.COPY]) == (3, 2, 2, 2)
    assert C.MARKET_CARDS == 74
    assert kinds[C.KIMONO] == 10 and all(c >= C.MARKET_CARDS for c in C.KIMONO_IDS)  # their own pile
    assert kinds[C.APPRENTICE] == 1 and C.ALL_CARDS == 85


def test_card_values_from_data():
    data = load_json("zooscape", "cards.json")
    records = [*data["curio_types"], data["kimono"], *data["coins"], *data["action_cards"]]
    assert all(r.get("source") in ("rulebook", "published", "proposal") for r in records)
    assert C.FLOWER[2] == 6 and C.FLOWER[4] == 4  # sword and lute, as the rulebook's example says
    assert C.FLAG[5] == 3 and C.FLAG[C.KIMONO] == 2
    assert sorted(C.COIN_VALUE[c] for c in range(74) if C.KIND[c] == C.COIN) == [2, 2, 2, 3, 3, 3, 4, 4, 5]
    assert C.FIRE_POINTS == -4
    # the whole table of component-data.md §2 (tea bowl … chopsticks, kimono)
    assert C.FLOWER == (8, 7, 6, 5, 4, 3, 2, 3) and C.FLAG == (1, 1, 2, 2, 3, 3, 4, 2)
    # a record is "rulebook" only if every value in it is: the sword's and lute's flags are proposals
    assert data["curio_types"][2]["source"] == data["curio_types"][4]["source"] == "proposal"


@pytest.mark.parametrize(("players", "size"), [(3, 9), (4, 9), (5, 13), (6, 13)])
def test_round_piles_and_deck(players, size):
    s = start(players)
    # round 1 already laid out: the row plus four piles, the rest on the sack
    assert len(s.cur) == size and [len(p) for p in s.piles] == [size] * 4
    assert len(s.deck) == 74 - 5 * size
    assert sorted([*s.cur, *[c for p in s.piles for c in p], *s.deck]) == list(range(74))
    assert s.kimonos == C.KIMONO_IDS and s.bin == () and s.box == ()


def test_setup_is_seeded():
    assert GAME.state_to_json(start(4, seed=5)) == GAME.state_to_json(start(4, seed=5))
    assert GAME.state_to_json(start(4, seed=5))["cur"] != GAME.state_to_json(start(4, seed=6))["cur"]


def test_first_master_option():
    for seat in range(5):
        s = GAME.setup(GameConfig.make(5, options={"first_master": seat}), 1)
        assert s.master == seat and GAME.current_deciders(s) == [seat]


def test_first_master_offered_in_the_new_game_dialog():
    (key, _label, choices), _aid = GAME.info.offered_options(4)
    assert key == "first_master" and choices[0][0] is None  # random by default
    assert [value for value, _ in choices[1:]] == [0, 1, 2, 3]
    for value, _ in choices[1:]:
        assert GAME.setup(GameConfig.make(4, options={key: value}), 0).master == value


def test_first_master_random_is_seeded():
    masters = {GAME.setup(GameConfig.make(6), seed).master for seed in range(40)}
    assert len(masters) > 1  # drawn, not always seat 0
    assert GAME.setup(GameConfig.make(6), 9).master == GAME.setup(GameConfig.make(6), 9).master


def test_master_holds_apprentice_at_start():
    s = start(4, master=2)
    assert s.app_at == APP_MASTER and s.master == 2 and C.APPRENTICE_CARD not in s.cur


def test_preparation_lays_out_next_pile_in_order():
    shuffled = list(range(74))
    Rng(11).shuffle(shuffled)  # setup's own shuffle with the same seed
    s = start(3, seed=11)
    assert s.cur == tuple(shuffled[:9]) and s.phase == P_SPLIT and s.round == 1
    assert s.piles[0] == tuple(shuffled[9:18])  # the next round's row, order kept


def test_player_count_limits():
    for bad in (2, 7):
        with pytest.raises(ValueError):
            GAME.setup(GameConfig.make(bad), 0)


def test_rules_help_shows_data_and_decisions():
    text = GAME.rules_help()
    assert "2, 2, 2, 3, 3, 3, 4, 4, 5" in text
    for t in range(C.CURIO_TYPES):
        cells = (C.TYPE_NAMES[t], C.TYPE_COUNTS[t], C.FLOWER[t], C.FLAG[t])
        assert "".join(f"<td>{c}</td>" for c in cells) in text
    assert "group 1's first" in text and "nobody gets one" in text  # NOTES 5 and the kimono rule
    assert "fixes only the" in text and "proposal" in text  # which values are the rulebook's
    # NOTES 7, 8, 11, 12, 14, 15, 16: every reading a player may wonder about is in the help
    for words in (
        "group 1's taker resolves first",
        "shown to everyone",
        "after the fifth round too",
        "Copies, coins, Fire",
        "next player",
        "last reveal stay on show",
        "“2 | 1”",
    ):
        assert words in text, words


def test_memory_aid_offered_in_the_new_game_dialog_off_by_default():
    """ "Never look at the cards that have been thrown in the bin": the aid that lists them is a
    choice made when the game starts, off unless asked for, and it is kept with the game's setup."""
    _first, (key, label, choices) = GAME.info.offered_options(4)
    assert key == "memory_aid" and label == "Memory aid: list the bin's cards"
    assert choices[0][0] is None and "how many" in choices[0][1]  # the dialog stores nothing: off
    assert choices[1][0] is True
    assert GAME.setup(GameConfig.make(4), 0).config.option(key) is None
    on = GAME.setup(GameConfig.make(4, options={key: True}), 0)
    assert GameConfig.from_json(on.config.to_json()).option(key) is True  # saved with the game
