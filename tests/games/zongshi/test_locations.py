"""B. Going to locations: Marketplace, Temple, Pawn Shop, Respectful Visits and the awards."""

import pytest

from zsgames.games.zongshi import GAME

from .helpers import act, clear_board, drafted, give, kinds, legal_args, question, refused, set_bin, then, turn_of, vec


def base(seat=0, pawn="master", storage=None, hand=None, seed=7):
    s = clear_board(drafted(4, seed=seed))
    give(s, seat, storage or vec(), hand)
    return turn_of(s, seat, pawn)


def test_both_pawns_may_use_the_same_location():
    s = base()
    s = act(s, 0, "go", "large")
    s = turn_of(s, 0, "apprentice", lap=1)
    s = act(s, 0, "go", "large")
    assert s.players[0].master == s.players[0].apprentice == "large"


def test_temple_draws_one_scroll():
    s = base(pawn="apprentice", storage=vec(jade=2))
    s = act(s, 0, "go", "temple")  # the apprentice may not donate: drawn at once
    assert len(s.players[0].hand) == 1 and s.players[0].storage == vec(jade=2)


def test_master_donates_before_drawing_one_extra_scroll_each():
    s = base(storage=vec(jade=2, gold=1))
    deck = len(s.deck)
    s = act(s, 0, "go", "temple")
    assert question(s) == ("donate", 0)
    s = act(s, 0, "donate", "jade")
    s = act(s, 0, "donate", "gold")
    s = act(s, 0, "draw")
    assert len(s.players[0].hand) == 3 and len(s.deck) == deck - 3 and s.players[0].storage == vec(jade=1)


def test_hand_limit_four_discard_before_the_turn_ends():
    s = base(storage=vec(jade=3), hand=["fortune", "fortune", "lessons"])
    s = act(s, 0, "go", "temple")
    s = act(s, 0, "donate", "jade")
    s = act(s, 0, "donate", "jade")
    s = act(s, 0, "draw")  # 3 + 3 = 6 scrolls
    assert question(s) == ("hand", 0)
    s = act(s, 0, "discard", "fortune")
    assert question(s) == ("hand", 0)
    s = act(s, 0, "discard", "fortune")
    assert len(s.players[0].hand) == 4 and s.discard[-2:] == ["fortune", "fortune"]
    assert question(s)[1] != 0  # turn over


def test_empty_deck_reshuffles_the_discard():
    s = base()
    s.discard.extend(s.deck)
    s.deck = []
    s._legal = None
    s = act(s, 0, "go", "temple")
    assert len(s.players[0].hand) == 1 and len(s.deck) == 36 - 1 - len(s.pool_scrolls) - 3 * 0 - _held(s)


def _held(s):
    return sum(len(p.hand) for p in s.players) - 1


def test_pawn_shop_tile_costs_one_box_of_each_material():
    s = base(storage=vec(gold=1, ivory=1))
    s = act(s, 0, "go", "shop")
    s = then(s, 0, "buy", "gold_ivory")
    assert s.players[0].tiles[0] == 1 and s.players[0].storage == vec()


def test_apprentice_claims_one_tile_master_many():
    s = base(pawn="apprentice", storage=vec(gold=2, ivory=2))
    s = act(s, 0, "go", "shop")
    s = then(s, 0, "buy", "gold_ivory")
    assert sum(s.players[0].tiles) == 1 and question(s)[1] != 0
    s = base(storage=vec(gold=2, ivory=2, jade=1))
    s = act(s, 0, "go", "shop")
    s = then(s, 0, "buy", "gold_ivory")
    assert question(s) == ("shop", 0)
    s = then(s, 0, "buy", "gold_ivory")
    assert s.players[0].tiles[0] == 2  # duplicates allowed (D3)
    # left: 1 jade — nothing affordable any more, the shop visit ends by itself
    assert question(s)[1] != 0


def test_second_tile_for_an_apprentice_is_refused():
    s = base(pawn="apprentice", storage=vec(gold=2, ivory=2))
    s = act(s, 0, "go", "shop")
    s2 = s.deep_clone()
    s2.pending.append({"kind": "shop", "seat": 0, "bought": 1, "more": False})
    s2._legal = None
    assert refused(s2, 0, "buy", "gold_ivory") == "an apprentice may claim only one exchange tile"


def test_tiles_never_pay_for_tiles():
    s = base(storage=vec(gold=2))
    s.players[0].tiles[0] = 1  # gold/ivory
    s.tile_supply[0] -= 1
    s._legal = None
    assert ("shop",) not in legal_args(s, "go")


def test_apprentice_visits_the_scholar_with_a_2_for_2_jade():
    s = base(pawn="apprentice", storage=vec(jade=3))
    bag = s.bag[0]
    s = act(s, 0, "go", "visits")
    s = then(s, 0, "visit", "scholar", 2)
    p = s.players[0]
    assert p.storage == vec(jade=1) and s.bag[0] == bag + 2 and p.visits[0] == 2 and sorted(p.visit_tiles) == [1, 2, 3]
    assert s.awards[0] is not None  # D2: the award waits for a master


def test_master_visits_scholar_2_and_official_1_for_3_jade_and_2_bronze():
    s = base(storage=vec(jade=3, bronze=2))
    s.awards = [None, None, s.awards[2], s.awards[3]]  # no award noise for the exact numbers
    s.awards_done = [a for a in ("scroll", "tile", "boxes", "gift", "bin") if a not in s.awards and a != s.spare_award]
    s._legal = None
    s = act(s, 0, "go", "visits")
    s = then(s, 0, "visit", "scholar", 2)
    s = then(s, 0, "visit", "official", 1)
    assert s.players[0].storage == vec() and s.players[0].visits[:2] == [2, 1]
    assert sorted(s.players[0].visit_tiles) == [2, 3]


def test_second_scholar_visit_is_refused():
    s = base(storage=vec(jade=2, gold=3))
    s.players[0].visits[0] = 1
    s.players[0].visit_tiles.remove(1)
    s = act(s, 0, "go", "visits")
    assert refused(s, 0, "visit", "scholar", 2) == "you have already visited the Scholar"
    assert refused(s, 0, "visit", "official", 2) == "you cannot afford the gift for the Official"


def test_each_visit_tile_once():
    s = base(storage=vec(jade=2, gold=3))
    s.players[0].visit_tiles = [2, 3]
    s.players[0].visits = [0, 1, 2, 0]
    s = act(s, 0, "go", "visits")
    assert refused(s, 0, "visit", "scholar", 1) == "you have no unused visit tile 1"


def _with_award(award, storage, seed=7):
    s = base(storage=storage, seed=seed)
    i = s.awards.index(award) if award in s.awards else None
    if i is None:  # swap the spare one in
        s.awards[0], s.spare_award = s.spare_award, s.awards[0]
        i = 0
    if i != 0:
        s.awards[0], s.awards[i] = s.awards[i], s.awards[0]
    s._legal = None
    return s


def test_award_scroll():
    s = _with_award("scroll", vec(jade=1))
    s = act(s, 0, "go", "visits")
    s = then(s, 0, "visit", "scholar", 1)
    assert len(s.players[0].hand) == 1 and s.awards[0] is None and "scroll" in s.awards_done


def test_award_random_boxes():
    s = _with_award("boxes", vec(jade=1))
    s = act(s, 0, "go", "visits")
    s = then(s, 0, "visit", "scholar", 1)
    assert sum(s.players[0].storage) == 2


def test_award_gift_returned_including_the_extra_box():
    s = _with_award("gift", vec(jade=3, bronze=2))
    s = act(s, 0, "go", "visits")
    s = then(s, 0, "visit", "scholar", 2)
    s = then(s, 0, "visit", "official", 1)  # 3 jade + 2 bronze given
    if question(s)[0] == "award_tile":
        s = act(s, 0, "decline")
    elif question(s)[0] == "award_bin":
        s = act(s, 0, *(("award_bin",) + legal_args(s, "award_bin")[0]))
    assert s.players[0].storage[0] == 3  # the Scholar gave the 3 jade back


def test_award_exchange_tile_for_one_box_or_declined():
    s = _with_award("tile", vec(jade=2))
    s = act(s, 0, "go", "visits")
    s = then(s, 0, "visit", "scholar", 1)
    assert question(s) == ("award_tile", 0)
    assert ("ivory_jade", "jade") in legal_args(s, "award_tile") and "decline" in kinds(s)
    s2 = act(s, 0, "award_tile", "ivory_jade", "jade")
    assert s2.players[0].tiles[1] == 1 and s2.players[0].storage == vec()
    s3 = act(s, 0, "decline")
    assert sum(s3.players[0].tiles) == 0 and s3.awards[0] is None


def test_award_box_from_either_bin():
    s = _with_award("bin", vec(jade=1))
    set_bin(s, "small", vec(gold=1, ivory=1))
    s = act(s, 0, "go", "visits")
    s = then(s, 0, "visit", "scholar", 1)
    assert question(s) == ("award_bin", 0)
    s = act(s, 0, "award_bin", "small", "gold")
    assert s.players[0].storage == vec(gold=1) and s.small == vec(ivory=1)


@pytest.mark.parametrize("award", ["scroll", "boxes", "tile", "bin", "gift"])
def test_apprentice_never_takes_an_award_d2(award):
    s = _with_award(award, vec(jade=1))
    s = turn_of(s, 0, "apprentice")
    s = act(s, 0, "go", "visits")
    s = then(s, 0, "visit", "scholar", 1)
    assert s.awards[0] == award
    GAME.check_invariants(s)


def test_not_your_decision_is_refused():
    s = base()
    assert refused(s, 1, "pass").startswith("it is ")


def test_finishing_a_discard_over_the_limit_is_refused():
    s = base(storage=vec(jade=5), seed=7)
    s.players[0].storage[0] = 5
    s = turn_of(s, 0, "master")
    s.bag[1] -= 1
    s.players[0].storage[1] = 1  # 6 boxes, no Larger Workshop
    s.pending.append({"kind": "store", "seat": 0})
    s._legal = None
    assert refused(s, 0, "store_done") == "your workshop holds 5; return 1 more"
    s = act(s, 0, "return", "bronze")
    assert sum(s.players[0].storage) == 5 and question(s) == ("turn", 0)
