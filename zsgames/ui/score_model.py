"""Players panel: one row per seat — colour and name, who plays it, the live score.

After a move only the cells whose text or weight changed are announced (a score, the
decider's marker: the block of cells that holds them, in one notice, as the table measures its
columns again at each), and nothing when nothing changed.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor, QFont

from zsgames.core.game import Score

Index = QModelIndex | QPersistentModelIndex
COLUMNS = ("Player", "Plays", "Score")


class ScoreModel(QAbstractTableModel):
    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.names: list[str] = []
        self.colours: list[QColor] = []
        self.controllers: list[str] = []
        self.scores: dict[int, Score] = {}
        self.deciders: set[int] = set()
        self.winners: set[int] = set()

    def reset(self, names: list[str], colours: list[QColor], controllers: list[str]) -> None:
        self.beginResetModel()
        self.names, self.colours, self.controllers = list(names), list(colours), list(controllers)
        self.scores, self.deciders, self.winners = {}, set(), set()
        self.endResetModel()

    def update(self, scores: list[Score] | None, deciders: list[int], winners: tuple[int, ...] = ()) -> None:
        before = self._cells()
        self.scores = {s.seat: s for s in scores} if scores else {}
        self.deciders, self.winners = set(deciders), set(winners)
        changed = [place for place, cell in self._cells().items() if before.get(place) != cell]
        if changed:  # one notice for them all: the table measures its columns again at each
            rows, columns = [r for r, _c in changed], [c for _r, c in changed]
            self.dataChanged.emit(self.index(min(rows), min(columns)), self.index(max(rows), max(columns)))

    def _cells(self) -> dict[tuple[int, int], tuple[Any, ...]]:
        """What each cell shows that a move can change: its text and its weight (a tooltip is read
        only when it shows)."""
        return {(seat, column): (self._text(seat, column), seat in self.deciders)
                for seat in range(len(self.names)) for column in range(len(COLUMNS))}

    def _text(self, seat: int, column: int) -> Any:
        if column == 0:
            marker = "★ " if seat in self.winners else ("▶ " if seat in self.deciders else "")
            return marker + self.names[seat]
        if column == 1:
            plays = self.controllers[seat]
            return "Human" if plays == "human" else f"Bot ({plays})"
        score = self.scores.get(seat)
        return "" if score is None else score.total

    def _tip(self, seat: int) -> str | None:
        score = self.scores.get(seat)
        if score is None:
            return None
        return "\n".join(f"{name}: {value}" for name, value in score.lines) + f"\nTotal: {score.total}"

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.names)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return COLUMNS[section]
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        seat, column = index.row(), index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(seat, column)
        if role == Qt.ItemDataRole.DecorationRole and column == 0:
            return self.colours[seat]
        if role == Qt.ItemDataRole.FontRole and seat in self.deciders:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.TextAlignmentRole and column == 2:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tip(seat)
        return None
