"""The viewer's own workshop, large and complete: storage, exchange tiles, the project in progress on
its time track, the six completed spaces, visit tiles, the pawns at home and the scrolls in hand.

The whole workshop is where drafted and picked boxes, scrolls and exchange tiles are dropped.
Its panel and each of its rows are retained parts, kept while what they show is the same.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor

from zsgames.core.i18n import N_, _
from zsgames.core.text import YOU, join_and, plural
from zsgames.games.zongshi.table import D
from zsgames.ui.boards.zongshi import details as T
from zsgames.ui.boards.zongshi.host import DrawHost
from zsgames.ui.boards.zongshi.keys import top as top_of
from zsgames.ui.boards.zongshi.layout import OWN, Z_PANEL, Z_STEP
from zsgames.ui.boards.zongshi.pieces import Badge, BoxItem, BoxSlot, ProjectItem, ScrollItem, TileItem, VisitTile
from zsgames.ui.boards.zongshi.seat_marks import SymbolItem
from zsgames.ui.boards.zongshi.text import LINE, MIN_PT, first_fitting, tall_enough
from zsgames.ui.shared.pieces import LabelItem, PanelItem, readable_on

LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
TRACK_MAX = 4
#: the project in progress: its card (tall enough for a three-line effect) and the track's spots
CARD_W, CARD_H, TRACK_SPOT = 84.0, 118.0, 17.0
WORKER_SCALE = 0.8
SCROLL_W, SCROLL_H = 98.0, 52.0  # three lines of a name at MIN_PT
SMALL_W, SMALL_H = 94.0, 50.0


#: a played scroll's flag on a seat and the few words that say it (rendered when drawn)
ROUND_FLAGS = (
    ("swift", N_("Swift Fingers", context="scroll effect")),
    ("artistic", N_("Artistic Subtlety", context="scroll effect")),
    ("meeting", N_("Town Meeting", context="scroll effect")),
    ("privileged", N_("Privileged Treatment", context="scroll effect")),
    ("writ", N_("Writ of Authority", context="scroll effect")),
    ("experience", N_("apprentice may build", context="scroll effect")),
)


def round_flags(view: Any, seat: int) -> list[str]:
    """What the seat's scrolls changed for this round (public: played scrolls are face up)."""
    p = view.players[seat]
    words = []
    if p.ear:
        words.append(_("using {project} (Ear to the Wall)", project=D.PROJECTS[p.ear].title))
    for flag, text in ROUND_FLAGS:
        if getattr(p, flag):
            words.append(_(text, context="scroll effect"))
    if p.masterful:
        words.append(_("Masterful Use of {materials}", materials=join_and([str(D.material(m)) for m in p.masterful])))
    return words


def chosen_visits(view: Any, seat: int) -> list[int]:
    """The visit tiles the seat chose in the visit it is paying for: already on the townspeople."""
    top = top_of(view)
    return (
        [v for _, v in top.get("chosen", ())] if top.get("kind") in ("visit", "pay") and top.get("seat") == seat else []
    )


class OwnWorkshop:
    def __init__(self, board: DrawHost) -> None:
        self.b = board

    def draw(self, view: Any, viewer: int | None, seat: int) -> None:
        b = self.b
        r = OWN
        p = view.players[seat]
        mine = seat == viewer
        b.part(("own", "panel"), (seat, mine), lambda: self._panel(seat, mine, r))
        score = b.t.seats[seat].score
        b.part(
            ("own", "band"), (seat, mine, score, view.start == seat), lambda: self._band(view, viewer, seat, score, r)
        )
        x, y = r.left() + 8, r.top() + 26  # each row a little higher than the one above it (their edges touch)
        limit = b.t.seats[seat].storage_limit
        b.part(
            ("own", "storage"),
            (seat, mine, tuple(p.storage), limit),
            lambda: self._storage(view, viewer, seat, QRectF(x, y, r.width() - 16, 24)),
            lift=Z_STEP,
        )
        b.part(
            ("own", "tiles"),
            (seat, tuple(p.tiles)),
            lambda: self._tiles(p, seat, QRectF(x, y + 26, r.width() - 16, 22)),
            lift=2 * Z_STEP,
        )
        b.part(
            ("own", "progress"),
            (seat, mine, tuple(p.in_progress), p.time_left, p.worker),
            lambda: self._progress(view, viewer, seat, QRectF(x, y + 52, 96, 150)),
            lift=3 * Z_STEP,
        )
        b.part(
            ("own", "completed"),
            (seat, tuple(p.completed), tuple(round_flags(view, seat)), tuple(p.extra)),
            lambda: self._completed(view, seat, QRectF(x + 104, y + 52, r.width() - 120, 152)),
            lift=4 * Z_STEP,
        )
        b.part(
            ("own", "visits"),
            (seat, mine, tuple(p.visit_tiles), tuple(chosen_visits(view, seat)), p.master, p.apprentice),
            lambda: self._visits(view, viewer, seat, QRectF(x, y + 206, r.width() - 16, 26)),
            lift=5 * Z_STEP,
        )
        hand = tuple(p.hand) if isinstance(p.hand, list) else p.hand
        b.part(
            ("own", "hand"),
            (seat, mine, hand, tuple(p.known), b.t.seats[seat].hand_limit),
            lambda: self._hand(view, viewer, seat, QRectF(x, y + 236, r.width() - 16, r.bottom() - y - 238)),
            lift=6 * Z_STEP,
        )

    def _panel(self, seat: int, mine: bool, r: QRectF) -> None:
        b = self.b
        panel = PanelItem(r, QColor("#f6efe0"), "", b.seat_colour(seat).darker(120))
        b.put(panel, z=Z_PANEL)
        b.seat_panels[seat] = panel
        if mine:  # over the workshop's art, under its pieces
            b.storage_zone = b.tiles_zone = b.hand_zone = b.zone(r)

    def _band(self, view: Any, viewer: int | None, seat: int, score: Any, r: QRectF) -> None:
        b = self.b
        colour = b.seat_colour(seat)
        band = PanelItem(QRectF(r.left(), r.top(), r.width(), 22), colour, "", colour.darker(140))
        b.put(band)
        ink = readable_on(colour)
        name = b.seat_name(seat)
        if seat == viewer and name != YOU:  # not "You (you)"
            name = _("{name} (you)", name=name)
        b.put(SymbolItem(*b.seat_mark(seat), 18), r.left() + 6, r.top() + 2)
        b.put(LabelItem(name, QRectF(r.left() + 28, r.top() + 1, 220, 20), 11, True, ink, LEFT))
        vp = LabelItem(
            plural(score.total, "point"), QRectF(r.right() - 110, r.top() + 1, 100, 20), 11, True, ink, RIGHT
        )
        b.put(vp)
        b.set_detail(vp, *T.score_lines(b.seat_name(seat), score))
        if seat == view.start:
            buddha = Badge("buddha", QColor("#3f9b5a"), "", 20)
            b.put(buddha, r.right() - 136, r.top() + 1)
            b.set_detail(buddha, *T.start_marker(b.seat_name(seat)))

    def _storage(self, view: Any, viewer: int | None, seat: int, row: QRectF) -> None:
        b = self.b
        p = view.players[seat]
        limit = b.t.seats[seat].storage_limit
        held = [m for m in range(4) for _copy in range(p.storage[m])]
        b.put(
            LabelItem(
                _("Storage {held}/{limit}", held=len(held), limit=limit),
                QRectF(row.left(), row.top(), 96, row.height()),
                MIN_PT,
                True,
                "#b02a1e" if len(held) > limit else "#2b2620",
                LEFT,
            )
        )
        slots = max(limit, len(held))
        size = min(22.0, (row.width() - 96) / slots - 2)
        for k in range(slots):
            pos = QPointF(row.left() + 96 + k * (size + 2), row.top() + (row.height() - size) / 2)
            if k < len(held):
                item = BoxItem(held[k], size)
                b.put(item, pos.x(), pos.y(), 20)
                b.seat_boxes.setdefault((seat, held[k]), []).append(item)
                if seat == viewer:
                    b.store_boxes.setdefault(held[k], []).append(item)
            else:
                b.put(BoxSlot(size), pos.x(), pos.y())
        b.seat_rects[(seat, "storage")] = QRectF(row)

    def _tiles(self, p: Any, seat: int, row: QRectF) -> None:
        b = self.b
        b.put(
            LabelItem(
                _("Tiles", context="workshop"),
                QRectF(row.left(), row.top(), 92, row.height()),
                MIN_PT,
                True,
                align=LEFT,
            )
        )
        x = row.left() + 96
        for pair in range(len(D.PAIRS)):
            n = p.tiles[pair]
            if n:
                tile = TileItem(pair, 20, n if n > 1 else None)
                b.put(tile, x, row.top() + 1)
                b.set_detail(tile, *T.tile(pair))
                b.seat_tiles[(seat, pair)] = tile
                x += tile.boundingRect().width() + 6
        if not any(p.tiles):
            b.put(
                LabelItem(
                    _("none yet — buy them at the Pawn Shop"),
                    QRectF(x, row.top(), row.right() - x, row.height()),
                    MIN_PT,
                    False,
                    "#7a6a55",
                    LEFT,
                )
            )
        b.seat_rects[(seat, "tiles")] = QRectF(row)

    def _progress(self, view: Any, viewer: int | None, seat: int, area: QRectF) -> None:
        b = self.b
        p = view.players[seat]
        b.put(
            LabelItem(
                _("In progress"),
                tall_enough(QRectF(area.left(), area.top(), area.width(), LINE), _("In progress"), bold=True),
                MIN_PT,
                True,
                align=LEFT,
            )
        )
        top = area.top() + 16
        if not p.in_progress:
            b.put(BoxSlot(CARD_W, CARD_H), area.left(), top)
            b.put(
                LabelItem(
                    _("Nothing in progress"),
                    QRectF(area.left() + 4, top + 4, CARD_W - 8, CARD_H - 12),
                    MIN_PT,
                    False,
                    "#7a6a55",
                    Qt.AlignmentFlag.AlignCenter,
                )
            )
        for j, pid in enumerate(p.in_progress):  # a second one (Twofold Path) lies over the first
            card = ProjectItem(pid, CARD_W, CARD_H)
            b.put(card, area.left() + 10 * j, top + 4 * j, 10 + j)
            b.set_detail(card, *T.in_progress(pid, b.seat_name(seat), p.time_left))
            b.seat_projects[(seat, pid)] = card
            if seat == viewer:
                b.progress_items[pid] = card
        # the time track under the card: the rounds left lit; the worker stands at its end, beside the
        # card (never over the card's text or a number of the track)
        ty = top + CARD_H + 3
        for t in range(TRACK_MAX, 0, -1):
            cx = area.left() + (TRACK_MAX - t) * 22
            now = bool(p.worker) and min(p.time_left, TRACK_MAX) == t
            b.put(Badge("award", QColor("#f2c14e" if now else "#d9cbb0"), str(t), TRACK_SPOT), cx, ty)
        if p.worker:
            b.pawn(seat, p.worker, QPointF(area.left() + CARD_W + 11, ty + TRACK_SPOT), WORKER_SCALE)

    def _completed(self, view: Any, seat: int, area: QRectF) -> None:
        b = self.b
        p = view.players[seat]
        done = _("Completed {done}/{spaces}", done=len(p.completed), spaces=D.COMPLETED_SPACES)
        b.put(
            LabelItem(
                done,
                tall_enough(QRectF(area.left(), area.top(), area.width(), LINE), done, bold=True),
                MIN_PT,
                True,
                align=LEFT,
            )
        )
        for k in range(D.COMPLETED_SPACES):
            x = area.left() + (k % 3) * (SMALL_W + 4)
            y = area.top() + 16 + (k // 3) * (SMALL_H + 4)
            if k < len(p.completed):
                pid = p.completed[k]
                card = ProjectItem(pid, SMALL_W, SMALL_H, small=True)
                b.put(card, x, y)
                b.set_detail(card, *T.project(pid))
                b.completed_items.setdefault((seat, pid), []).append(card)
            else:
                b.put(BoxSlot(SMALL_W, SMALL_H), x, y)
        notes = round_flags(view, seat)
        if p.extra:
            extra = join_and([str(D.PROJECTS[pid].title) for pid in p.extra])
            notes.append(_("tie-break only: {projects}", projects=extra))
        if notes:
            box = QRectF(area.left(), area.top() + 16 + 2 * (SMALL_H + 4), area.width(), 2 * LINE)
            text = first_fitting(
                [
                    _("This round: {effects}", effects=_("; ", context="list").join(notes)),
                    _("; ", context="list").join(notes),
                    _(
                        "This round: {n} scroll effect (see the log)",
                        plural="This round: {n} scroll effects (see the log)",
                        n=len(notes),
                    ),
                ],
                box,
            )
            b.put(
                LabelItem(text, box, MIN_PT, False, "#6b4a2a", Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
            )

    def _visits(self, view: Any, viewer: int | None, seat: int, row: QRectF) -> None:
        b = self.b
        p = view.players[seat]
        colour = b.seat_colour(seat)
        b.put(LabelItem(_("Visit tiles"), QRectF(row.left(), row.top(), 92, row.height()), MIN_PT, True, align=LEFT))
        left = list(p.visit_tiles)
        for v in chosen_visits(view, seat):  # chosen in this visit: already on the townsperson
            left.remove(v)
        for k, value in enumerate(sorted(left)):
            tile = VisitTile(value, colour, 24, b.seat_mark(seat))
            b.put(tile, row.left() + 96 + k * 30, row.top() + 1)
            b.set_detail(tile, *T.visit_tile(value))
            if seat == viewer:
                b.visit_items.setdefault(value, []).append(tile)
        if not left:
            b.put(
                LabelItem(
                    _("all used", context="visit tiles"),
                    QRectF(row.left() + 96, row.top(), 120, row.height()),
                    MIN_PT,
                    False,
                    "#7a6a55",
                    LEFT,
                )
            )
        hx = row.right() - 80
        b.put(
            LabelItem(
                _("Home", context="pawns"), QRectF(hx - 44, row.top(), 42, row.height()), MIN_PT, True, align=LEFT
            )
        )
        for pawn in ("master", "apprentice"):
            spot = QPointF(hx + 14, row.bottom() + 2)
            b.home_spots[(seat, pawn)] = spot
            if p.pawn_loc(pawn) == "home":
                b.pawn(seat, pawn, spot)
            hx += 34

    def _hand(self, view: Any, viewer: int | None, seat: int, area: QRectF) -> None:
        b = self.b
        p = view.players[seat]
        count = p.hand if isinstance(p.hand, int) else len(p.hand)
        held = _("Scrolls {held}/{limit}", held=count, limit=b.t.seats[seat].hand_limit)
        b.put(
            LabelItem(
                held,
                tall_enough(QRectF(area.left(), area.top(), 120, LINE), held, bold=True),
                MIN_PT,
                True,
                align=LEFT,
            )
        )
        b.seat_rects[(seat, "hand")] = QRectF(area)
        y = area.top() + 16
        if not isinstance(p.hand, list):  # another seat's hand (a spectator's view): face down
            if count:
                item = ScrollItem(None, 60, 40, count)
                b.put(item, area.left(), y)
                b.set_detail(item, *T.hidden_hand(b.seat_name(seat), count, list(p.known)))
                b.seat_hands[seat] = item
            return
        per_row = 4
        step = min(SCROLL_W + 4, area.width() / max(1, min(per_row, len(p.hand))))
        if len(p.hand) > 2 * per_row:  # far over the limit (before discarding): one row of overlapping scrolls
            per_row, step = len(p.hand), (area.width() - SCROLL_W) / (len(p.hand) - 1)
        for k, sid in enumerate(p.hand):
            item = ScrollItem(sid, SCROLL_W, SCROLL_H)
            b.put(item, area.left() + (k % per_row) * step, y + (k // per_row) * (SCROLL_H + 4), 30 + k)
            b.set_detail(item, *T.scroll(sid))
            b.hand_items.setdefault(sid, []).append(item)
        if not p.hand:
            none = _("none — draw them at the Temple")
            b.put(
                LabelItem(
                    none,
                    tall_enough(QRectF(area.left() + 124, area.top(), 220, LINE), none),
                    MIN_PT,
                    False,
                    "#7a6a55",
                    LEFT,
                )
            )
