"""The Zooscape board: the table strip on top, the market in the middle, one row per player below.

Drawn from a view only; every legal action is bound to a drag or a click:
* split — drag a divider into a gap of the row: "1 | 2" makes the left part group 1, "2 | 1" group 2;
* apprentice — drag the apprentice card into any lit gap (either end of either group);
* select — drag your selection disk onto a group, or click the group;
* resolve / break / copy — click the action card to resolve next, or one of your curio stacks.
Disks of other seats stay face down until the reveal; the reveal is staged (:mod:`zooscape_reveal`).

The parts are objects handed the scene: the strip (:mod:`zooscape_table`), the market
(:mod:`zooscape_market`, its row and groups in :mod:`zooscape_groups`), the rows
(:mod:`zooscape_players`), the staged reveal and the last bot move's marks (:mod:`zooscape_last`);
the painted pieces live in :mod:`zooscape_pieces`, the layout in :mod:`zooscape_layout`, the words in
:mod:`zooscape_words`.

The board reads the game through its table model (:mod:`zsgames.games.zooscape.table`, Qt-free): the
parts draw what ``self.t`` says each zone shows, then the board binds every legal move in one loop to
the pieces and zones the table names (:meth:`items_at`), and explains what the rules refuse.

What they draw is kept from one redraw to the next while it shows the same (:meth:`memo`, keyed on
the words, cards and colours drawn): a move redraws the few parts it changed, and they stack in
drawing order among the kept ones (:mod:`zooscape_stack`). The moves, the reasons that depend on
them, the marks of the last move and what a staged reveal moves are drawn or bound at every redraw.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from typing import Any, TypeVar

from PySide6.QtCore import QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSceneMouseEvent

from zsgames.core.game import Action, GameState
from zsgames.core.i18n import _
from zsgames.core.text import YOU, seat_name, who_won
from zsgames.games.zooscape.table import Spot, Table, ZView, table_of
from zsgames.ui.boards.base import BoardScene
from zsgames.ui.boards.zooscape.art_items import TableSurface
from zsgames.ui.boards.zooscape.last import LastMarks
from zsgames.ui.boards.zooscape.layout import MARGIN, H, W, geometry
from zsgames.ui.boards.zooscape.market import Market
from zsgames.ui.boards.zooscape.motion import finish
from zsgames.ui.boards.zooscape.players import PlayerRows, ring
from zsgames.ui.boards.zooscape.reveal import RevealStage
from zsgames.ui.boards.zooscape.stack import Stacking
from zsgames.ui.boards.zooscape.strip import TableStrip
from zsgames.ui.shared.pieces import PanelItem, seat_colour_name
from zsgames.ui.shared.seat_symbols import symbol_of

__all__ = ["BOARD", "H", "W", "ZooscapeBoard"]

T = TypeVar("T")


class ZooscapeBoard(BoardScene):
    """Zooscape drawn for one viewer (see the module docstring for the gestures)."""

    margin = MARGIN
    table_rect = QRectF(0, 0, W, H)  # the board never rescales, whatever a moving card covers

    def __init__(self, game: Any, parent: Any = None) -> None:
        super().__init__(game, parent)
        self.squeezed: list[str] = []  # texts that had to be cut short to fit (a test wants none)
        self._clear_registers()
        self.table = TableStrip(self)
        self.market = Market(self)
        self.rows = PlayerRows(self)
        self.stage = RevealStage(self)
        self.marks = LastMarks(self)
        self.stacking = Stacking()
        self._hinted: tuple[Any, list[Action]] = (None, [])  # the view a hint was asked on, and its moves
        self.flourishes: list[QPropertyAnimation] = []  # points rising: nothing waits for them (motion)

    def _clear_registers(self) -> None:
        """The items the gestures and tests look up, filled again by every drawing."""
        self.gaps: dict[int, Any] = {}
        self.app_gaps: dict[tuple[int, int], Any] = {}
        self.group_zones: dict[int, PanelItem] = {}
        self.row_cards: list[Any] = []  # the row to split
        self.group_cards: dict[tuple[int, int], Any] = {}  # (group, index) → the card in the row
        self.card_rects: dict[tuple[int, int], QRectF] = {}
        self.dividers: dict[int, Any] = {}  # the number the left part gets → the divider that names it so
        self.cut: Any = None
        self.apprentice: Any = None
        self.my_disk: Any = None
        self.reveal_disks: list[Any] = []
        self.pending_cards: dict[str, Any] = {}
        self.type_stacks: dict[tuple[int, int], Any] = {}  # (seat, curio type) → its stack
        self.stack_items: dict[tuple[int, int], Any] = {}  # (seat, kind) → its stack, coins and Fire too
        self.copy_marks: dict[tuple[int, int], Any] = {}

    def seat_shape(self, seat: int) -> str:
        """The symbol of ``seat`` (drawn on every seat-coloured disk, row and meeple)."""
        return symbol_of(seat_colour_name(self.config, seat), seat)

    # --- the whole picture -----------------------------------------------------------------------
    def build(self, view: GameState, viewer: int | None, legal: list[Action]) -> None:
        assert isinstance(view, ZView), "the Zooscape board draws Zooscape views"
        self.stage.on_show(view)
        self._clear_registers()
        self.memo("table", (W, H), lambda: self.addItem(TableSurface(QRectF(0, 0, W, H))))
        if self.stage.running:  # the reveal on show: no move is offered until it has been seen
            self.stage.draw(viewer)
            return
        #: What every part draws and binds (the view's plain fields are ``t.view``; the rules answer in ``t``).
        self.t: Table = table_of(view, legal, viewer)
        t = self.t
        geom = geometry(t.players)
        self.table.draw(t.strip)
        self.market.panel(geom)
        text, whose = self._status(t, viewer)
        self.market.status(text, geom, whose)
        self.market.draw(t, viewer, geom, self.stage.plan)
        self.rows.draw(t, viewer, geom)
        self._bind_moves()
        self._explain(t, viewer)
        self.marks.draw(view, geom)

    # --- binding the table's moves -----------------------------------------------------------------
    def _bind_moves(self) -> None:
        """Bind every legal move to the pieces and zones the table names for it (a move whose piece
        is not drawn is not offered): a drag from each piece to each zone, a click on each of its
        clicks (ringed when the table says it is the question now)."""
        for move in self.t.moves:
            pieces = [item for spot in move.pieces for item in self.items_at(spot)]
            if move.pieces and not pieces:
                continue
            for piece in pieces:
                for spot in move.zones:
                    for zone in self.items_at(spot):
                        self.bind_drag(move.action, piece, zone)
            for spot in move.clicks:
                for item in self.items_at(spot):
                    self.bind_click(move.action, item)
                    if move.ring:
                        ring(self, item)

    def items_at(self, spot: Spot) -> list[QGraphicsItem]:
        """The items drawn for a piece or zone the table names (none when it is not drawn)."""
        name, *key = spot
        registers: dict[str, dict[Any, Any]] = {
            "divider": self.dividers,
            "gap": self.gaps,
            "app gap": self.app_gaps,
            "group": self.group_zones,
            "pending": self.pending_cards,
            "stack": self.type_stacks,
        }
        item: object
        if name == "disk":
            item = self.my_disk
        elif name == "apprentice":
            item = self.apprentice
        else:
            item = registers.get(str(name), {}).get(key[0] if len(key) == 1 else tuple(key))
        return [item] if isinstance(item, QGraphicsItem) else []

    # --- retained parts, stacked in drawing order (zooscape_stack) ---------------------------------
    def memo(self, name: Hashable, key: Hashable, make: Callable[[], T]) -> T:
        return super().memo(name, key, self.stacking.placed(name, make))

    def part(self, name: Hashable, key: Hashable, make: Callable[[], T], retain: bool = True) -> T:
        """:meth:`memo`; or, not ``retain`` (what a staged reveal moves), drawn afresh outside any
        part (gone at the next redraw), at the part's place in the stack."""
        return self.memo(name, key, make) if retain else self.stacking.placed(name, make)()

    def addItem(self, item: QGraphicsItem) -> None:
        self.stacking.place(item)
        super().addItem(item)

    def redraw(self) -> None:
        """Draw the same view again (a step of the staged reveal), with its hint: the end of a staging
        binds the moves, and the hint or the lesson's taught move asked for meanwhile lights up then."""
        view, hinted = self._hinted
        if self.view_state is None:  # nothing drawn yet: nothing to draw again
            return
        self.show(self.view_state, self.viewer, self.legal, self.config)
        if hinted and view is self.view_state:
            super().highlight_actions(hinted)

    def highlight_actions(self, actions: Iterable[Action]) -> None:
        """The hint, remembered with the view it was asked on (:meth:`redraw` lights it again)."""
        self._hinted = (self.view_state, list(actions))
        super().highlight_actions(self._hinted[1])

    def busy_ms(self) -> int:
        return max(self.stage.busy_ms(), super().busy_ms())

    def staging_ms(self) -> int:
        return self.stage.busy_ms()

    def staging_text(self) -> str:
        return _("The disks are revealed — the groups are settled on the board")

    def stop_slides(self) -> None:
        super().stop_slides()
        self.stage.stop_animations()
        finish(self.flourishes)

    # --- words ----------------------------------------------------------------------------------
    def _status(self, t: Table, viewer: int | None) -> tuple[str, int | None]:
        """What is asked now, and the seat it is about (its words go in its colour, after its symbol)."""
        deciders = t.deciders
        if not deciders:
            won = who_won([self.seat_name(s) for s in t.winners])
            return _("Game over: {who} ({why})", who=won, why=_(t.decided_by)), t.winners[0]
        if t.legal and viewer is not None:
            return self._ask(t, self.seat_name(viewer)), viewer
        others = [s for s in deciders if s != viewer]
        names = [self.seat_name(s) for s in others]
        whose = others[0] if others else None
        who = [seat_name(name) for name in names]
        if t.phase == "select":
            one = len(names) == 1 and names[0] != YOU  # the verb agrees in English
            if viewer in deciders:
                if one:
                    return _("{who} chooses a group in secret first…", who=who), whose
                return _("{who} choose a group in secret first…", who=who), whose
            if one:
                return _("{who} chooses a group in secret…", who=who), whose
            return _("{who} choose a group in secret…", who=who), whose
        return _("Waiting for {who}: {prompt}…", who=who, prompt=t.prompt(deciders[0])), whose

    @staticmethod
    def _ask(t: Table, name: str) -> str:
        """The viewer's (``name``'s) question, told by the gesture that answers it on this board (the
        game's own words, ``t.prompt``, say what is decided; these say where to drag or click)."""
        phase, who = t.phase, seat_name(name)
        if phase == "split":
            return _(
                "{name}, split the {n} cards: drag a divider (1 | 2 or 2 | 1) into a gap of the row",
                name=who,
                n=len(t.market.row),
            )
        if phase == "apprentice":
            return _("{name}, drag the apprentice into a gap of either group, or to either end", name=who)
        if phase == "select":
            return _("{name}, choose a group in secret: drag your disk onto it, or click it", name=who)
        if phase == "order":
            return _("{name}, click the action card to resolve next", name=who)
        if phase == "break":
            return _(
                "{name}, Breakage: click a stack of yours to break a curio ({n} to go)", name=who, n=t.market.to_break
            )
        return _("{name}, Copy: click the type it joins (one you hold most of)", name=who)

    def _explain(self, t: Table, viewer: int | None) -> None:
        """A refused drop or a click on something that cannot move says why, in the game's words."""
        if viewer is None:
            return
        # a divider off the gaps was dropped on a card or beside the row: the rules' words for a cut
        # before card 1 ("each group needs a card") would mislead, so it says only where it goes
        for kind, piece in (("apprentice", self.apprentice), ("select", self.my_disk)):
            if piece is None or kind not in t.piece_refusals:
                continue
            why = t.piece_refusals[kind]  # the rules refuse a move off every target: their reason, and where
            where = self.bindings.piece_reasons.get(piece, "")
            self.explain_piece(piece, _("{why} — {where}", why=why, where=where) if why else where)
        if not t.legal:  # not the viewer's decision: cards and zones say whose it is
            others = [s for s in t.deciders if s != viewer]
            if others:
                names = [self.seat_name(s) for s in others]
                who = [seat_name(name) for name in names]
                if viewer not in t.deciders:
                    reason = _("it is not your decision now: {who} must {prompt}", who=who, prompt=t.prompt(others[0]))
                elif len(names) == 1 and names[0] != YOU:
                    reason = _("wait a moment: {who} chooses first", who=who)
                else:
                    reason = _("wait a moment: {who} choose first", who=who)
                for item in [*self.row_cards, *self.group_cards.values(), *self.group_zones.values()]:
                    self.explain(item, reason)
        elif t.acts("break") or t.acts("copy"):
            for (seat, curio_type), stack in self.type_stacks.items():
                if seat != viewer:
                    self.explain(stack, _("an action card works on your own collection: click one of your stacks"))
                elif curio_type in t.type_refusals:
                    self.explain(stack, t.type_refusals[curio_type])

    # --- skipping a staging ------------------------------------------------------------------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.stage.running:
            event.accept()
            self.stage.skip()  # the reveal is shown to its end at once; the click chooses nothing
            return
        if self.last_moves.slides_left_ms() > 0 or self.flourishes:
            self.last_moves.stop_slides()  # a click ends the slides, rises and tosses where they go
            finish(self.flourishes)
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.stage.running and not event.buttons():  # no card details pop up over the reveal
            QGraphicsScene.mouseMoveEvent(self, event)
            return
        super().mouseMoveEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape and self.stage.running:
            event.accept()
            self.stage.skip()
            return
        super().keyPressEvent(event)


BOARD = ZooscapeBoard
