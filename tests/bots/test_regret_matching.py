"""Decoupled regret matching at simultaneous choices (the ``regret_matching`` search setting)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.bots import commit_game
from tests.support import tiny_game
from zsgames.bots import ismcts, make_bot, parse_search_spec
from zsgames.bots.ismcts import Ismcts
from zsgames.bots.levels import NORMAL, search_config
from zsgames.core.game import GameConfig
from zsgames.core.rng import Rng

COMMIT = commit_game.GAME
TINY = tiny_game.GAME


def _root_after(iterations: int, gamma: float) -> ismcts._Node:
    state = COMMIT.setup(GameConfig.make(3), 2)
    search = Ismcts(replace(NORMAL, iterations=iterations, rollout_depth=0, regret_matching=gamma))
    root = ismcts._Node()
    rng = Rng(3)
    everyone = ismcts._OpponentModel(search.config, 3, None)
    for _ in range(iterations):
        search._iterate(COMMIT, root, COMMIT.view(state, 0), 0, rng, 3, everyone)
    return root


def test_each_chooser_keeps_its_own_regrets_and_average_strategy():
    root = _root_after(600, 0.1)
    for seat in (0, 1, 2):
        mine = {a.args[0]: st for a, st in root.stats.items() if a.seat == seat}
        assert set(mine) == {0, 1, 2}
        # every iteration adds one whole strategy per chooser at the node, and one visit
        assert sum(st.strategy for st in mine.values()) == pytest.approx(600)
        assert sum(st.n for st in mine.values()) == 600
        # bidding 0 is always worst: the least regret for not having bid it
        assert min(mine, key=lambda bid: mine[bid].regret) == 0
    searcher = {a.args[0]: st.strategy for a, st in root.stats.items() if a.seat == 0}
    assert max(searcher, key=lambda bid: searcher[bid]) == 2  # bidding 2 is always best


def test_regret_matching_finds_the_dominant_secret_bid_for_every_seat():
    state = COMMIT.setup(GameConfig.make(3), 2)
    for seat in (0, 1, 2):
        bot = make_bot("search:regret_matching=0.1,iterations=300", seat)
        legal = COMMIT.legal_actions(state, seat)
        move = bot.choose(COMMIT, COMMIT.view(state, seat), seat, legal)
        assert move.args == (2,) and bot.last.edges[0][0] == move


def test_regret_matching_is_seeded_and_off_in_every_level():
    state = COMMIT.setup(GameConfig.make(3), 4)
    legal = COMMIT.legal_actions(state, 1)
    spec = "search:base=hard,regret_matching=0.2,iterations=120"
    first = make_bot(spec, 5)
    move = first.choose(COMMIT, COMMIT.view(state, 1), 1, legal)
    again = make_bot(spec, 5)
    assert again.choose(COMMIT, COMMIT.view(state, 1), 1, legal) == move
    assert again.last.edges == first.last.edges
    assert parse_search_spec(spec, "commit").regret_matching == 0.2
    for game in ("zooscape", "cuzhi", "zongshi", "tiny"):
        assert search_config("normal", game).regret_matching == search_config("hard", game).regret_matching == 0.0


def test_choices_made_one_at_a_time_keep_uct():
    """The tiny game has no simultaneous choice: with the setting its search is exactly UCT's."""
    state = TINY.setup(GameConfig.make(3), 4)
    view, legal = TINY.view(state, 0), TINY.legal_actions(state, 0)
    plain = make_bot("search:iterations=80", 2)
    matched = make_bot("search:iterations=80,regret_matching=0.3", 2)
    assert plain.choose(TINY, view, 0, legal) == matched.choose(TINY, view, 0, legal)
    assert plain.last.edges == matched.last.edges
