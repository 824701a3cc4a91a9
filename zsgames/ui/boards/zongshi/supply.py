"""The project supply of the Zong Shi board: the eight project types with the copies left, the
masterwork deck and the face-up masterworks; at game end the final scores lie over the town.

The supply's panel never changes; each card, the deck and the final scores are retained parts of
their own, kept while what they show is the same."""

from __future__ import annotations

from functools import partial
from typing import Any

from PySide6.QtCore import QRectF, Qt

from zsgames.core.i18n import _
from zsgames.core.text import join_and
from zsgames.games.zongshi.table import D
from zsgames.ui.boards.zongshi import details as T
from zsgames.ui.boards.zongshi.host import DrawHost
from zsgames.ui.boards.zongshi.layout import CARD_H, CARD_W, DECK_W, SUPPLY, TOWN, Z_PANEL, Z_STEP
from zsgames.ui.boards.zongshi.pieces import DeckItem, ProjectItem
from zsgames.ui.boards.zongshi.seat_marks import SymbolItem
from zsgames.ui.boards.zongshi.text import LINE, MIN_PT, one_line, tall_enough
from zsgames.ui.shared.pieces import LabelItem, PanelItem

CARD_GAP = 3.0
MARK = 12.0  # the side of a seat's symbol at the head of its final scores column
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter


class SupplyPart:
    def __init__(self, board: DrawHost) -> None:
        self.b = board

    def draw(self, view: Any) -> None:
        b = self.b
        b.part(("supply", "panel"), (), lambda: b.put(PanelItem(SUPPLY, "#e8dcc6", ""), z=Z_PANEL))
        x, y = SUPPLY.left() + 3, SUPPLY.top() + 3
        for i, pid in enumerate(D.PROJECT_IDS):  # each card a little higher than the one on its left
            b.part(
                ("project", pid), (view.supply[i], x, y), partial(self._project, view, i, pid, x, y), lift=i * Z_STEP
            )
            x += CARD_W + CARD_GAP
        slot = len(D.PROJECT_IDS)
        deck_n = view.mw_deck if isinstance(view.mw_deck, int) else len(view.mw_deck)
        b.part(("supply", "deck"), (deck_n, x, y), partial(self._deck, deck_n, x, y), lift=slot * Z_STEP)
        x += DECK_W + CARD_GAP
        for k, pid in enumerate(view.mw_face):
            b.part(("masterwork", k), (pid, x, y), partial(self._masterwork, pid, x, y), lift=(slot + 1 + k) * Z_STEP)
            x += CARD_W + CARD_GAP
        if view.phase == "over":
            scores = tuple(shown.score for shown in b.t.seats)
            outcome = b.t.outcome
            b.part(("supply", "final"), (scores, outcome), lambda: self._final_scores(view, scores, outcome))

    def _project(self, view: Any, i: int, pid: str, x: float, y: float) -> None:
        b = self.b
        item = ProjectItem(pid, CARD_W, CARD_H, view.supply[i])
        if not view.supply[i]:
            item.setOpacity(0.4)
        b.put(item, x, y)
        b.set_detail(item, *T.project(pid, view.supply[i]))
        b.project_items[pid] = item

    def _deck(self, deck_n: int, x: float, y: float) -> None:
        deck = DeckItem(DECK_W, CARD_H, deck_n)
        self.b.put(deck, x, y)
        self.b.set_detail(deck, *T.masterwork_deck(deck_n))

    def _masterwork(self, pid: str, x: float, y: float) -> None:
        item = ProjectItem(pid, CARD_W, CARD_H)
        self.b.put(item, x, y)
        self.b.set_detail(item, *T.project(pid))
        self.b.project_items[pid] = item

    def _column_head(self, seat: int, won: bool, cell: QRectF, z: float) -> None:
        """A final scores column's head: the seat's symbol and name in its ink (a star for a
        winner), centred over the column."""
        b = self.b
        text = f"{'★ ' if won else ''}{b.seat_name(seat)}"
        mark = min(MARK, cell.height() - 2)
        width = min(one_line(text, MIN_PT, True) + 2, cell.width() - mark - 3)
        left = cell.center().x() - (mark + 3 + width) / 2
        b.put(SymbolItem(*b.seat_mark(seat), mark), left, cell.center().y() - mark / 2, z + 1)
        box = tall_enough(QRectF(left + mark + 3, cell.top(), width, cell.height()), text, bold=True)
        b.put(LabelItem(text, box, MIN_PT, True, b.ink(seat), LEFT), z=z + 1)

    def _final_scores(self, view: Any, scores: tuple[Any, ...], outcome: Any) -> None:
        """Every scoring line per seat, over the town (nothing happens there any more)."""
        b = self.b
        n = view.config.players
        r = TOWN
        z = 70
        b.put(PanelItem(r, "#fbf3df", _("Final scores"), "#8b1e1e"), z=z)
        winners = set(outcome.winners)
        label_w = 200.0
        col_w = (r.width() - label_w - 20) / n
        row_h = LINE + 1
        y = r.top() + 4
        centre = Qt.AlignmentFlag.AlignCenter
        for seat in range(n):
            self._column_head(seat, seat in winners, QRectF(r.left() + 10 + label_w + seat * col_w, y, col_w, row_h), z)
        rows = [_(name, context="score line") for name, _value in scores[0].lines] + [_("Total", context="score")]
        y += row_h + 2
        for k, name in enumerate(rows):
            total = k == len(rows) - 1
            ry = y + k * row_h + (3 if total else 0)
            box = tall_enough(QRectF(r.left() + 12, ry, label_w, row_h), name, bold=total)
            b.put(LabelItem(name, box, MIN_PT, total), z=z + 1)
            for seat, score in enumerate(scores):
                value = score.total if total else score.lines[k][1]
                b.put(
                    LabelItem(
                        str(value),
                        QRectF(r.left() + 10 + label_w + seat * col_w, ry, col_w, row_h),
                        MIN_PT,
                        total or seat in winners,
                        "#8b1e1e" if total and seat in winners else "#2b2620",
                        centre,
                    ),
                    z=z + 1,
                )
        names = join_and([b.seat_name(seat) for seat in sorted(winners)])
        how = _(str(outcome.decided_by))
        verdict = (
            _("{names} wins: {how}.", names=names, how=how)
            if len(winners) == 1
            else _("{names} share the victory: {how}.", names=names, how=how)
        )
        box = tall_enough(QRectF(r.left() + 12, r.bottom() - LINE - 6, r.width() - 24, LINE + 2), verdict, bold=True)
        b.put(LabelItem(verdict, box, MIN_PT, True, "#8b1e1e"), z=z + 1)
