"""Hidden information: views, determinize, the hot-seat curtain, refusal of foreign actions."""

from zsgames.core.conformance import check_determinize, check_view_redaction
from zsgames.core.rng import Rng
from zsgames.games.zongshi import GAME

from .helpers import act, drafted, give, new_game, passive, question


def played(n=4, steps=120, seed=3):
    s = drafted(n, seed=seed)
    for _ in range(steps):
        s = passive(s) if question(s)[0] != "turn" else act(s, question(s)[1], "go", "temple")
    return s


def test_views_hide_hands_deck_masterworks_awards_and_rng():
    s = played()
    v = GAME.view(s, 0)
    data = GAME.view_to_json(v)
    assert isinstance(data["deck"], int) and isinstance(data["mw_deck"], int)
    assert all(a in (1, None) for a in data["awards"]) and data["spare_award"] is None
    assert data["players"][0]["hand"] == list(s.players[0].hand)
    for i in range(1, 4):
        assert data["players"][i]["hand"] == len(s.players[i].hand)
    check_view_redaction(GAME, s)


def test_spectator_sees_no_hand():
    s = played()
    data = GAME.view_to_json(GAME.view(s, None))
    assert all(isinstance(p["hand"], int) for p in data["players"])


def test_bag_contents_by_colour_are_public():
    s = played()
    assert GAME.view(s, 1).bag == s.bag


def test_determinize_keeps_known_draft_scrolls_d13():
    s = new_game(4, seed=8)
    while s.phase == "draft":
        _kind, seat = question(s)
        scrolls = [a for a in GAME.legal_actions(s, seat) if a.kind == "draft_scroll"]
        s = act(s, seat, *(("draft_scroll", *scrolls[0].args))) if scrolls else passive(s)
    holder = next(i for i, p in enumerate(s.players) if p.known and i != 0)
    v = GAME.view(s, 0)
    sample = GAME.determinize(v, 0, Rng(5))
    assert sorted(sample.players[holder].hand) == sorted(s.players[holder].hand) or set(s.players[holder].known) <= set(
        sample.players[holder].hand
    )
    check_determinize(GAME, s, Rng(1))
    GAME.check_invariants(sample)


def test_determinize_samples_consistent_full_states():
    s = played(steps=200)
    for seat in range(4):
        sample = GAME.determinize(GAME.view(s, seat), seat, Rng(seat))
        GAME.check_invariants(sample)
        assert sample.players[seat].hand == s.players[seat].hand


def test_curtain_when_a_hand_would_show():
    s = drafted(4, seed=3)
    s = s.deep_clone()
    give(s, 1, hand=[])
    give(s, 2, hand=["writ"])
    assert not GAME.is_private_decision(s, 1)
    assert GAME.is_private_decision(s, 2)


def test_events_keep_drawn_scrolls_private():
    from .helpers import clear_board, settle

    s = settle(clear_board(drafted(4, seed=3)))
    while question(s)[0] != "turn":
        s = passive(s)
    seat = question(s)[1]
    _, events = GAME.apply(s, next(a for a in GAME.legal_actions(s, seat) if a.args == ("temple",)))
    draws = [e for e in events if e.kind == "draw_scrolls"]
    assert draws and draws[0].chance
    other = (seat + 1) % 4
    assert "drew 1 scroll" in draws[0].text_for(other) and "You drew" in draws[0].text_for(seat)
