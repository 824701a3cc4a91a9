"""Scrolls played "at any time" (NOTES D1): after the main action, before a discard down to the hand
limit, and at the other moments of a round (another seat's turn, Steps 2–4).

Rulebook: "Each scroll indicates when it may be played. While some scrolls may be played at any
time, most must be played at the beginning of your master's turn." and "Over the course of the
round, you may play as many scrolls as you wish but every scroll you play during the round must be
different."
"""

from zsgames.bots import make_bot
from zsgames.core.game import Action
from zsgames.games.zongshi import GAME

from .helpers import (
    act,
    clear_board,
    drafted,
    give,
    kinds,
    legal_args,
    next_round,
    question,
    refused,
    set_bin,
    settle,
    turn_of,
    vec,
)


def base(n=4, seat=0, pawn="master", hand=(), storage=None, seed=7, lap=0):
    s = clear_board(drafted(n, seed=seed))
    give(s, seat, storage or vec(), list(hand))
    return turn_of(s, seat, pawn, lap)


def labels(s, seat):
    return [str(a.label) for a in GAME.legal_actions(s, seat)]


# --- the owner's own turn ------------------------------------------------------------------------
def test_any_time_scrolls_after_the_main_action_but_not_master_turn_ones():
    s = base(hand=["priests_gift", "swift_fingers"])
    s = act(s, 0, "pass")
    assert question(s) == ("after", 0)
    assert labels(s, 0) == ["Play A Gift From the Priests", "End your turn"]
    assert GAME.prompt(s, 0) == "Play a scroll that may be played at any time, or end your turn"
    assert refused(s, 0, "play", "swift_fingers") == (
        "Swift Fingers, Sure Fingers is played only at the start of your master's turn"
    )
    s = act(s, 0, "play", "priests_gift")
    assert sum(s.players[0].storage) == 1
    assert question(s) == ("pawn", 1)  # nothing more to play: the turn ended by itself


def test_end_your_turn_keeps_the_scroll():
    s = base(hand=["priests_gift"])
    s = act(s, 0, "pass")
    s = act(s, 0, "end")
    assert s.players[0].hand == ["priests_gift"] and question(s) == ("pawn", 1)


def test_gaining_experience_after_the_master_turn_while_the_apprentice_turn_is_to_come():
    """ "Your apprentice may begin a project this turn … This scroll may not be played if your master is
    currently working on a project." """
    s = base(hand=["gaining_experience"], storage=vec(jade=1, bronze=1, ivory=1))
    s = act(s, 0, "pass")
    assert legal_args(s, "play") == [("gaining_experience",)]
    s = act(s, 0, "play", "gaining_experience")
    s = turn_of(s, 0, "apprentice", lap=1)
    assert ("larger_workshop",) in legal_args(s, "begin")
    # the apprentice went first: once its turn is over, the scroll can do nothing more this round
    s = base(pawn="apprentice", hand=["gaining_experience"], storage=vec(jade=1, bronze=1, ivory=1))
    s = act(s, 0, "pass")
    assert question(s)[1] != 0


# --- between turns -------------------------------------------------------------------------------
def test_fortune_between_turns_asks_only_a_seat_that_can_play_it():
    s = base()
    give(s, 2, hand=["fortune"])
    give(s, 3, hand=["priests_gift", "swift_fingers"])  # nothing that acts between turns
    set_bin(s, "large", vec(gold=2))
    s.drop_caches()
    s = act(s, 0, "pass")
    # seat 0's turn just ended, seat 1's comes next: neither is asked; seat 3 holds nothing to play now
    assert question(s) == ("window", 2)
    assert labels(s, 2) == ["Play Fortune Brings Opportunity", "Not now: no scroll until your next turn"]
    assert GAME.is_private_decision(s, 2)  # hot-seat: the curtain comes first
    assert GAME.current_deciders(GAME.view(s, 1)) == [2] and GAME.view(s, 1).players[2].hand == 1
    s = act(s, 2, "play", "fortune")  # one colour in the bins: its box is taken at once
    assert s.players[2].storage == vec(gold=1) and s.large == vec(gold=1)
    assert question(s) == ("pawn", 1)  # its one Fortune played, nothing left to ask


def test_not_now_holds_until_the_seats_own_turn():
    s = base()
    give(s, 3, hand=["fortune"])
    set_bin(s, "small", vec(jade=2))
    s.drop_caches()
    s = act(s, 0, "pass")
    assert question(s) == ("window", 3)
    s = act(s, 3, "not_now", "turns")
    assert s.quiet[3] == "turns"
    s = act(s, 1, "pawn", "master")
    s = act(s, 1, "pass")
    assert question(s) == ("pawn", 2)  # seat 3 said not now: not asked before seat 2's turn
    s = act(s, 2, "pawn", "master")
    s = act(s, 2, "pass")
    assert question(s) == ("pawn", 3) and s.quiet[3] == ""  # its own turn: the "not now" is over
    s = act(s, 3, "pawn", "master")
    assert ("fortune",) in legal_args(s, "play")


def test_each_title_once_a_round_between_turns_too():
    s = base()
    give(s, 2, hand=["fortune", "fortune"])
    set_bin(s, "large", vec(gold=2, jade=2))
    s.drop_caches()
    s = act(s, 0, "pass")
    s = act(s, 2, "play", "fortune")
    s = act(s, 2, "fortune", "large", "gold")
    assert question(s) == ("pawn", 1)  # the second Fortune waits for another round
    assert s.quiet[2] == ""  # it never said not now
    s = next_round(s)
    assert s.players[2].played == [] and s.players[2].hand == ["fortune"]


def test_lessons_between_turns_and_the_scroll_taken_at_once():
    s = base()
    give(s, 2, hand=["lessons"])
    s.deck.remove("fortune")
    s.discard.append("fortune")
    set_bin(s, "large", vec(bronze=1))
    s.drop_caches()
    s = act(s, 0, "pass")
    assert question(s) == ("window", 2)
    s = act(s, 2, "play", "lessons")
    s = act(s, 2, "lessons", "fortune") if question(s) == ("lessons", 2) else s
    assert question(s) == ("window", 2) and ("fortune",) in legal_args(s, "play")
    s = act(s, 2, "play", "fortune")  # the only box: taken at once
    assert s.players[2].storage == vec(bronze=1) and s.players[2].played == ["lessons", "fortune"]


def test_an_own_turn_scroll_between_turns_is_refused_with_a_reason():
    s = base()
    give(s, 2, hand=["fortune", "priests_gift"])
    set_bin(s, "large", vec(gold=2))
    s.drop_caches()
    s = act(s, 0, "pass")
    assert question(s) == ("window", 2) and legal_args(s, "play") == [("fortune",)]
    assert refused(s, 2, "play", "priests_gift") == (
        "A Gift From the Priests waits for your own turn (it would do just the same then); between turns "
        "only Fortune Brings Opportunity, Lessons of the Past and Writ of Authority are played"
    )


# --- Steps 2–4 -----------------------------------------------------------------------------------
def end_of_step_1(start=1, n=3):
    """A 3-player round whose turns are all taken (start player ``start``), before Step 2."""
    s = clear_board(drafted(n, seed=7)).deep_clone()
    s.start, s.phase, s.turn_no, s.pending, s.cur_seat, s.cur_pawn = start, "turns", 2 * n, [], -1, ""
    return s


def test_fortune_and_writ_before_the_bins_are_shared_out():
    """Writ of Authority: "Until the end of this round, your apprentice has all the abilities of your
    master when visiting locations" — played before Step 2, its apprentice shares the bin as a master."""
    s = end_of_step_1(start=1)  # seat 0 took the last turn
    s.players[1].master = "large"
    s.players[2].apprentice = "large"
    give(s, 1, hand=["fortune"])
    give(s, 2, hand=["writ"])
    give(s, 0, hand=["fortune"])  # just had its own say at the end of its turn
    set_bin(s, "large", vec(jade=2, gold=3))
    set_bin(s, "small", vec())
    s = settle(s)
    assert question(s) == ("window", 1)
    assert labels(s, 1)[-1] == "Not now: no scroll for the rest of this round"
    s = act(s, 1, "play", "fortune")
    s = act(s, 1, "fortune", "large", "jade")
    assert question(s) == ("window", 2) and legal_args(s, "play") == [("writ",)]
    s = act(s, 2, "play", "writ")
    while question(s)[0] == "pick":
        s = act(s, question(s)[1], *("take", *legal_args(s, "take")[0]))
    # 4 boxes: master 1, apprentice 2 (a master now), 1, 2 — without the Writ seat 2 would get one
    assert sum(s.players[2].storage) == 2 and sum(s.players[1].storage) == 3  # 1 from Fortune


def test_not_now_holds_for_the_rest_of_the_round_after_the_turns():
    s = end_of_step_1(start=1)
    give(s, 1, hand=["fortune"])
    set_bin(s, "large", vec(jade=2))
    set_bin(s, "small", vec(gold=2))
    s = settle(s)
    assert question(s) == ("window", 1)
    s = act(s, 1, "not_now", "steps")
    # never asked again that round; the next round opens a new window (the bins are refilled)
    assert s.round == 2 and s.quiet == ("", "", "")
    assert s.pending[-1] == {"kind": "window", "seat": 1, "window": "turns", "bins": ("large", "small")}


def test_moments_before_each_bin_and_once_the_bins_are_shared():
    s = end_of_step_1(start=1)
    s = settle(s)  # nobody holds a scroll: the round moves on
    assert s.round == 2
    s = end_of_step_1(start=1)
    from zsgames.games.zongshi.rounds import on_empty

    on_empty(s, [])
    stack = [(d["kind"], d.get("bin"), d.get("bins"), d.get("seats")) for d in reversed(s.pending)]
    assert stack == [
        ("moment", None, ("large", "small"), (1, 2)),
        ("distribute", "large", None, None),
        ("overflow", "large", None, None),
        ("moment", None, ("small",), (1, 2, 0)),
        ("distribute", "small", None, None),
        ("overflow", "small", None, None),
        ("moment", None, (), (1, 2, 0)),
        ("advance", None, None, None),
        ("end_round", None, None, None),
    ]


def test_a_seat_that_becomes_able_to_play_is_asked_later_in_the_same_moment():
    s = end_of_step_1(start=1)
    give(s, 1, hand=["fortune"])
    give(s, 2, hand=["lessons"])  # the discard pile is empty: nothing to take yet
    set_bin(s, "small", vec(gold=2))
    s = settle(s)
    assert question(s) == ("window", 1)
    s = act(s, 1, "play", "fortune")
    assert question(s) == ("window", 2)  # Fortune is in the discard pile now
    assert legal_args(s, "play") == [("lessons",)]


# --- the final round: a seat whose turns are over has no next turn --------------------------------
def final_round_moment(hand, storage, turn_no=5, large=None, **options):
    """A 3-player final round (seat 0 starts) at the moment before turn ``turn_no``: at 5 (seat 2's
    second turn) seat 0 has taken both its turns, seat 1 has just ended its own."""
    s = clear_board(drafted(3, seed=7, **options)).deep_clone()
    s.final, s.start, s.phase, s.turn_no, s.pending, s.cur_seat, s.cur_pawn = True, 0, "turns", turn_no, [], -1, ""
    for p in s.players:
        p.first = "master"
    give(s, 0, storage, hand)
    if large:
        set_bin(s, "large", large)
    return settle(s)


def test_a_lucky_discovery_is_offered_once_the_turns_of_the_final_round_are_over():
    """Rulebook: "While some scrolls may be played at any time …"; "Any boxes of material in your material
    storage and unused Scrolls of Fortune are now worth one victory point for every full three scrolls or
    material boxes remaining." Seat 0 has no turn left: one scroll turned into two boxes is the sixth
    item, a point it could not win at any later turn."""
    s = final_round_moment(["lucky_discovery", "masterful_ivory"], vec(gold=3))
    assert question(s) == ("window", 0)
    assert labels(s, 0) == ["Play A Lucky Discovery", "Not now: no scroll until the turns of this round are over"]
    assert GAME.is_private_decision(s, 0)  # scrolls are hidden: the curtain comes first in hot-seat
    before = dict(GAME.scores(s)[0].lines)["Leftover boxes and scrolls"]
    s = act(s, 0, "play", "lucky_discovery")
    assert sum(s.players[0].storage) == 5 and s.players[0].hand == ["masterful_ivory"]
    assert (before, dict(GAME.scores(s)[0].lines)["Leftover boxes and scrolls"]) == (1, 2)
    assert question(s) == ("pawn", 2) or question(s) == ("turn", 2)  # nothing more to ask seat 0


def test_the_last_chance_may_be_declined_and_comes_again_before_steps_2_to_4():
    s = final_round_moment(["priests_gift"], vec(gold=1))
    assert labels(s, 0) == ["Play A Gift From the Priests", "Not now: no scroll until the turns of this round are over"]
    _s, events = GAME.apply(s, Action(0, "not_now", ("turns",)))
    assert [str(e.text) for e in events if e.kind == "not_now"] == [
        f"{s.config.name(0)} plays no scroll until the turns of this round are over"
    ]  # no next turn to wait for
    s = act(s, 0, "not_now", "turns")
    assert question(s) == ("turn", 2) and s.quiet[0] == "turns"
    s = act(s, 2, "pass")
    # the turns are over: asked again before the bins are shared out (the other seats hold nothing)
    assert question(s) == ("window", 0) and s.phase == "distribute"
    assert labels(s, 0) == ["Play A Gift From the Priests", "Not now: no scroll for the rest of this round"]
    s = act(s, 0, "not_now", "steps")
    assert GAME.is_over(s) and s.players[0].hand == ["priests_gift"]  # a "may": kept to the end


def test_a_seat_with_a_turn_left_in_the_final_round_waits_for_it():
    s = final_round_moment(["lucky_discovery"], vec(gold=1), turn_no=2)  # seat 0's second turn is turn 3
    assert question(s) != ("window", 0)
    s = final_round_moment(["lucky_discovery", "fortune"], vec(gold=1), turn_no=2, large=vec(jade=2))
    assert question(s) == ("window", 0) and legal_args(s, "play") == [("fortune",)]
    assert refused(s, 0, "play", "lucky_discovery").startswith("A Lucky Discovery waits for your own turn")


def test_no_offer_that_would_change_nothing():
    s = final_round_moment(["lucky_discovery", "gaining_experience"], vec(gold=1))
    s.bag = [0, 0, 0, 0]  # every box is somewhere else (this one scenario does not need them conserved)
    s.pending, s.turn_no = [], 5
    s = settle(s)
    assert question(s) != ("window", 0)  # an empty bag gives nothing; the apprentice has no turn left
    s.pending = [{"kind": "window", "seat": 0, "window": "turns", "bins": ("large", "small")}]
    s.drop_caches()
    assert refused(s, 0, "play", "lucky_discovery") == "A Lucky Discovery would have no effect now: the bag is empty"
    assert refused(s, 0, "play", "gaining_experience") == (
        "Apprentice is Gaining Experience would have no effect now: your apprentice has no turn left this round"
    )


def test_a_game_begun_under_edition_2_keeps_its_rules_in_the_final_round():
    s = final_round_moment(["lucky_discovery"], vec(gold=3), rules=2)
    assert question(s) != ("window", 0)


def test_the_seeded_game_that_showed_it():
    """Recorded random game 0 (3 players, ``tests/support/recorded_games``): at its last Step 2 moment
    seat 1, its turns of the final round over, holds A Lucky Discovery and 2 boxes — edition 2 never
    asked it; now it may turn the scroll into boxes before the small bin is shared out."""
    from zsgames.core.game import GameConfig
    from zsgames.core.rng import Rng

    def at_move(options, moves=586):
        s, rng = GAME.setup(GameConfig.make(3, options=options), 0), Rng(1)
        for _ in range(moves):
            legal = GAME.legal_actions(s, GAME.current_deciders(s)[0])
            s, _ = GAME.apply(s, legal[rng.randbelow(len(legal))])
        return s

    old, new = at_move({"rules": 2}), at_move({})
    assert old.final and old.phase == "distribute" and question(old) == ("pick", 1)
    assert new.players[1].hand == ["owners_gift", "lucky_discovery", "masterful_ivory"]
    assert question(new) == ("window", 1) and legal_args(new, "play") == [("lucky_discovery",)]


def test_bots_answer_the_last_chance():
    s = final_round_moment(["lucky_discovery", "masterful_ivory"], vec(gold=3))
    legal = GAME.legal_actions(s, 0)
    for level in ("random", "easy", "normal"):
        choice = make_bot(level, seed=3).choose(GAME, GAME.view(s, 0), 0, legal, [])
        assert choice in legal


# --- the bots decide there too ------------------------------------------------------------------
def test_bots_answer_a_window_from_their_view():
    s = base()
    give(s, 2, hand=["fortune"])
    set_bin(s, "large", vec(gold=2))
    s.drop_caches()
    s = act(s, 0, "pass")
    legal = GAME.legal_actions(s, 2)
    for level in ("random", "easy", "normal"):
        choice = make_bot(level, seed=3).choose(GAME, GAME.view(s, 2), 2, legal, [])
        assert choice in legal


def test_a_first_edition_game_has_no_windows():
    s = clear_board(drafted(4, seed=7, rules=1))
    give(s, 0, hand=["priests_gift"])
    give(s, 2, hand=["fortune"])
    set_bin(s, "large", vec(gold=2))
    s = turn_of(s, 0)
    s = act(s, 0, "pass")
    assert question(s) == ("pawn", 1) and "play" not in kinds(s)


def test_the_apprentice_turn_still_to_come_over_a_round():
    from zsgames.games.zongshi.windows import apprentice_ahead

    s = end_of_step_1(start=0)
    s.phase = "turns"

    def ahead(turn_no, cur_seat, first, after_main):
        s.turn_no, s.cur_seat, s.players[1].first = turn_no, cur_seat, first
        return apprentice_ahead(s, 1, after_main)

    assert ahead(0, 0, "", False)  # seat 1 has not begun its first turn
    assert ahead(1, -1, "", True)  # the moment before it
    assert ahead(1, 1, "apprentice", False) and not ahead(1, 1, "apprentice", True)
    assert ahead(1, 1, "master", True)  # the master first: the apprentice's turn is the second
    assert ahead(2, 2, "master", False) and not ahead(2, 2, "apprentice", False)
    assert ahead(4, -1, "master", True) and ahead(4, 1, "master", False) and not ahead(4, 1, "master", True)
    assert not ahead(5, 2, "master", False)
    s.phase = "distribute"
    assert not ahead(0, -1, "", False)
