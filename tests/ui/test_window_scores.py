"""The players table sets again only the cells a move changed, and shows what a fresh table shows."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from zsgames.core.game import Score
from zsgames.ui.panels.score_model import COLUMNS, ScoreModel

ROLES = (
    Qt.ItemDataRole.DisplayRole,
    Qt.ItemDataRole.ToolTipRole,
    Qt.ItemDataRole.DecorationRole,
    Qt.ItemDataRole.TextAlignmentRole,
)


def table(model: ScoreModel) -> list:
    out = []
    for row in range(model.rowCount()):
        for column in range(model.columnCount()):
            index = model.index(row, column)
            font = model.data(index, Qt.ItemDataRole.FontRole)
            out.append((*(model.data(index, role) for role in ROLES), font is not None and font.bold()))
    return out


def model_with(scores: list[Score], deciders: list[int], winners: tuple[int, ...] = ()) -> ScoreModel:
    model = ScoreModel()
    model.reset(
        ["Blue", "Orange", "Green"], [QColor("blue"), QColor("orange"), QColor("green")], ["human", "easy", "hard"]
    )
    model.update(scores, deciders, winners)
    return model


def scores(*totals: int) -> list[Score]:
    return [Score(seat, (("points", total),), total) for seat, total in enumerate(totals)]


def test_only_the_changed_cells_are_set_again(qapp):
    model = model_with(scores(1, 2, 3), [0])
    changed: set[tuple[int, int]] = set()
    model.dataChanged.connect(
        lambda first, last, _roles=(): changed.update(
            (r, c) for r in range(first.row(), last.row() + 1) for c in range(first.column(), last.column() + 1)
        )
    )
    model.update(scores(1, 2, 3), [0])
    assert changed == set()  # nothing moved
    model.update(scores(1, 5, 3), [1])  # Orange scored, and decides now: Blue's and Orange's rows
    assert changed == {(0, c) for c in range(len(COLUMNS))} | {(1, c) for c in range(len(COLUMNS))}
    assert table(model) == table(model_with(scores(1, 5, 3), [1]))
    changed.clear()
    model.update(scores(1, 5, 4), [1])  # Green's score: its row (the score, and the tooltip of every cell)
    assert changed == {(2, c) for c in range(len(COLUMNS))}
    model.update(scores(1, 5, 4), [], (1,))
    assert table(model) == table(model_with(scores(1, 5, 4), [], (1,)))
