"""The board framework shared by every game: a scene redrawn from a view, with drag and click.

A game's board subclasses :class:`BoardScene` and implements :meth:`BoardScene.build`, which
draws ``view`` (what ``viewer`` may know) and binds the legal actions to items:

* ``bind_drag(action, piece, zone)`` — dragging ``piece`` onto ``zone`` chooses ``action``.
  A piece is draggable only while some legal action starts there; during a drag exactly the
  zones bound for that piece light up; a drop anywhere else snaps the piece back and emits
  ``refused(reason)``. Several actions may share a piece (to different zones, or even the same
  zone: a small menu then asks which).
* ``bind_click(action, item)`` — clicking ``item`` chooses ``action`` (a menu if it has several).

Every drag has click equivalents: click a piece to select it (its zones light up), then click a
zone; or click a lit zone directly when only one piece can go there (unless it was bound with
``click_zone=False``: a drop that spends must not happen on a plain click there). Escape clears a
selection.
Legality always comes from ``legal_actions``: binding an action that is not legal is a bug and
raises ``ValueError``. All interaction is handled here at scene level, so any QGraphicsItem can
be a source or a target; :class:`DragPiece` is a convenient base for painted pieces.
"""

from __future__ import annotations

from collections.abc import Callable, Container, Hashable, Iterable, Sequence
from typing import Any, TypeVar

from PySide6.QtCore import QEasingCurve, QEvent, QObject, QPoint, QPointF, QPropertyAnimation, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QCursor, QKeyEvent
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsSceneHelpEvent,
    QGraphicsSceneMouseEvent,
    QMenu,
    QToolTip,
)

from zsgames.core.game import Action, Game, GameConfig, GameState
from zsgames.ui.boards.details import BoardDetails
from zsgames.ui.boards.items import (  # re-exported: boards import them from here
    DEFAULT_SEAT_COLOURS,
    HOT,
    LIT,
    TABLE_COLOUR,
    DragPiece,
    DropZone,
    HighlightItem,
)
from zsgames.ui.boards.last_marks import LAST, LastMoveMarks
from zsgames.ui.boards.retained import RetainedParts
from zsgames.ui.shared.last_move import LastMove

__all__ = ["HOT", "LAST", "LIT", "TABLE_COLOUR", "BoardScene", "DragPiece", "DropZone", "HighlightItem"]


class _Press:
    __slots__ = ("dragging", "item", "orig_pos", "orig_z", "scene_pos", "screen_pos")

    def __init__(self, item: QGraphicsItem | None, scene_pos: QPointF, screen_pos: QPoint) -> None:
        self.item = item
        self.scene_pos = QPointF(scene_pos)
        self.screen_pos = QPoint(screen_pos)
        self.dragging = False
        self.orig_pos = item.pos() if item is not None else QPointF()
        self.orig_z = item.zValue() if item is not None else 0.0


T = TypeVar("T")
ActionPicker = Callable[[Sequence[Action], QPoint], "Action | None"]


class BoardScene(QGraphicsScene):
    """One game's board. Subclasses implement :meth:`build`; set ``BOARD = TheirScene``."""

    actionChosen = Signal(object)  # an Action from legal_actions (with its label)
    refused = Signal(str)  # a reason a player understands, for the status bar
    stagingDone = Signal()  # a staged moment (see staging_ms) has been shown, or skipped

    margin = 24.0
    #: A board of fixed size sets its table here: the scene is the table plus ``margin`` whatever a
    #: ring, a drag or a moving card covers, so the window draws it at one scale and it never jumps.
    #: None: the scene fits the items drawn.
    table_rect: QRectF | None = None
    snap_ms = 160  # snap-back animation; 0 = jump
    #: How long the window gives each bot move on screen (the bot-speed setting, ms; 0 = Instant).
    #: A board stages what it shows (slides, a reveal) within this pace.
    pace_ms = 700
    # set in _reset (each build starts afresh) and used before it in the file
    _hints: list[HighlightItem]
    _hint_zones: list[DropZone]
    _legal_by_key: dict[Action, Action]

    def __init__(self, game: Game[Any], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.view_state: GameState | None = None  # the view drawn last (any game's state class)
        self.viewer: int | None = None
        self.legal: list[Action] = []
        self.config: GameConfig | None = None
        #: The known last moves, their rings and slides; the thin methods below delegate to it
        #: (not called ``marks``: the Zooscape board has a part of that name).
        self.last_moves = LastMoveMarks(self, lambda: self.pace_ms)
        #: How a choice between several actions is asked; tests replace it.
        self.pick_action: ActionPicker = self._menu_pick
        self.setBackgroundBrush(TABLE_COLOUR)
        self._anim: QPropertyAnimation | None = None
        #: Card details on demand (hover or right-click): see :meth:`set_detail`.
        self.details = BoardDetails(self)
        #: Parts kept from one redraw to the next while what they show is the same: see :meth:`memo`.
        self.retained = RetainedParts(self)
        self._held: dict[QGraphicsItem, None] = {}  # an ordered set: removing a part's items stays cheap
        self._parent_of: dict[QGraphicsItem, QGraphicsItem] = {}
        self._wrappers: dict[QGraphicsItem, DropZone] = {}
        self._dressed: list[QGraphicsItem] = []  # the sources the last redraw made playable
        self._reset()

    # --- drawing --------------------------------------------------------------------------------
    def show(
        self, view: GameState, viewer: int | None, legal: Iterable[Action], config: GameConfig | None = None
    ) -> None:
        """Redraw from ``view`` as seen by ``viewer``, binding the ``legal`` actions: every item goes
        but the retained parts that show the same as before (:meth:`memo`)."""
        self._reset()
        self.stop_slides()
        self.retained.begin([item for item in self.items() if item not in self._parent_of])
        self._wrappers = {item: zone for item, zone in self._wrappers.items() if zone.scene() is self}
        for zone in self._wrappers.values():
            zone.set_lit(False)
        self.view_state, self.viewer, self.config = view, viewer, config
        if config is None:
            self.config = self.game.config_of(view)
        self.legal = list(legal)
        self._legal_by_key = {a: a for a in self.legal}
        self.build(view, viewer, self.legal)
        self.retained.end()
        self._finish_bindings()
        self._hold_items()
        rect = self.table_rect if self.table_rect is not None else self.itemsBoundingRect()
        self.setSceneRect(rect.adjusted(-self.margin, -self.margin, self.margin, self.margin))

    def build(self, view: GameState, viewer: int | None, legal: list[Action]) -> None:
        """Create the items for ``view`` and bind ``legal`` (subclasses implement this)."""
        raise NotImplementedError

    def memo(self, name: Hashable, key: Hashable, make: Callable[[], T]) -> T:
        """The part ``name`` as ``make()`` draws it, kept from the last redraw when ``key`` (all
        its drawing depends on; the viewer is added) is the same: see :mod:`retained`."""
        return self.retained.memo(name, key, make)

    def staging_ms(self) -> int:
        """How much longer the board withholds the next decision while it shows what happened (a
        staged reveal). The window's panels wait as long (or until ``stagingDone``); plain slides
        do not count: the board offers its moves during them."""
        return 0

    def staging_text(self) -> str:
        """What the banner says while the board stages (see :meth:`staging_ms`)."""
        return "Watch the board"

    def busy_ms(self) -> int:
        """How much longer the board is still showing what just happened (slides; a board that
        stages more, such as a reveal, adds its own); the window holds the next bot move that long."""
        return self.slides_left_ms()

    # --- the last move (see :mod:`last_marks`) ---------------------------------------------------
    def set_last_moves(self, actions: Sequence[Action], last: LastMove | None = None) -> None:
        self.last_moves.set_last_moves(actions, last)

    def mark_last(self, rect: QRectF, colour: QColor | str = LAST, radius: float = 8) -> HighlightItem:
        return self.last_moves.mark_last(rect, colour, radius)

    def slide(self, item: QGraphicsObject, start: QPointF, ms: int | None = None) -> None:
        self.last_moves.slide(item, start, ms)

    def stop_slides(self) -> None:
        self.last_moves.stop_slides()

    def slides_left_ms(self) -> int:
        return self.last_moves.slides_left_ms()

    def slide_ms(self) -> int:
        return self.last_moves.slide_ms()

    def latest(self, kinds: Iterable[str]) -> Action | None:
        return self.last_moves.latest(kinds)

    @property
    def last_action(self) -> Action | None:
        return self.last_moves.last_action

    @property
    def recent_actions(self) -> list[Action]:
        return self.last_moves.recent_actions

    @property
    def last_text(self) -> str:
        return self.last_moves.last_text

    @property
    def last_seat(self) -> int | None:
        return self.last_moves.last_seat

    @property
    def last_marks(self) -> list[HighlightItem]:
        return self.last_moves.rings

    @property
    def _slides(self) -> list[QPropertyAnimation]:  # read by the boards' tests
        return self.last_moves.slides

    @property
    def _redraws(self) -> int:  # read by the curious-newcomer test: has the board redrawn?
        return self.last_moves.redraws

    def seat_colour(self, seat: int | None) -> QColor:
        """The colour of ``seat`` (the config's ``colour`` seat fact, else the default order)."""
        if seat is None:
            return QColor("#9a9a9a")
        info = self.config.seat_info(seat) if self.config is not None else {}
        name = info.get("colour") or info.get("color")
        if name:
            from zsgames.ui.shared.pieces import colour

            return colour(name)
        return QColor(DEFAULT_SEAT_COLOURS[seat % len(DEFAULT_SEAT_COLOURS)])

    def seat_name(self, seat: int) -> str:
        return self.config.name(seat) if self.config is not None else f"Player {seat + 1}"

    # --- binding --------------------------------------------------------------------------------
    def bind_drag(
        self, action: Action, source: QGraphicsItem, zone: QGraphicsItem, click_zone: bool = True
    ) -> DropZone:
        """Dragging ``source`` onto ``zone`` chooses ``action``. ``zone`` may be any item: a
        DropZone covering it is made on first use. Returns the DropZone. ``click_zone=False``: a
        plain click on the zone does not choose it (only a drop, or a click after selecting
        ``source``), for a zone that is also clicked for another reason (a die clicked to roll)."""
        self.retained.binding()
        legal = self._legal(action)
        drop = self.zone_for(zone)
        self._drags.setdefault(source, []).append((legal, drop))
        if not click_zone:
            self._drop_only.add(drop)
        return drop

    def bind_click(self, action: Action, item: QGraphicsItem) -> None:
        """Clicking ``item`` chooses ``action`` (several actions on one item: a small menu)."""
        self.retained.binding()
        self._clicks.setdefault(item, []).append(self._legal(action))

    def set_detail(self, item: QGraphicsItem, title: str, body: str = "") -> None:
        """Resting the pointer on ``item`` (or right-clicking it) shows it large with ``title`` and
        its whole text ``body``: for every card, tile, scroll or project a board draws."""
        self.retained.detail(item, title, body)
        self.details.set(item, title, body)

    def explain(self, item: QGraphicsItem, reason: str) -> None:
        """Clicking or dropping on ``item`` explains why nothing happens (emits ``refused``)."""
        self.retained.reason(item, reason)
        self._reasons[item] = reason

    def zone_for(self, item: QGraphicsItem) -> DropZone:
        if isinstance(item, DropZone):
            return item
        zone = self._wrappers.get(item)
        if zone is None:
            zone = DropZone(item.boundingRect(), parent=item)
            self._wrappers[item] = zone
        return zone

    def make_zone(self, rect: QRectF, round_: bool = False, parent: QGraphicsItem | None = None) -> DropZone:
        """A new drop zone at ``rect`` (scene coordinates unless ``parent`` is given)."""
        zone = DropZone(rect, round_, parent)
        if parent is None:
            self.addItem(zone)
        return zone

    def actions_of(self, item: QGraphicsItem) -> list[Action]:
        """Every action that starts at ``item``: its click actions, then its drag actions."""
        return list(self._clicks.get(item, [])) + [a for a, _ in self._drags.get(item, [])]

    def drags_of(self, piece: QGraphicsItem) -> list[tuple[Action, DropZone]]:
        """The (action, zone) pairs bound to dragging ``piece``."""
        return list(self._drags.get(piece, []))

    def zones_of(self, source: QGraphicsItem) -> list[DropZone]:
        seen: list[DropZone] = []
        for _, zone in self._drags.get(source, []):
            if zone not in seen:
                seen.append(zone)
        return seen

    def sources(self) -> list[QGraphicsItem]:
        return list(dict.fromkeys([*self._drags, *self._clicks]))

    def items_for(self, action: Action) -> tuple[list[QGraphicsItem], list[DropZone]]:
        """The source items and drop zones bound to ``action``."""
        sources = [s for s, pairs in self._drags.items() if any(a == action for a, _ in pairs)]
        sources += [i for i, acts in self._clicks.items() if action in acts and i not in sources]
        zones = [z for pairs in self._drags.values() for a, z in pairs if a == action]
        return sources, zones

    def highlight_actions(self, actions: Iterable[Action]) -> None:
        """Hint: ring the sources and light the zones of ``actions`` (replaces earlier hints)."""
        self.clear_highlights()
        for action in actions:
            sources, zones = self.items_for(action)
            for item in sources:
                ring = HighlightItem(item.sceneBoundingRect().adjusted(-3, -3, 3, 3))
                ring.setZValue(900)
                self.addItem(ring)
                self._hints.append(ring)
            for zone in zones:
                zone.set_lit(True)
                self._hint_zones.append(zone)

    def clear_highlights(self) -> None:
        for ring in self._hints:
            if ring.scene() is self:
                self.removeItem(ring)
        self._hints = []
        for zone in self._hint_zones:
            zone.set_lit(False)
        self._hint_zones = []
        self._light_selection()

    @property
    def selected_source(self) -> QGraphicsItem | None:
        return self._selected

    def choose(self, action: Action) -> None:
        """Emit ``actionChosen`` for a bound legal action (used by clicks, drops and tests)."""
        self._clear_selection()
        self.actionChosen.emit(self._legal(action))

    def choose_drop(self, action: Action, source: QGraphicsItem, zone: DropZone) -> None:
        """``source`` was dropped on ``zone`` (or selected and the zone clicked) for ``action``. A
        board whose drop also says what follows (a step the next decision will offer) overrides it."""
        self.choose(action)

    # --- internals ------------------------------------------------------------------------------
    def _reset(self) -> None:
        if self._anim_running():  # a piece snapping back ends where it goes (it may be kept)
            self._anim.setCurrentTime(self._anim.duration())  # type: ignore[union-attr]
            self._anim.stop()  # type: ignore[union-attr]
        self._anim = None
        self.details.reset()
        self._drags: dict[QGraphicsItem, list[tuple[Action, DropZone]]] = {}
        self._clicks: dict[QGraphicsItem, list[Action]] = {}
        self._reasons: dict[QGraphicsItem, str] = {}
        self._piece_reasons: dict[QGraphicsItem, str] = {}
        self._drop_only: set[DropZone] = set()
        self._hints = []
        self._hint_zones = []
        self._selected: QGraphicsItem | None = None
        self._selection_ring: HighlightItem | None = None
        self._press: _Press | None = None
        self._legal_by_key = {}

    def _anim_running(self) -> bool:
        anim = getattr(self, "_anim", None)
        return anim is not None and anim.state() == QPropertyAnimation.State.Running

    def _legal(self, action: Action) -> Action:
        legal = self._legal_by_key.get(action)
        if legal is None:
            raise ValueError(f"bound action is not legal now: {action}")
        return legal

    _MOVES_TIP = "\u2060"  # an invisible mark on the tooltips the framework writes (a kept item loses them)

    def _undress(self, items: Iterable[QGraphicsItem]) -> None:
        """Pieces that were playable and are not now (a kept one is plain until bound again)."""
        for item in items:
            if isinstance(item, DragPiece):
                item.set_playable(False)
            item.unsetCursor()
            if item.toolTip().startswith(self._MOVES_TIP):
                item.setToolTip("")

    def _finish_bindings(self) -> None:
        """Dress what the new bindings made playable and undress what they did not. A piece playable
        before and now is left as it is (its look unchanged, so the view repaints nothing there)."""
        dressed = self.sources()
        still = set(dressed)
        self._undress(item for item in self._dressed if item not in still)
        self._dressed = dressed
        for item in dressed:
            if isinstance(item, DragPiece):
                item.set_playable(True)
            drag = item in self._drags
            item.setCursor(QCursor(Qt.CursorShape.OpenHandCursor if drag else Qt.CursorShape.PointingHandCursor))
            moves = "\n".join(str(a) for a in self.actions_of(item))
            if item in self.details.texts:
                title, body = self.details.texts[item]
                self.details.set(item, title, "\n\n".join(t for t in (body, moves) if t))
            elif not item.toolTip() or item.toolTip().startswith(self._MOVES_TIP):
                item.setToolTip(self._MOVES_TIP + moves)
        for item in self.details.texts:  # the large card says it all: no small tooltip over it
            item.setToolTip("")

    def _hold_items(self) -> None:
        """Keep a Python reference to every item drawn, and note each child's parent.

        PySide6 ties an item's life to its Python wrapper in two ways that a plain click used to
        trip: ``parentItem()`` on a top-level item returns ``None`` and, doing so, hands the item's
        ownership from the scene back to Python, which deletes it with its last wrapper; and a child
        built by a Python subclass with ``parent=`` lives only as long as a Python reference to it.
        So the board never asks an item for its parent (``_parent_of`` answers), and it holds every
        item it shows until the next redraw."""
        self._held = dict.fromkeys(self.items())
        self._parent_of = {child: item for item in self._held for child in item.childItems()}

    def addItem(self, item: QGraphicsItem) -> None:
        super().addItem(item)
        self._held[item] = None  # rings and marks added after a redraw are held too
        self.retained.added(item)

    def removeItem(self, item: QGraphicsItem) -> None:
        super().removeItem(item)
        self._held.pop(item, None)

    def owner_in(self, item: QGraphicsItem | None, table: Container[QGraphicsItem]) -> QGraphicsItem | None:
        """``item`` or its nearest ancestor that is a key of ``table``."""
        return self._owner(item, table)

    def _owner(self, item: QGraphicsItem | None, table: Container[QGraphicsItem]) -> QGraphicsItem | None:
        while item is not None:
            if item in table:
                return item
            item = self._parent_of.get(item)
        return None

    def _zone_at(self, pos: QPointF, zones: Sequence[DropZone], skip: QGraphicsItem | None = None) -> DropZone | None:
        """The topmost of ``zones`` under ``pos`` (ignoring ``skip``, the dragged piece)."""
        hits = [
            z
            for z in dict.fromkeys(zones)
            if z.isVisible() and z.contains(z.mapFromScene(pos)) and not (skip is not None and skip.isAncestorOf(z))
        ]
        if len(hits) <= 1:
            return hits[0] if hits else None
        order = {item: i for i, item in enumerate(self.items(pos))}
        return min(hits, key=lambda z: order.get(z, len(order)))

    def _source_at(self, pos: QPointF) -> QGraphicsItem | None:
        for item in self.items(pos):
            owner = self._owner(item, self._drags) or self._owner(item, self._clicks)
            if owner is not None:
                return owner
            if isinstance(item, DragPiece) or self._owner(item, self._reasons) is not None:
                return None  # an unplayable piece on top hides what lies beneath it
        return None

    def _reason_at(self, pos: QPointF) -> str | None:
        for item in self.items(pos):
            owner = self._owner(item, self._reasons)
            if owner is not None:
                return self._reasons[owner]
        return None

    def _all_zones(self) -> list[DropZone]:
        return [z for pairs in self._drags.values() for _, z in pairs]

    def _select(self, source: QGraphicsItem) -> None:
        self._clear_selection()
        self._selected = source
        ring = HighlightItem(source.sceneBoundingRect().adjusted(-4, -4, 4, 4), HOT)
        ring.setZValue(950)
        self.addItem(ring)
        self._selection_ring = ring
        self._light_selection()

    def _light_selection(self) -> None:
        if self._selected is not None:
            for zone in self.zones_of(self._selected):
                zone.set_lit(True)

    def _clear_selection(self) -> None:
        if self._selected is not None:
            for zone in self.zones_of(self._selected):
                if zone not in self._hint_zones:
                    zone.set_lit(False)
        if self._selection_ring is not None and self._selection_ring.scene() is self:
            self.removeItem(self._selection_ring)
        self._selected = None
        self._selection_ring = None

    def _pick(self, actions: Sequence[Action], screen_pos: QPoint) -> Action | None:
        unique = list(dict.fromkeys(actions))
        if not unique:
            return None
        if len(unique) == 1:
            return unique[0]
        return self.pick_action(unique, screen_pos)

    def _menu_pick(self, actions: Sequence[Action], screen_pos: QPoint) -> Action | None:
        menu = QMenu()
        entries = {menu.addAction(str(a)): a for a in actions}
        chosen = menu.exec(screen_pos)
        return entries.get(chosen) if chosen is not None else None

    # --- mouse and keys -------------------------------------------------------------------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            if event.button() == Qt.MouseButton.RightButton:
                self._clear_selection()
                if self.details.right_click(event.scenePos()):
                    event.accept()
                    return
            super().mousePressEvent(event)
            return
        self.details.hide()
        if self._anim_running():
            self._anim.stop()  # type: ignore[union-attr]
            self._anim.finished.emit()  # type: ignore[union-attr]
        self._press = _Press(self._source_at(event.scenePos()), event.scenePos(), event.screenPos())
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        press = self._press
        if press is None or not event.buttons() & Qt.MouseButton.LeftButton:
            if not event.buttons():
                self.details.hover(event.scenePos())
            super().mouseMoveEvent(event)
            return
        event.accept()
        item = press.item
        if item is None or item not in self._drags:
            return
        if not press.dragging:
            distance = (event.screenPos() - press.screen_pos).manhattanLength()
            if distance < QApplication.startDragDistance():
                return
            press.dragging = True
            self.clear_highlights()
            self._clear_selection()
            item.setZValue(1000)
            item.setCursor(QCursor(Qt.CursorShape.ClosedHandCursor))
            for zone in self.zones_of(item):
                zone.set_lit(True)
        # the pointer's travel in the item's parent's coordinates (never ask for the parent: see _hold_items)
        now = item.mapToParent(item.mapFromScene(event.scenePos()))
        start = item.mapToParent(item.mapFromScene(press.scene_pos))
        item.setPos(press.orig_pos + (now - start))
        hot = self._zone_at(event.scenePos(), self.zones_of(item), skip=item)
        for zone in self.zones_of(item):
            zone.set_hot(zone is hot)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        press, self._press = self._press, None
        if press is None or event.button() != Qt.MouseButton.LeftButton:
            super().mouseReleaseEvent(event)
            return
        event.accept()
        if press.dragging and press.item is not None:
            self._drop(press, event)
        elif (event.screenPos() - press.screen_pos).manhattanLength() < QApplication.startDragDistance():
            self._click(press, event)
        elif press.item is None:  # a drag that starts on a piece that cannot move says why, as a click does
            reason = self._reason_at(press.scene_pos)
            if reason:
                self.refused.emit(reason)

    def _drop(self, press: _Press, event: QGraphicsSceneMouseEvent) -> None:
        item = press.item
        assert item is not None
        item.setCursor(QCursor(Qt.CursorShape.OpenHandCursor))
        zones = self.zones_of(item)
        zone = self._zone_at(event.scenePos(), zones, skip=item)
        for z in zones:
            z.set_lit(False)
        if zone is not None:
            action = self._pick([a for a, z in self._drags[item] if z is zone], event.screenPos())
            if action is not None:
                item.setZValue(press.orig_z)
                self.choose_drop(action, item, zone)
                return
        self._snap_back(item, press)
        moved = (event.screenPos() - press.screen_pos).manhattanLength() >= 2 * QApplication.startDragDistance()
        if zone is None and moved:
            self.refused.emit(self.reason_for(item, event.scenePos()) or self.why_not_there(item))

    def why_not_there(self, piece: QGraphicsItem) -> str:
        """Why a drop of ``piece`` off its targets did nothing: the board's word for the piece
        (:meth:`explain_piece`), else where it can go, in the moves' own words."""
        if piece in self._piece_reasons:
            return self._piece_reasons[piece]
        labels = list(dict.fromkeys(str(a) for a, _ in self._drags.get(piece, [])))
        if not labels:
            return "that cannot move now"
        shown = labels[:3] + ([f"{len(labels) - 3} more"] if len(labels) > 3 else [])
        listed = shown[0] if len(shown) == 1 else "; ".join(shown[:-1]) + "; or " + shown[-1]
        return f"not there — it can: {listed} (its places light up while you drag it)"

    def reason_for(self, piece: QGraphicsItem | None, pos: QPointF) -> str | None:
        """Why ``piece`` (dragged, or selected and then a place clicked; None: a plain click) cannot
        go to ``pos``: the item there explains itself (:meth:`explain`). A board with reasons that
        depend on the piece as well as the place overrides this."""
        return self._reason_at(pos)

    def explain_piece(self, piece: QGraphicsItem, reason: str) -> None:
        """Dropping ``piece`` where it cannot go (and where no item explains itself) says ``reason``."""
        self._piece_reasons[piece] = reason

    def _snap_back(self, item: QGraphicsItem, press: _Press) -> None:
        def done() -> None:
            item.setZValue(press.orig_z)

        if self.snap_ms > 0 and isinstance(item, QGraphicsObject):
            anim = QPropertyAnimation(item, b"pos", self)
            anim.setDuration(self.snap_ms)
            anim.setStartValue(item.pos())
            anim.setEndValue(press.orig_pos)
            anim.setEasingCurve(QEasingCurve.Type.OutCubic)
            anim.finished.connect(done)
            self._anim = anim
            anim.start()
        else:
            item.setPos(press.orig_pos)
            done()

    def _click(self, press: _Press, event: QGraphicsSceneMouseEvent) -> None:
        pos, screen = event.scenePos(), event.screenPos()
        selected = self._selected
        if selected is not None:
            zone = self._zone_at(pos, self.zones_of(selected))
            if zone is not None:
                action = self._pick([a for a, z in self._drags[selected] if z is zone], screen)
                if action is not None:
                    self.choose_drop(action, selected, zone)
                return
        item = press.item
        if item is not None:
            clicks = self._clicks.get(item, [])
            drags = [a for a, _ in self._drags.get(item, [])]
            if drags:
                if item is selected and not clicks:
                    self._clear_selection()
                    return
                self._select(item)
                if clicks:
                    action = self._pick(clicks + drags, screen)
                    if action is not None:
                        self.choose(action)
                return
            action = self._pick(clicks, screen)
            if action is not None:
                self.choose(action)
            return
        zone = self._zone_at(pos, [z for z in self._all_zones() if z not in self._drop_only])
        if zone is not None and selected is None:
            actions = [a for pairs in self._drags.values() for a, z in pairs if z is zone]
            action = self._pick(actions, screen)
            if action is not None:
                self.choose(action)
            return
        self._clear_selection()
        reason = self.reason_for(selected, pos)
        if reason:
            self.refused.emit(reason)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape and (self._selected is not None or self.details.card is not None):
            self._clear_selection()
            self.details.hide()
            event.accept()
            return
        super().keyPressEvent(event)

    def helpEvent(self, event: QGraphicsSceneHelpEvent) -> None:
        if self.details.card is not None:  # the large card is on show: no small tooltip over it
            QToolTip.hideText()
            event.accept()
            return
        super().helpEvent(event)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Leave:  # the pointer left the board: a hovered card goes
            self.details.hover(None)
        return super().event(event)
