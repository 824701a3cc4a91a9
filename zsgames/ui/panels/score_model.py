"""Players panel: one row per seat — colour and name, who plays it, the live score.

After a move only the cells whose text, weight or tooltip changed are set again (a score, the
decider's marker), in one notice for the block that holds them: the table measures its columns
again at each notice. The cells live on the C++ side (a ``QStandardItemModel``), so that measuring
reads no Python.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QPixmap, QStandardItem, QStandardItemModel

from zsgames.core.game import Score
from zsgames.core.i18n import N_, _
from zsgames.ui.shared.level_words import level_word
from zsgames.ui.shared.results import line_name

COLUMNS = (N_("Player"), N_("Plays"), N_("Score"))  # the headers, translated when the table is reset
FLAGS = Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemNeverHasChildren
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


class ScoreModel(QStandardItemModel):
    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.names: list[str] = []
        self.colours: list[QColor] = []
        self.controllers: list[str] = []
        self.scores: dict[int, Score] = {}
        self.deciders: set[int] = set()
        self.winners: set[int] = set()
        self._bold = QFont()
        self._bold.setBold(True)
        self._shown: dict[tuple[int, int], tuple[Any, bool, str | None]] = {}  # (seat, column) → what it shows
        self.setHorizontalHeaderLabels([_(column) for column in COLUMNS])

    def reset(
        self, names: list[str], colours: list[QColor], controllers: list[str], symbols: list[QPixmap] | None = None
    ) -> None:
        """One row per seat; each name beside its seat's symbol (``symbols``), else a plain colour."""
        self.names, self.colours, self.controllers = list(names), list(colours), list(controllers)
        self.scores, self.deciders, self.winners = {}, set(), set()
        self.setHorizontalHeaderLabels([_(column) for column in COLUMNS])  # in the language now in use
        self.setRowCount(0)
        for seat in range(len(self.names)):
            row = [QStandardItem() for _column in COLUMNS]
            for item in row:
                item.setFlags(FLAGS)
            mark = symbols[seat] if symbols else self.colours[seat]
            row[0].setData(mark, Qt.ItemDataRole.DecorationRole)
            row[2].setTextAlignment(RIGHT)
            self.appendRow(row)
        self._show({})

    def update(self, scores: list[Score] | None, deciders: list[int], winners: tuple[int, ...] = ()) -> None:
        self.scores = {s.seat: s for s in scores} if scores else {}
        self.deciders, self.winners = set(deciders), set(winners)
        self._show(self._shown)

    def _show(self, before: dict[tuple[int, int], tuple[Any, bool, str | None]]) -> None:
        """Set every cell that shows something else than it did (``before``: what they showed), and
        announce them in one notice (the table measures its columns again at each)."""
        shown, changed = {}, []
        blocked = self.blockSignals(True)
        try:
            for seat in range(len(self.names)):
                for column in range(len(COLUMNS)):
                    cell = shown[(seat, column)] = (self._text(seat, column), seat in self.deciders, self._tip(seat))
                    if before.get((seat, column)) == cell:
                        continue
                    changed.append((seat, column))
                    text, bold, tip = cell
                    item = self.item(seat, column)
                    item.setData(text, Qt.ItemDataRole.DisplayRole)
                    item.setData(self._bold if bold else None, Qt.ItemDataRole.FontRole)
                    item.setData(tip, Qt.ItemDataRole.ToolTipRole)
        finally:
            self.blockSignals(blocked)
        self._shown = shown
        if changed:
            rows, columns = [r for r, _c in changed], [c for _r, c in changed]
            self.dataChanged.emit(self.index(min(rows), min(columns)), self.index(max(rows), max(columns)))

    def _text(self, seat: int, column: int) -> Any:
        if column == 0:
            marker = "★ " if seat in self.winners else ("▶ " if seat in self.deciders else "")
            return f"{marker}{self.names[seat]}"  # format: a colour name reads in the language now
        if column == 1:
            plays = self.controllers[seat]
            return _("Human") if plays == "human" else _("Bot ({level})", level=level_word(plays, capital=False))
        score = self.scores.get(seat)
        return "" if score is None else score.total

    def _tip(self, seat: int) -> str | None:
        score = self.scores.get(seat)
        if score is None:
            return None
        lines = "\n".join(f"{line_name(name)}: {value}" for name, value in score.lines)
        return lines + "\n" + _("Total: {points}", points=score.total)
