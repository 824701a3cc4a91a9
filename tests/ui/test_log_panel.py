"""The game log grows by the new lines only, and reads exactly as a log built from scratch would:
after many moves, after an undo, for another viewer (hot-seat) and at another width or text size."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QPainter, QStandardItemModel
from PySide6.QtWidgets import QLabel, QListView, QStyle, QStyleOptionViewItem, QTabWidget

from tests.support.board_harness import open_window
from tests.support.board_harness import seat_config as config
from tests.support.tiny_game import GAME
from tests.support.tiny_game import CalmTinyGame as CalmTiny
from zsgames.core.game import GameConfig
from zsgames.core.match import Match
from zsgames.ui.panels.log_model import LogModel
from zsgames.ui.panels.log_view import LogView
from zsgames.ui.panels.wrapped_items import WrappedItems


class Changes:
    """What a model told its views: resets, and the rows inserted."""

    def __init__(self, model: LogModel) -> None:
        self.resets = 0
        self.inserted: list[tuple[int, int]] = []
        model.modelReset.connect(self._reset)
        model.rowsInserted.connect(lambda _parent, first, last: self.inserted.append((first, last)))

    def _reset(self) -> None:
        self.resets += 1

    def clear(self) -> None:
        self.resets, self.inserted = 0, []


def scratch(match: Match, viewer: int | None) -> list[str]:
    """The log as a from-scratch build reads it."""
    return [event.text_for(viewer) for event in match.events()]


def heights(view: LogView) -> list[int]:
    return [view.visualRect(view.log.index(row, 0)).height() for row in range(view.log.rowCount())]


def fresh(qtbot, match: Match, viewer: int | None, width: int = 300, font: QFont | None = None) -> LogView:
    view = LogView(LogModel())
    qtbot.addWidget(view)
    if font is not None:
        view.setFont(font)
    view.resize(width, 400)
    view.show()
    view.follow(match.steps, viewer)
    qtbot.wait(1)
    return view


def play(match: Match, moves: int) -> None:
    for _ in range(moves):
        seat = match.deciders()[0]
        match.apply(match.legal_actions(seat)[-1])


@pytest.fixture
def log(qtbot):
    view = fresh(qtbot, Match(GAME, GameConfig.make(3), 3), 0)
    return view, Changes(view.log)


def test_a_move_appends_its_lines_and_measures_only_those(qtbot, log):
    view, changes = log
    match = Match(GAME, GameConfig.make(3), 3)
    view.follow(match.steps, 0)
    changes.clear()
    for _ in range(10):
        rows, measured, width = view.log.rowCount(), view.rows.measured, view.viewport().width()
        play(match, 1)
        view.follow(match.steps, 0)
        qtbot.wait(1)  # the list lays itself out
        new = len(match.steps[-1].events)
        assert changes.resets == 0 and changes.inserted[-1] == (rows, rows + new - 1)
        assert view.log.rowCount() == rows + new
        if view.viewport().width() == width:  # (a scroll bar that appears narrows the rows: all measured anew)
            assert view.rows.measured - measured <= new  # the rows already there are not measured again
    assert view.texts() == scratch(match, 0)
    assert heights(view) == heights(fresh(qtbot, match, 0))


def test_an_undo_or_another_viewer_rebuilds_and_reads_as_from_scratch(qtbot, log):
    view, changes = log
    match = Match(GAME, GameConfig.make(3), 3)
    play(match, 7)
    view.follow(match.steps, 0)
    changes.clear()
    match.undo()
    match.undo()
    play(match, 3)  # as many steps as before and more: the old last step is gone all the same
    view.follow(match.steps, 0)
    assert changes.resets == 1 and view.texts() == scratch(match, 0)
    changes.clear()
    view.follow(match.steps, 1)  # hot-seat: Orange takes over the screen
    assert changes.resets == 1 and view.texts() == scratch(match, 1)
    assert not any(
        text.startswith("You drew")
        for text, event in zip(view.texts(), match.events(), strict=True)
        if event.actor == 0
    ), "Blue's cards are not Orange's to read"
    branch = match.branch(len(match.steps))  # same steps, another game
    changes.clear()
    view.follow(branch.steps, 1)
    assert changes.resets == 1 and view.texts() == scratch(branch, 1)


def test_the_log_follows_the_newest_line_unless_the_player_scrolled_up(qtbot, log):
    view, _changes = log
    match = Match(GAME, GameConfig.make(4), 3)
    bar = view.verticalScrollBar()
    play(match, 12)
    view.follow(match.steps, 0)
    qtbot.wait(1)
    assert bar.maximum() > 0 and bar.value() == bar.maximum()
    bar.setValue(0)  # the player reads the start
    play(match, 2)
    view.follow(match.steps, 0)
    qtbot.wait(1)
    assert bar.value() == 0
    bar.setValue(bar.maximum())
    play(match, 2)
    view.follow(match.steps, 0)
    qtbot.wait(1)
    assert (
        bar.value() == bar.maximum()
        and view.visualRect(view.log.index(view.log.rowCount() - 1, 0)).bottom() <= view.viewport().height()
    )


def test_a_hidden_log_is_laid_out_only_when_it_shows(qtbot):
    tabs = QTabWidget()
    qtbot.addWidget(tabs)
    view = LogView(LogModel())
    tabs.addTab(QLabel("History"), "History")
    tabs.addTab(view, "Game log")
    tabs.resize(320, 300)
    tabs.show()
    match = Match(GAME, GameConfig.make(4), 3)
    for _ in range(12):
        play(match, 1)
        view.follow(match.steps, 0)
        qtbot.wait(1)
    assert view.rows.measured == 0  # behind the History tab: nothing measured, nothing scrolled
    tabs.setCurrentWidget(view)
    qtbot.wait(1)
    bar = view.verticalScrollBar()
    assert view.rows.measured > 0 and bar.maximum() > 0 and bar.value() == bar.maximum()
    assert view.texts() == scratch(match, 0)


def test_rows_are_measured_anew_at_another_width_or_text_size(qtbot, log):
    view, _changes = log
    match = Match(GAME, GameConfig.make(3), 3)
    play(match, 9)
    view.follow(match.steps, 0)
    qtbot.wait(1)
    view.resize(140, 400)  # narrow: the lines wrap
    qtbot.wait(1)
    assert heights(view) == heights(fresh(qtbot, match, 0, 140)) != heights(fresh(qtbot, match, 0, 300))
    big = QFont(view.font())
    big.setPointSizeF(big.pointSizeF() * 1.5)
    measured = view.rows.measured
    view.setFont(big)
    qtbot.wait(1)
    assert view.rows.measured > measured  # measured again in the larger font
    assert heights(view) == heights(fresh(qtbot, match, 0, 140, big))


def test_rows_wrap_within_the_list_and_their_text_clears_the_dot(qtbot):
    match = Match(GAME, GameConfig.make(3), 3)
    play(match, 6)
    view = LogView(LogModel())
    qtbot.addWidget(view)
    view.log.set_colours({0: QColor("#3366cc"), 1: QColor("#ee8822"), 2: QColor("#33aa55")})
    view.resize(150, 600)  # narrow: "Orange moved to cell 3" wraps
    view.show()
    view.follow(match.steps, 0)
    qtbot.wait(1)
    assert view.horizontalScrollBar().maximum() == 0  # nothing wider than the list
    rects = [view.visualRect(view.log.index(row, 0)) for row in range(view.log.rowCount())]
    assert all(rect.width() <= view.viewport().width() for rect in rects)
    # the same rows laid out by Qt asking the delegate itself (as the short moves list does)
    reference = QListView()
    qtbot.addWidget(reference)
    reference.setWordWrap(True)
    reference.setUniformItemSizes(False)
    reference.setItemDelegate(WrappedItems(reference))
    copy = QStandardItemModel()
    for row in range(view.log.rowCount()):
        item = view.log.item(row).clone()
        item.setData(None, Qt.ItemDataRole.SizeHintRole)
        copy.appendRow(item)
    reference.setModel(copy)
    reference.resize(view.size())
    reference.show()
    qtbot.wait(1)
    assert heights(view) == [reference.visualRect(copy.index(r, 0)).height() for r in range(copy.rowCount())]
    assert max(heights(view)) > min(heights(view))  # some lines wrapped
    drawn = []  # where the text is drawn: right of the dot
    original = QPainter.drawText

    def record(painter, *args):
        if args and hasattr(args[0], "left"):
            drawn.append(args[0].left())
        return original(painter, *args)

    QPainter.drawText = record
    try:
        view.viewport().grab()
    finally:
        QPainter.drawText = original
    option = QStyleOptionViewItem()
    view.initViewItemOption(option)
    option.rect = rects[0]
    view.rows.initStyleOption(option, view.log.index(0, 0))
    dot = view.style().subElementRect(QStyle.SubElement.SE_ItemViewItemDecoration, option, view)
    assert drawn and min(drawn) > dot.right()


@pytest.fixture
def window(qtbot):
    yield from open_window(qtbot, 1280, 800)


def test_in_the_window_moves_append_and_an_undo_rebuilds(qtbot, window):
    window.start_match(Match(CalmTiny(), config("human", "random"), 5))
    changes = Changes(window.log_model)
    for _ in range(3):
        window.play(window.model.match.legal_actions(0)[0])
        steps = len(window.model.match.steps)
        qtbot.waitUntil(lambda steps=steps: len(window.model.match.steps) == steps + 1)  # the bot replied
    assert changes.resets == 0 and len(changes.inserted) == 6  # each move added its lines
    assert window.log_view.texts() == scratch(window.model.match, 0)
    window.edit.undo()
    assert changes.resets == 1 and window.log_view.texts() == scratch(window.model.match, 0)


def test_in_hot_seat_the_log_is_rebuilt_for_each_viewer(qtbot, window):
    window.start_match(Match(GAME, config("human", "human"), 5))
    for _ in range(4):
        window.lift_curtain()
        viewer = window.viewer
        window.play(window.model.match.legal_actions(viewer)[0])
        window.hot_seat.close_notice()
        assert window.log_view.texts() == scratch(window.model.match, window.viewer)
    window.lift_curtain()
    assert window.log_view.texts() == scratch(window.model.match, window.viewer)
