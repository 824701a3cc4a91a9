"""Moving pieces on the Cuzhi board with real drags: any of a seat's identical heads drags, and every
refused drop says which rule stops it, in the game's words (never only "not there — it can: …")."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF

from tests.games.cuzhi.helpers import SP, blank, give, on_frame, start
from tests.support import qt_drag
from tests.support.board_harness import board_in_view, centre, show_decider
from zsgames.core.conformance import random_playout
from zsgames.core.game import GameConfig
from zsgames.games.cuzhi import GAME
from zsgames.games.cuzhi import data as D
from zsgames.ui.boards.cuzhi.board import CuzhiBoard
from zsgames.ui.boards.cuzhi.layout import AREA1, SEATS

GENERIC = "not there — it can:"


@pytest.fixture
def board(qtbot):
    return board_in_view(qtbot, CuzhiBoard(GAME), 934, 715)


def show(board, state):
    state.drop_caches()
    return show_decider(GAME, board[0], board[1], state)


def drop(qtbot, board, piece, target: QPointF) -> str:
    """Drag ``piece`` to ``target``; the refusal it gave ("" if none)."""
    _scene, view, _chosen, refused = board
    before = len(refused)
    qt_drag.drag(qtbot, view, centre(piece), target)
    return refused[-1] if len(refused) > before else ""


@pytest.mark.parametrize("players", [2, 4])
def test_every_village_head_at_home_drags_to_a_space(qtbot, board, players):
    scene, view, chosen, refused = board
    s = start(players, 3)
    seat = show(board, s)
    heads = scene.seat_items["heads"]
    assert len(heads) == s.to_place[seat] == 3
    for k in range(len(heads)):
        show(board, s)
        head = scene.seat_items["heads"][k]
        assert head.is_playable(), f"head {k} cannot be dragged"
        qt_drag.drag(qtbot, view, centre(head), centre(scene.space_items[SP["a2s3"]]))
        assert chosen and chosen[-1].kind == "place" and chosen[-1].args == (SP["a2s3"],), f"head {k}"
        chosen.clear()
    assert not refused


def test_a_head_refused_by_a_space_says_which_rule(qtbot, board):
    scene = board[0]
    s = start(3, 4)
    s.occ[SP["a1s2"]] = 1  # Orange already stands here
    show(board, s)
    head = scene.seat_items["heads"][0]
    assert drop(qtbot, board, head, centre(scene.space_items[SP["a1s2"]])) == "that space already has a village head"
    show(board, s)
    head = scene.seat_items["heads"][1]
    assert (
        drop(qtbot, board, head, centre(scene.space_items[SP["a4r1s4"]])) == "this space is used only with 4+ players"
    )
    show(board, s)
    head = scene.seat_items["heads"][2]
    assert drop(qtbot, board, head, centre(scene.space_items[SP["a5s2"]])) == "Area 5 space 3 opens in round 3"
    show(board, s)
    head = scene.seat_items["heads"][0]
    off = drop(qtbot, board, head, QPointF(AREA1.x() + 180, AREA1.bottom() - 6))  # the area, not a space
    assert off.startswith("a village head goes on an empty open space"), off


def test_market_drops_say_what_the_trade_needs(qtbot, board):
    scene = board[0]
    s = blank(3)
    s.grass[0], s.coins[0] = 1, 0
    give(s, 0, D.THIRD)
    on_frame(s, ("trade", 0, 2, 0))
    show(board, s)
    why = drop(qtbot, board, scene.seat_items["grass"], centre(scene.piles["grass3"]))
    assert why == "buying: 3 grass cost 4 coins; you have 0; selling: you have 1 grass to sell; this trade takes 3"
    show(board, s)
    why = drop(qtbot, board, scene.seat_items["c1"], centre(scene.stall_items[5]))
    assert why == "a sold cricket goes on the leftmost empty stall (stall 1)"
    show(board, s)
    # round 1: the indicator has no hire to make, so it does not move; a drag on it says why not
    assert not scene.seat_items["indicator"].is_playable()
    why = drop(qtbot, board, scene.hire_items[0], centre(scene.hire_items[1]))
    assert why == "village heads can be hired from round 2"


def test_cultivation_drops_and_crickets_that_cannot_move_say_why(qtbot, board):
    scene = board[0]
    s = blank(3)
    give(s, 0, D.THIRD, D.ROYAL)
    on_frame(s, ("cult", 0, 1))
    show(board, s)
    assert drop(qtbot, board, scene.seat_items["c1"], centre(scene.cult_zones[1])) == "you have no grass 草"
    show(board, s)
    royal = scene.seat_items["c4"]
    assert not royal.is_playable()
    assert drop(qtbot, board, royal, centre(scene.cult_zones[0])) == "a royal cricket cannot be cultivated further"
    show(board, s)
    off = drop(qtbot, board, scene.seat_items["c1"], QPointF(SEATS.right() - 30, SEATS.top() - 3))
    assert off == "a cricket is cultivated on +1 grade, or on +2 grades with grass, in Area 3"


def test_no_drop_anywhere_falls_back_to_the_list_of_moves(qtbot, board):
    """Over whole games, every piece that can move, dropped on a spot of the table with nothing on
    it, says in the game's words where it goes."""
    scene = board[0]
    seen: set[str] = set()
    for players, seed in ((2, 5), (4, 6)):
        states = []

        def keep(_before, _action, after, states=states):
            if GAME.current_deciders(after):
                states.append(after)

        random_playout(GAME, GameConfig.make(players), seed, chooser_seed=seed, on_step=keep)
        for s in states[::7]:
            show(board, s)
            for piece in scene.sources():
                if not scene.drags_of(piece):
                    continue
                why = scene.why_not_there(piece)
                assert why and not why.startswith(GENERIC), why
                seen |= {a.kind for a, _ in scene.drags_of(piece)}
    assert {"place", "sell_cricket", "cultivate", "tribute"} <= seen
