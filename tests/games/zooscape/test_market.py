"""Rulebook: II. Market — split, apprentice, secret selection, resolving groups, contests."""

from __future__ import annotations

import pytest

from zsgames.core.game import GameConfig, IllegalAction
from zsgames.games.zooscape import GAME
from zsgames.games.zooscape.state import (
    APP_BESIDE,
    APP_IN_PLAY,
    GOT_KIMONO,
    LOST_CARD,
    P_APPRENTICE,
    P_SELECT,
    P_SPLIT,
    TOOK_GROUP,
)

from .helpers import APP, Deal, act, go, json_of, scenario, select_all


def row_of(d: Deal, n: int = 9) -> list[int]:
    return d("chopsticks", n)


def refused(s, seat, kind, *args) -> str:
    before = json_of(s)
    with pytest.raises(IllegalAction) as exc:
        act(s, seat, kind, *args)
    assert json_of(s) == before, "a refused move changed the state"
    return str(exc.value)


# --- split --------------------------------------------------------------------------------------
def test_split_keeps_order_and_names_groups():
    d = Deal()
    row = row_of(d)
    s = scenario(row=row)
    a, _ = act(s, 0, "split", 3, 1)
    assert a.groups == (tuple(row[:3]), tuple(row[3:])) and a.left_num == 1
    b, _ = act(s, 0, "split", 3, 2)
    assert b.groups == (tuple(row[3:]), tuple(row[:3])) and b.left_num == 2  # left part named group 2
    assert a.cur == () and a.phase == P_APPRENTICE


@pytest.mark.parametrize("cut", [0, 9, -1, 20])
def test_split_refuses_an_empty_group(cut):
    s = scenario(row=row_of(Deal()))
    assert "each group needs at least one card" in refused(s, 0, "split", cut, 1)


def test_split_refuses_bad_group_number():
    s = scenario(row=row_of(Deal()))
    assert "numbered 1 and 2" in refused(s, 0, "split", 2, 3)


def test_split_choices_cover_every_cut_and_naming():
    s = scenario(row=row_of(Deal()))
    legal = GAME.legal_actions(s, 0)
    assert {a.args for a in legal} == {(cut, left) for cut in range(1, 9) for left in (1, 2)}
    assert GAME.legal_actions(s, 1) == []


# --- apprentice ---------------------------------------------------------------------------------
def test_apprentice_any_gap_or_end_of_either_group():
    row = row_of(Deal())
    s = go(scenario(row=row), (0, "split", 4, 1))
    legal = {a.args for a in GAME.legal_actions(s, 0)}
    assert legal == {(1, p) for p in range(5)} | {(2, p) for p in range(6)}  # 4+1 and 5+1 places
    front, _ = act(s, 0, "apprentice", 1, 0)
    assert front.groups[0] == (APP, *row[:4]) and front.app_at == APP_IN_PLAY
    middle, _ = act(s, 0, "apprentice", 2, 2)
    assert middle.groups[1] == (*row[4:6], APP, *row[6:])
    end, _ = act(s, 0, "apprentice", 2, 5)
    assert end.groups[1] == (*row[4:], APP)
    assert end.phase == P_SELECT


def test_apprentice_refuses_a_place_outside_the_group():
    s = go(scenario(row=row_of(Deal())), (0, "split", 4, 1))
    assert "gap or at either end" in refused(s, 0, "apprentice", 1, 6)
    assert "group 1 or group 2" in refused(s, 0, "apprentice", 3, 0)


def test_resplit_has_no_apprentice():
    row = row_of(Deal())
    s = go(scenario(row=row), (0, "split", 4, 1), (0, "apprentice", 2, 5))
    s, _ = select_all(s, {0: 1, 1: 1, 2: 2, 3: 2})  # both groups contested
    assert s.phase == P_SPLIT and s.cur == tuple(row[:4]) and set(s.players_in) == {0, 1}
    s, _ = act(s, 0, "split", 2, 1)
    assert s.phase == P_SELECT  # straight to the choice: the apprentice is placed once a round
    assert all(APP not in g for g in s.groups)


# --- secret selection ---------------------------------------------------------------------------
def ready_to_select(players=4, row=None, cut=4, app=(2, 0)):
    d = Deal()
    row = row or row_of(d)
    return go(scenario(players=players, row=row), (0, "split", cut, 1), (0, "apprentice", *app)), row


def test_everyone_including_master_chooses_in_secret():
    s, _ = ready_to_select()
    assert GAME.current_deciders(s) == [0, 1, 2, 3]
    assert all(GAME.is_private_decision(s, p) for p in range(4))
    s, events = act(s, 2, "select", 1)
    assert GAME.current_deciders(s) == [0, 1, 3]
    assert not GAME.is_private_decision(s, 2)
    assert events[0].text_for(2) == "You secretly chose group 1"
    assert "1" not in events[0].text_for(0)  # the others only learn that Green has chosen
    assert s.revealed == (0, 0, 0, 0)


def test_choices_hidden_until_all_reveal_together():
    s, _ = ready_to_select()
    s, _ = select_all(s, {1: 2, 2: 1, 3: 2})
    for viewer in (0, 1, None):
        v = GAME.view(s, viewer)
        for p in (1, 2, 3):
            if p != viewer:
                assert v.choice[p] == -1  # committed, number face down
    assert GAME.view(s, 1).choice[1] == 2  # your own disk
    assert GAME.view(s, 0).choice[0] == 0  # still to choose
    s, events = act(s, 0, "select", 1)
    reveal = next(e for e in events if e.kind == "reveal")
    assert reveal.chance and reveal.get("choices") == (1, 2, 1, 2)
    assert s.revealed == (1, 2, 1, 2)


def test_commit_refusals():
    s, _ = ready_to_select()
    s, _ = act(s, 1, "select", 2)
    assert "already chosen" in refused(s, 1, "select", 1)
    assert "group 1 or group 2" in refused(s, 0, "select", 3)
    assert "secretly choose" in refused(s, 0, "split", 1, 1)


def test_non_decider_is_refused():
    s = scenario(row=row_of(Deal()))
    assert "not Orange's decision" in refused(s, 1, "split", 3, 1)


# --- resolving a group --------------------------------------------------------------------------
def test_one_player_takes_group_and_stops_selecting():
    s, row = ready_to_select(app=(2, 0))
    s, _ = select_all(s, {0: 1, 1: 2, 2: 2, 3: 2})
    assert s.won[0] == tuple(row[:4]) and s.took[0] == TOOK_GROUP
    # the others contest group 2 (5 cards + apprentice); Blue is out of this round's choosing
    assert s.phase == P_SPLIT and s.players_in == (1, 2, 3) and s.master == 0
    s, _ = act(s, 0, "split", 3, 1)  # the master splits although not involved
    assert GAME.current_deciders(s) == [1, 2, 3]
    assert "already took a group" in refused(s, 0, "select", 1)


def test_nobody_wants_a_group_it_goes_to_the_bin():
    s, row = ready_to_select(app=(1, 0))
    s, events = select_all(s, {0: 2, 1: 2, 2: 2, 3: 2})  # group 1 (4 cards + apprentice) unwanted
    assert s.bin == tuple(row[:4])
    assert s.app_at == APP_BESIDE and APP not in s.bin  # the apprentice goes back beside the piles
    assert any(e.kind == "bin" and "apprentice goes back" in str(e.text) for e in events)


def test_one_card_contest_gives_kimonos():
    s, row = ready_to_select(cut=8, app=(1, 0))  # group 2 is a single card
    s, _ = select_all(s, {0: 1, 1: 1, 2: 2, 3: 2})
    assert s.bin[-1] == row[8]
    assert all(len(s.won[p]) == 1 and s.won[p][0] >= 74 for p in (2, 3))  # a kimono each
    assert len(s.kimonos) == 8 and s.took[2] == s.took[3] == GOT_KIMONO


def test_one_card_contest_on_the_apprentice_alone():
    d = Deal()
    row = d("fan", 1)
    s = scenario(row=[*row, *d("lute", 1)])
    s = go(s, (0, "split", 1, 1), (0, "apprentice", 2, 1))  # group 1: fan; group 2: lute + apprentice
    s, _ = select_all(s, {0: 1, 1: 2, 2: 2, 3: 1})
    # both groups contested: group 1 is a single card (kimonos), group 2 has two cards → re-split
    assert s.players_in == (1, 2) and s.phase == P_SPLIT
    s = go(s, (0, "split", 1, 2))  # left (lute) is group 2, right (apprentice) is group 1
    s, events = select_all(s, {1: 1, 2: 1})
    assert any(e.kind == "bin" and "apprentice goes back" in str(e.text) for e in events)
    assert all(s.won[p][-1] >= 74 for p in (1, 2))  # a kimono each for the apprentice
    assert APP not in s.bin and s.master == 1  # nobody held it: mastership passed left


def test_kimono_pile_too_small():
    d = Deal()
    s = scenario(players=5, row=d("lute", 3), kimonos=2)
    s = go(s, (0, "split", 2, 1), (0, "apprentice", 1, 0))
    s, events = select_all(s, {0: 2, 1: 2, 2: 2, 3: 1, 4: 1})  # three want the single lute
    assert s.kimonos == () and s.kimonos_closed
    assert len([c for c in s.box if c >= 74]) == 10  # the last two left the game too
    assert all(s.won[p] == () for p in (0, 1, 2)) and s.took[:3] == (LOST_CARD,) * 3
    assert s.players_in == (3, 4)  # the round goes on; those three choose no more
    assert any("leave the game" in str(e.text) for e in events)


def test_kimono_pile_exactly_enough():
    d = Deal()
    s = scenario(row=d("lute", 3), kimonos=2)
    s = go(s, (0, "split", 2, 1), (0, "apprentice", 1, 0))
    s, _ = select_all(s, {0: 1, 1: 1, 2: 2, 3: 2})
    assert s.kimonos == () and not s.kimonos_closed
    assert all(len(s.won[p]) == 1 for p in (2, 3))


def test_rulebook_split_example():
    """Pink (master) picks group 1, Green and Blue group 2: Pink takes group 1, re-splits group 2."""
    d = Deal()
    row = d("parasol", 8) + d("fan", 1)
    config = GameConfig.make(3, names=["Pink", "Blue", "Green"], options={"first_master": 0})
    s = scenario(players=3, row=row)
    s.config = config
    s = go(s, (0, "split", 3, 1), (0, "apprentice", 2, 6))
    s, _ = select_all(s, {0: 1, 1: 2, 2: 2})
    assert s.won[0] == tuple(row[:3])
    assert s.phase == P_SPLIT and GAME.current_deciders(s) == [0] and s.cur == (*row[3:], APP)
    s, _ = act(s, 0, "split", 2, 1)
    assert GAME.current_deciders(s) == [1, 2]  # Green and Blue choose again
    s, _ = select_all(s, {1: 2, 2: 1})
    assert s.won[2] == tuple(row[3:5]) and s.won[1] == tuple(row[5:])
    assert s.master == 1  # Blue got the apprentice with its group: next round's master


def test_contest_three_levels_deep():
    d = Deal()
    row = d("figurine", 9)
    s = go(scenario(row=row), (0, "split", 1, 1), (0, "apprentice", 1, 1))
    s, _ = select_all(s, {0: 2, 1: 2, 2: 2, 3: 1})  # level 1: 3 players contest 8 cards
    assert s.players_in == (0, 1, 2) and len(s.cur) == 8
    s = go(s, (0, "split", 4, 1))
    s, _ = select_all(s, {0: 1, 1: 1, 2: 2})  # level 2: two contest 4 cards
    assert s.players_in == (0, 1) and s.cur == tuple(row[1:5])
    s = go(s, (0, "split", 2, 1))
    s, _ = select_all(s, {0: 1, 1: 1})  # level 3: the same two contest 2 cards
    assert s.players_in == (0, 1) and s.cur == tuple(row[1:3])
    s = go(s, (0, "split", 1, 1))
    s, _ = select_all(s, {0: 1, 1: 2})
    assert s.won[0] == (row[1],) and s.won[1] == (row[2],)
    # nobody wanted the other half at level 3: it went to the bin, which Pink (holding the
    # apprentice from group 1) then took at the end of the round
    assert s.won[3] == (row[0], *row[3:5]) and s.bin == ()
    assert s.round == 2 and s.master == 3


def test_contest_order_depth_first():
    d = Deal()
    row = d("sword", 6) + d("parasol", 3)
    s = go(scenario(row=row), (0, "split", 6, 1), (0, "apprentice", 2, 3))
    s, _ = select_all(s, {0: 1, 1: 1, 2: 2, 3: 2})  # both groups contested
    assert s.players_in == (0, 1) and s.cur == tuple(row[:6])  # group 1 first
    s = go(s, (0, "split", 3, 1))
    s, _ = select_all(s, {0: 1, 1: 1})  # a contest inside group 1's contest …
    assert s.players_in == (0, 1) and s.cur == tuple(row[:3])  # … is finished before group 2's
    s = go(s, (0, "split", 1, 1))
    s, _ = select_all(s, {0: 1, 1: 2})
    assert s.players_in == (2, 3) and s.cur == (*row[6:], APP)  # now group 2's contest


def test_kimonos_gone_for_good_later_contests_give_nothing():
    d = Deal()
    s = scenario(players=5, row=d("lute", 3), kimonos=1)
    s = go(s, (0, "split", 2, 1), (0, "apprentice", 1, 0))
    s, _ = select_all(s, {0: 2, 1: 2, 2: 1, 3: 1, 4: 1})  # two want the single lute; one kimono left
    assert s.kimonos == () and s.kimonos_closed and s.took[:2] == (LOST_CARD, LOST_CARD)
    s = go(s, (0, "split", 1, 1))  # the other three contest group 1 (2 lutes + apprentice)
    s, events = select_all(s, {2: 1, 3: 1, 4: 2})  # two want the apprentice alone; one takes the lutes
    assert s.kimonos == () and s.won[2] == s.won[3] == ()  # still no kimono for anybody
    assert s.round == 2  # and the round is over: nobody was left to choose
    assert any(e.kind == "kimono" and "get nothing" in str(e.text) for e in events)


def test_moves_from_no_seat_or_with_wrong_values_are_refused():
    s, _ = ready_to_select()
    assert "no seat 7" in refused(s, 7, "select", 1)
    assert "no seat -1" in refused(s, -1, "select", 1)
    assert "takes 1 value" in refused(s, 0, "select", 1, 2)
    s = scenario(row=row_of(Deal()))
    assert "no seat 4" in refused(s, 4, "split", 3, 1)
    assert "takes 2 value" in refused(s, 0, "split", 3, 1, 1)


def test_kimonos_go_to_group_1_first_then_group_2_finds_too_few():
    d = Deal()
    s = scenario(players=5, row=d("lute", 2), kimonos=4)
    s = go(s, (0, "split", 1, 1), (0, "apprentice", 2, 1))  # group 1: a lute; group 2: a lute + apprentice
    s, _ = select_all(s, {0: 1, 1: 1, 2: 1, 3: 2, 4: 2})  # three contest the single card of group 1
    assert all(len(s.won[p]) == 1 and s.won[p][0] >= 74 for p in (0, 1, 2)) and len(s.kimonos) == 1
    s = go(s, (0, "split", 1, 1))  # group 2 (two cards) is split for Purple and Teal …
    s, events = select_all(s, {3: 1, 4: 1})  # … who both want the single lute: one kimono for two
    assert s.won[3] == s.won[4] == () and s.kimonos == () and s.kimonos_closed
    assert any("nobody gets one" in str(e.text) for e in events)


def test_refusals_say_why_and_who_is_asked():
    s = scenario(row=row_of(Deal()))
    assert "Blue is asked to split the 9 cards" in refused(s, 1, "split", 3, 1)
    d = Deal()
    s = go(scenario(row=d("lute", 3)), (0, "split", 2, 1), (0, "apprentice", 1, 0))
    s, _ = select_all(s, {0: 1, 1: 1, 2: 2, 3: 2})  # Green and Pink get a kimono for the single lute
    assert "got a kimono" in refused(s, 2, "select", 1)
    assert "Blue is asked to split" in refused(s, 3, "split", 1, 1)
    s = go(scenario(players=5, row=d("fan", 3), kimonos=1), (0, "split", 2, 1), (0, "apprentice", 1, 0))
    s, _ = select_all(s, {0: 1, 1: 1, 2: 1, 3: 2, 4: 2})  # two want the single fan, one kimono left
    assert "no kimonos to give" in refused(s, 3, "select", 1)
