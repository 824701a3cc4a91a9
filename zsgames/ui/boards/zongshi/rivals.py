"""The other seats' workshops, compact but readable: storage, tiles, the project in progress, the
completed projects by name, visit tiles left, pawns at home and their scrolls (face down, with the
ones everyone saw them take).

Each workshop is made of retained parts: its panel, its name band (points, start player) and each
of its rows, each kept while the slice of the seat's workshop it shows is the same."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor

from zsgames.core.i18n import _
from zsgames.core.text import join_and, plural
from zsgames.games.zongshi.table import D
from zsgames.ui.boards.zongshi import details as T
from zsgames.ui.boards.zongshi.host import DrawHost
from zsgames.ui.boards.zongshi.layout import Z_PANEL, Z_STEP, rival_cells
from zsgames.ui.boards.zongshi.pieces import Badge, BoxItem, BoxSlot, ProjectChip, ScrollItem, TileItem, VisitTile
from zsgames.ui.boards.zongshi.seat_marks import SymbolItem
from zsgames.ui.boards.zongshi.text import LINE, MIN_PT, first_fitting
from zsgames.ui.shared.pieces import LabelItem, PanelItem, readable_on

LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
FAINT = "#7a6a55"
LABEL_W = 58.0
HALF_MIN = 236.0  # the narrowest column that holds a whole compact workshop
PAWN_SCALE = 0.8
WORKER_SCALE = 0.65


class RivalWorkshops:
    def __init__(self, board: DrawHost) -> None:
        self.b = board

    def draw(self, view: Any, viewer: int | None, focus: int) -> None:
        n = view.config.players
        others = [(focus + k) % n for k in range(1, n)]  # in turn order after the large workshop
        for seat, cell in zip(others, rival_cells(len(others)), strict=True):
            self._cell(view, viewer, seat, cell)

    def _cell(self, view: Any, viewer: int | None, seat: int, r: QRectF) -> None:
        b = self.b
        p = view.players[seat]
        cell = r.getRect()
        b.part(("rival", seat, "panel"), cell, lambda: self._panel(seat, r))
        score = b.t.seats[seat].score
        b.part(("rival", seat, "band"), (cell, score, view.start == seat), lambda: self._band(view, seat, score, r))
        x, w = r.left() + 6, r.width() - 12
        if w > 2 * HALF_MIN:  # a wide cell: the workshop on the left, what it completed on the right
            w = w / 2 - 6
            done = QRectF(x + w + 12, r.top() + 30, w, r.height() - 36)
            rows = (30.0, 54.0, 78.0, 116.0, 150.0)
        else:
            done = QRectF(x, r.top() + 83, w, 3 * 16)
            rows = (25.0, 43.0, 61.0, 132.0, 160.0)
        row = [QRectF(x, r.top() + y, w, h) for y, h in zip(rows, (18, 18, 20, 26, 2 * LINE), strict=True)]
        hand = p.hand if isinstance(p.hand, int) else len(p.hand)
        for k, (name, key, draw) in enumerate(
            (
                (
                    "storage",
                    (tuple(p.storage), b.t.seats[seat].storage_limit),
                    lambda: self._storage(view, seat, row[0]),
                ),
                ("tiles", tuple(p.tiles), lambda: self._tiles(p, seat, row[1])),
                ("working", (tuple(p.in_progress), p.worker, p.time_left), lambda: self._working(view, seat, row[2])),
                ("completed", tuple(p.completed), lambda: self._completed(p, seat, done)),
                (
                    "home",
                    (tuple(p.visit_tiles), p.master, p.apprentice, hand, tuple(p.known)),
                    lambda: self._home(view, seat, row[3]),
                ),
                ("known", tuple(p.known), lambda: self._known(p, row[4])),
            ),
            start=1,
        ):  # each row a little higher than the one above it (their edges touch)
            b.part(("rival", seat, name), (cell, key), draw, lift=k * Z_STEP)
        b.seat_rects[(seat, "storage")] = QRectF(x, r.top() + rows[0] - 1, w, 20)
        b.seat_rects[(seat, "tiles")] = QRectF(x, r.top() + rows[1] - 1, w, 20)
        b.seat_rects[(seat, "hand")] = QRectF(x + w - 50, r.top() + rows[3] - 2, 52, 30)

    def _panel(self, seat: int, r: QRectF) -> None:
        panel = PanelItem(r, QColor("#f6efe0"), "", self.b.seat_colour(seat).darker(120))
        self.b.put(panel, z=Z_PANEL)
        self.b.seat_panels[seat] = panel

    def _band(self, view: Any, seat: int, score: Any, r: QRectF) -> None:
        b = self.b
        colour = b.seat_colour(seat)
        ink = readable_on(colour)
        b.put(PanelItem(QRectF(r.left(), r.top(), r.width(), 22), colour, "", colour.darker(140)))
        b.put(SymbolItem(*b.seat_mark(seat), 16), r.left() + 6, r.top() + 3)
        b.put(
            LabelItem(b.seat_name(seat), QRectF(r.left() + 26, r.top() + 1, r.width() - 148, 20), 10, True, ink, LEFT)
        )
        vp = LabelItem(plural(score.total, "point"), QRectF(r.right() - 96, r.top() + 1, 88, 20), 10, True, ink, RIGHT)
        b.put(vp)
        b.set_detail(vp, *T.score_lines(b.seat_name(seat), score))
        if seat == view.start:
            buddha = Badge("buddha", QColor("#3f9b5a"), "", 18)
            b.put(buddha, r.right() - 118, r.top() + 2)
            b.set_detail(buddha, *T.start_marker(b.seat_name(seat)))

    def _label(self, text: str, row: QRectF) -> None:
        self.b.put(LabelItem(text, QRectF(row.left(), row.top(), LABEL_W, row.height()), MIN_PT, False, FAINT, LEFT))

    def _storage(self, view: Any, seat: int, row: QRectF) -> None:
        b = self.b
        p = view.players[seat]
        self._label(_("Storage", context="workshop"), row)
        held = [m for m in range(4) for _copy in range(p.storage[m])]
        slots = max(b.t.seats[seat].storage_limit, len(held))
        step = min(18.0, (row.width() - LABEL_W) / slots)
        size = min(16.0, step - 2)
        for k in range(slots):
            x = row.left() + LABEL_W + k * step
            if k < len(held):
                box = BoxItem(held[k], size)
                b.put(box, x, row.top() + 1, 20)
                b.seat_boxes.setdefault((seat, held[k]), []).append(box)
            else:
                b.put(BoxSlot(size), x, row.top() + 1)

    def _tiles(self, p: Any, seat: int, row: QRectF) -> None:
        b = self.b
        self._label(_("Tiles", context="workshop"), row)
        owned = [pair for pair in range(len(D.PAIRS)) if p.tiles[pair]]
        if not owned:
            b.put(
                LabelItem(
                    _("none", context="tiles"),
                    QRectF(row.left() + LABEL_W, row.top(), 80, row.height()),
                    MIN_PT,
                    False,
                    FAINT,
                    LEFT,
                )
            )
            return
        tiles = [TileItem(pair, 16, p.tiles[pair] if p.tiles[pair] > 1 else None) for pair in owned]
        natural = sum(t.boundingRect().width() + 4 for t in tiles)
        squeeze = min(1.0, (row.width() - LABEL_W) / natural)
        x = row.left() + LABEL_W
        for pair, tile in zip(owned, tiles, strict=True):
            b.put(tile, x, row.top() + 1)
            b.set_detail(tile, *T.tile(pair))
            b.seat_tiles[(seat, pair)] = tile
            x += (tile.boundingRect().width() + 4) * squeeze

    def _working(self, view: Any, seat: int, row: QRectF) -> None:
        b = self.b
        p = view.players[seat]
        if not p.in_progress:
            self._label(_("Building", context="workshop"), row)
            b.put(
                LabelItem(
                    _("nothing", context="building"),
                    QRectF(row.left() + LABEL_W, row.top(), 120, row.height()),
                    MIN_PT,
                    False,
                    FAINT,
                    LEFT,
                )
            )
            return
        x = row.left()
        if p.worker:  # the pawn on its project stands for the row's name
            b.pawn(seat, p.worker, QPointF(x + 9, row.bottom() + 1), WORKER_SCALE)  # small: the row above is close
            x += 20
        for k, pid in enumerate(p.in_progress):  # a second one (Twofold Path) only if it fits
            w = ProjectChip.width_for(pid)
            if k and x + w + 40 > row.right():
                b.put(LabelItem("+1", QRectF(x, row.top(), 22, row.height()), MIN_PT, True, FAINT, LEFT))
                x += 26
                continue
            chip = ProjectChip(pid, w)
            b.put(chip, x, row.top() + 2)
            b.set_detail(chip, *T.in_progress(pid, b.seat_name(seat), p.time_left))
            b.seat_projects[(seat, pid)] = chip
            x += chip.w + 8
        box = QRectF(x, row.top(), max(0.0, row.right() - x), row.height())
        wordings = [
            _("{n} round left", plural="{n} rounds left", n=p.time_left),
            _("{n} left", context="rounds", n=p.time_left),
            "",
        ]
        left = first_fitting(wordings, box, bold=True)
        if left:
            b.put(LabelItem(left, box, MIN_PT, True, FAINT, LEFT))

    def _completed(self, p: Any, seat: int, area: QRectF) -> None:
        b = self.b
        done = list(p.completed)
        if not done:
            b.put(
                LabelItem(
                    _("No project completed yet"),
                    QRectF(area.left(), area.top(), area.width(), LINE + 2),
                    MIN_PT,
                    False,
                    FAINT,
                    LEFT,
                )
            )
            return
        cols = 2  # six spaces: two columns of three, read across
        col_w = (area.width() - 6) / cols
        for k, pid in enumerate(done):
            col, row = k % cols, k // cols
            chip = ProjectChip(pid, col_w)
            b.put(chip, area.left() + col * (col_w + 6), area.top() + row * 16)
            b.set_detail(chip, *T.project(pid))
            b.completed_items.setdefault((seat, pid), []).append(chip)

    def _home(self, view: Any, seat: int, row: QRectF) -> None:
        b = self.b
        p = view.players[seat]
        colour = b.seat_colour(seat)
        self._label(_("Visits", context="workshop"), row)
        for k, value in enumerate(sorted(p.visit_tiles)):
            tile = VisitTile(value, colour, 18, b.seat_mark(seat))
            b.put(tile, row.left() + LABEL_W + k * 21, row.top() + 4)
            b.set_detail(tile, *T.visit_tile(value))
        if not p.visit_tiles:
            b.put(
                LabelItem(
                    _("all used", context="visit tiles"),
                    QRectF(row.left() + LABEL_W, row.top(), 70, row.height()),
                    MIN_PT,
                    False,
                    FAINT,
                    LEFT,
                )
            )
        for pawn, dx in (("master", 98.0), ("apprentice", 122.0)):
            spot = QPointF(row.left() + LABEL_W + dx, row.bottom())
            b.home_spots[(seat, pawn)] = spot
            if p.pawn_loc(pawn) == "home":
                b.pawn(seat, pawn, spot, PAWN_SCALE)
        count = p.hand if isinstance(p.hand, int) else len(p.hand)
        scroll = ScrollItem(None, 44, 26, count)
        b.put(scroll, row.right() - 46, row.top())
        b.set_detail(scroll, *T.hidden_hand(b.seat_name(seat), count, list(p.known)))
        b.seat_hands[seat] = scroll

    def _known(self, p: Any, row: QRectF) -> None:
        if not p.known:
            return
        names = [str(D.scroll_title(s)) for s in p.known]
        wordings = [
            _("Known: {scrolls}", scrolls=join_and(names)),
            _("Known: {n} scroll (point at them)", plural="Known: {n} scrolls (point at them)", n=len(names)),
        ]
        text = first_fitting(wordings, row)
        self.b.put(LabelItem(text, row, MIN_PT, False, "#5a4632", LEFT))
