"""Issue 33: a Cuzhi fight roll never spends by accident. A click on the die rolls; a second click (or
a double click) right after only says what the choices are; grass is fed with its own button or
dropped on the die; a die about to be rolled shows no old value, so a new roll of the same number
is seen to happen."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPointF, Qt
from PySide6.QtGui import QColor, QMouseEvent
from PySide6.QtWidgets import QApplication

from tests.games.cuzhi.fights import challenge_ready
from tests.support import qt_drag
from tests.support.board_harness import board_in_view, centre, show_decider
from zsgames.games.cuzhi import GAME
from zsgames.games.cuzhi import data as D
from zsgames.games.cuzhi.state import F_EXCITE, F_EXCITE_BOOST
from zsgames.ui.boards.cuzhi.board import CuzhiBoard
from zsgames.ui.boards.cuzhi.fight import DieTumble
from zsgames.ui.boards.cuzhi.pieces import DieShapeItem
from zsgames.ui.boards.cuzhi.strip import TrayButton


def at_excitement():
    """Blue (seat 0, a second-grade cricket and 2 grass) challenges Orange; Blue is to roll both dice."""
    s = challenge_ready(chal=(D.SECOND,), defn=(D.FIRST,))
    s.grass = [2] * s.n
    while s.fight is None or s.fight.step != F_EXCITE:
        legal = GAME.legal_actions(s, GAME.current_deciders(s)[0])
        a = next((a for a in legal if a.kind in ("challenge", "no_bet")), legal[0])
        s, _ = GAME.apply(s, a)
    return s


class Table:
    """The board in a view, each chosen move applied and the board redrawn, as the window does."""

    def __init__(self, qtbot, state) -> None:
        self.qtbot = qtbot
        self.scene, self.view, self.chosen, self.refused = board_in_view(qtbot, CuzhiBoard(GAME), 1600, 1000)
        self.state = state
        self.played: list = []
        self.scene.actionChosen.connect(self._play)
        show_decider(GAME, self.scene, self.view, state)

    def _play(self, action) -> None:
        self.played.append(action)
        self.state, _ = GAME.apply(self.state, action)
        show_decider(GAME, self.scene, self.view, self.state)

    def click_die(self, side: int = 0) -> None:
        qt_drag.click(self.qtbot, self.view, centre(self.scene.named[f"die{side}"]))

    def double_click_die(self, side: int = 0) -> None:
        """Press, release, double-click, release: what Qt delivers for a quick double click."""
        point = qt_drag.view_point(self.view, centre(self.scene.named[f"die{side}"]))
        viewport = self.view.viewport()
        left, none = Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton
        for kind, buttons in (
            (QEvent.Type.MouseButtonPress, left),
            (QEvent.Type.MouseButtonRelease, none),
            (QEvent.Type.MouseButtonDblClick, left),
            (QEvent.Type.MouseButtonRelease, none),
        ):
            local = QPointF(point)
            event = QMouseEvent(
                kind, local, QPointF(viewport.mapToGlobal(point)), left, buttons, Qt.KeyboardModifier.NoModifier
            )
            QApplication.sendEvent(viewport, event)


def test_two_clicks_on_the_die_roll_once_and_spend_nothing(qtbot):
    t = Table(qtbot, at_excitement())
    t.click_die()
    assert [a.kind for a in t.played] == ["roll"]
    assert t.state.fight.step == F_EXCITE_BOOST
    t.click_die()  # the same click again: "roll again" is not a move, and it must not feed grass
    assert [a.kind for a in t.played] == ["roll"] and t.state.grass[0] == 2
    roll = t.state.fight.roll[0]
    assert t.refused[-1] == (
        f"The die shows {roll}; choose “Feed 1 grass 草: +1 to this roll” or “Keep the roll {roll}” "
        "with the buttons at the top of the board."
    )


def test_a_double_click_on_the_die_rolls_once_and_spends_nothing(qtbot):
    t = Table(qtbot, at_excitement())
    t.double_click_die()
    t.double_click_die()
    assert [a.kind for a in t.played] == ["roll"] and t.state.grass[0] == 2


def test_grass_is_fed_with_its_own_button_or_dropped_on_the_die(qtbot):
    t = Table(qtbot, at_excitement())
    t.click_die()
    feed = next(a for a in GAME.legal_actions(t.state, 0) if a.kind == "grass")
    sources, zones = t.scene.items_for(feed)
    buttons = [item for item in sources if isinstance(item, TrayButton)]
    assert len(buttons) == 1 and buttons[0].text.startswith("Feed 1 grass")
    assert zones and zones[0].sceneBoundingRect().contains(centre(t.scene.named["die0"]))
    qt_drag.click(qtbot, t.view, centre(buttons[0]))
    assert [a.kind for a in t.played] == ["roll", "grass"] and t.state.grass[0] == 1

    t = Table(qtbot, at_excitement())
    t.click_die()
    qt_drag.drag(qtbot, t.view, centre(t.scene.seat_items["grass"]), centre(t.scene.named["die0"]))
    assert [a.kind for a in t.played] == ["roll", "grass"] and t.state.grass[0] == 1


def test_a_die_about_to_be_rolled_shows_no_old_value(qtbot):
    t = Table(qtbot, at_excitement())
    t.click_die()
    assert t.scene.named["die0"].value == t.state.fight.roll[0]
    for _ in range(2):  # both keep their 4 (this seed): neither cricket is excited, both dice roll again
        keep = next(a for a in GAME.legal_actions(t.state, GAME.current_deciders(t.state)[0]) if a.kind == "accept")
        t.scene.choose(keep)
    assert t.state.fight.step == F_EXCITE
    assert t.scene.named["die0"].value is None and t.scene.named["die1"].value is None


class _OnScreen(QObject):
    """What the tumble asks of the board: it is on screen, at a bot pace."""

    pace_ms = 700

    def views(self):
        return [self]


def test_a_new_roll_of_the_same_value_tumbles(qtbot):
    die, tumble, board = DieShapeItem(8, 4, QColor("white")), DieTumble(), _OnScreen()
    assert tumble.start(board, die, 0, (4, 1)) is not None
    assert tumble.start(board, die, 0, (4, 1)) is None  # a redraw for another reason
    assert tumble.start(board, die, 0, (4, 0)) is not None  # rerolled onto 4 again
    assert tumble.start(board, die, 0, (0, 0)) is None  # about to be rolled: no value shown
    assert tumble.start(board, die, 0, (4, 0)) is not None  # rolled 4 again: it is seen to roll
    tumble.stop()
    assert die.value == 4
