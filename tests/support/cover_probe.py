"""Whether something on a board is painted over a number printed on it (a seat's marker on a track
square's number, a token on a lantern's points).

For every number a board paints (:func:`tests.support.text_probe.text_report`), the items stacked
above the painting item that reach the number's box are painted, alone, into an image of that box;
the number is *covered* when more than :data:`MAX_COVER` of the box ends up under opaque paint.
Outlines (a last-move ring, a highlight's edge) and see-through fills (a lit zone) cover little of
it and pass, and so does a panel laid over a whole area (it hides the piece, not its number); a
marker standing on it does not.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import shiboken6
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem

from tests.support.text_probe import TextRecord, text_report

NUMBER = re.compile(r"^[+\-−×]?\d+$")  # "7", "+2", "×3": a number on a track, a lantern, a badge
MAX_COVER = 0.2  # the share of a number's box that may lie under opaque paint of items above it
OPAQUE = 160  # alpha (of 255) from which paint hides what is under it
OVERLAY = 4.0  # an item holding a piece whole and this many times its size is a panel over an area
PIXELS = 3.0  # image pixels per scene unit: the share is measured finely whatever the view's scale


@dataclass(frozen=True)
class Cover:
    number: TextRecord
    above: tuple[str, ...]  # the classes of the items painted over it
    share: float  # of the number's box under opaque paint

    def __str__(self) -> str:
        return f"{self.number} is {self.share:.0%} covered by {', '.join(self.above)}"


def _key(item: QGraphicsItem) -> int:
    return int(shiboken6.getCppPointer(item)[0])


def _laid_over(item: QGraphicsItem, owner: QGraphicsItem) -> bool:
    """Is ``item`` a panel laid over a whole area (a draft, a fight board), ``owner`` and all? It
    hides the piece, not the piece's number."""
    outer, inner = item.sceneBoundingRect(), owner.sceneBoundingRect()
    return outer.contains(inner) and outer.width() * outer.height() >= OVERLAY * inner.width() * inner.height()


def items_above(scene: QGraphicsScene, owner: QGraphicsItem, box: QRectF) -> list[QGraphicsItem]:
    """The visible items stacked above ``owner`` that reach ``box``, the lowest first; none when a
    panel is laid over the whole area (the piece is out of sight, its number with it)."""
    found = scene.items(box, Qt.ItemSelectionMode.IntersectsItemBoundingRect, Qt.SortOrder.DescendingOrder)
    keys = [_key(i) for i in found]
    if _key(owner) not in keys:
        return []
    above = [i for i in reversed(found[: keys.index(_key(owner))]) if i.isVisible() and i.effectiveOpacity() > 0]
    return [] if any(_laid_over(i, owner) for i in above) else above


def opaque_share(items: list[QGraphicsItem], box: QRectF) -> float:
    """The share of ``box`` (scene coordinates) that ``items``, painted in this order, hide."""
    w, h = max(1, round(box.width() * PIXELS)), max(1, round(box.height() * PIXELS))
    image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    to_image = QTransform.fromTranslate(-box.left(), -box.top()) * QTransform.fromScale(PIXELS, PIXELS)
    for item in items:
        painter.save()
        painter.setWorldTransform(item.sceneTransform() * to_image)
        painter.setOpacity(item.effectiveOpacity())
        option = QStyleOptionGraphicsItem()
        option.exposedRect = item.boundingRect()
        item.paint(painter, option, None)
        painter.restore()
    painter.end()
    alpha = bytes(image.constBits())[3::4]  # ARGB32 in memory order B, G, R, A
    return sum(1 for a in alpha if a >= OPAQUE) / (w * h)


def covered_numbers(scene: QGraphicsScene, max_cover: float = MAX_COVER) -> list[Cover]:
    """Every number ``scene`` paints that items above it hide more than ``max_cover`` of."""
    out = []
    for record in text_report(scene, 1.0):
        if record.owner is None or not NUMBER.match(record.text.strip()):
            continue
        box = record.needed.intersected(record.given)  # what shows of it: a cut text is another problem
        if box.isEmpty():
            continue
        above = items_above(scene, record.owner, box)
        if not above:
            continue
        share = opaque_share(above, box)
        if share > max_cover:
            out.append(Cover(record, tuple(type(i).__name__ for i in above), share))
    return out


__all__ = ["Cover", "covered_numbers", "items_above", "opaque_share"]
