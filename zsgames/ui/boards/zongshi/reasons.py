"""Why a click or a drop on the Zong Shi board does nothing, in the game's words.

Three layers, the first that speaks wins:

1. *the piece in hand at that place* — e.g. the pawn dropped on a project it cannot begin
   ("Blacksmith Tools needs 2 bronze; you have 1", from ``GAME.explain``), a visit tile on a person
   already visited;
2. *the piece in hand anywhere else* — a board sentence saying where it goes ("drop the scroll on
   the tray to play it");
3. *the place itself* (``explain``) — a card, a location, a piece that cannot move now, another
   seat's workshop — for a plain click.

The board framework offers only the third (and a piece's fallback below it); the first two are
looked up here, by :meth:`Reasons.reason_for`, before the framework's own (see
``ZongShiBoard._reason_at``).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsItem

from zsgames.core.game import Action
from zsgames.core.i18n import N_, _
from zsgames.core.text import join_and
from zsgames.games.zongshi.table import D, Decision, ZongShiView, refusal
from zsgames.ui.boards.zongshi.host import MovesHost

#: the rules' refusals too general for an exchange tile: the board says more (rendered when compared)
GENERIC = (
    N_("that is not a move you can make now"),
    N_("you cannot pay for that exchange tile (or none is left)"),
    N_("first send a pawn there"),
)

#: where a box from storage goes for the viewer's decision, one sentence each (rendered when given)
DROP_BOX = {
    "pay": N_("drop the {material} on the payment tray (top right) to pay with it"),
    "donate": N_("drop the {material} on the Temple to give it for one more scroll"),
    "store": N_("drop the {material} on the tray (the bag, top right) to return it"),
}


class Reasons:
    def __init__(self, board: MovesHost) -> None:
        self.b = board
        self.at: dict[QGraphicsItem, dict[QGraphicsItem, str]] = {}
        self.anywhere: dict[QGraphicsItem, str] = {}

    def reason_for(self, piece: QGraphicsItem | None, pos: QPointF) -> str | None:
        """Layers 1 and 2 for ``piece`` (the piece pressed or selected) at ``pos``."""
        if piece is None:
            return None
        table = self.at.get(piece, {})
        for item in self.b.items(pos):
            owner = self.b.owner_in(item, table)
            if owner is not None:
                return table[owner]
        return self.anywhere.get(piece)

    def _explain(self, view: ZongShiView, action: Action) -> str:
        """The rules' reason, asked only for the viewer while it decides (as the rules' explain is)."""
        return refusal(view, action)

    # --- everything, once per redraw ------------------------------------------------------------------
    def explain_all(self, view: ZongShiView, viewer: int | None, legal: list[Action]) -> None:
        self.at, self.anywhere = {}, {}
        b = self.b
        for seat, panel in b.seat_panels.items():
            if seat != viewer:
                b.explain(
                    panel,
                    _("that is {name}'s workshop — your workshop (bottom left) is yours", name=b.seat_name(seat)),
                )
        for (seat, pawn), item in b.pawns.items():
            if seat != viewer:
                b.explain(
                    item,
                    _(
                        "that is {name}'s {pawn}; you move only your own pawns",
                        name=b.seat_name(seat),
                        pawn=_(pawn, context="pawn"),
                    ),
                )
        if viewer is None:
            return
        deciders = b.t.deciders
        if viewer not in deciders:
            self._waiting(view, deciders)
            return
        top = b.t.top
        self._pawn_first(viewer)
        self._pawns(view, viewer, top)
        self._cards_and_places(view, viewer, top)
        self._hand(view, viewer, top)
        self._boxes(view, viewer, top)
        self._tiles(view, viewer, top)
        self._visit_tiles(view, viewer, top)
        self._elsewhere(top)

    def _waiting(self, view: ZongShiView, deciders: tuple[int, ...]) -> None:
        b = self.b
        who = b.seat_name(deciders[0]) if deciders else ""
        text = _("wait: {name} is deciding now", name=who) if who else _("the game is over")
        pieces: list[Sequence[QGraphicsItem]] = [
            *b.store_boxes.values(),
            *b.hand_items.values(),
            *b.visit_items.values(),
        ]
        for items in pieces:
            for item in items:
                b.explain(item, text)
        for (seat, _pawn), item in b.pawns.items():
            if seat == b.viewer:
                b.explain(item, text)

    def _pawn_first(self, viewer: int) -> None:
        """Layer 1 while the seat chooses which pawn takes the turn: a pawn dropped where it could not
        go once chosen says why, as the rules would with that pawn chosen (see ``Binder._pawn_first``)."""
        b = self.b
        for item, choice in b.pawn_after.items():
            reached = {step for (source, _zone), step in b.follow_ups.items() if source is item}
            table = self.at.setdefault(item, {})
            for loc, zone in b.loc_zone.items():
                if Action(viewer, "go", (loc,)) not in reached:
                    table[zone] = choice.why_not("go", (loc,))
            for pid, card in b.project_items.items():
                if Action(viewer, "begin", (pid,)) not in reached:
                    table[card] = choice.why_not("begin", (pid,))

    # --- layer 3: what cannot move or be chosen now ---------------------------------------------------
    def _pawns(self, view: ZongShiView, viewer: int, top: Decision) -> None:
        b = self.b
        p = view.players[viewer]
        sources = set(b.bindings.sources())
        for pawn in ("master", "apprentice"):
            item = b.pawns.get((viewer, pawn))
            if item is None or item in sources:
                continue
            if p.pawn_loc(pawn) == "track":
                work = join_and([str(D.PROJECTS[pid].title) for pid in p.in_progress]) or _("a project")
                text = _(
                    "your {pawn} is building {work}: it can only pass until that is done",
                    pawn=_(pawn, context="pawn"),
                    work=work,
                )
            elif top["kind"] == "turn" and view.cur_pawn and pawn != view.cur_pawn:
                now, other = _(view.cur_pawn, context="pawn"), _(pawn, context="pawn")
                text = (
                    _("this is your {now}'s turn; your {pawn} has had its turn this round", now=now, pawn=other)
                    if p.pawn_loc(pawn) != "home" or p.first == pawn
                    else _(
                        "this is your {now}'s turn; your {pawn} takes the other turn of the round", now=now, pawn=other
                    )
                )
            else:
                text = self._explain(view, Action(viewer, "go", ("temple",)))
            b.explain(item, text)

    def _cards_and_places(self, view: ZongShiView, viewer: int, top: Decision) -> None:
        b = self.b
        begun = {a.args[0] for a in b.legal if a.kind == "begin"}
        cards = {
            pid: self._explain(view, Action(viewer, "begin", (pid,))) for pid in b.project_items if pid not in begun
        }
        for pid, text in cards.items():
            b.explain(b.project_items[pid], text)
        gone = {a.args[0] for a in b.legal if a.kind == "go"}
        places = {loc: self._explain(view, Action(viewer, "go", (loc,))) for loc in b.loc_zone if loc not in gone}
        for loc, text in places.items():
            b.explain(b.loc_zone[loc], text)
        cur = b.pawns.get((viewer, view.cur_pawn)) if view.cur_pawn else None
        if cur is not None and cur in b.bindings.sources() and top["kind"] == "turn":  # layer 1 for the pawn in hand
            table = self.at.setdefault(cur, {})
            for pid, text in cards.items():
                table[b.project_items[pid]] = text
            for loc, text in places.items():
                table[b.loc_zone[loc]] = text
            self.anywhere[cur] = _(
                "drop your {pawn} on a place in the town (a bin, the Temple, the Pawn Shop, Respectful Visits) or "
                "on a project card to begin it",
                pawn=_(view.cur_pawn, context="pawn"),
            )

    def _hand(self, view: ZongShiView, viewer: int, top: Decision) -> None:
        b = self.b
        kind = top["kind"]
        for sid, items in b.hand_items.items():
            name = str(D.scroll_title(sid))
            for item in items:
                if b.bindings.zones_of(item):
                    self.anywhere[item] = (
                        _("drop {scroll} on the Temple to discard it", scroll=name)
                        if kind == "hand"
                        else _("drop {scroll} on the tray (top right) to play it", scroll=name)
                    )
                else:
                    b.explain(
                        item, self._explain(view, Action(viewer, "discard" if kind == "hand" else "play", (sid,)))
                    )

    def _boxes(self, view: ZongShiView, viewer: int, top: Decision) -> None:
        b = self.b
        kind = top["kind"]
        owed = next((c for c in range(4) if kind == "pay" and top["need"][c]), None)
        where = DROP_BOX.get(kind)
        for m, items in b.store_boxes.items():
            for item in items:
                if b.bindings.zones_of(item) and where:
                    self.anywhere[item] = _(where, material=D.material(m))
                elif kind == "pay" and owed is not None:
                    b.explain(item, self._explain(view, Action(viewer, "pay", (D.MATERIALS[owed], D.MATERIALS[m]))))
                elif kind == "turn":
                    b.explain(
                        item,
                        _(
                            "boxes are spent on projects, visits and exchange tiles: send a pawn there "
                            "(or onto a project) first"
                        ),
                    )
                else:
                    b.explain(item, self._explain(view, Action(viewer, "return", (D.MATERIALS[m],))))
        pool: list[Sequence[QGraphicsItem]] = [*b.pool_boxes.values(), *b.pool_scrolls.values()]
        drafted = [i for items in pool for i in items]
        picked = [i for items in b.bin_boxes.values() for i in items] + list(b.lessons_items.values())
        for piece in drafted + picked:
            if b.bindings.zones_of(piece):
                self.anywhere[piece] = _("drop it in your workshop (bottom left)")
            elif piece in picked:
                b.explain(
                    piece,
                    (
                        _("you pick from the large bin now")
                        if top["bin"] == "large"
                        else _("you pick from the small bin now")
                    )
                    if kind == "pick"
                    else _("the bins are shared out among the pawns in them in Step 2"),
                )

    def _tiles(self, view: ZongShiView, viewer: int, top: Decision) -> None:
        b = self.b
        for k, pair in enumerate(D.PAIRS):
            item = b.tile_piles.get(pair)
            if item is None:
                continue
            if b.bindings.zones_of(item):
                self.anywhere[item] = _("drop the tile in your workshop (bottom left) to take it")
                continue
            text = self._explain(view, Action(viewer, "buy", (pair,)))
            if text in {_(generic) for generic in GENERIC}:
                text = self._tile_words(view, viewer, k, top)
            b.explain(item, text)

    def _tile_words(self, view: ZongShiView, viewer: int, k: int, top: Decision) -> str:
        a, c = (str(D.material(m)) for m in D.PAIR_MATS[k])
        if not view.tile_supply[k]:
            return _("no {a}/{c} exchange tile is left in the shop", a=a, c=c)
        if top["kind"] not in ("shop", "gift", "award_tile"):
            return _("send a pawn to the Pawn Shop to buy exchange tiles")
        need = self.b.t.tile_need(k)
        store = view.players[viewer].storage
        missing = [str(D.material(m)) for m in range(4) if need[m] > store[m]]
        return (
            _(
                "the {a}/{c} tile costs one {a} and one {c}; you have no {missing}",
                a=a,
                c=c,
                missing=join_and(missing, "or"),
            )
            if missing
            else _("you cannot take the {a}/{c} tile now", a=a, c=c)
        )

    def _visit_tiles(self, view: ZongShiView, viewer: int, top: Decision) -> None:
        b = self.b
        for value, items in b.visit_items.items():
            for item in items:
                if top["kind"] != "visit":
                    b.explain(item, _("send a pawn to Respectful Visits first, then put a visit tile on a townsperson"))
                    continue
                table = self.at.setdefault(item, {})
                zones = b.bindings.zones_of(item)
                for person, zone in b.person_zone.items():
                    if zone not in zones:
                        table[zone] = self._explain(view, Action(viewer, "visit", (person, value)))
                if zones:
                    self.anywhere[item] = _("drop the visit tile {value} on a townsperson", value=value)
                else:
                    b.explain(item, _("you cannot pay a visit with your {value} to anyone now", value=value))

    def _elsewhere(self, top: Decision) -> None:
        """Pieces left without a word (e.g. pawns to choose): where their moves go."""
        for item in self.b.bindings.sources():
            if item not in self.anywhere and self.b.bindings.zones_of(item):
                self.anywhere[item] = self.b.why_not_there(item)
