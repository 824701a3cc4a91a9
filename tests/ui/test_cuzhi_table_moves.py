"""The Cuzhi board binds each legal move exactly where its table model places it: at the positions of
seeded random games, a move starts at the items of the table's pieces (and no others), drops on the
items of its zones (and no others), and a move with no piece is a button of the strip."""

from __future__ import annotations

import pytest

from tests.support.board_harness import board_in_view
from zsgames.core.conformance import random_playout
from zsgames.core.game import GameConfig
from zsgames.games.cuzhi import GAME
from zsgames.ui.boards.cuzhi.board import CuzhiBoard
from zsgames.ui.boards.cuzhi.strip import TrayButton


@pytest.mark.parametrize(("players", "seed"), [(2, 5), (4, 6)])
def test_every_move_is_bound_at_exactly_the_tables_pieces_and_zones(qtbot, players: int, seed: int) -> None:
    board, _view, _chosen, _refused = board_in_view(qtbot, CuzhiBoard(GAME), 934, 715)
    states = []
    random_playout(GAME, GameConfig.make(players), seed, chooser_seed=seed, on_step=lambda s, a, n: states.append(s))
    kinds = set()
    for state in states[::2]:
        deciders = GAME.current_deciders(state)
        if not deciders:
            continue
        seat = deciders[0]
        board.show(GAME.view(state, seat), seat, GAME.legal_actions(state, seat))
        for move in board.t.moves:
            sources, zones = board.items_for(move.action)
            buttons = [item for item in sources if isinstance(item, TrayButton)]
            pieces = [item for spot in move.pieces for item in board.items_at(spot)]
            if not pieces:  # the strip's button
                assert len(buttons) == 1 and sources == buttons and not zones, move
                continue
            kinds.add(move.action.kind)
            assert set(sources) - set(buttons) == set(pieces), move
            assert len(buttons) == int(move.button), move
            wanted = {board.zone_for(item) for spot in move.zones for item in board.items_at(spot)}
            assert set(zones) == wanted, move
        assert board.bound == set(board.t.legal)  # every move reachable, on the board or in the strip
    assert {"place", "cultivate", "tribute"} <= kinds
