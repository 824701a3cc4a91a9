"""The Zong Shi board binds each legal move exactly where its table model places it: at the positions of
seeded random games, a move starts at the items of the table's pieces (and no others), drops on the
items of its zones (and no others), and a move none of whose pieces is drawn is a button of the strip."""

from __future__ import annotations

import pytest

from tests.support.board_harness import board_in_view
from zsgames.core.conformance import random_playout
from zsgames.core.game import GameConfig
from zsgames.games.zongshi import GAME
from zsgames.games.zongshi.table import Bind, Move
from zsgames.ui.boards.zongshi.board import Button, ZongShiBoard


def _ways(board: ZongShiBoard, move: Move) -> list[Bind]:
    """The table's ways of making ``move`` whose pieces and zone are drawn (with a pawn choice's drags)."""
    binds = list(move.binds)
    binds += [bind for choice in board.t.pawn_choices if choice.action == move.action for _step, bind in choice.follow]
    return [b for b in binds if any(board.items_at(p) for p in b.pieces) and (b.zone is None or board.items_at(b.zone))]


@pytest.mark.parametrize(("players", "seed"), [(3, 5), (5, 6)])
def test_every_move_is_bound_at_exactly_the_tables_pieces_and_zones(qtbot, players: int, seed: int) -> None:
    board, _view, _chosen, _refused = board_in_view(qtbot, ZongShiBoard(GAME), 1280, 800)
    states = []
    random_playout(GAME, GameConfig.make(players), seed, chooser_seed=seed, on_step=lambda s, a, n: states.append(s))
    kinds = set()
    for state in states[::4]:
        deciders = GAME.current_deciders(state)
        if not deciders:
            continue
        seat = deciders[0]
        board.show(GAME.view(state, seat), seat, GAME.legal_actions(state, seat))
        for move in board.t.moves:
            sources, zones = board.items_for(move.action)
            ways = _ways(board, move)
            if not ways:  # the strip's button
                assert len(sources) == 1 and isinstance(sources[0], Button) and not zones, move
                continue
            kinds.add(move.action.kind)
            if move.together:
                assert len(ways) == len(move.binds), move
            pieces = {item for b in ways for spot in b.pieces for item in board.items_at(spot)}
            assert set(sources) == pieces, move
            wanted = {board.zone_for(board.items_at(b.zone)[0]) for b in ways if b.zone is not None}
            assert set(zones) == wanted, move
        assert {a for a in board.legal if board.items_for(a)[0]} == set(board.t.legal)  # every move reachable
    assert {"pawn", "go", "begin", "draft_box"} <= kinds
