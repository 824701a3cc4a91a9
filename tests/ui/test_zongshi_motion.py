"""The Zong Shi board animates what changed at the bot pace: boxes come out of the bag, the
viewer's own Temple draw turns over, points rise as "+N" from where they were scored; Instant
animates nothing and a click on the board shows the end at once."""

from __future__ import annotations

from PySide6.QtCore import QAbstractAnimation, QPoint, Qt

from tests.support.board_harness import board_in_view, show_seat
from zsgames.core.conformance import random_playout
from zsgames.core.game import GameConfig
from zsgames.core.match import Match
from zsgames.games.zongshi import GAME
from zsgames.ui.boards.zongshi.board import ZongShiBoard
from zsgames.ui.boards.zongshi.motion import Flip, RisingPoints
from zsgames.ui.boards.zongshi.pieces import BoxItem
from zsgames.ui.boards.zongshi.town import BAG_SPOT

VIEWER = 0


def running(scene) -> list[QAbstractAnimation]:
    return [a for a in scene.last_moves.slides if a.state() == QAbstractAnimation.State.Running]


def first_change(scene, view, wanted, seed: int = 3):
    """Show seat 0's view after every move until ``wanted(scene)`` finds what it looks for."""
    config = GameConfig.make(4)
    _, actions = random_playout(GAME, config, seed, chooser_seed=1)
    match = Match(GAME, config, seed)
    for action in actions:
        match.apply(action)
        show_seat(GAME, scene, view, match.state, VIEWER)
        found = wanted(scene)
        if found:
            return found
    raise AssertionError("the game never showed that change")


def test_points_rise_from_where_they_were_scored_and_fade(qtbot):
    scene, view, _, _ = board_in_view(qtbot, ZongShiBoard(GAME))
    scene.pace_ms = 600
    risen = first_change(scene, view, lambda s: [i for i in s.items() if isinstance(i, RisingPoints)])
    rising = risen[0]
    assert rising.text.startswith("+") and int(rising.text[1:]) > 0
    start = rising.pos()
    qtbot.waitUntil(lambda: not running(scene), timeout=3000)
    assert rising.pos().y() < start.y()  # it rose
    assert rising.opacity() == 0.0  # faded out
    assert rising.scene() is None  # and left the board


def test_boxes_come_out_of_the_bag(qtbot):
    scene, view, _, _ = board_in_view(qtbot, ZongShiBoard(GAME))
    scene.pace_ms = 600

    def from_bag(s):
        near = []
        for anim in running(s):
            item = anim.targetObject()
            if anim.propertyName() == b"pos" and isinstance(item, BoxItem):
                centre = anim.startValue() + item.boundingRect().center()
                if (centre - BAG_SPOT).manhattanLength() < 1:
                    near.append((item, anim.endValue()))
        return near

    moving = first_change(scene, view, from_bag)
    item, end = moving[0]
    qtbot.waitUntil(lambda: not running(scene), timeout=3000)
    assert item.pos() == end  # it landed where the box lies


def test_the_viewers_own_temple_draw_turns_over(qtbot):
    scene, view, _, _ = board_in_view(qtbot, ZongShiBoard(GAME))
    scene.pace_ms = 600
    flips = first_change(
        scene, view, lambda s: [a.targetObject() for a in running(s) if isinstance(a.targetObject(), Flip)]
    )
    scroll = flips[0].item
    assert scroll.face_down  # it shows its back first
    qtbot.waitUntil(lambda: not running(scene), timeout=3000)
    assert not scroll.face_down and scroll.transform().isIdentity()


def test_instant_animates_nothing_and_a_click_ends_the_animations(qtbot):
    scene, view, _, _ = board_in_view(qtbot, ZongShiBoard(GAME))
    scene.pace_ms = 0
    config = GameConfig.make(4)
    _, actions = random_playout(GAME, config, 3, chooser_seed=1)
    match = Match(GAME, config, 3)
    for action in actions[:120]:
        match.apply(action)
        show_seat(GAME, scene, view, match.state, VIEWER)
        assert not scene.last_moves.slides
    scene.pace_ms = 700
    first_change(scene, view, running)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(2, 2))
    assert not running(scene)
