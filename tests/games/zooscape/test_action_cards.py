"""Rulebook: Action cards (Fire, Lucky Cat, Breakage, Copy) and the order of resolution."""

from __future__ import annotations

import pytest

from zsgames.core.game import IllegalAction
from zsgames.games.zooscape import GAME
from zsgames.games.zooscape.state import P_BREAK, P_COPY, P_ORDER, P_SPLIT

from .helpers import TYPE, Deal, act, counts, go, json_of, scenario, select_all


def take_first(d: Deal, cards, won0=(), deck=None, copies=None):
    """3 players: Blue alone takes ``cards`` (group 1); the others contest the rest."""
    filler = d("chopsticks", 3)
    s = scenario(players=3, row=[*cards, *filler], won={0: list(won0)}, deck=deck, copies={0: list(copies or ())})
    s = go(s, (0, "split", len(cards), 1), (0, "apprentice", 2, 0))
    return select_all(s, {0: 1, 1: 2, 2: 2})


def refused(s, seat, kind, *args) -> str:
    before = json_of(s)
    with pytest.raises(IllegalAction) as exc:
        act(s, seat, kind, *args)
    assert json_of(s) == before
    return str(exc.value)


def test_fire_is_kept_and_costs_four():
    d = Deal()
    fire = d("fire", 1)
    s, _ = take_first(d, fire)
    assert fire[0] in s.won[0] and GAME.scores(s)[0].line("Fire") == -4
    assert s.phase == P_SPLIT  # nothing to decide: on to the contest


def test_lucky_cat_draws_a_card():
    d = Deal()
    cat, fan = d("lucky_cat", 1), d("fan", 1)
    s, events = take_first(d, cat, deck=fan)
    assert fan[0] in s.won[0] and cat[0] in s.box and s.deck == ()
    draw = next(e for e in events if e.kind == "lucky_cat")
    assert draw.chance and "Fan" in str(draw.text)


def test_lucky_cat_draw_is_random_from_the_seeded_rng():
    d = Deal()
    cat = d("lucky_cat", 1)
    deck = d("fan", 3) + d("sword", 3)
    drawn = set()
    for seed in range(12):
        s = scenario(players=3, row=[*cat, *Deal()("chopsticks", 3)], deck=deck, seed=seed)
        s = go(s, (0, "split", 1, 1), (0, "apprentice", 2, 0))
        s, _ = select_all(s, {0: 1, 1: 2, 2: 2})
        drawn.add(next(c for c in s.won[0] if c in deck))
    assert len(drawn) > 1


def test_lucky_cat_drawing_an_action_card_resolves_it():
    d = Deal()
    cat, copy = d("lucky_cat", 1), d("copy", 1)
    swords = d("sword", 2)
    s, _ = take_first(d, cat, won0=swords, deck=copy)
    assert s.copies[0] == ((copy[0], TYPE["sword"]),)
    assert counts(s, 0)["sword"] == 3


def test_lucky_cat_drawing_breakage():
    d = Deal()
    cat, brk, fan = d("lucky_cat", 1), d("breakage", 1), d("fan", 1)
    s, _ = take_first(d, cat, won0=fan, deck=brk)
    assert s.won[0] == () and {cat[0], brk[0], fan[0]} <= set(s.box)


def test_lucky_cat_with_empty_deck_does_nothing():
    d = Deal()
    cat = d("lucky_cat", 1)
    s, events = take_first(d, cat, deck=[])
    assert s.won[0] == () and cat[0] in s.box
    assert any("deck empty" in str(e.text) for e in events)


def test_breakage_with_no_curio():
    d = Deal()
    brk, coin = d("breakage", 1), d.coin(5)
    s, _ = take_first(d, brk, won0=[coin])
    assert s.won[0] == (coin,) and brk[0] in s.box  # coins are not curios


def test_breakage_with_one_curio():
    d = Deal()
    brk, fan, coin = d("breakage", 1), d("fan", 1), d.coin(2)
    s, _ = take_first(d, brk, won0=[*fan, coin])
    assert s.won[0] == (coin,) and fan[0] in s.box and s.phase == P_SPLIT


def test_breakage_of_one_type_needs_no_choice():
    d = Deal()
    brk, lutes = d("breakage", 1), d("lute", 3)
    s, _ = take_first(d, brk, won0=lutes)
    assert counts(s, 0) == {"lute": 1} and s.phase == P_SPLIT


def test_breakage_with_two_or_more_curios_asks_one_at_a_time():
    d = Deal()
    brk = d("breakage", 1)
    won0 = d("fan", 1) + d("sword", 2) + [74]  # a kimono is a curio too
    s, _ = take_first(d, brk, won0=won0)
    assert s.phase == P_BREAK and GAME.current_deciders(s) == [0]
    assert [a.args for a in GAME.legal_actions(s, 0)] == [(TYPE["fan"],), (TYPE["sword"],), (TYPE["kimono"],)]
    assert "no Parasol" in refused(s, 0, "break", TYPE["parasol"])
    s, _ = act(s, 0, "break", TYPE["kimono"])
    assert s.phase == P_BREAK and s.pend_break == 1
    s, _ = act(s, 0, "break", TYPE["fan"])
    assert counts(s, 0) == {"sword": 2} and s.phase == P_SPLIT
    assert 74 in s.box


def test_breakage_of_a_copied_type():
    d = Deal()
    brk, copy = d("breakage", 1), d("copy", 1)
    won0 = d("sword", 1) + d("fan", 1)
    s, _ = take_first(d, brk, won0=won0, copies=[(copy[0], TYPE["sword"])])
    assert counts(s, 0) == {"fan": 1, "sword": 2} and s.phase == P_BREAK
    s, _ = act(s, 0, "break", TYPE["sword"])
    assert counts(s, 0) == {"fan": 1, "sword": 1} and s.copies[0]  # the real sword went first
    s, _ = act(s, 0, "break", TYPE["sword"])
    assert counts(s, 0) == {"fan": 1} and s.copies[0] == () and copy[0] in s.box


def test_copy_attaches_to_the_most_held_type():
    d = Deal()
    copy = d("copy", 1)
    s, _ = take_first(d, copy, won0=d("lute", 2) + d("fan", 1))
    assert s.copies[0] == ((copy[0], TYPE["lute"]),) and s.phase == P_SPLIT


def test_copy_with_a_tie_is_the_owners_choice():
    d = Deal()
    copy = d("copy", 1)
    s, _ = take_first(d, copy, won0=d("fan", 1) + d("sword", 1) + [d.coin(4)])
    assert s.phase == P_COPY
    assert [a.args for a in GAME.legal_actions(s, 0)] == [(TYPE["fan"],), (TYPE["sword"],)]
    assert "most of" in refused(s, 0, "copy", TYPE["lute"])
    s, _ = act(s, 0, "copy", TYPE["sword"])
    assert counts(s, 0) == {"fan": 1, "sword": 2}
    assert GAME.scores(s)[0].line("Swords") == 12  # the copy scores as a sword


def test_copy_counts_kimonos():
    d = Deal()
    copy = d("copy", 1)
    s, _ = take_first(d, copy, won0=[74, 75, *d("fan", 1)])
    assert s.copies[0] == ((copy[0], TYPE["kimono"]),)


def test_copy_with_no_curios_goes_to_the_box():
    d = Deal()
    copy = d("copy", 1)
    s, _ = take_first(d, copy, won0=[d.coin(3)])
    assert s.copies[0] == () and copy[0] in s.box


def test_order_choice():
    d = Deal()
    brk, copy = d("breakage", 1), d("copy", 1)
    won0 = d("fan", 1) + d("sword", 2)
    s, _ = take_first(d, [*brk, *copy], won0=won0)
    assert s.phase == P_ORDER and GAME.current_deciders(s) == [0]  # before the contest is split
    assert [a.args for a in GAME.legal_actions(s, 0)] == [("breakage",), ("copy",)]
    assert "no such action card" in refused(s, 0, "resolve", "lucky_cat")
    # Copy first: it joins the swords (3), then Breakage asks for two of fan/sword
    a, _ = act(s, 0, "resolve", "copy")
    assert a.phase == P_BREAK and counts(a, 0) == {"fan": 1, "sword": 3}
    # Breakage first: the player picks the fan …
    b, _ = act(s, 0, "resolve", "breakage")
    assert b.phase == P_BREAK
    b = go(b, (0, "break", TYPE["fan"]))
    # … then only swords are left, so the second one breaks without a question; the Copy joins the last sword
    assert counts(b, 0) == {"sword": 2} and b.phase == P_SPLIT


def test_identical_action_cards_need_no_order():
    d = Deal()
    cats = d("lucky_cat", 2)
    deck = d("fan", 1) + d("lute", 1)
    s, _ = take_first(d, cats, deck=deck)
    assert s.phase == P_SPLIT and sorted(s.won[0]) == sorted(deck)


def test_action_card_by_another_seat_is_refused():
    d = Deal()
    copy = d("copy", 1)
    s, _ = take_first(d, copy, won0=d("fan", 1) + d("sword", 1))
    assert "not Orange's decision" in refused(s, 1, "copy", TYPE["fan"])


def test_lucky_cat_draw_leaves_the_previous_state_untouched():
    d = Deal()
    cat = d("lucky_cat", 1)
    s = scenario(players=3, row=[*cat, *d("chopsticks", 3)], deck=d("fan", 3))
    s = go(s, (0, "split", 1, 1), (0, "apprentice", 2, 0), (0, "select", 1), (1, "select", 2))
    before, rng_before = json_of(s), s.rng.state
    after, _ = act(s, 2, "select", 2)  # the reveal: Blue takes the Lucky Cat and draws
    assert json_of(s) == before and s.rng.state == rng_before  # the Rng is copied before drawing
    assert after.rng.state != rng_before


def test_lucky_cat_drawing_fire_keeps_it():
    d = Deal()
    cat, fire = d("lucky_cat", 1), d("fire", 1)
    s, events = take_first(d, cat, deck=fire)
    assert s.won[0] == (fire[0],) and s.phase == P_SPLIT  # Fire is simply kept, nothing to resolve
    assert GAME.scores(s)[0].line("Fire") == -4
    assert any(e.kind == "lucky_cat" and "Fire" in str(e.text) for e in events)


def test_a_copy_counts_when_the_next_copy_looks_for_the_most_held_type():
    d = Deal()
    copies = d("copy", 2)
    s, _ = take_first(d, [copies[1]], won0=d("sword", 1) + d("fan", 1), copies=[(copies[0], TYPE["sword"])])
    # swords 1 + a Copy = 2 beat the single fan: no tie, the second Copy joins the swords too
    assert s.phase == P_SPLIT and counts(s, 0) == {"fan": 1, "sword": 3}
