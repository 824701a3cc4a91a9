"""The Zooscape board binds each legal move exactly where its table model places it: at the positions
of seeded random games, a move starts at the items of the table's pieces (and clicks on its clicks),
and drops on the items of its zones, and nowhere else; every legal move is reachable."""

from __future__ import annotations

import pytest

from tests.support.board_harness import board_in_view
from zsgames.core.conformance import random_playout
from zsgames.core.game import GameConfig
from zsgames.games.zooscape import GAME
from zsgames.ui.boards.zooscape.board import ZooscapeBoard


@pytest.mark.parametrize(("players", "seed"), [(3, 0), (6, 6)])  # games with every kind of move
def test_every_move_is_bound_at_exactly_the_tables_pieces_and_zones(qtbot, players: int, seed: int) -> None:
    board, _view, _chosen, _refused = board_in_view(qtbot, ZooscapeBoard(GAME), 934, 715)
    board.pace_ms = 0  # no staged reveal: every view is drawn with its moves
    states = []
    random_playout(GAME, GameConfig.make(players), seed, chooser_seed=seed, on_step=lambda s, a, n: states.append(s))
    kinds = set()
    for state in states:
        deciders = GAME.current_deciders(state)
        if not deciders:
            continue
        seat = deciders[0]
        board.show(GAME.view(state, seat), seat, GAME.legal_actions(state, seat))
        assert {m.action for m in board.t.moves} == set(board.legal)
        for move in board.t.moves:
            kinds.add(move.action.kind)
            sources, zones = board.items_for(move.action)
            pieces = [item for spot in move.pieces for item in board.items_at(spot)]
            clicks = [item for spot in move.clicks for item in board.items_at(spot)]
            assert pieces or clicks, move  # every legal move can be made on the board
            assert set(sources) == set(pieces) | set(clicks), move
            wanted = {board.zone_for(item) for spot in move.zones for item in board.items_at(spot)}
            assert set(zones) == (wanted if pieces else set()), move
            for item in clicks:
                assert move.action in board.actions_of(item)
    assert kinds == {"split", "apprentice", "select", "resolve", "break", "copy"}
