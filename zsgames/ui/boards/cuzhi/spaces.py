"""The worker spaces of the Cuzhi 促织 board, each a retained piece: the space (open or not), the head
standing on it and its details. The placements and the refusals of the spaces are given at
every redraw (they depend on who decides and on the moves)."""

from __future__ import annotations

from functools import partial

from zsgames.games.cuzhi.table import D
from zsgames.ui.boards.cuzhi import text as T
from zsgames.ui.boards.cuzhi.host import CuzhiHost
from zsgames.ui.boards.cuzhi.layout import STEP, SW
from zsgames.ui.boards.cuzhi.part import Part
from zsgames.ui.boards.cuzhi.pieces import SpaceItem
from zsgames.ui.boards.cuzhi.seat_marks import mark_head
from zsgames.ui.shared.pieces import PawnItem

Spots = tuple[tuple[int, float, float], ...]  # (space, x, y) for each space of an area


def draw_spaces(part: Part, spots: Spots) -> None:
    """Draw (or keep) the spaces at ``spots``, each a piece of its own (a head placed redraws its
    space alone), and say why a head cannot go on one (the board binds the placements)."""
    b, t = part.board, part.t
    drawn = {}
    for i, x, y in spots:
        space = t.spaces[i]
        item, head = drawn[i] = part.retain(("space", i), partial(_make, b), i, x, y, space.opened, space.seat)
        b.space_items[i] = item
        if head is not None:
            b.space_heads[i] = head
        if t.placing:
            part.explain(item, space.refusal)


def _make(b: CuzhiHost, i: int, x: float, y: float, opened: bool, seat: int) -> tuple[SpaceItem, PawnItem | None]:
    """Space ``i`` at (x, y) and the head of ``seat`` on it (-1: nobody's)."""
    item = SpaceItem(i, opened, seat >= 0)
    item.setPos(x, y)
    b.addItem(item)
    b.set_detail(item, *T.space_detail(i, b.seat_name(seat) if seat >= 0 else None))
    head = None
    if seat >= 0:
        head = PawnItem(b.seat_colour(seat), 22, "meeple")  # the space's details name its owner
        head.setPos(x + SW - 15, y + 36)
        mark_head(head, b.seat_colour_name(seat), seat, 22)
        b.addItem(head)
    return item, head


def row(area: int, x: float, y: float) -> Spots:
    """Where ``area``'s spaces stand when they form one row from (x, y)."""
    return tuple((i, x + k * STEP, y) for k, i in enumerate(D.AREA_SPACES[area]))
