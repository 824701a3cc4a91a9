"""The Zong Shi table model (``games/zongshi/table.py``): what the board shows and where each move is
made, read from a seat's view. At the positions of seeded random games every legal move is placed
exactly once, on pieces and zones that belong to it, the pawn choices lead where the rules say, and
every refusal the table gives is what ``Game.explain`` says of that move."""

from __future__ import annotations

import dataclasses
import subprocess
import sys
from collections import Counter
from collections.abc import Iterator

import pytest

from zsgames.core.conformance import random_playout
from zsgames.core.game import Action, GameConfig
from zsgames.core.rng import Rng
from zsgames.games.zongshi import GAME
from zsgames.games.zongshi import data as D
from zsgames.games.zongshi.common import hand_limit, storage_limit
from zsgames.games.zongshi.state import State
from zsgames.games.zongshi.table import Table, table_of


def positions(players: int, seed: int) -> Iterator[tuple[State, Table]]:
    """Every third position of a seeded random game, with the table its decider's view gives."""
    seen: list[State] = []
    random_playout(GAME, GameConfig.make(players), seed, chooser_seed=seed, on_step=lambda s, a, n: seen.append(s))
    for state in seen[::3]:
        deciders = GAME.current_deciders(state)
        if deciders:
            view = GAME.view(state, deciders[0])
            yield view, table_of(view, deciders[0], GAME.legal_actions(state, deciders[0]))


@pytest.fixture(scope="module")
def tables() -> list[tuple[State, Table]]:
    return [pair for players in (3, 4, 5) for pair in positions(players, players)]


def test_the_model_is_plain_frozen_values_and_no_qt() -> None:
    import zsgames.games.zongshi.table as table

    state = GAME.setup(GameConfig.make(4), 1)
    t = table_of(GAME.view(state, 0), 0, GAME.legal_actions(state, 0))
    for value in (t, *t.seats, *t.moves, *(b for m in t.moves for b in m.binds)):
        assert dataclasses.is_dataclass(value)
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(value, dataclasses.fields(value)[0].name, None)
    assert table.__all__  # what the board may use
    loaded = subprocess.run(
        [sys.executable, "-c", "import sys, zsgames.games.zongshi.table; print('PySide6' in sys.modules)"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert loaded.stdout.strip() == "False"  # the model never loads Qt


def test_every_legal_move_is_placed_once_where_the_board_binds_it(tables: list[tuple[State, Table]]) -> None:
    placed: Counter[str] = Counter()
    for view, t in tables:
        assert [m.action for m in t.moves] == list(t.legal), "each legal move once, in the legal order"
        for move in t.moves:
            a, binds = move.action, move.binds
            placed[a.kind] += bool(binds)
            if a.kind == "go":
                assert binds[0].pieces == (("pawn", a.seat, view.cur_pawn),) and binds[0].zone == ("place", a.args[0])
            elif a.kind == "begin":
                assert binds[-1].pieces == (("project", a.args[0]),) and binds[-1].zone is None  # a click on the card
                assert binds[-2].zone == ("workshop", "storage") and not binds[-2].click_zone  # only a drop
            elif a.kind == "pay":
                assert binds[0].pieces == (("store box", D.MAT_INDEX[a.args[1]]),) and binds[0].zone == ("tray", "pay")
            elif a.kind == "visit":
                assert binds[0].pieces == (("visit tile", a.args[1]),) and binds[0].zone == ("person", a.args[0])
            elif a.kind == "lessons":
                assert move.together  # dragged to the hand or clicked, never only one of them
            elif a.kind == "pawn":
                assert binds == (dataclasses.replace(binds[0], pieces=(("pawn", a.seat, a.args[0]),)),)
            elif a.kind in ("pass", "done", "decline", "skip"):
                assert not binds, "a button of the strip"
    for kind in ("draft_box", "draft_scroll", "pawn", "go", "begin", "pay", "take", "play"):
        assert placed[kind], f"the seeded games never placed a {kind} move on the board"


def test_a_pawn_choice_leads_where_the_rules_say(tables: list[tuple[State, Table]]) -> None:
    chosen = 0
    for view, t in tables:
        pawns = [a for a in t.legal if a.kind == "pawn"]
        assert [c.action for c in t.pawn_choices] == (pawns if t.kind == "pawn" else [])
        for choice in t.pawn_choices:
            assert t.viewer is not None
            after, _ = GAME.apply(GAME.determinize(view, t.viewer, Rng(0)), choice.action)
            steps = [a for a in GAME.legal_actions(after, t.viewer) if a.kind in ("go", "begin")]
            assert list(dict.fromkeys(step for step, _bind in choice.follow)) == steps
            assert all(not bind.click_zone for _step, bind in choice.follow)  # a drop chooses the pawn, never a click
            refused = Action(t.viewer, "go", ("no such place",))
            assert choice.why_not("go", ("no such place",)) == GAME.explain(after, refused)
            chosen += 1
    assert chosen


def test_the_tables_refusals_and_figures_are_the_rules(tables: list[tuple[State, Table]]) -> None:
    said = 0
    places = {a.args[0] for _view, t in tables for a in t.legal if a.kind == "go"}
    for view, t in tables:
        assert t.deciding and t.prompt == GAME.prompt(view, t.deciders[0])
        for shown in t.seats:
            assert shown.score == GAME.scores(view)[shown.seat]
            assert (shown.storage_limit, shown.hand_limit) == (
                storage_limit(view, shown.seat),
                hand_limit(view, shown.seat),
            )
        legal = set(t.legal)
        if t.kind != "turn":
            continue
        for loc in places:
            action = Action(t.deciders[0], "go", (loc,))
            if action not in legal:
                assert t.why_not("go", (loc,)) == GAME.explain(view, action)
                said += 1
    assert said


def test_the_outcome_is_shown_once_the_game_is_over() -> None:
    final, _moves = random_playout(GAME, GameConfig.make(3), 2, chooser_seed=2)
    assert final.phase == "over"
    t = table_of(GAME.view(final, None), None, [])
    assert t.outcome == GAME.winner(final) and not t.deciders and not t.deciding and t.prompt == ""
    assert table_of(GAME.setup(GameConfig.make(3), 2), 0, []).outcome is None
