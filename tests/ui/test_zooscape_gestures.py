"""Every legal Zooscape move has its own gesture on the board: at decision points of real games, the
drag or click that ``items_for(action)`` names, done with the mouse on the view's viewport, plays
exactly that action (a split whose left part is group 2 as well as group 1, each apprentice gap,
each group, each action card and curio stack)."""

from __future__ import annotations

from collections import Counter

import pytest

from tests.support import qt_drag
from tests.support.board_harness import board_in_view, show_seat
from zsgames.core.conformance import random_playout
from zsgames.core.game import GameConfig
from zsgames.games.zooscape import GAME
from zsgames.ui.boards.zooscape.board import ZooscapeBoard

PER_KIND = 3  # decision points tried for each kind of question, in each game


@pytest.fixture
def board(qtbot):
    scene = ZooscapeBoard(GAME)
    scene.pace_ms = 0  # no staged reveal: each position offers its moves at once
    return board_in_view(qtbot, scene, 934, 715)


def decision_points(players: int, seed: int) -> list[tuple[object, int]]:
    """Up to PER_KIND positions per kind of question (split, apprentice, select, resolve, break,
    copy) of one seeded game, each with the first seat asked."""
    points: list[tuple[object, int]] = []
    seen: Counter[str] = Counter()

    def on_step(before, action, after) -> None:
        deciders = GAME.current_deciders(after)
        if not deciders:
            return
        kind = GAME.legal_actions(after, deciders[0])[0].kind
        if seen[kind] < PER_KIND:
            seen[kind] += 1
            points.append((after, deciders[0]))

    random_playout(GAME, GameConfig.make(players, options={"first_master": 0}), seed, on_step=on_step)
    return points


GAMES = [(3, 1), (3, 8), (5, 2), (6, 7)]  # players, seed: together they ask every kind of question


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_each_legal_moves_gesture_plays_exactly_that_move(qtbot, board, players, seed):
    scene, view, chosen, _ = board
    kinds: set[str] = set()
    for state, seat in decision_points(players, seed):
        legal = GAME.legal_actions(state, seat)
        for action in legal:
            show_seat(GAME, scene, view, state, seat)  # afresh: a drop leaves the board as the move found it
            chosen.clear()
            qt_drag.gesture(qtbot, view, action)
            assert chosen == [action], f"{action} played {chosen}"
            kinds.add(action.kind)
    assert {"split", "apprentice", "select"} <= kinds
    splits = [a for s, seat in decision_points(players, seed) for a in GAME.legal_actions(s, seat) if a.kind == "split"]
    assert {a.args[1] for a in splits} == {1, 2}  # both namings of the groups were tried


def test_the_games_tried_ask_every_kind_of_question():
    asked = {GAME.legal_actions(s, seat)[0].kind for p, seed in GAMES for s, seat in decision_points(p, seed)}
    assert asked == {"split", "apprentice", "select", "resolve", "break", "copy"}


def test_a_divider_dropped_on_a_card_says_drop_it_between_two_cards(qtbot, board):
    """Issue 33: not "each group needs at least one card", the rules' word for a cut before card 1."""
    scene, view, chosen, refused = board
    state, seat = next((s, seat) for s, seat in decision_points(3, 1) if GAME.legal_actions(s, seat)[0].kind == "split")
    show_seat(GAME, scene, view, state, seat)
    divider = next(iter(scene.dividers.values()))
    for card in (scene.row_cards[0], scene.row_cards[-1]):
        qt_drag.drag(qtbot, view, divider.sceneBoundingRect().center(), card.sceneBoundingRect().center())
        assert not chosen
        assert refused[-1] == "drop the divider into a gap between two cards (they light up while you drag it)"
