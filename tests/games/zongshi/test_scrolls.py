"""Scrolls of Fortune: timing (D1), once per title per round, and every effect."""

from zsgames.games.zongshi import GAME

from .helpers import (
    act,
    clear_board,
    complete_for,
    drafted,
    give,
    kinds,
    legal_args,
    next_round,
    question,
    refused,
    set_bin,
    then,
    turn_of,
    vec,
)


def base(seat=0, pawn="master", storage=None, hand=(), completed=(), seed=7, **options):
    s = clear_board(drafted(4, seed=seed, **options))
    give(s, seat, storage or vec(), list(hand))
    complete_for(s, seat, *completed)
    return turn_of(s, seat, pawn)


def test_master_only_scrolls_wait_for_the_master_turn_d1():
    s = base(pawn="apprentice", hand=["swift_fingers", "priests_gift"])
    assert legal_args(s, "play") == [("priests_gift",)]
    assert refused(s, 0, "play", "swift_fingers") == (
        "Swift Fingers, Sure Fingers is played only at the start of your master's turn"
    )


def test_master_turn_scrolls_only_before_the_main_action():
    """Rulebook: "most must be played at the beginning of your master's turn. In this case, all scrolls
    must be played immediately before choosing between Beginning a Project, Going to a Location, or Passing."
    """
    s = base(hand=["swift_fingers"])
    s.deck.remove("artistic_subtlety")
    s.deck.append("artistic_subtlety")  # the Temple draws another master-turn scroll
    assert legal_args(s, "play") == [("swift_fingers",)]
    s = act(s, 0, "go", "temple")  # no boxes: drawn at once; no any-time scroll to play after it
    assert question(s)[1] != 0


def test_scrolls_playable_by_a_working_master_that_must_pass_d1():
    s = base(storage=vec(jade=1, bronze=1, ivory=1), hand=["priests_gift"])
    s = act(s, 0, "begin", "larger_workshop")
    s = turn_of(s, 0, "master", lap=1)
    assert kinds(s) == {"play", "pass"}


def test_no_title_twice_in_a_round():
    s = base(storage=vec(jade=1, ivory=1, gold=2), hand=["swift_fingers", "swift_fingers"])
    s = act(s, 0, "play", "swift_fingers")
    assert refused(s, 0, "play", "swift_fingers") == "you already played Swift Fingers, Sure Fingers this round"


def test_lessons_the_scroll_taken_may_be_played_at_once():
    """Lessons of the Past: "You are not required to play the scroll immediately" — so you may."""
    s = base(hand=["lessons"])
    s.discard.append("fortune")
    s.deck.remove("fortune")
    set_bin(s, "small", vec(gold=1))
    s.drop_caches()
    s = act(s, 0, "play", "lessons")
    s = then(s, 0, "lessons", "fortune")
    assert "fortune" in s.players[0].hand and "fortune" in s.players[0].known
    assert question(s) == ("turn", 0) and ("fortune",) in legal_args(s, "play")
    s = act(s, 0, "play", "fortune")  # one box in the bins: taken at once
    assert sum(s.players[0].storage) == 1 and "fortune" not in s.players[0].hand


def test_a_master_turn_scroll_taken_with_lessons_waits_for_its_timing():
    s = base(pawn="apprentice", hand=["lessons"])
    s.discard.append("swift_fingers")
    s.deck.remove("swift_fingers")
    s.drop_caches()
    s = act(s, 0, "play", "lessons")
    s = then(s, 0, "lessons", "swift_fingers")
    assert refused(s, 0, "play", "swift_fingers") == (
        "Swift Fingers, Sure Fingers is played only at the start of your master's turn"
    )


def test_scroll_drawn_this_turn_waits_in_a_game_of_the_first_edition():
    """A game saved before the scrolls' new timing plays on by its own rules (NOTES, editions)."""
    s = base(hand=["lessons"], rules=1)
    s.discard.append("fortune")
    s.deck.remove("fortune")
    set_bin(s, "small", vec(gold=1))
    s.drop_caches()
    s = act(s, 0, "play", "lessons")
    s = then(s, 0, "lessons", "fortune")
    assert refused(s, 0, "play", "fortune") == (
        "Fortune Brings Opportunity was gained this turn; play it from your next turn"
    )


def test_masterful_use_lowers_a_project_and_is_wasted_at_turn_end():
    s = base(storage=vec(jade=1, ivory=1, gold=1), hand=["masterful_gold"])
    s = act(s, 0, "play", "masterful_gold")
    assert ("merchant_statue",) in legal_args(s, "begin")
    s2 = act(s, 0, "begin", "merchant_statue")
    assert s2.players[0].storage == vec() and s2.players[0].masterful == []
    s3 = act(s, 0, "pass")
    assert s3.players[0].masterful == []


def test_masterful_use_lowers_a_visit_and_a_tile():
    s = base(storage=vec(jade=1), hand=["masterful_jade"])
    s = act(s, 0, "play", "masterful_jade")
    s.awards = [None, None, None, None]
    s.awards_done = [a for a in ("scroll", "tile", "boxes", "gift", "bin") if a != s.spare_award]
    s.drop_caches()
    s = act(s, 0, "go", "visits")
    s = then(s, 0, "visit", "scholar", 2)
    assert s.players[0].storage == vec() and s.players[0].visits[0] == 2
    s = base(storage=vec(gold=1), hand=["masterful_ivory"])
    s = act(s, 0, "play", "masterful_ivory")
    s = act(s, 0, "go", "shop")
    s = then(s, 0, "buy", "gold_ivory")
    assert s.players[0].tiles[0] == 1 and s.players[0].storage == vec()


def test_artistic_subtlety_waives_one_box_of_a_project_only():
    s = base(storage=vec(jade=1, ivory=1, gold=1), hand=["artistic_subtlety"])
    assert ("merchant_statue",) not in legal_args(s, "begin")
    s = act(s, 0, "play", "artistic_subtlety")
    assert ("merchant_statue",) in legal_args(s, "begin")
    s = act(s, 0, "begin", "merchant_statue")
    s = then(s, 0, "waive", "gold")
    if question(s) == ("pay", 0):
        s = act(s, 0, *("pay",) + legal_args(s, "pay")[0])
    assert s.players[0].in_progress == ["merchant_statue"] and sum(s.players[0].storage) == 0


def test_swift_fingers_one_round_less_minimum_one():
    s = base(storage=vec(jade=1, ivory=1, gold=2), hand=["swift_fingers"])
    s = act(s, 0, "play", "swift_fingers")
    s = act(s, 0, "begin", "merchant_statue")
    assert s.players[0].time_left == 1


def test_gaining_experience_lets_the_apprentice_build_at_printed_time():
    s = base(
        pawn="apprentice",
        storage=vec(jade=1, ivory=1, gold=2),
        hand=["gaining_experience"],
        completed=("blacksmith_tools",),
    )
    assert "begin" not in kinds(s)
    s = act(s, 0, "play", "gaining_experience")
    assert all(not args[0].startswith("M") for args in legal_args(s, "begin"))
    s = act(s, 0, "begin", "merchant_statue")
    p = s.players[0]
    assert p.apprentice == "track" and p.worker == "apprentice" and p.time_left == 2  # no Blacksmith cut
    s = turn_of(s, 0, "master", lap=1)
    p.storage[:] = [0, 0, 0, 0]
    give(s, 0, vec(jade=1, bronze=1, ivory=1))
    s.drop_caches()
    assert "begin" not in kinds(s)
    assert refused(s, 0, "begin", "larger_workshop") == (
        "your apprentice is working on a project; your master cannot begin one"
    )


def test_gaining_experience_not_while_the_master_works():
    s = base(storage=vec(jade=1, bronze=1, ivory=1), hand=["gaining_experience"])
    s = act(s, 0, "begin", "larger_workshop")
    s = turn_of(s, 0, "apprentice", lap=1)
    assert "play" not in kinds(s)


def test_twofold_path_two_projects_greater_time():
    s = base(storage=vec(jade=2, bronze=1, ivory=2, gold=2), hand=["twofold_path"], completed=("larger_workshop",))
    s = act(s, 0, "play", "twofold_path")
    s = act(s, 0, "begin", "larger_workshop")
    assert question(s) == ("second", 0)
    s = act(s, 0, "begin", "merchant_statue")
    p = s.players[0]
    assert p.in_progress == ["larger_workshop", "merchant_statue"] and p.time_left == 2 and p.storage == vec()


def test_twofold_with_one_space_left_owner_picks_which_scores_d11():
    s = base(
        storage=vec(jade=2, bronze=1, ivory=2, gold=2),
        hand=["twofold_path"],
        completed=("gold_mastery", "jade_mastery", "ivory_mastery", "bronze_mastery", "larger_workshop"),
    )
    s = act(s, 0, "play", "twofold_path")
    s = act(s, 0, "begin", "larger_workshop")
    s = act(s, 0, "begin", "temple_offering") if ("temple_offering",) in legal_args(s, "begin") else s
    assert len(s.players[0].in_progress) == 2 and s.players[0].time_left == 1
    from .helpers import run_until

    s = run_until(s, lambda x: question(x) == ("score", 0))
    s = act(s, 0, "score", "temple_offering")
    p = s.players[0]
    assert p.completed[-1] == "temple_offering" and p.extra == ["larger_workshop"] and len(p.completed) == 6
    lines = dict(GAME.scores(s)[0].lines)  # the chosen one scores (Temple Offering, 1); the other only breaks ties
    assert lines["Completed projects"] == 10 and lines["Projects in progress"] == 0 and lines["End trigger"] == 2


def test_ear_to_the_wall_borrows_a_project_for_the_round():
    s = base(storage=vec(), hand=["ear_to_the_wall"])
    complete_for(s, 1, "merchant_statue")
    s.drop_caches()
    s = act(s, 0, "play", "ear_to_the_wall")
    s = then(s, 0, "ear", "merchant_statue")
    assert s.players[0].ear == "merchant_statue"
    s = act(s, 0, "go", "large")
    assert sum(s.players[0].storage) == 1
    s = next_round(s)
    assert s.players[0].ear == ""


def test_ear_only_for_a_type_you_lack():
    s = base(hand=["ear_to_the_wall"], completed=("merchant_statue",))
    complete_for(s, 1, "merchant_statue")
    s.drop_caches()
    assert "play" not in kinds(s)


def test_borrowed_larger_workshop_ends_with_the_round_d8():
    s = base(storage=vec(jade=5), hand=["ear_to_the_wall", "lucky_discovery"])
    complete_for(s, 1, "larger_workshop")
    s.drop_caches()
    s = act(s, 0, "play", "ear_to_the_wall")
    s = then(s, 0, "ear", "larger_workshop")
    s = act(s, 0, "play", "lucky_discovery")
    assert sum(s.players[0].storage) == 7 and question(s) == ("turn", 0)
    from .helpers import run_until

    s = run_until(s, lambda x: question(x) == ("store", 0))
    assert s.players[0].ear == "" and sum(s.players[0].storage) == 7


def test_fortune_takes_a_box_from_a_bin():
    s = base(hand=["fortune"])
    set_bin(s, "large", vec(bronze=2))
    set_bin(s, "small", vec())
    s.drop_caches()
    s = act(s, 0, "play", "fortune")
    s = then(s, 0, "fortune", "large", "bronze")
    assert s.players[0].storage == vec(bronze=1) and s.large == vec(bronze=1)


def test_priests_and_lucky_discovery_draw_random_boxes_then_discard_down():
    s = base(storage=vec(jade=4), hand=["priests_gift", "lucky_discovery"])
    s = act(s, 0, "play", "priests_gift")
    assert sum(s.players[0].storage) == 5
    s = act(s, 0, "play", "lucky_discovery")
    assert question(s) == ("store", 0)
    GAME.check_invariants(s)


def test_host_a_town_meeting_two_visits_without_extra_boxes():
    s = base(storage=vec(jade=2, bronze=1), hand=["town_meeting"])
    s.awards = [None] * 4
    s.awards_done = [a for a in ("scroll", "tile", "boxes", "gift", "bin") if a != s.spare_award]
    s.drop_caches()
    s = act(s, 0, "play", "town_meeting")
    s = act(s, 0, "go", "visits")
    s = then(s, 0, "visit", "scholar", 2)
    s = then(s, 0, "visit", "official", 1)
    s = then(s, 0, "visit_done")
    assert s.players[0].storage == vec() and s.players[0].visits[:2] == [2, 1]


def test_host_a_town_meeting_useless_for_three_visits():
    s = base(
        storage=vec(jade=2, bronze=3, ivory=3), hand=["town_meeting"], completed=("larger_workshop", "larger_workshop")
    )
    s.awards = [None] * 4
    s.awards_done = [a for a in ("scroll", "tile", "boxes", "gift", "bin") if a != s.spare_award]
    s.drop_caches()
    s = act(s, 0, "play", "town_meeting")
    s = act(s, 0, "go", "visits")
    s = then(s, 0, "visit", "scholar", 1)  # 1+1 jade
    s = then(s, 0, "visit", "official", 2)  # 2+1 bronze
    s = then(s, 0, "visit", "elder", 2)  # 2+1 ivory
    s = then(s, 0, "visit_done")
    assert s.players[0].storage == vec() and s.players[0].visits[:3] == [1, 2, 2]


def test_writ_gives_the_apprentice_master_abilities_at_locations_d7():
    s = base(pawn="apprentice", storage=vec(jade=1, gold=2, ivory=2), hand=["writ"], completed=("merchant_statue",))
    s = act(s, 0, "play", "writ")
    s2 = act(s, 0, "go", "shop")
    s2 = then(s2, 0, "buy", "gold_ivory")
    assert question(s2) == ("shop", 0)  # several tiles like a master
    s3 = act(s, 0, "go", "large")
    assert sum(s3.players[0].storage) == 6 or question(s3) == ("store", 0)  # Merchant Statue box
    assert "begin" not in kinds(s)


def test_lessons_of_the_past_takes_any_discarded_scroll():
    s = base(hand=["lessons"])
    for sid in ("writ", "fortune"):
        s.deck.remove(sid)
        s.discard.append(sid)
    s.drop_caches()
    s = act(s, 0, "play", "lessons")
    assert set(legal_args(s, "lessons")) == {("writ",), ("fortune",)}
    s = act(s, 0, "lessons", "writ")
    assert s.players[0].hand == ["writ"] and "lessons" in s.discard and "writ" not in s.discard


def test_owners_gift_claims_a_tile_without_going_to_the_shop():
    s = base(storage=vec(jade=1, bronze=1), hand=["owners_gift"])
    s = act(s, 0, "play", "owners_gift")
    s = then(s, 0, "gift", "bronze_jade")
    assert s.players[0].tiles[3] == 1 and s.players[0].master == "home" and question(s) == ("turn", 0)


def test_privileged_treatment_is_a_master_turn_scroll():
    s = base(hand=["privileged"])
    s = act(s, 0, "play", "privileged")
    assert s.players[0].privileged
    s = next_round(s)
    assert not s.players[0].privileged


def test_gaining_experience_lasts_the_round():
    """Rulebook "this turn" = this round (its Step 4 "End of Turn" ends the round; times count in turns)."""
    s = base(storage=vec(jade=1, bronze=1, ivory=1), hand=["gaining_experience"])
    s = act(s, 0, "play", "gaining_experience")  # at the start of the master's turn
    s = act(s, 0, "go", "temple")
    assert s.players[0].experience  # still there for the apprentice's turn
    s = turn_of(s, 0, "apprentice", lap=1)
    assert "larger_workshop" in [a[0] for a in legal_args(s, "begin")]
    s = act(s, 0, "begin", "larger_workshop")
    assert s.players[0].worker == "apprentice" and s.players[0].apprentice == "track"
    s = base(pawn="apprentice", storage=vec(jade=1, bronze=1, ivory=1), hand=["gaining_experience"])
    s = act(s, 0, "play", "gaining_experience")
    s = act(s, 0, "go", "temple")
    s = next_round(s)
    assert not s.players[0].experience  # gone with the round
    s = base(storage=vec(jade=1, bronze=1, ivory=1), hand=["gaining_experience"])
    s = turn_of(s, 0, "master", lap=1)  # the apprentice went first: its turn is over
    assert "play" not in kinds(s)
    assert refused(s, 0, "play", "gaining_experience").endswith("would have no effect now")
