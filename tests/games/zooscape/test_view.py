"""Hidden information: the deck, unplayed round piles and unrevealed disks; the bin is remembered."""

from __future__ import annotations

from zsgames.core.conformance import check_determinize, check_view_redaction, random_playout
from zsgames.core.game import GameConfig
from zsgames.core.rng import Rng
from zsgames.games.zooscape import GAME

from .helpers import APP, Deal, go, scenario, select_all


def check_view(state, seat):
    data = GAME.view_to_json(GAME.view(state, seat))
    assert isinstance(data["deck"], int) and data["deck"] == len(state.deck)
    assert data["bin"] == list(state.bin)  # every card in the bin was seen going in
    assert data["piles"] == [len(p) for p in state.piles]
    assert data["rng"] == 0  # the future draws cannot be predicted from a view
    for p, c in enumerate(data["choice"]):
        if p != seat:
            assert c in (0, -1), "another seat's disk is visible before the reveal"
        else:
            assert c == state.choice[p]


def test_views_hide_deck_piles_and_disks_at_every_step():
    def on_step(before, action, after):
        for seat in (*range(after.n), None):
            check_view(after, seat)

    for players in (3, 6):

        random_playout(GAME, GameConfig.make(players), 2, on_step=on_step)


def test_bin_is_remembered_by_everyone():
    d = Deal()
    s = scenario(players=3, row=d("lute", 9))
    s = go(s, (0, "split", 1, 1), (0, "apprentice", 1, 0))
    lute = tuple(c for c in s.groups[0] if c != APP)  # group 1: the apprentice and one lute
    s, events = select_all(s, {0: 2, 1: 2, 2: 2})  # nobody wants the lute: into the bin
    assert s.bin == lute
    assert any(e.kind == "bin" and "Lute goes face down into the bin" in e.text for e in events)
    for seat in (0, 1, 2, None):
        assert GAME.view(s, seat).bin == lute
    sample = GAME.determinize(GAME.view(s, 1), 1, Rng(4))
    assert sample.bin == lute  # a bot never guesses what it saw


def test_hidden_paths_cover_everything_secret():
    s = scenario(players=4, row=Deal()("fan", 3))
    paths = GAME.hidden_paths(s, 1)
    assert {("deck",), ("rng",)} <= set(paths) and ("bin",) not in paths
    assert {("piles", i) for i in range(4)} <= set(paths)
    assert {("choice", p) for p in (0, 2, 3)} <= set(paths) and ("choice", 1) not in paths
    check_view_redaction(GAME, s)


def test_determinize_agrees_with_the_view_during_a_selection():
    d = Deal()
    s = scenario(players=4, row=d("lute", 9))
    s = go(s, (0, "split", 4, 1), (0, "apprentice", 1, 0))
    s, _ = select_all(s, {1: 2, 2: 1})
    check_determinize(GAME, s, Rng(3))
    sample = GAME.determinize(GAME.view(s, 0), 0, Rng(5))
    assert all(c in (1, 2) for c in (sample.choice[1], sample.choice[2]))
    assert sorted([*sample.deck, *sample.bin, *[c for p in sample.piles for c in p]]) == sorted(
        [*s.deck, *s.bin, *[c for p in s.piles for c in p]]
    )
    GAME.check_invariants(sample)


def test_private_decision_only_for_secret_choices():
    d = Deal()
    s = scenario(players=3, row=d("lute", 9))
    assert not GAME.is_private_decision(s, 0)  # splitting is public
    s = go(s, (0, "split", 4, 1), (0, "apprentice", 1, 0))
    assert all(GAME.is_private_decision(s, p) for p in range(3))
