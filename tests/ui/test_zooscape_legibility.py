"""The Zooscape board read at a glance, beyond the shared 6-player legibility test: every player count,
every decision of a whole game and every step of every staged reveal, no text under 9 points, none cut
by its box, none lying over another; and at 1024×700 the whole table still shows, scaled down, its
text still 8 points."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize

from tests.support.board_harness import in_board_view
from tests.support.text_probe import legibility_problems, view_scale
from tests.ui.test_board_legibility import board_size_in_window
from zsgames.core.conformance import random_playout
from zsgames.core.game import GameConfig
from zsgames.games.zooscape import GAME
from zsgames.ui.boards.zooscape.board import ZooscapeBoard
from zsgames.ui.boards.zooscape.labels import needed
from zsgames.ui.shared.pieces import LabelItem
from zsgames.ui.window.board_view import BoardView

AT_1280 = QSize(934, 715)  # the board view of the main window at 1280×800 (the shared test measures it)


def board_at(qtbot, size: QSize) -> tuple[ZooscapeBoard, BoardView]:
    scene = ZooscapeBoard(GAME)
    return scene, in_board_view(qtbot, scene, size)


def overlaps(scene) -> list[str]:
    """Pairs of labels whose text lies over each other (what "took a group" did to "16 pts")."""
    boxes = [
        (i.text, needed(i.text, i.rect, i.size, i.bold, i.align).adjusted(1, 1, -1, -1))
        for i in scene.items()
        if isinstance(i, LabelItem) and i.isVisible()
    ]
    return [f"{a!r} over {b!r}" for n, (a, ra) in enumerate(boxes) for b, rb in boxes[n + 1 :] if ra.intersects(rb)]


def play_and_probe(qtbot, scene, view, players: int, seed: int, min_points: float) -> tuple[list[str], set]:
    """Show every decision of a random game to its decider (the reveals staged at a quick pace) and
    probe every picture drawn, the staged steps included."""
    problems: dict[str, None] = {}
    draw = scene.show

    def probing(*args, **kwargs):
        draw(*args, **kwargs)
        for problem in [*legibility_problems(scene, view_scale(view), min_points), *overlaps(scene)]:
            problems.setdefault(problem)

    scene.show = probing
    scene.pace_ms = 1
    steps: set[str] = set()

    def on_step(_before, _action, after):
        deciders = GAME.current_deciders(after)
        seat = deciders[0] if deciders else 0
        scene.show(GAME.view(after, seat), seat, GAME.legal_actions(after, seat), after.config)
        qtbot.waitUntil(lambda: not scene.stage.running, timeout=5000)
        steps.update(scene.stage.steps_shown)

    random_playout(GAME, GameConfig.make(players), seed, on_step=on_step)
    return list(problems), steps


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_every_text_reads_at_1280x800_staged_reveals_included(qtbot, players):
    scene, view = board_at(qtbot, AT_1280)
    problems, steps = play_and_probe(qtbot, scene, view, players, 20 + players, 9.0)
    assert not problems, f"{len(problems)} unreadable texts with {players} players, e.g.:\n" + "\n".join(problems[:20])
    assert {"flip", "group 1", "group 2", "round end"} <= steps
    assert not scene.squeezed


def test_at_1024x700_the_whole_table_shows_scaled_down(qtbot):
    size = board_size_in_window(qtbot, "zooscape", 1024, 700)
    scene, view = board_at(qtbot, size)
    problems, _ = play_and_probe(qtbot, scene, view, 6, 3, 8.0)  # smaller, still 8 points
    assert not problems, "\n".join(problems[:20])
    shown = view.mapFromScene(scene.sceneRect()).boundingRect()
    assert view.viewport().rect().contains(shown), "part of the table is off screen"


def test_the_probe_measures_each_text_in_the_font_it_was_drawn_in(qtbot):
    """A card paints its name, then its flag's number in a larger font: the name is measured in its own
    font (the probe used to read the painter's font after the whole card was painted)."""
    from PySide6.QtWidgets import QGraphicsScene

    from tests.support.text_probe import text_report
    from zsgames.games.zooscape import cards as C
    from zsgames.ui.boards.zooscape.layout import SMALL
    from zsgames.ui.boards.zooscape.pieces import ZooCard

    scene = QGraphicsScene()
    lute = next(c for c in range(C.ALL_CARDS) if C.KIND[c] == C.TYPE_KEYS.index("lute"))
    card = ZooCard(lute, 72, 104)
    card.setPos(100, 50)
    scene.addItem(card)
    records = {r.text: r for r in text_report(scene, 1.0)}
    assert abs(records["Lute"].points - SMALL) < 0.01 and not records["Lute"].clipped
    assert records["Lute"].given.left() >= 100  # in scene coordinates
