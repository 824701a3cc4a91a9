"""The Temple: a scroll, donations, the hand limit, the reshuffle."""



from .helpers import act, clear_board, drafted, give, question, turn_of, vec


def base(seat=0, pawn="master", storage=None, hand=None, seed=7):
    s = clear_board(drafted(4, seed=seed))
    give(s, seat, storage or vec(), hand)
    return turn_of(s, seat, pawn)


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
