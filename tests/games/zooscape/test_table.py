"""The Zooscape table model (``games/zooscape/table.py``): what the board shows and where each move is
made, read from a seat's view. At the positions of seeded random games every legal move is placed
exactly once, on the pieces and zones that belong to it; the numbers are the rules' (scores, counts);
the prompt is the game's own; and every refusal is what the rules say when they refuse that move in
the real game."""

from __future__ import annotations

import dataclasses
import subprocess
import sys
from collections import Counter
from collections.abc import Iterator
from typing import TypeAlias

import pytest

from zsgames.core.conformance import random_playout
from zsgames.core.game import Action, GameConfig, IllegalAction
from zsgames.games.zooscape import GAME
from zsgames.games.zooscape import cards as C
from zsgames.games.zooscape.state import ZState
from zsgames.games.zooscape.table import Table, refusal, table_of

Position: TypeAlias = tuple[ZState, ZState, int, Table]
SEEDS = range(2)  # with 3 and 4 players' seed 0, games that resolve two action cards in turn


def positions(players: int, seed: int) -> Iterator[Position]:
    """Every position of a seeded random game: the state, its first decider's view and the table."""
    seen: list[ZState] = []
    random_playout(GAME, GameConfig.make(players), seed, chooser_seed=seed, on_step=lambda s, a, n: seen.append(s))
    for state in seen:
        deciders = GAME.current_deciders(state)
        if deciders:
            seat = deciders[0]
            view = GAME.view(state, seat)
            yield state, view, seat, table_of(view, GAME.legal_actions(state, seat), seat)


@pytest.fixture(scope="module")
def tables() -> list[Position]:
    return [p for players in (3, 4, 5, 6) for seed in SEEDS for p in positions(players, seed)]


def rules_reason(state: ZState, action: Action) -> str | None:
    try:
        GAME.apply(state, action)
    except IllegalAction as exc:
        return str(exc)
    return None


def test_the_model_is_plain_frozen_values_and_no_qt() -> None:
    import zsgames.games.zooscape.table as table

    state = GAME.setup(GameConfig.make(4), 1)
    t = table_of(GAME.view(state, 0), GAME.legal_actions(state, 0), 0)
    for value in (t, t.strip, t.market, *t.seats, *t.moves):
        assert dataclasses.is_dataclass(value)
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(value, dataclasses.fields(value)[0].name, None)
    assert table.__all__  # what the board may use
    loaded = subprocess.run(
        [sys.executable, "-c", "import sys, zsgames.games.zooscape.table; print('PySide6' in sys.modules)"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert loaded.stdout.strip() == "False"  # the model never loads Qt


def test_every_legal_move_is_placed_once_on_its_pieces_and_zones(tables: list[Position]) -> None:
    kinds: Counter[str] = Counter()
    for _state, view, seat, t in tables:
        assert Counter(m.action for m in t.moves) == Counter(t.legal), "each legal move exactly once"
        for move in t.moves:
            a = move.action
            kinds[a.kind] += 1
            if a.kind == "split":
                assert move.pieces == (("divider", a.args[1]),) and move.zones == (("gap", a.args[0]),)
                assert 1 <= a.args[0] < len(view.cur)
            elif a.kind == "apprentice":
                assert move.pieces == (("apprentice",),) and move.zones == (("app gap", *a.args),)
            elif a.kind == "select":
                assert move.pieces == (("disk",),) and move.zones == move.clicks == (("group", a.args[0]),)
            elif a.kind == "resolve":
                assert move.clicks == (("pending", a.args[0]),) and move.ring and not move.pieces
                assert a.args[0] in {C.ACTION_KEYS.get(C.KIND[c]) for c in t.market.pending}
            else:
                assert a.kind in ("break", "copy")
                assert move.clicks == (("stack", seat, a.args[0]),) and move.ring
                assert t.seats[seat].counts[a.args[0]] > 0  # a stack of the viewer's is drawn for it
    for kind in ("split", "apprentice", "select", "resolve", "break", "copy"):
        assert kinds[kind], f"the seeded games never placed a {kind} move on the board"


def test_the_numbers_and_words_are_the_rules(tables: list[Position]) -> None:
    for state, view, seat, t in tables:
        assert [s.score for s in t.seats] == GAME.scores(view) == GAME.scores(state)
        assert t.deciders == tuple(GAME.current_deciders(state))
        assert t.prompt(seat) == GAME.prompt(state, seat) != ""  # the game's own question
        assert t.strip.deck == (state.deck if isinstance(state.deck, int) else len(state.deck))
        assert t.strip.piles == len(state.piles) and t.strip.kimonos == len(state.kimonos)
        for shown in t.seats:
            assert sum(shown.counts) == sum(1 for c in shown.won if C.KIND[c] < C.CURIO_TYPES) + len(shown.copies)


def test_the_tables_refusals_are_what_the_rules_say_in_the_real_game(tables: list[Position]) -> None:
    said: Counter[str] = Counter()
    for state, view, seat, t in tables:
        legal = set(t.legal)
        for kind, off in (("apprentice", (0, -1)), ("select", (0,))):
            if t.acts(kind):
                why = t.piece_refusals[kind]
                assert why and why == rules_reason(state, Action(seat, kind, off, ""))
                said[kind] += 1
            else:
                assert kind not in t.piece_refusals
        for curio_type, why in t.type_refusals.items():
            action = Action(seat, "break" if t.acts("break") else "copy", (curio_type,), "")
            assert action not in legal and why == rules_reason(state, action) == refusal(view, action)
            said["type"] += 1
        for move in t.moves:  # a legal move is never refused
            assert refusal(view, move.action) is None
    assert said["apprentice"] and said["select"] and said["type"]


def test_the_final_ranking_is_by_points_then_cards() -> None:
    state, _ = random_playout(GAME, GameConfig.make(5), 2, chooser_seed=2)
    t = table_of(GAME.view(state, None), [])
    assert t.phase == "over" and not t.deciders and t.winners == tuple(GAME.winner(state).winners)
    keys = [(t.seats[s].score.total, t.seats[s].cards) for s in t.ranking]
    assert keys == sorted(keys, reverse=True) and sorted(t.ranking) == list(range(5))
    assert t.ranking[0] in t.winners
