"""The Cuzhi table model (``games/cuzhi/table.py``): what the board shows and where each move is
made, read from a seat's view. At the positions of seeded random games every legal move is placed
exactly once, on pieces and zones that belong to it, and every refusal the table gives is what
``Game.explain`` says of that move."""

from __future__ import annotations

import dataclasses
import subprocess
import sys
from collections import Counter
from collections.abc import Iterator

import pytest

from zsgames.core.conformance import random_playout
from zsgames.core.game import Action, GameConfig
from zsgames.games.cuzhi import GAME
from zsgames.games.cuzhi import data as D
from zsgames.games.cuzhi.state import CuzhiState
from zsgames.games.cuzhi.table import EXCHANGES, Table, table_of

SEEDS = range(4)


def positions(players: int, seed: int) -> Iterator[tuple[CuzhiState, Table]]:
    """Every position of a seeded random game, with the table its decider's view gives."""
    seen: list[CuzhiState] = []
    random_playout(GAME, GameConfig.make(players), seed, chooser_seed=seed, on_step=lambda s, a, n: seen.append(s))
    for state in seen:
        deciders = GAME.current_deciders(state)
        if deciders:
            view = GAME.view(state, deciders[0])
            yield view, table_of(view, GAME.legal_actions(state, deciders[0]))


def each_position() -> Iterator[tuple[CuzhiState, Table]]:
    for players in (2, 3, 4):
        for seed in SEEDS:
            yield from positions(players, seed)


@pytest.fixture(scope="module")
def tables() -> list[tuple[CuzhiState, Table]]:
    return list(each_position())


def test_the_model_is_plain_frozen_values_and_no_qt() -> None:
    import zsgames.games.cuzhi.table as table

    state = GAME.setup(GameConfig.make(3), 1)
    t = table_of(GAME.view(state, 0), GAME.legal_actions(state, 0))
    for value in (t, t.market, t.tribute, *t.spaces, *t.seats, *t.moves):
        assert dataclasses.is_dataclass(value)
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(value, dataclasses.fields(value)[0].name, None)
    assert table.__all__  # what the board may use
    loaded = subprocess.run(
        [sys.executable, "-c", "import sys, zsgames.games.cuzhi.table; print('PySide6' in sys.modules)"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert loaded.stdout.strip() == "False"  # the model never loads Qt


def test_every_legal_move_is_placed_once_where_the_board_binds_it(tables: list[tuple[CuzhiState, Table]]) -> None:
    kinds: Counter[str] = Counter()
    for view, t in tables:
        assert Counter(m.action for m in t.moves) == Counter(t.legal), "each legal move exactly once"
        for move in t.moves:
            a = move.action
            kinds[a.kind] += bool(move.pieces)
            if not move.pieces:
                assert not move.zones  # a button of the strip
                continue
            if a.kind == "place":
                assert move.zones == (("space", a.args[0]),) and move.pieces == (("seat", "heads"),)
                assert t.spaces[a.args[0]].opened and t.spaces[a.args[0]].seat < 0
            elif a.kind == "sell_cricket":
                assert move.zones == (("stall", view.market),)  # the leftmost empty stall
            elif a.kind == "buy_cricket":
                assert move.pieces == (("market cricket", view.market - 1),)  # the rightmost cricket
            elif a.kind == "hire":
                assert move.zones == (("hire", a.args[0]),) and t.market.hire_refusals[a.args[0]] is None
            elif a.kind == "exchange":
                assert all(EXCHANGES[z[1]][0] == a.args[0] or EXCHANGES[z[1]][1] == a.args[1] for z in move.zones)
            elif a.kind == "tribute":
                assert move.pieces == (("card", a.args[1]),) and move.zones[0] == ("seat", "mat")
                assert not move.click_zone  # only a drop pays tribute
                assert t.tribute.card_refusals.get(a.args[1]) is None
            elif a.kind in ("fighter", "bet", "roll", "grass"):
                assert t.fight is not None
                if a.kind == "fighter":
                    assert move.zones == (("fight box", t.fight.picking),)
                if a.kind == "grass":
                    assert move.button and not move.click_zone  # dropped on the die, or its button
            elif a.kind == "cultivate":
                assert move.zones == (("cult", a.args[1]),)
    for kind in (
        "place",
        "draw",
        "exchange",
        "buy_grass",
        "sell_cricket",
        "hire",
        "cultivate",
        "gain",
        "tribute",
        "run",
        "roll",
        "fighter",
    ):
        assert kinds[kind], f"the seeded games never placed a {kind} move on the board"


def test_the_tables_refusals_are_what_the_game_explains(tables: list[tuple[CuzhiState, Table]]) -> None:
    said = Counter[str]()
    for view, t in tables:
        if t.decider is None:
            continue
        legal = set(t.legal)
        if t.placing:
            for space in t.spaces:
                action = Action(t.decider, "place", (space.index,))
                assert (space.refusal is None) == (action in legal)
                if space.refusal is not None:
                    assert space.refusal == GAME.explain(view, action)
                    said["place"] += 1
        if t.trading:
            for h, why in enumerate(t.market.hire_refusals):
                hires = [a for a in legal if a.kind == "hire" and a.args[0] == h]
                assert (why is None) == bool(hires)
                if why is not None:
                    assert why == GAME.explain(view, Action(t.decider, "hire", (h,)))
                    said["hire"] += 1
        if t.frame_kind == "tribute":
            for yi in range(t.tribute.in_play):
                for k in t.tribute.cards[yi]:
                    why = t.tribute.card_refusals[k]
                    action = Action(t.decider, "tribute", (yi, k))
                    assert (why is None) == (action in legal)
                    if why is not None:
                        assert why == GAME.explain(view, action)
                        said["tribute"] += 1
        for kind, args in (
            ("buy_grass", (2,)),
            ("sell_grass", (2,)),
            ("buy_cricket", ()),
            ("cultivate", (0, 0)),
            ("sell_cricket", (0,)),
            ("fighter", (0,)),
            ("grass", ()),
            ("exchange", EXCHANGES[0]),
        ):
            why = t.why_not(kind, args)
            action = Action(t.decider, kind, args)
            if action in legal:
                assert why is None
            elif why is not None:
                assert why == GAME.explain(view, action)
                said[kind] += 1
    for kind in ("place", "hire", "tribute", "buy_grass", "cultivate"):
        assert said[kind], f"the seeded games never refused a {kind}"


def test_the_seats_and_the_market_read_the_view(tables: list[tuple[CuzhiState, Table]]) -> None:
    for view, t in tables[::7]:
        scores = GAME.scores(view)
        for shown in t.seats:
            seat = shown.seat
            assert shown.crickets == tuple(view.crick[seat * 5 : seat * 5 + 5])
            assert shown.score == scores[seat]
            assert shown.indicators == D.INDICATORS - view.yamen_count(seat) - view.hire.count(seat)
        assert sum(t.market.bag_inside) == t.market.bag_total
        assert t.market.jar_price == D.JAR_PRICE[view.market]
        assert (t.fight is None) == (view.fight is None)
