"""Every piece of text a board paints, with the size a player sees and whether it fits.

Board items paint their text with ``QPainter.drawText`` from Python ``paint`` methods; the probe
calls each item's ``paint`` itself with the view's scale applied, records every ``drawText`` call
(the font, the transform, the box it was given, the box the text needs), and hands back
:class:`TextRecord`s. A text is *clipped* when the box it needs is larger than the box it was given
(or, given only a point, than the item's own bounding rectangle, which is all Qt repaints).
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QFont, QImage, QPainter, QTextOption, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsView, QStyleOptionGraphicsItem

SLACK = 1.0  # scene units a text may overhang its box (antialiasing, rounding)


@dataclass(frozen=True)
class TextRecord:
    text: str
    item: str  # the painting item's class
    points: float  # the size a player sees: the font's point size times the scale it is drawn at
    given: QRectF  # scene coordinates
    needed: QRectF  # scene coordinates
    owner: QGraphicsItem | None = field(default=None, compare=False, repr=False)  # the painting item

    @property
    def clipped(self) -> bool:
        g, n = self.given, self.needed
        return (
            n.left() < g.left() - SLACK
            or n.right() > g.right() + SLACK
            or n.top() < g.top() - SLACK
            or n.bottom() > g.bottom() + SLACK
        )

    def __str__(self) -> str:
        return f"{self.item}: {self.text!r} at {self.points:.1f} pt"


def _scale_of(transform: QTransform) -> float:
    return math.sqrt(abs(transform.m11() * transform.m22() - transform.m12() * transform.m21()))


@contextmanager
def _recording(
    records: list[tuple[QFont, QTransform, tuple[str, QRectF, QRectF] | None]], own: QRectF
) -> Iterator[None]:
    """Record every drawText as (font, transform, boxes) at the moment of the call: an item may set
    another font before it ends, so the painter's state afterwards says nothing of an earlier text."""
    original = QPainter.drawText

    def draw_text(painter: QPainter, *args: Any) -> Any:
        records.append((QFont(painter.font()), QTransform(painter.worldTransform()), _boxes(painter, args, own)))
        return original(painter, *args)

    QPainter.drawText = draw_text
    try:
        yield
    finally:
        QPainter.drawText = original


def _boxes(painter: QPainter, args: tuple[Any, ...], own: QRectF) -> tuple[str, QRectF, QRectF] | None:
    """(text, given box, needed box) in the item's coordinates for one drawText call."""
    if len(args) == 6:  # x, y, w, h, flags, text
        args = (QRectF(*args[:4]), args[4], args[5])
    if len(args) == 3 and isinstance(args[0], QRectF | QRect):
        rect = QRectF(args[0])
        if isinstance(args[1], QTextOption):  # rect, text, option
            text, option = args[1], args[2]
            flags = int(option.alignment().value)
            if option.wrapMode() != QTextOption.WrapMode.NoWrap:
                flags |= int(Qt.TextFlag.TextWordWrap.value)
        else:
            flags, text = int(args[1]), args[2]
        return text, rect, painter.boundingRect(rect, flags, text)
    if len(args) == 3:  # x, y, text
        args = (QPointF(args[0], args[1]), args[2])
    if len(args) == 2 and isinstance(args[0], QRectF | QRect):
        return _boxes(painter, (args[0], 0, args[1]), own)
    if len(args) == 2:  # a baseline point, text
        needed = QRectF(painter.fontMetrics().boundingRect(args[1])).translated(QPointF(args[0]))
        return args[1], own, needed
    return None


def text_report(scene: QGraphicsScene, scale: float) -> list[TextRecord]:
    """Every text the visible items of ``scene`` paint, as seen at ``scale`` (view pixels per
    scene unit; the logical DPI is 96, so 1 scene point at scale 1 is 1 point on screen)."""
    image = QImage(8, 8, QImage.Format.Format_ARGB32_Premultiplied)
    out: list[TextRecord] = []
    for item in scene.items():
        if not item.isVisible() or item.opacity() <= 0:
            continue
        calls: list[tuple[QFont, QTransform, tuple[str, QRectF, QRectF] | None]] = []
        painter = QPainter(image)
        item_to_device = item.sceneTransform() * QTransform.fromScale(scale, scale)
        painter.setWorldTransform(item_to_device)
        option = QStyleOptionGraphicsItem()
        option.exposedRect = item.boundingRect()
        with _recording(calls, item.boundingRect()):
            item.paint(painter, option, None)
        for font, transform, boxes in calls:
            if boxes is None or not boxes[0].strip():
                continue
            text, given, needed = boxes
            size = font.pointSizeF() if font.pointSizeF() > 0 else font.pixelSize() * 72 / 96
            points = size * _scale_of(transform)
            to_scene = transform * QTransform.fromScale(1 / scale, 1 / scale)  # the call's own coordinates
            out.append(
                TextRecord(text, type(item).__name__, points, to_scene.mapRect(given), to_scene.mapRect(needed), item)
            )
        painter.end()
    return out


def view_scale(view: QGraphicsView) -> float:
    return _scale_of(view.transform())


def legibility_problems(scene: QGraphicsScene, scale: float, min_points: float = 9.0) -> list[str]:
    """What a player could not read: text under ``min_points``, or text cut by its box."""
    problems = []
    for record in text_report(scene, scale):
        if record.points < min_points - 0.05:
            problems.append(f"too small: {record}")
        elif record.clipped:
            problems.append(f"cut: {record} needs {_fmt(record.needed)} in {_fmt(record.given)}")
    return problems


def _fmt(r: QRectF) -> str:
    return f"{r.width():.0f}×{r.height():.0f} at ({r.left():.0f}, {r.top():.0f})"


__all__ = ["TextRecord", "legibility_problems", "text_report", "view_scale"]
