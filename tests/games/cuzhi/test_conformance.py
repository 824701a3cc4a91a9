"""Engine conformance, random-game properties, hidden information, saves."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from zsgames.core.conformance import check_all, random_playout
from zsgames.core.game import Action, GameConfig, IllegalAction
from zsgames.core.rng import Rng
from zsgames.games.cuzhi import GAME
from zsgames.games.cuzhi import data as D
from zsgames.games.cuzhi.view import bag_counts

from .helpers import start


@pytest.mark.parametrize("players", [2, 3, 4])
def test_conformance(players):
    check_all(GAME, players, range(2))


def _play(players: int, seed: int, on_state=None):
    s = GAME.setup(GameConfig.make(players), seed)
    rng = Rng(seed * 31 + players)
    while not GAME.is_over(s):
        seat = GAME.current_deciders(s)[0]
        legal = GAME.legal_actions(s, seat)
        s, _ = GAME.apply(s, legal[rng.randbelow(len(legal))])
        GAME.check_invariants(s)
        if on_state:
            on_state(s)
    return s


@settings(max_examples=6, deadline=None)
@given(players=st.sampled_from([2, 3, 4]), seed=st.integers(0, 10_000))
def test_random_games_keep_every_invariant(players, seed):
    rounds = []
    fought_per_round = {}

    def check(s):
        if not rounds or rounds[-1] != s.round:
            rounds.append(s.round)
        assert 3 <= s.heads[0] <= 5
        assert sum(s.bust_run) <= 3
        if s.fight is not None and s.fight.dice[0]:
            assert set(s.fight.dice) <= {6, 8, 10, 12}
        fought_per_round[s.round] = max(fought_per_round.get(s.round, 0), s.challenges)
        for sc in GAME.scores(s):
            assert sum(v for _, v in sc.lines) == sc.total

    final = _play(players, seed, check)
    assert rounds == [1, 2, 3, 4, 5]
    assert all(v <= 3 for v in fought_per_round.values())
    assert final.round == 5 and GAME.winner(final).winners


def test_views_hide_bag_order_decks_unused_cards_and_rng():
    s = start(3, 2)
    for seat in (0, 1, 2, None):
        v = GAME.view(s, seat)
        data = GAME.view_to_json(v)
        assert data["bag"] == 24 and data["title_deck"] == 8 and data["trib_deck"] == len(s.trib_deck)
        assert data["bust_out"] == 2 and data["rng"] == 0
        assert data["bust"] == s.bust and data["pile"] == s.pile
        text = json.dumps(data)
        assert str(s.rng.state) not in text


def test_bag_contents_by_kind_are_deducible():
    s = start(3, 2)
    s = _partial(s, 60)
    v = GAME.view(s, 0)
    counts = bag_counts(v)
    assert counts == [s.bag.count(k) for k in range(4)]


def _partial(s, steps):
    rng = Rng(5)
    for _ in range(steps):
        if GAME.is_over(s):
            break
        legal = GAME.legal_actions(s, GAME.current_deciders(s)[0])
        s, _ = GAME.apply(s, legal[rng.randbelow(len(legal))])
    return s


def test_determinize_keeps_what_the_seat_sees():
    s = _partial(start(4, 9), 80)
    v = GAME.view(s, 1)
    d = GAME.determinize(v, 1, Rng(1))
    assert GAME.view_to_json(GAME.view(d, 1)) == GAME.view_to_json(v)
    assert sorted(d.bag) == sorted(s.bag)


def test_holdings_are_open_no_curtain():
    s = start(3)
    assert not GAME.is_private_decision(s, GAME.current_deciders(s)[0])


def test_chance_events_carry_die_and_value():
    s = GAME.setup(GameConfig.make(4), 3)
    rng = Rng(3)
    rolls = []
    while not GAME.is_over(s):
        legal = GAME.legal_actions(s, GAME.current_deciders(s)[0])
        s, ev = GAME.apply(s, legal[rng.randbelow(len(legal))])
        rolls += [e for e in ev if e.kind == "roll"]
        if len(rolls) > 4:
            break
    for e in rolls:
        assert e.chance and 1 <= e.get("value") <= e.get("sides")


def test_same_seed_same_game():
    a, acts = random_playout(GAME, GameConfig.make(3), 7, chooser_seed=1)
    b, _ = random_playout(GAME, GameConfig.make(3), 7, chooser_seed=1)
    assert GAME.state_to_json(a) == GAME.state_to_json(b) and len(acts) > 50


def test_bad_input_refused_untouched():
    s = start(3)
    seat = GAME.current_deciders(s)[0]
    before = json.dumps(GAME.state_to_json(s), sort_keys=True)
    for action in (Action(seat, "place", (99,)), Action(seat, "hire", (0,)), Action(seat, "place", ("x",))):
        with pytest.raises(IllegalAction) as info:
            GAME.apply(s, action)
        assert info.value.reason
    assert json.dumps(GAME.state_to_json(s), sort_keys=True) == before


def test_rules_help_mentions_decisions_and_values():
    html = GAME.rules_help()
    for needle in (
        "<b>Sound crickets.</b>",  # D1
        "<b>Spaces.</b>",  # D18
        "促织",
        "斗场老板",
        "西安府",
        "派遣",
        "押注",
        "兴奋",
        "斗争",
        "辨声",
        "俸禄",
        "our proposal",
    ):
        assert needle in html
    assert str(D.HIRE_COST) in html


def test_prompt_and_phase_text():
    s = start(3)
    seat = GAME.current_deciders(s)[0]
    assert "Dispatch" in GAME.prompt(s, seat) and GAME.prompt(s, (seat + 1) % 3) == ""
    assert GAME.phase_text(s) == "Round 1 — Dispatch 派遣"


def test_evaluate_in_range():
    s = _partial(start(3), 100)
    for seat in range(3):
        assert 0.0 <= GAME.evaluate(s, seat) <= 1.0


def test_log_lines_and_labels_name_yamen_and_areas_in_english_and_chinese():
    from zsgames.games.cuzhi.game import PLACE_LABELS

    from .helpers import SP, XIAN, card, give, resolve_from, texts
    from .tribute_helpers import set_yamen

    assert "Market 市场" in str(PLACE_LABELS[SP["a2s1"]]) and "Tribute 进贡区" in str(PLACE_LABELS[SP["a4r1s1"]])
    s = start(3)
    s.stage, s.cursor = "resolve", 10
    assert "Area 3 Cultivation 培养区" in GAME.phase_text(s)
    s = start(3)
    s.coins[0] = s.grass[0] = s.jars[0] = 0
    s.crick[0:5] = [0] * 5
    give(s, 0, D.ORDINARY, D.THIRD)
    set_yamen(s, XIAN, card("斗场老板"))
    resolve_from(s, ("space", SP["a4r1s1"]), {SP["a4r1s1"]: 0})
    s.drop_caches()
    _, ev = GAME.apply(s, next(a for a in GAME.legal_actions(s, 0) if a.kind == "tribute"))
    log = texts(ev)
    assert "西安府 Xi'an" in log and "lantern" in log


def test_a_save_from_before_issue_23_still_loads_and_verifies():
    """The open Sound exchanges and the title-cricket sales only add moves: a game saved before
    them (tests/games/cuzhi/data) replays move for move to the same saved state."""
    from pathlib import Path

    from zsgames.core import snapshot

    match = snapshot.load(Path(__file__).parent / "data" / "save_before_issue23.json")
    assert match.is_over() and len(match.actions) == 141


def test_no_refusal_falls_back_to_a_bare_not_allowed():
    """Every refused move says why in the game's words: a move that does not answer the question
    says when it is made and what is asked now; through a Match (saves, the CLI) too."""
    import random

    from zsgames.core.game import Action, GameConfig, IllegalAction
    from zsgames.core.match import Match

    pool: set[tuple] = set()
    states = []
    for seed in (1, 2):
        match = Match(GAME, GameConfig.make(3), seed)
        pick = random.Random(seed)
        while not match.is_over():
            seat = match.deciders()[0]
            legal = match.legal_actions(seat)
            pool.update((a.kind, a.args) for a in legal)
            if pick.random() < 0.1:
                states.append(match.state)
            match.apply(pick.choice(legal))
    tried = 0
    for s in states[:50]:
        seat = GAME.current_deciders(s)[0]
        legal = {(a.kind, a.args) for a in GAME.legal_actions(s, seat)}
        for kind, args in sorted(pool, key=repr):
            if (kind, args) in legal:
                continue
            try:
                GAME.apply(s, Action(seat, kind, args))
            except IllegalAction as exc:
                assert "not allowed now" not in exc.reason and exc.reason, (kind, args, exc.reason)
                tried += 1
            else:
                raise AssertionError(f"{kind}{args} was accepted")
    assert tried > 1000
    match = Match(GAME, GameConfig.make(3), 1)
    seat = match.deciders()[0]
    try:
        match.apply(Action(seat, "tribute", (0, 0)))
    except IllegalAction as exc:
        assert exc.reason.startswith("tribute is paid while your Area 4 space resolves; now: Dispatch")
    else:
        raise AssertionError("a tribute in the dispatch was accepted")
