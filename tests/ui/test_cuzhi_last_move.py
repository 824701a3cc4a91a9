"""Bot moves staged on the Cuzhi board: the latest known move is ringed where it happened and its
piece slides in, timed by the bot-speed setting (nothing slides at Instant); the board holds the next
bot move while it is still staging (``busy_ms``)."""

from __future__ import annotations

import pytest

from tests.support.board_harness import board_in_view
from zsgames.core.conformance import random_playout
from zsgames.core.game import GameConfig
from zsgames.games.cuzhi import GAME
from zsgames.ui.boards.base import LAST, HighlightItem
from zsgames.ui.boards.cuzhi.board import CuzhiBoard

VIEWER = 0
SLIDES = {
    "place",
    "take",
    "keep_sound",
    "sell_sound",
    "exchange",
    "buy_grass",
    "sell_grass",
    "buy_jar",
    "sell_jar",
    "buy_cricket",
    "sell_cricket",
    "hire",
    "cultivate",
    "upgrade",
    "gain",
    "title",
    "fighter",
}


def bot_moves() -> dict[str, tuple]:
    """The first move of each kind made by a seat other than the viewer, with the state after it."""
    found: dict[str, tuple] = {}
    for players, seed in ((4, 1), (4, 2), (3, 3), (2, 4), (4, 5)):

        def keep(_before, action, after):
            if action.seat != VIEWER and action.kind not in found:
                found[action.kind] = (action, after)

        random_playout(GAME, GameConfig.make(players), seed, chooser_seed=seed, on_step=keep)
    return found


MOVES = bot_moves()


@pytest.fixture
def board(qtbot):
    return board_in_view(qtbot, CuzhiBoard(GAME), 934, 715)


def show_after(scene, action, after, pace: int) -> None:
    scene.pace_ms = pace
    scene.set_last_moves([action], None)
    after.drop_caches()
    legal = GAME.legal_actions(after, VIEWER) if VIEWER in GAME.current_deciders(after) else []
    scene.show(GAME.view(after, VIEWER), VIEWER, legal, after.config)


def rings(scene) -> list[HighlightItem]:
    return [i for i in scene.items() if isinstance(i, HighlightItem) and i.colour == LAST]


def test_the_moves_seen_cover_the_game():
    assert SLIDES - {"upgrade", "take", "exchange", "sell_sound"} <= set(MOVES)


@pytest.mark.parametrize("kind", sorted(MOVES))
def test_a_bots_move_is_ringed_and_its_piece_slides_in_at_the_bot_pace(qtbot, board, kind):
    scene = board[0]
    action, after = MOVES[kind]
    show_after(scene, action, after, 700)
    assert rings(scene), f"{kind}: nothing ringed"
    if kind in SLIDES:
        assert scene._slides, f"{kind}: nothing slides"
        assert 0 < scene.busy_ms() <= 450
        qtbot.waitUntil(lambda: all(a.state() != a.State.Running for a in scene._slides), timeout=3000)
    if kind == "roll":
        assert scene.busy_ms() > 0  # the die tumbles


@pytest.mark.parametrize("kind", sorted(SLIDES & set(MOVES)))
def test_at_instant_the_move_is_ringed_and_nothing_moves(qtbot, board, kind):
    scene = board[0]
    action, after = MOVES[kind]
    show_after(scene, action, after, 0)
    assert rings(scene) and not scene._slides and scene.busy_ms() == 0


def test_after_the_human_acts_no_mark_stays(qtbot, board):
    scene = board[0]
    action, after = MOVES["place"]
    show_after(scene, action, after, 700)
    assert rings(scene)
    scene.set_last_moves([], None)
    scene.show(GAME.view(after, VIEWER), VIEWER, [], after.config)
    assert not rings(scene)
