"""Hidden information: the deck, unplayed round piles, unrevealed disks and the face-down bin
(a count, unless the memory aid lists it); what a seat remembers of the bin (``recall``)."""

from __future__ import annotations

import random

from zsgames.core.conformance import check_determinize, check_view_redaction, random_playout
from zsgames.core.game import GameConfig
from zsgames.core.match import Match
from zsgames.core.rng import Rng
from zsgames.games.zooscape import GAME
from zsgames.games.zooscape.view import visible_cards

from .helpers import APP, Deal, go, scenario, select_all

AID = {"memory_aid": True}


def check_view(state, seat):
    data = GAME.view_to_json(GAME.view(state, seat))
    assert isinstance(data["deck"], int) and data["deck"] == len(state.deck)
    if state.config.option("memory_aid"):
        assert data["bin"] == list(state.bin)  # the memory aid lists what everyone saw go in
    else:
        assert data["bin"] == len(state.bin)  # face down: only how many
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
    random_playout(GAME, GameConfig.make(4, options=AID), 2, on_step=on_step)


def _lute_to_the_bin(aid: bool = False):
    """A lute nobody wants goes into the bin; returns (states before and after, the lute, the events)."""
    d = Deal()
    s = scenario(players=3, row=d("lute", 9), aid=aid)
    s = go(s, (0, "split", 1, 1), (0, "apprentice", 1, 0))
    lute = tuple(c for c in s.groups[0] if c != APP)  # group 1: the apprentice and one lute
    after, events = select_all(s, {0: 2, 1: 2, 2: 2})  # nobody wants the lute: into the bin
    return s, after, lute, events


def test_the_bin_shows_only_how_many_cards_it_holds():
    """Rulebook: "Never look at the cards that have been thrown in the bin." Views show its size
    only; the log said what went in at the moment it went (the cards lay face up in the row)."""
    _before, s, lute, events = _lute_to_the_bin()
    assert s.bin == lute
    assert any(e.kind == "bin" and "Lute goes face down into the bin" in str(e.text) for e in events)
    for seat in (0, 1, 2, None):
        assert GAME.view(s, seat).bin == 1
        assert ("bin",) in GAME.hidden_paths(s, seat)
    check_view_redaction(GAME, s)
    assert not any(c in visible_cards(GAME.view(s, 1)) for c in lute)  # nothing lists it afterwards
    # without a memory of the match a bot cannot tell which card it is: its sample is any unseen card
    seen = set(visible_cards(GAME.view(s, 1)))
    samples = {GAME.determinize(GAME.view(s, 1), 1, Rng(k)).bin for k in range(12)}
    assert all(len(b) == 1 and b[0] not in seen for b in samples) and len(samples) > 1


def test_a_seat_remembers_what_it_saw_go_into_the_bin():
    """Bots remember what they saw go in (a player may too): ``recall`` puts the lute back from
    the seat's views of the match, and a bot's sampled worlds then hold exactly that lute."""
    before, s, lute, _ = _lute_to_the_bin()
    memory = [GAME.view(before, 1), GAME.view(s, 1)]
    remembered = GAME.recall(memory[-1], memory, 1)
    assert remembered.bin == lute
    assert GAME.determinize(remembered, 1, Rng(4)).bin == lute  # a bot never guesses what it saw
    assert GAME.view(s, 1).bin == 1  # the view itself still shows only the count


def test_a_seat_never_recalls_more_than_it_saw():
    """A memory that begins with cards already in the bin (they went in before it) recalls nothing:
    the bin stays a count, and a later card that was seen does not reveal the earlier ones."""
    d = Deal()
    s = scenario(players=3, row=d("lute", 9), bin_cards=d("fire", 2))
    s = go(s, (0, "split", 1, 1), (0, "apprentice", 1, 0))
    after, _ = select_all(s, {0: 2, 1: 2, 2: 2})
    memory = [GAME.view(s, 1), GAME.view(after, 1)]
    assert GAME.recall(memory[-1], memory, 1).bin == 3  # two unseen Fires and the lute: a count
    assert GAME.recall(memory[-1], (), 1).bin == 3  # no memory at all


def test_recall_matches_the_true_bin_in_whole_games():
    for seed, players in ((1, 3), (2, 5), (3, 6)):
        match = Match(GAME, GameConfig.make(players), seed)
        pick = random.Random(seed)
        while not match.is_over():
            seat = match.deciders()[0]
            view = GAME.view(match.state, seat)
            assert GAME.recall(view, match.memory(seat), seat).bin == match.state.bin
            match.apply(pick.choice(match.legal_actions(seat)))


def test_the_memory_aid_lists_the_bin():
    """With the new-game option "Memory aid: list the bin's cards" views list the bin as before."""
    _, s, lute, _ = _lute_to_the_bin(aid=True)
    for seat in (0, 1, 2, None):
        assert GAME.view(s, seat).bin == lute
        assert ("bin",) not in GAME.hidden_paths(s, seat)
    assert GAME.determinize(GAME.view(s, 1), 1, Rng(4)).bin == lute
    assert GAME.recall(GAME.view(s, 1), (), 1).bin == lute


def test_a_memory_aid_game_saves_and_loads_with_its_option(tmp_path):
    from zsgames.core import snapshot

    match = Match(GAME, GameConfig.make(3, options=AID), 5)
    pick = random.Random(5)
    while match.state.round < 3:
        match.apply(pick.choice(match.legal_actions(match.deciders()[0])))
    path = tmp_path / "aid.json"
    snapshot.save(match, path)
    loaded = snapshot.load(path)
    assert loaded.config.option("memory_aid") is True
    assert GAME.view(loaded.state, 0).bin == match.state.bin


def test_a_save_from_before_the_face_down_bin_still_loads():
    """Saves made before the bin became a count (tests/games/zooscape/data) replay and verify: the
    change is in what a view shows, not in the moves or the state; they play without the aid."""
    from pathlib import Path

    from zsgames.core import snapshot

    match = snapshot.load(Path(__file__).parent / "data" / "save_before_issue23.json")
    assert match.is_over() and match.config.option("memory_aid") is None
    assert isinstance(GAME.view(match.state, 0).bin, int)


def test_hidden_paths_cover_everything_secret():
    s = scenario(players=4, row=Deal()("fan", 3))
    paths = GAME.hidden_paths(s, 1)
    assert {("deck",), ("rng",), ("bin",)} <= set(paths)
    assert {("piles", i) for i in range(4)} <= set(paths)
    assert {("choice", p) for p in (0, 2, 3)} <= set(paths) and ("choice", 1) not in paths
    check_view_redaction(GAME, s)
    assert ("bin",) not in GAME.hidden_paths(scenario(players=4, aid=True), 1)


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
