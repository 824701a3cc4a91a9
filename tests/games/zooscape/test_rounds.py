"""Rulebook: III. Empty the bin?, the five rounds and the end of the game."""

from __future__ import annotations

from zsgames.core.conformance import random_playout
from zsgames.core.game import GameConfig
from zsgames.games.zooscape import GAME
from zsgames.games.zooscape.state import APP_MASTER, P_OVER, P_SPLIT

from .helpers import APP, Deal, go, scenario, select_all


def play_round(s, app_group=1):
    """3 players: Blue alone takes group 1 (lute + apprentice when app_group=1); the others
    contest group 2, which is split again and shared out."""
    s = go(s, (0, "split", 1, 1), (0, "apprentice", app_group, 0))
    s, _ = select_all(s, {0: 1, 1: 2, 2: 2})
    s = go(s, (0, "split", 4, 1))
    s, events = select_all(s, {1: 1, 2: 2})
    return s, events


def test_apprentice_takes_the_bin_and_becomes_master():
    d = Deal()
    fans, fire = d("fan", 2), d("fire", 1)
    row = d("lute", 9)
    s = scenario(players=3, row=row, bin_cards=[*fans, *fire])
    s, events = play_round(s)
    assert sorted(s.won[0]) == sorted([row[0], *fans, *fire])  # the whole bin, face up
    assert s.bin == () and s.master == 0 and s.app_at == APP_MASTER
    taken = next(e for e in events if e.kind == "bin_taken")
    assert taken.chance and "Fan" in str(taken.text)  # the bin's cards are shown as they are taken
    assert s.round == 2 and s.phase == P_SPLIT and GAME.current_deciders(s) == [0]


def test_bin_action_cards_are_resolved_by_the_taker():
    d = Deal()
    cat = d("lucky_cat", 1)
    sword = d("sword", 1)
    row = d("lute", 9)
    s = scenario(players=3, row=row, bin_cards=[*d("fan", 1), *cat], deck=sword)
    s, events = play_round(s)
    assert sword[0] in s.won[0] and cat[0] in s.box  # the Lucky Cat drew the only deck card
    assert any(e.kind == "lucky_cat" and e.chance for e in events)


def test_no_apprentice_master_passes_left_and_bin_stays():
    d = Deal()
    old = d("fan", 2)
    row = d("lute", 9)
    s = scenario(players=3, row=row, bin_cards=old)
    s = go(s, (0, "split", 1, 1), (0, "apprentice", 1, 0))
    s, _ = select_all(s, {0: 2, 1: 2, 2: 2})  # nobody wants lute + apprentice
    s = go(s, (0, "split", 4, 1))
    s, _ = select_all(s, {0: 1, 1: 2, 2: 2})
    s = go(s, (0, "split", 2, 1))
    s, events = select_all(s, {1: 1, 2: 2})
    assert s.master == 1 and s.app_at == APP_MASTER  # to the left, with the apprentice
    assert s.bin == (*old, row[0])  # the bin stays, with this round's unwanted card on top
    assert any(e.kind == "master" for e in events)


def test_mastership_wraps_around_the_table():
    d = Deal()
    s = scenario(players=3, master=2, row=d("lute", 9))
    s = go(s, (2, "split", 1, 1), (2, "apprentice", 1, 0))
    s, _ = select_all(s, {0: 2, 1: 2, 2: 2})
    s = go(s, (2, "split", 4, 1))
    s, _ = select_all(s, {0: 1, 1: 2, 2: 2})
    s = go(s, (2, "split", 2, 1))
    s, _ = select_all(s, {1: 1, 2: 2})
    assert s.master == 0


def test_selection_disks_come_back_each_round():
    d = Deal()
    s = scenario(players=3, row=d("lute", 9))
    s, _ = play_round(s)
    assert s.choice == (0, 0, 0) and s.took == (0, 0, 0)
    assert s.players_in == (0, 1, 2) and s.first_split and APP not in s.cur
    assert s.revealed == (0, 1, 2)  # the last reveal stays on show until the next selection
    s = go(s, (s.master, "split", 4, 1), (s.master, "apprentice", 1, 0))
    assert s.revealed == (0, 0, 0)


def test_last_round_bin_taken():
    d = Deal()
    fans = d("fan", 2)
    row = d("lute", 9)
    s = scenario(players=3, row=row, bin_cards=fans, rnd=5)
    s, events = play_round(s)
    assert GAME.is_over(s) and s.phase == P_OVER and GAME.current_deciders(s) == []
    assert set(fans) <= set(s.won[0]) and s.piles == ()
    assert events[-1].kind == "end"


def test_five_rounds_one_pile_each():
    seen_rounds = []

    def on_step(before, action, after):
        assert len(after.piles) == 5 - after.round  # each round consumes exactly one pile
        seen_rounds.append(after.round)

    for players in (3, 6):
        seen_rounds.clear()
        final, _ = random_playout(GAME, GameConfig.make(players), 4, on_step=on_step)
        assert GAME.is_over(final) and final.round == 5 and final.piles == ()
        assert sorted(set(seen_rounds)) == [1, 2, 3, 4, 5]
        assert GAME.round_of(final) == 5
