"""Every board reads at a glance with the most players: in the default 1280×800 window no text on it
is drawn smaller than 9 points (in English and in Chinese), in a small 1024×700 window none under 8
points, and no text is cut by its box, at any point of a whole game; nothing is ever painted over a
number printed on a board.

The board's size on screen is taken from a real main window of that size (banner, docks and status
bar included); the board is then drawn in a view of that size, fitted as the window fits it.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize

from tests.support.board_harness import in_board_view, open_window
from tests.support.cover_probe import covered_numbers
from tests.support.text_probe import legibility_problems, view_scale
from zsgames.core import registry
from zsgames.core.conformance import random_playout
from zsgames.core.game import GameConfig
from zsgames.core.i18n import load_catalog, use_catalog
from zsgames.core.match import Match
from zsgames.ui.boards import board_for

LARGEST = {"zongshi": 5, "zooscape": 6, "cuzhi": 4}
#: the smallest text a player may see on a board in a window of this size
MIN_POINTS = {(1280, 800): 9.0, (1024, 700): 8.0}


def board_size_in_window(qtbot, name: str, width: int = 1280, height: int = 800) -> QSize:
    """The board view's size in a shown main window of ``width``×``height`` playing ``name``."""
    window_gen = open_window(qtbot, width, height)
    window = next(window_gen)
    game = registry.get(name)
    seats = [{"controller": "human"} for _ in range(LARGEST[name])]
    window.start_match(Match(game, GameConfig.make(LARGEST[name], seats=seats), 1))
    qtbot.wait(10)
    size = window.board_view.viewport().size()
    window_gen.close()
    return size


def board_problems(
    qtbot, name: str, size: QSize, min_points: float, seeds=(1,), every: int = 9, covers: bool = False
) -> list[str]:
    """Legibility problems of ``name``'s board drawn at ``size`` over whole random games: text under
    ``min_points`` or cut, and (``covers``) numbers something is painted over."""
    game = registry.get(name)
    scene = board_for(name)(game)
    view = in_board_view(qtbot, scene, size)
    assert view.viewport().size() == size, f"the board is measured at {view.viewport().size()}, not {size}"
    problems: dict[str, None] = {}
    count = 0

    def on_step(_before, _action, after):
        nonlocal count
        count += 1
        if count % every and not game.is_over(after):
            return
        deciders = game.current_deciders(after)
        seat = deciders[0] if deciders else 0
        scene.show(game.view(after, seat), seat, game.legal_actions(after, seat), after.config)
        view.fit()
        scene.stop_slides()  # measured at rest: what just happened has landed (a walk may pass over a count)
        for problem in legibility_problems(scene, view_scale(view), min_points):
            problems.setdefault(problem)
        for cover in covered_numbers(scene) if covers else []:
            problems.setdefault(f"covered: {cover}")

    for seed in seeds:
        random_playout(game, GameConfig.make(LARGEST[name]), seed, on_step=on_step)
    return list(problems)


@pytest.mark.parametrize("name", sorted(LARGEST))
def test_board_text_is_at_least_9_points_and_never_cut_at_1280x800(qtbot, name):
    size = board_size_in_window(qtbot, name)
    problems = board_problems(qtbot, name, size, MIN_POINTS[(1280, 800)])
    assert not problems, f"{len(problems)} unreadable texts on the {name} board, e.g.:\n" + "\n".join(problems[:25])


@pytest.mark.parametrize("name", sorted(LARGEST))
def test_board_text_in_chinese_is_at_least_9_points_and_never_cut_at_1280x800(qtbot, name):
    use_catalog(load_catalog("zh_CN"))  # the window around the board speaks Chinese too
    try:
        size = board_size_in_window(qtbot, name)
        problems = board_problems(qtbot, name, size, MIN_POINTS[(1280, 800)], seeds=(3,))
    finally:
        use_catalog(None)
    assert not problems, f"{len(problems)} unreadable Chinese texts on the {name} board, e.g.:\n" + "\n".join(
        problems[:25]
    )


@pytest.mark.parametrize("name", sorted(LARGEST))
def test_board_text_is_at_least_8_points_never_cut_nor_covered_at_1024x700(qtbot, name):
    size = board_size_in_window(qtbot, name, 1024, 700)
    problems = board_problems(qtbot, name, size, MIN_POINTS[(1024, 700)], seeds=(2,), covers=True)
    assert not problems, f"{len(problems)} unreadable texts on the {name} board, e.g.:\n" + "\n".join(problems[:25])


def test_the_probe_measures_each_text_in_the_font_it_was_drawn_with(qtbot):
    """An item may draw a small text, then a large one: each is judged at its own size."""
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtWidgets import QGraphicsObject, QGraphicsScene

    from tests.support.text_probe import text_report
    from zsgames.ui.shared.pieces import font

    class TwoSizes(QGraphicsObject):
        def boundingRect(self):
            return QRectF(0, 0, 200, 60)

        def paint(self, p, option, widget=None):
            p.setFont(font(6))
            p.drawText(QRectF(0, 0, 200, 20), Qt.AlignmentFlag.AlignLeft, "small")
            p.setFont(font(14))
            p.drawText(QRectF(0, 20, 200, 30), Qt.AlignmentFlag.AlignLeft, "large")

    scene = QGraphicsScene()
    scene.addItem(TwoSizes())
    sizes = {r.text: round(r.points) for r in text_report(scene, 1.0)}
    assert sizes == {"small": 6, "large": 14}


def test_the_cover_probe_finds_a_marker_on_a_number_but_not_one_beside_it_nor_a_ring(qtbot):
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QBrush, QColor, QPen
    from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsScene

    from zsgames.ui.shared.pieces import LabelItem

    scene = QGraphicsScene()
    for x in (0, 40, 80):
        scene.addItem(LabelItem(str(12 + x), QRectF(x, 0, 24, 16), 10, True))
    on = QGraphicsEllipseItem(QRectF(4, 2, 12, 12))  # a marker standing on "12"
    beside = QGraphicsEllipseItem(QRectF(40, 18, 12, 12))  # under "52", not over it
    ring = QGraphicsEllipseItem(QRectF(78, -2, 28, 20))  # a last-move ring round "92"
    for item, filled in ((on, True), (beside, True), (ring, False)):
        item.setBrush(QBrush(QColor("#2060c0")) if filled else QBrush())
        item.setPen(QPen(QColor("#c02020"), 1.5))
        scene.addItem(item)
    covers = covered_numbers(scene)
    assert [c.number.text for c in covers] == ["12"]
    assert covers[0].above == ("QGraphicsEllipseItem",)
