"""A. Beginning a project: costs, discounts, exchange tiles, time track; the project effects."""

from zsgames.games.zongshi import GAME

from .helpers import (
    B,
    G,
    I,
    J,
    act,
    clear_board,
    complete_for,
    drafted,
    give,
    kinds,
    legal_args,
    question,
    refused,
    set_bin,
    turn_of,
    vec,
)


def base(seat=0, pawn="master", storage=None, tiles=None, completed=(), hand=None):
    s = clear_board(drafted(4, seed=7))
    give(s, seat, storage or vec(), hand)
    if tiles:
        for k in tiles:
            s.players[seat].tiles[k] += 1
            s.tile_supply[k] -= 1
    complete_for(s, seat, *completed)
    return turn_of(s, seat, pawn)


IVORY_JADE, GOLD_JADE, GOLD_IVORY = 1, 2, 0


def test_merchant_statue_example_pays_into_the_bag_and_puts_the_pawn_on_2():
    s = base(storage=vec(jade=1, ivory=1, gold=2))
    bag = list(s.bag)
    supply = s.supply[3]
    s = act(s, 0, "begin", "merchant_statue")
    p = s.players[0]
    assert p.storage == [0, 0, 0, 0]
    assert [s.bag[i] - bag[i] for i in range(4)] == [1, 0, 1, 2]
    assert p.in_progress == ["merchant_statue"] and p.time_left == 2 and p.master == "track" and p.worker == "master"
    assert s.supply[3] == supply - 1


def test_merchant_statue_with_one_gold_is_refused():
    s = base(storage=vec(jade=1, ivory=1, gold=1))
    assert refused(s, 0, "begin", "merchant_statue") == "Merchant Statue needs 2 gold; you have 1"


def test_ivory_jade_tile_makes_the_statue_payable_from_2_gold_2_ivory():
    s = base(storage=vec(ivory=2, gold=2), tiles=[IVORY_JADE])
    assert ("merchant_statue",) in legal_args(s, "begin")
    bag = list(s.bag)
    s = act(s, 0, "begin", "merchant_statue")
    assert s.players[0].storage == [0, 0, 0, 0] and s.players[0].tiles[IVORY_JADE] == 1
    assert [s.bag[i] - bag[i] for i in range(4)] == [0, 0, 2, 2]


def test_tiles_do_not_chain():
    # ivory/jade + gold/jade never turn ivory into gold
    s = base(storage=vec(jade=1, ivory=3), tiles=[IVORY_JADE, GOLD_JADE])
    assert ("merchant_statue",) not in legal_args(s, "begin")
    s = base(storage=vec(jade=1, ivory=2, gold=1), tiles=[IVORY_JADE, GOLD_JADE])
    s = act(s, 0, "begin", "merchant_statue")  # forced: jade<-ivory, ivory; then gold directly or via the jade
    assert s.players[0].storage == vec(jade=1, gold=1)
    s = act(s, 0, "pay", "gold", "gold")
    assert s.players[0].storage == [0, 0, 0, 0] and s.players[0].in_progress == ["merchant_statue"]
    s = base(storage=vec(jade=2, ivory=2, gold=1), tiles=[IVORY_JADE, GOLD_JADE])
    s = act(s, 0, "begin", "merchant_statue")
    assert question(s) == ("pay", 0)
    assert refused(s, 0, "pay", "gold", "ivory") == "exchange tiles don't chain"
    assert set(legal_args(s, "pay")) == {("jade", "jade"), ("jade", "ivory")}


def test_a_tile_swaps_one_box_per_payment_d3():
    # one ivory/jade tile: 2 jade cannot both be paid with ivory
    s = base(storage=vec(ivory=3, bronze=1, gold=1), tiles=[IVORY_JADE])
    assert ("jade_mastery",) not in legal_args(s, "begin")
    s = base(storage=vec(ivory=3, bronze=1, gold=1), tiles=[IVORY_JADE, IVORY_JADE])
    assert ("jade_mastery",) in legal_args(s, "begin")


def test_payment_choices_are_asked_one_box_at_a_time():
    s = base(storage=vec(jade=1, ivory=2, gold=2), tiles=[IVORY_JADE])
    s = act(s, 0, "begin", "merchant_statue")
    assert question(s) == ("pay", 0)
    assert set(legal_args(s, "pay")) == {("jade", "jade"), ("jade", "ivory")}
    assert refused(s, 0, "pay", "gold", "gold") == "pay the jade first"
    s = act(s, 0, "pay", "jade", "ivory")
    assert s.players[0].storage == vec(jade=1)  # the rest was forced and paid at once
    assert s.players[0].in_progress == ["merchant_statue"]


def test_one_project_at_a_time_and_never_abandoned():
    s = base(storage=vec(jade=2, bronze=2, ivory=2, gold=2))
    s = act(s, 0, "begin", "larger_workshop")
    assert s.players[0].master == "track"
    s = turn_of(s, 0, "apprentice", lap=1)
    assert "begin" not in kinds(s)
    s = turn_of(s, 0, "master")
    assert kinds(s) <= {"pass", "play"}
    assert refused(s, 0, "begin", "temple_offering") == "your master is working on a project and must pass"


def test_apprentice_cannot_begin_without_a_scroll():
    s = base(pawn="apprentice", storage=vec(jade=1, bronze=1, ivory=1))
    assert "begin" not in kinds(s)
    assert "only your master" in refused(s, 0, "begin", "larger_workshop")


def test_masterwork_is_replaced_from_the_deck():
    s = base(storage=vec(jade=2, bronze=2, ivory=2, gold=2), completed=("larger_workshop",))
    mw = s.mw_face[0]
    top = s.mw_deck[-1]
    give(s, 0, vec(jade=3, bronze=3, ivory=3, gold=3))
    s.drop_caches()
    s = act(s, 0, "begin", mw)
    assert mw not in s.mw_face and top in s.mw_face and len(s.mw_face) == 2
    assert s.players[0].time_left == GAME_TIME(mw)


def GAME_TIME(pid):
    from zsgames.games.zongshi import data as D

    return D.PROJECTS[pid].time


def test_two_merchant_statues_draw_two_boxes_at_the_marketplace():
    s = base(completed=("merchant_statue", "merchant_statue"))
    bag = sum(s.bag)
    s = act(s, 0, "go", "large")
    assert sum(s.players[0].storage) == 2 and sum(s.bag) == bag - 2 and s.players[0].master == "large"


def test_apprentice_at_the_marketplace_draws_no_statue_box():
    s = base(pawn="apprentice", completed=("merchant_statue",))
    s = act(s, 0, "go", "small")
    assert sum(s.players[0].storage) == 0


def test_statue_overflow_goes_back_at_once():
    s = base(storage=vec(jade=5), completed=("merchant_statue",))
    s = act(s, 0, "go", "large")
    assert question(s) == ("store", 0)
    s = act(s, 0, "return", "jade")
    assert sum(s.players[0].storage) == 5


def test_two_bronze_masteries_ignore_two_bronze():
    s = base(storage=vec(ivory=1, gold=1), completed=("bronze_mastery", "bronze_mastery"))
    assert ("blacksmith_tools",) in legal_args(s, "begin")  # 2 bronze 1 gold 1 ivory
    s = act(s, 0, "begin", "blacksmith_tools")
    assert s.players[0].storage == [0, 0, 0, 0]


def test_mastery_does_not_help_the_apprentice_or_visits():
    s = base(pawn="apprentice", storage=vec(ivory=1, gold=1), completed=("bronze_mastery", "bronze_mastery"))
    s.players[0].experience = True
    s.drop_caches()
    assert ("blacksmith_tools",) not in legal_args(s, "begin")
    s = base(storage=vec(), completed=("bronze_mastery",))
    assert "go" in kinds(s) and ("visits",) not in legal_args(s, "go")


def test_blacksmith_tools_shorten_the_masters_projects_to_at_least_1():
    s = base(storage=vec(jade=1, ivory=1, gold=2), completed=("blacksmith_tools",))
    s = act(s, 0, "begin", "merchant_statue")
    assert s.players[0].time_left == 1
    s = base(storage=vec(jade=1, bronze=1, ivory=1), completed=("blacksmith_tools", "blacksmith_tools"))
    s = act(s, 0, "begin", "larger_workshop")
    assert s.players[0].time_left == 1


def test_larger_workshop_adds_two_storage():
    s = base(storage=vec(jade=7), completed=("larger_workshop",))
    GAME.check_invariants(s)
    s = act(s, 0, "go", "large")  # no overflow question: 7 fits
    assert question(s)[0] != "store"


def test_temple_offering_adds_a_scroll_per_master_visit_and_a_hand_slot():
    s = base(completed=("temple_offering",))
    s = act(s, 0, "go", "temple")
    assert len(s.players[0].hand) == 2
    s = base(pawn="apprentice", completed=("temple_offering",))
    s = act(s, 0, "go", "temple")
    assert len(s.players[0].hand) == 1


def test_bin_values_are_not_touched_by_projects():
    s = base(storage=vec(jade=1, bronze=1, ivory=1))
    set_bin(s, "large", vec(gold=2))
    s = act(s, 0, "begin", "larger_workshop")
    assert s.large == vec(gold=2)
    assert (B, G, I, J) == (1, 3, 2, 0)
