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
raises ``ValueError``. All interaction is handled at scene level, so any QGraphicsItem can be a
source or a target; :class:`DragPiece` is a convenient base for painted pieces.

The scene is a small surface over parts it owns, one concern each: :mod:`bindings` (what is bound),
:mod:`lights` (hints, the selection), :mod:`gestures` (mouse and keys), :mod:`details`,
:mod:`retained`, :mod:`last_marks` (``last_moves``) and :mod:`held`; each types the scene by a host
Protocol (:mod:`host`), so none imports this module.
"""

from __future__ import annotations

from collections.abc import Callable, Container, Hashable, Iterable
from typing import Any, TypeVar

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Signal
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsSceneHelpEvent,
    QGraphicsSceneMouseEvent,
    QToolTip,
)

from zsgames.core.game import Action, Game, GameConfig, GameState
from zsgames.core.i18n import _
from zsgames.ui.boards.bindings import Bindings
from zsgames.ui.boards.details import BoardDetails
from zsgames.ui.boards.gestures import Gestures, menu_pick
from zsgames.ui.boards.held import HeldItems
from zsgames.ui.boards.host import ActionPicker
from zsgames.ui.boards.items import (  # re-exported: boards import them from here
    HOT,
    LIT,
    TABLE_COLOUR,
    DragPiece,
    DropZone,
    HighlightItem,
)
from zsgames.ui.boards.last_marks import LAST, LastMoveMarks
from zsgames.ui.boards.lights import Lights
from zsgames.ui.boards.retained import RetainedParts
from zsgames.ui.shared.pieces import seat_colour as colour_of_seat
from zsgames.ui.shared.pieces import seat_colour_name

__all__ = ["HOT", "LAST", "LIT", "TABLE_COLOUR", "BoardScene", "DragPiece", "DropZone", "HighlightItem"]


T = TypeVar("T")


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

    def __init__(self, game: Game[Any], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.view_state: GameState | None = None  # the view drawn last (any game's state class)
        self.viewer: int | None = None
        self.legal: list[Action] = []
        self.config: GameConfig | None = None
        self.held = HeldItems()  # every item shown, held until the next redraw (see :mod:`held`)
        #: The known last moves, their rings and slides (not called ``marks``: the Zooscape board
        #: has a part of that name).
        self.last_moves = LastMoveMarks(self, lambda: self.pace_ms, lambda seat: seat_colour_name(self.config, seat))
        #: How a choice between several actions is asked; tests replace it.
        self.pick_action: ActionPicker = menu_pick
        self.setBackgroundBrush(TABLE_COLOUR)
        #: Card details on demand (hover or right-click): see :meth:`set_detail`.
        self.details = BoardDetails(self)
        #: Parts kept from one redraw to the next while what they show is the same: see :meth:`memo`.
        self.retained = RetainedParts(self)
        #: What this redraw bound (sources, zones, reasons), the hints and selection lit over it, and
        #: the input state machine that turns mouse and keys into a chosen action.
        self.bindings = Bindings(self)
        self.lights = Lights(self, self.bindings)
        self.gestures = Gestures(self, self.bindings, self.lights, self.details, self.refused.emit)

    # --- drawing --------------------------------------------------------------------------------
    def show(
        self, view: GameState, viewer: int | None, legal: Iterable[Action], config: GameConfig | None = None
    ) -> None:
        """Redraw from ``view`` as seen by ``viewer``, binding the ``legal`` actions: every item goes
        but the retained parts that show the same as before (:meth:`memo`)."""
        self._reset()
        self.stop_slides()
        self.retained.begin([item for item in self.items() if item not in self.held.parent_of])
        bindings = self.bindings
        bindings.wrappers = {item: zone for item, zone in bindings.wrappers.items() if zone.scene() is self}
        for zone in bindings.wrappers.values():
            zone.set_lit(False)
        self.view_state, self.viewer, self.config = view, viewer, config
        if config is None:
            self.config = self.game.config_of(view)
        self.legal = list(legal)
        bindings.reset(self.legal)
        self.build(view, viewer, self.legal)
        self.retained.end()
        bindings.dress(self.details)
        self.held.hold(self.items())
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
        return _("Watch the board")

    def busy_ms(self) -> int:
        """How much longer the board is still showing what just happened (slides; a board that
        stages more, such as a reveal, adds its own); the window holds the next bot move that long."""
        return self.last_moves.slides_left_ms()

    # --- hooks a board may extend (the rest of the last move: ``self.last_moves``) ----------------
    def slide(self, item: QGraphicsObject, start: QPointF, ms: int | None = None) -> None:
        """Slide ``item`` in from ``start`` at the bot pace (see :mod:`last_marks`)."""
        self.last_moves.slide(item, start, ms)

    def stop_slides(self) -> None:
        """Every slide ends where it goes (before a redraw, or when the board is dropped)."""
        self.last_moves.stop_slides()

    def seat_colour(self, seat: int | None) -> QColor:
        """The colour of ``seat`` in the palette in effect (the config's ``colour`` seat fact, else
        the default order of colour names, as the seat's symbol takes it)."""
        return colour_of_seat(self.config, seat)

    def seat_name(self, seat: int) -> str:
        """The seat's name as a player reads it now (a colour's name in the current language)."""
        return f"{self.config.name(seat)}" if self.config is not None else _("Player {n}", n=seat + 1)

    # --- binding (see :mod:`bindings`) ------------------------------------------------------------
    def bind_drag(
        self, action: Action, source: QGraphicsItem, zone: QGraphicsItem, click_zone: bool = True
    ) -> DropZone:
        """Dragging ``source`` onto ``zone`` chooses ``action``. ``zone`` may be any item: a
        DropZone covering it is made on first use. Returns the DropZone. ``click_zone=False``: a
        plain click on the zone does not choose it (only a drop, or a click after selecting
        ``source``), for a zone that is also clicked for another reason (a die clicked to roll)."""
        self.retained.binding()
        return self.bindings.bind_drag(action, source, zone, click_zone)

    def bind_click(self, action: Action, item: QGraphicsItem) -> None:
        """Clicking ``item`` chooses ``action`` (several actions on one item: a small menu)."""
        self.retained.binding()
        self.bindings.bind_click(action, item)

    def set_detail(self, item: QGraphicsItem, title: str, body: str = "") -> None:
        """Resting the pointer on ``item`` (or right-clicking it) shows it large with ``title`` and
        its whole text ``body``: for every card, tile, scroll or project a board draws."""
        self.retained.detail(item, title, body)
        self.details.set(item, title, body)

    def explain(self, item: QGraphicsItem, reason: str) -> None:
        """Clicking or dropping on ``item`` explains why nothing happens (emits ``refused``)."""
        self.retained.reason(item, reason)
        self.bindings.reasons[item] = reason

    def explain_piece(self, piece: QGraphicsItem, reason: str) -> None:
        """Dropping ``piece`` where it cannot go (and where no item explains itself) says ``reason``."""
        self.bindings.piece_reasons[piece] = reason

    def make_zone(self, rect: QRectF, round_: bool = False, parent: QGraphicsItem | None = None) -> DropZone:
        """A new drop zone at ``rect`` (scene coordinates unless ``parent`` is given)."""
        zone = DropZone(rect, round_, parent)
        if parent is None:
            self.addItem(zone)
        return zone

    def highlight_actions(self, actions: Iterable[Action]) -> None:
        """Hint: ring the sources and light the zones of ``actions`` (replaces earlier hints)."""
        self.lights.highlight_actions(actions)

    # --- choosing (the gestures call these; a board may override them) -----------------------------
    def choose(self, action: Action) -> None:
        """Emit ``actionChosen`` for ``action``, one of the legal actions the board was shown: a
        gesture passes the bound one, checked once when it was bound (Match.apply checks again)."""
        self.lights.clear_selection()
        self.actionChosen.emit(action)

    def choose_drop(self, action: Action, source: QGraphicsItem, zone: DropZone) -> None:
        """``source`` was dropped on ``zone`` (or selected and the zone clicked) for ``action``. A
        board whose drop also says what follows (a step the next decision will offer) overrides it."""
        self.choose(action)

    def why_not_there(self, piece: QGraphicsItem) -> str:
        """Why a drop of ``piece`` off its targets did nothing: the board's word for the piece
        (:meth:`explain_piece`), else where it can go, in the moves' own words."""
        return self.bindings.why_not_there(piece)

    def reason_for(self, piece: QGraphicsItem | None, pos: QPointF) -> str | None:
        """Why ``piece`` (dragged, or selected and then a place clicked; None: a plain click) cannot
        go to ``pos``: the item there explains itself (:meth:`explain`). A board with reasons that
        depend on the piece as well as the place overrides this."""
        return self.bindings.reason_at(pos)

    # --- the items held ---------------------------------------------------------------------------
    def _reset(self) -> None:
        self.gestures.reset()
        self.details.reset()
        self.lights.reset()

    def holds(self, item: QGraphicsItem) -> bool:
        """``item`` is on this board now (not taken off, nor on another scene)."""
        return item.scene() is self

    def addItem(self, item: QGraphicsItem) -> None:
        super().addItem(item)
        self.held.items[item] = None  # rings and marks added after a redraw are held too
        self.retained.added(item)

    def removeItem(self, item: QGraphicsItem) -> None:
        super().removeItem(item)
        self.held.items.pop(item, None)

    def owner_in(self, item: QGraphicsItem | None, table: Container[QGraphicsItem]) -> QGraphicsItem | None:
        """``item`` or its nearest ancestor that is a key of ``table`` (see :mod:`held`)."""
        return self.held.owner_in(item, table)

    # --- mouse and keys (see :mod:`gestures`) -----------------------------------------------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self.gestures.pressed(event):
            super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self.gestures.moved(event):
            super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self.gestures.released(event):
            super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.gestures.key(event):
            super().keyPressEvent(event)

    def helpEvent(self, event: QGraphicsSceneHelpEvent) -> None:
        if self.details.card is not None:  # the large card is on show: no small tooltip over it
            QToolTip.hideText()
            event.accept()
            return
        super().helpEvent(event)

    def event(self, event: QEvent) -> bool:
        details = getattr(self, "details", None)  # None while the scene is built or torn down
        if event.type() == QEvent.Type.Leave and details is not None:  # the pointer left: a hovered card goes
            details.hover(None)
        return super().event(event)
