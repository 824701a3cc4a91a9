"""The bindings of one redraw: which item starts which legal action, where a piece may go, why not.

The scene's ``bind_drag``/``bind_click``/``explain`` land here (see :mod:`zsgames.ui.boards.base`).
Every action is checked once, when it is bound: it must be one of the legal actions the board was
shown (else a ``ValueError``: a board bug), and the listed action (with its label) is kept, so what
a gesture later chooses needs no second check.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QGraphicsItem

from zsgames.core.game import Action
from zsgames.core.i18n import _
from zsgames.ui.boards.details import BoardDetails
from zsgames.ui.boards.host import ItemHost
from zsgames.ui.boards.items import DragPiece, DropZone

MOVES_TIP = "\u2060"  # an invisible mark on the tooltips the framework writes (a kept item loses them)


class Bindings:
    """The sources, zones and reasons bound since the last redraw began."""

    def __init__(self, host: ItemHost) -> None:
        self.host = host
        self.wrappers: dict[QGraphicsItem, DropZone] = {}  # the zone made over an item (kept with it)
        self.dressed: list[QGraphicsItem] = []  # the sources the last redraw made playable
        self.reset([])

    def reset(self, legal: Iterable[Action]) -> None:
        """A redraw begins: nothing is bound; ``legal`` is what may be."""
        self.legal_by_key: dict[Action, Action] = {a: a for a in legal}
        self.drags: dict[QGraphicsItem, list[tuple[Action, DropZone]]] = {}
        self.clicks: dict[QGraphicsItem, list[Action]] = {}
        self.reasons: dict[QGraphicsItem, str] = {}
        self.piece_reasons: dict[QGraphicsItem, str] = {}
        self.drop_only: set[DropZone] = set()

    def legal(self, action: Action) -> Action:
        """The listed legal action equal to ``action``: the board's one legality check."""
        legal = self.legal_by_key.get(action)
        if legal is None:
            raise ValueError(f"bound action is not legal now: {action}")
        return legal

    # --- binding ----------------------------------------------------------------------------------
    def bind_drag(self, action: Action, source: QGraphicsItem, zone: QGraphicsItem, click_zone: bool) -> DropZone:
        legal = self.legal(action)
        drop = self.zone_for(zone)
        self.drags.setdefault(source, []).append((legal, drop))
        if not click_zone:
            self.drop_only.add(drop)
        return drop

    def bind_click(self, action: Action, item: QGraphicsItem) -> None:
        self.clicks.setdefault(item, []).append(self.legal(action))

    def zone_for(self, item: QGraphicsItem) -> DropZone:
        """The drop zone over ``item``: itself if it is one, else one made on first use."""
        if isinstance(item, DropZone):
            return item
        zone = self.wrappers.get(item)
        if zone is None:
            zone = DropZone(item.boundingRect(), parent=item)
            self.wrappers[item] = zone
        return zone

    # --- what is bound ----------------------------------------------------------------------------
    def actions_of(self, item: QGraphicsItem) -> list[Action]:
        """Every action that starts at ``item``: its click actions, then its drag actions."""
        return list(self.clicks.get(item, [])) + [a for a, _ in self.drags.get(item, [])]

    def drags_of(self, piece: QGraphicsItem) -> list[tuple[Action, DropZone]]:
        """The (action, zone) pairs bound to dragging ``piece``."""
        return list(self.drags.get(piece, []))

    def zones_of(self, source: QGraphicsItem) -> list[DropZone]:
        return list(dict.fromkeys(zone for _, zone in self.drags.get(source, [])))

    def all_zones(self) -> list[DropZone]:
        return [z for pairs in self.drags.values() for _, z in pairs]

    def sources(self) -> list[QGraphicsItem]:
        return list(dict.fromkeys([*self.drags, *self.clicks]))

    def items_for(self, action: Action) -> tuple[list[QGraphicsItem], list[DropZone]]:
        """The source items and drop zones bound to ``action``."""
        sources = [s for s, pairs in self.drags.items() if any(a == action for a, _ in pairs)]
        sources += [i for i, acts in self.clicks.items() if action in acts and i not in sources]
        zones = [z for pairs in self.drags.values() for a, z in pairs if a == action]
        return sources, zones

    def dropped_on(self, source: QGraphicsItem, zone: DropZone) -> list[Action]:
        return [a for a, z in self.drags.get(source, []) if z is zone]

    def zone_actions(self, zone: DropZone) -> list[Action]:
        """Every drag action of any source onto ``zone`` (a click on the zone alone)."""
        return [a for pairs in self.drags.values() for a, z in pairs if z is zone]

    # --- what lies under the pointer --------------------------------------------------------------
    def zone_at(self, pos: QPointF, zones: Sequence[DropZone], skip: QGraphicsItem | None = None) -> DropZone | None:
        """The topmost of ``zones`` under ``pos`` (ignoring ``skip``, the dragged piece)."""
        hits = [
            z
            for z in dict.fromkeys(zones)
            if z.isVisible() and z.contains(z.mapFromScene(pos)) and not (skip is not None and skip.isAncestorOf(z))
        ]
        if len(hits) <= 1:
            return hits[0] if hits else None
        order = {item: i for i, item in enumerate(self.host.items(pos))}
        return min(hits, key=lambda z: order.get(z, len(order)))

    def source_at(self, pos: QPointF) -> QGraphicsItem | None:
        owner_in = self.host.owner_in
        for item in self.host.items(pos):
            owner = owner_in(item, self.drags) or owner_in(item, self.clicks)
            if owner is not None:
                return owner
            if isinstance(item, DragPiece) or owner_in(item, self.reasons) is not None:
                return None  # an unplayable piece on top hides what lies beneath it
        return None

    def reason_at(self, pos: QPointF) -> str | None:
        for item in self.host.items(pos):
            owner = self.host.owner_in(item, self.reasons)
            if owner is not None:
                return self.reasons[owner]
        return None

    def why_not_there(self, piece: QGraphicsItem) -> str:
        if piece in self.piece_reasons:
            return self.piece_reasons[piece]
        labels = list(dict.fromkeys(str(a) for a, _ in self.drags.get(piece, [])))
        if not labels:
            return _("that cannot move now")
        shown = labels[:3] + ([_("{n} more", n=len(labels) - 3)] if len(labels) > 3 else [])
        if len(shown) == 1:
            listed = shown[0]
        else:
            listed = _("{first}; or {last}", first=_("; ", context="list of moves").join(shown[:-1]), last=shown[-1])
        return _("not there — it can: {moves} (its places light up while you drag it)", moves=listed)

    # --- how a playable item looks ----------------------------------------------------------------
    def dress(self, details: BoardDetails) -> None:
        """Dress what the new bindings made playable and undress what they did not. A piece playable
        before and now is left as it is (its look unchanged, so the view repaints nothing there)."""
        dressed = self.sources()
        still = set(dressed)
        undress(item for item in self.dressed if item not in still)
        self.dressed = dressed
        for item in dressed:
            if isinstance(item, DragPiece):
                item.set_playable(True)
            drag = item in self.drags
            item.setCursor(QCursor(Qt.CursorShape.OpenHandCursor if drag else Qt.CursorShape.PointingHandCursor))
            moves = "\n".join(str(a) for a in self.actions_of(item))
            if item in details.texts:
                title, body = details.texts[item]
                details.set(item, title, "\n\n".join(t for t in (body, moves) if t))
            elif not item.toolTip() or item.toolTip().startswith(MOVES_TIP):
                item.setToolTip(MOVES_TIP + moves)
        for item in details.texts:  # the large card says it all: no small tooltip over it
            item.setToolTip("")


def undress(items: Iterable[QGraphicsItem]) -> None:
    """Pieces that were playable and are not now (a kept one is plain until bound again)."""
    for item in items:
        if isinstance(item, DragPiece):
            item.set_playable(False)
        item.unsetCursor()
        if item.toolTip().startswith(MOVES_TIP):
            item.setToolTip("")
