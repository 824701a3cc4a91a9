"""The History tree grows by the new moves only, and shows what a tree built from scratch shows:
after many moves, after an undo, for another viewer and while looking back."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QTreeWidgetItem

from tests.support.tiny_game import GAME
from zsgames.core.game import GameConfig
from zsgames.core.match import Match
from zsgames.ui.panels.history_panel import POSITION, HistoryPanel


def items(panel: HistoryPanel) -> list[tuple[int, QTreeWidgetItem]]:
    """Every item of the tree with its depth, in reading order."""
    out: list[tuple[int, QTreeWidgetItem]] = []

    def walk(item: QTreeWidgetItem, depth: int) -> None:
        out.append((depth, item))
        for i in range(item.childCount()):
            walk(item.child(i), depth + 1)

    for i in range(panel.tree.topLevelItemCount()):
        walk(panel.tree.topLevelItem(i), 0)
    return out


def shown(panel: HistoryPanel) -> list[tuple]:
    """What the tree shows: each line's depth, text, weight, colour, position, tooltip, fold."""
    return [
        (
            depth,
            item.text(0),
            item.font(0).bold(),
            item.foreground(0).color().name(),
            item.data(0, POSITION),
            item.toolTip(0),
            item.isExpanded(),
        )
        for depth, item in items(panel)
    ]


def fresh(qtbot, match: Match, viewer: int | None, position: int | None = None) -> HistoryPanel:
    panel = HistoryPanel()
    qtbot.addWidget(panel)
    panel.set_match(match, viewer)
    if position is not None:
        panel.set_position(position)
    return panel


def play(match: Match, moves: int) -> None:
    for _ in range(moves):
        match.apply(match.legal_actions(match.deciders()[0])[0])


@pytest.fixture
def panel(qtbot):
    widget = HistoryPanel()
    qtbot.addWidget(widget)
    widget.resize(420, 640)
    widget.show()
    return widget


def test_a_move_adds_its_lines_and_keeps_every_item_there(qtbot, panel):
    match = Match(GAME, GameConfig.make(3), 3)
    panel.set_match(match, 0)
    for _ in range(9):  # across turns and rounds
        before = items(panel)
        play(match, 1)
        panel.refresh()
        after = items(panel)
        assert all(a is b for (_d, a), (_e, b) in zip(before, after, strict=False))  # not one recreated
        assert len(after) > len(before)
    assert shown(panel) == shown(fresh(qtbot, match, 0))


def test_an_undo_another_viewer_or_a_look_back_show_what_a_fresh_tree_shows(qtbot, panel):
    match = Match(GAME, GameConfig.make(3), 3)
    play(match, 8)
    panel.set_match(match, 0)
    match.undo()
    match.undo()
    play(match, 1)
    panel.refresh()
    assert shown(panel) == shown(fresh(qtbot, match, 0))
    panel.set_viewer(1)  # hot-seat: Orange reads its own draws, Blue's anonymously
    assert shown(panel) == shown(fresh(qtbot, match, 1))
    panel.set_position(3)  # looking back, then the game moves on: the new lines start grey
    play(match, 2)
    panel.refresh()
    assert panel.position == 3 and shown(panel) == shown(fresh(qtbot, match, 1, 3))
