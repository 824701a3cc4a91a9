"""The Temple: a scroll, donations, the hand limit, the reshuffle."""

from zsgames.games.zongshi import GAME

from .helpers import act, clear_board, drafted, give, kinds, legal_args, question, refused, then, turn_of, vec


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
    """ "You are limited to holding no more than four scrolls at a time. If after drawing you hold more
    than four, you must discard down to four before ending your turn." """
    s = base(storage=vec(jade=3), hand=["fortune", "fortune", "lessons"])
    for sid in ("swift_fingers", "town_meeting", "privileged"):  # the Temple draws master-turn scrolls
        s.deck.remove(sid)
        s.deck.append(sid)
    s = act(s, 0, "go", "temple")
    s = act(s, 0, "donate", "jade")
    s = act(s, 0, "donate", "jade")
    s = act(s, 0, "draw")  # 3 + 3 = 6 scrolls
    assert question(s) == ("hand", 0) and "end" not in kinds(s)
    assert refused(s, 0, "end") == (
        "you hold 6 scrolls and may keep 4: discard 2 first (or play one that may be played now)"
    )
    s = act(s, 0, "discard", "fortune")
    assert question(s) == ("hand", 0)
    s = act(s, 0, "discard", "fortune")
    assert len(s.players[0].hand) == 4 and s.discard[-2:] == ["fortune", "fortune"]
    s = then(s, 0, "end")  # Lessons of the Past may still be played (the discard pile has scrolls)
    assert question(s)[1] != 0  # turn over


def test_an_any_time_scroll_may_be_played_before_discarding_down():
    """The limit applies "before ending your turn": a scroll played from the hand counts as one less."""
    s = base(storage=vec(), hand=["priests_gift", "lucky_discovery", "swift_fingers", "writ"])
    s.deck.remove("town_meeting")
    s.deck.append("town_meeting")
    s = act(s, 0, "go", "temple")  # no boxes: the scroll is drawn at once, 5 in hand
    assert question(s) == ("hand", 0)
    # not the master-turn ones; Writ of Authority still helps the apprentice, whose turn is to come
    assert set(legal_args(s, "play")) == {("priests_gift",), ("lucky_discovery",), ("writ",)}
    assert GAME.prompt(s, 0) == "Discard scrolls down to your hand limit (or first play a scroll)"
    s = act(s, 0, "play", "priests_gift")
    assert len(s.players[0].hand) == 4 and sum(s.players[0].storage) == 1
    assert question(s) == ("after", 0)  # nothing left to discard; Lucky Discovery may still be played
    assert refused(s, 0, "play", "swift_fingers") == (
        "Swift Fingers, Sure Fingers is played only at the start of your master's turn"
    )
    s = act(s, 0, "end")
    assert question(s)[1] != 0


def test_empty_deck_reshuffles_the_discard():
    s = base()
    s.discard.extend(s.deck)
    s.deck = []
    s.drop_caches()
    s = act(s, 0, "go", "temple")
    assert len(s.players[0].hand) == 1 and len(s.deck) == 36 - 1 - len(s.pool_scrolls) - 3 * 0 - _held(s)


def _held(s):
    return sum(len(p.hand) for p in s.players) - 1
