"""Respectful Visits: gifts, several persons, each person and tile once, the awards (D2)."""

import pytest

from zsgames.games.zongshi import GAME

from .helpers import act, clear_board, drafted, give, kinds, legal_args, question, refused, set_bin, then, turn_of, vec


def base(seat=0, pawn="master", storage=None, hand=None, seed=7):
    s = clear_board(drafted(4, seed=seed))
    give(s, seat, storage or vec(), hand)
    return turn_of(s, seat, pawn)


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
    s.drop_caches()
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
    s.drop_caches()
    return s


def test_award_scroll():
    s = _with_award("scroll", vec(jade=1))
    s = act(s, 0, "go", "visits")
    s = then(s, 0, "visit", "scholar", 1)
    s = act(s, 0, "award_draw", "scholar")
    assert len(s.players[0].hand) == 1 and s.awards[0] is None and "scroll" in s.awards_done


def test_award_random_boxes():
    s = _with_award("boxes", vec(jade=1))
    s = act(s, 0, "go", "visits")
    s = then(s, 0, "visit", "scholar", 1)
    s = act(s, 0, "award_draw", "scholar")
    assert sum(s.players[0].storage) == 2


def test_award_gift_returned_including_the_extra_box():
    s = _with_award("gift", vec(jade=3, bronze=2))
    s = act(s, 0, "go", "visits")
    s = then(s, 0, "visit", "scholar", 2)
    s = then(s, 0, "visit", "official", 1)  # 3 jade + 2 bronze given
    s = act(s, 0, "award_draw", "scholar")
    s = act(s, 0, "award_draw", "official")
    if question(s)[0] == "award_tile":
        s = act(s, 0, "decline")
    elif question(s)[0] == "award_bin":
        s = act(s, 0, *(("award_bin",) + legal_args(s, "award_bin")[0]))
    assert s.players[0].storage[0] == 3  # the Scholar gave the 3 jade back


def test_award_exchange_tile_for_one_box_or_declined():
    s = _with_award("tile", vec(jade=2))
    s = act(s, 0, "go", "visits")
    s = then(s, 0, "visit", "scholar", 1)
    s = act(s, 0, "award_draw", "scholar")
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
    s = act(s, 0, "award_draw", "scholar")
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


def test_gift_award_returns_the_boxes_before_another_award_draws_from_the_bag():
    """Two awards in one visit: the gift comes back before 'two random boxes' can draw those very boxes."""
    s = base(storage=vec(jade=3, bronze=2))
    s.awards = ["gift", "boxes", None, None]  # Scholar returns the gift, the Official gives 2 random boxes
    s.awards_done = ["scroll", "tile"]
    s.spare_award = "bin"
    set_bin(s, "large", [s.large[i] + s.bag[i] for i in range(4)])  # the bag holds only what is paid now
    s.drop_caches()
    s = act(s, 0, "go", "visits")
    s = then(s, 0, "visit", "official", 1)
    s = then(s, 0, "visit", "scholar", 2)  # 2 bronze + 3 jade into the bag
    assert question(s) == ("award_offer", 0) and legal_args(s, "award_draw") == [("official",)]
    s = act(s, 0, "award_draw", "official")  # decided face down, in the order of the visits…
    s = act(s, 0, "award_draw", "scholar")  # …then resolved, the returned gift first
    p = s.players[0]
    assert p.storage == vec(jade=3, bronze=2) and s.bag == vec()
    assert s.awards == [None, None, None, None]


def test_the_first_master_may_leave_the_award_face_down():
    """ "If your master is the first one to visit a person, you *may* immediately draw the townsfolk
    award tile in that area, carry out its effect, and discard it." """
    s = _with_award("boxes", vec(jade=4))
    s.players[0].storage[:] = vec(jade=4)
    s = act(s, 0, "go", "visits")
    s = then(s, 0, "visit", "scholar", 1)
    assert question(s) == ("award_offer", 0)
    assert [str(a.label) for a in GAME.legal_actions(s, 0)] == [
        "Draw the Scholar's award tile",
        "Leave the Scholar's award face down",
    ]
    s, events = GAME.apply(s, next(a for a in GAME.legal_actions(s, 0) if a.kind == "award_leave"))
    assert "Blue left the Scholar's award face down" in [str(e.text) for e in events]
    assert s.awards[0] == "boxes" and s.awards_left == (0,) and sum(s.players[0].storage) == 3  # no 2 boxes
    assert GAME.view(s, 1).awards[0] == 1  # still face down: nobody learns what it was
    GAME.check_invariants(s)
    # the next master to visit the Scholar is not the first one: no award for them
    s = turn_of(s, 1)
    give(s, 1, vec(jade=1))
    s.drop_caches()
    s = act(s, 1, "go", "visits")
    s = then(s, 1, "visit", "scholar", 1)
    assert question(s)[0] != "award_offer" and s.awards[0] == "boxes"


def test_two_awards_are_each_a_choice():
    s = base(storage=vec(jade=3, bronze=2))
    s.awards = ["scroll", "boxes", None, None]
    s.awards_done = ["gift", "tile"]
    s.spare_award = "bin"
    s.drop_caches()
    s = act(s, 0, "go", "visits")
    s = then(s, 0, "visit", "scholar", 2)
    s = then(s, 0, "visit", "official", 1)
    s = act(s, 0, "award_leave", "scholar")
    assert legal_args(s, "award_draw") == [("official",)]
    s = act(s, 0, "award_draw", "official")
    assert s.awards == ["scroll", None, None, None] and s.awards_left == (0,)
    assert sum(s.players[0].storage) == 2 and not s.players[0].hand  # two random boxes, no scroll


def test_a_first_edition_game_always_draws_the_award():
    s = clear_board(drafted(4, seed=7, rules=1))
    give(s, 0, vec(jade=1))
    s = turn_of(s, 0)
    s = act(s, 0, "go", "visits")
    s = then(s, 0, "visit", "scholar", 1)
    assert question(s)[0] != "award_offer" and s.awards[0] is None
