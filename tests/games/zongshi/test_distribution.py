"""Step 2: distributing the bins (NOTES D4, D7) and the storage limit."""

from zsgames.games.zongshi.rounds import pick_order

from .helpers import act, clear_board, drafted, give, passive, question, set_bin, vec


def placed(masters=(), apprentices=(), start=0, large=None, small=None):
    """A 4-player game at the end of Step 1 with pawns already in bins."""
    s = clear_board(drafted(4, seed=11))
    s.start = start
    set_bin(s, "large", large or vec(jade=2, bronze=1, ivory=1, gold=1))
    set_bin(s, "small", small or vec(jade=1, gold=2))
    for seat, b in masters:
        s.players[seat].master = b
    for seat, b in apprentices:
        s.players[seat].apprentice = b
    for p in s.players:
        p.first = "master"
    s.turn_no = 8
    s.pending = []
    return s


def test_lone_master_takes_the_whole_bin():
    s = placed(masters=[(2, "large")])
    assert pick_order(s, "large") == [2, 2, 2, 2, 2]


def test_masters_pick_in_turn_from_the_start_player():
    s = placed(masters=[(1, "large"), (3, "large")], start=2)
    assert pick_order(s, "large") == [3, 1, 3, 1, 3]


def test_apprentice_gets_one_box_after_each_master_picked_once():
    s = placed(masters=[(1, "large"), (3, "large")], apprentices=[(0, "large")], start=0)
    assert pick_order(s, "large") == [1, 3, 0, 1, 3]


def test_apprentice_only_bin_keeps_the_rest_d4():
    s = placed(apprentices=[(0, "small"), (1, "small")])
    assert pick_order(s, "small") == [0, 1]


def test_privileged_treatment_picks_first_every_lap():
    s = placed(masters=[(0, "large"), (2, "large")], start=0)
    s.players[2].privileged = True
    assert pick_order(s, "large") == [2, 0, 2, 0, 2]


def test_writ_apprentice_counts_as_a_master_d7():
    s = placed(masters=[(1, "large")], apprentices=[(0, "large")], start=0)
    s.players[0].writ = True
    assert pick_order(s, "large") == [0, 1, 0, 1, 0]


def test_large_bin_first_then_small_and_picks_are_real_choices():
    s = placed(masters=[(1, "large"), (2, "large"), (3, "small")], start=0)
    from .helpers import settle

    s.phase = "turns"
    s = settle(s)
    assert question(s) == ("pick", 1)
    s = act(s, 1, "take", "large", "jade")
    assert question(s) == ("pick", 2)
    assert s.players[1].storage == vec(jade=1)
    while question(s)[0] == "pick" and s.pending[-1]["bin"] == "large":
        s = passive(s)
    # seat 1's last box was forced; the small bin went to seat 3 alone, without questions
    assert question(s)[0] != "pick" and s.round == 2
    assert sum(s.players[1].storage) == 3 and sum(s.players[2].storage) == 2
    assert sum(s.players[3].storage) == 3  # (then Step 4 refilled the bins)


def test_a_lone_master_takes_the_whole_bin_without_questions():
    s = placed(masters=[(2, "large")], large=vec(jade=2, bronze=1, gold=2))
    from .helpers import settle

    s.phase = "turns"
    s = settle(s)
    assert question(s)[0] != "pick" and s.round == 2  # straight on to the next round
    assert s.players[2].storage == vec(jade=2, bronze=1, gold=2)


def test_last_picks_by_one_seat_take_the_rest():
    s = placed(masters=[(1, "large"), (3, "large")], start=0, large=vec(jade=1, bronze=1, ivory=1, gold=2))
    from .helpers import settle

    s.phase = "turns"
    s = settle(s)
    s = act(s, 1, "take", "large", "gold")
    s = act(s, 3, "take", "large", "gold")
    s = act(s, 1, "take", "large", "jade")
    s = act(s, 3, "take", "large", "ivory")  # seat 1's last pick has only bronze left: no question
    assert s.players[1].storage == vec(jade=1, bronze=1, gold=1)


def test_overflow_is_returned_after_the_bin_d4():
    s = placed(masters=[(1, "large")], large=vec(jade=3, gold=3))
    give(s, 1, vec(bronze=3))
    from .helpers import settle

    s.phase = "turns"
    s = settle(s)
    while question(s)[0] == "pick":
        s = passive(s)
    assert question(s) == ("store", 1) and sum(s.players[1].storage) == 9
    for _ in range(4):
        s = act(s, 1, "return", "bronze") if s.players[1].storage[1] else passive(s)
    assert sum(s.players[1].storage) == 5
