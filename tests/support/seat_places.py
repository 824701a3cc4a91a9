"""Where a board shows a seat, found by the colours it paints, and which seat symbols lie there.

* A *place* is a patch of one item painted in a seat's colour. Each visible scene item is painted
  alone (its own ``paint``, children apart) into an image; a pixel is in a seat's colour when it has
  the seat colour's hue (within :data:`HUE_TOLERANCE`) and saturation (within
  :data:`SATURATION_TOLERANCE`), from its lightest shade down to :data:`DARKEST` times darker: the
  seat's colour and the shades Qt's ``darker()`` and ``lighter()`` make of it (outlines, gradients,
  names written in it). Pale tints (a panel's paper mixed with a little of the seat's colour) are too
  faint to tell a seat by and fall outside. Seats whose colours share a hue are taken together
  (:func:`hue_families`). The seat-coloured pixels of an item are grouped into patches
  :data:`GAP` scene units apart at most.
* A *symbol* is a seat symbol an item paints: a ``drawPath`` of a path that is one of
  :func:`~zsgames.ui.shared.seat_symbols.symbol_path`'s shapes (recognised by its geometry, whatever
  its place or size, up to :data:`MAX_SYMBOL`), or a pixmap item whose picture is a symbol's silhouette.
* A place *shows its seat's symbol* when a symbol of that seat's shape lies on it or within
  :data:`MARGIN` scene units of it (the item itself, a badge on it, a symbol beside a name).

:func:`seen_colours` samples the board as drawn (the whole scene at the view's scale) where each
seat's places are: the colours a player sees for each seat, kind of piece by kind of piece.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import numpy as np
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPixmapItem, QGraphicsScene, QStyleOptionGraphicsItem

from zsgames.ui.shared.pieces import seat_colour
from zsgames.ui.shared.seat_symbols import SEAT_SYMBOLS, SYMBOL_TEXT, paint_seat_symbol, seat_symbol, symbol_path

HUE_TOLERANCE = 3.0  # degrees: a shade keeps the hue, to the rounding of 8-bit channels (art's browns: 4° off)
SATURATION_TOLERANCE = 0.08  # a shade keeps the saturation (HSV); a pale tint loses most of it
DARKEST = 1.75  # the darkest shade counted: an outline in darker(170); darker still is brown or black ink
MIN_ALPHA = 100  # what an item paints fainter than this (of 255) hardly shows
CELL = 4.0  # scene units: seat-coloured pixels are grouped on a grid of cells this wide…
GAP = 8.0  # …and those at most this far apart are one place (the words of a name, a badge on its piece)
MIN_AREA = 10.0  # square scene units: a patch smaller than this is a speck, not a place
MIN_SAMPLE = 30  # pixels of a kind of piece's bodies: fewer (the junctions of a word's strokes) is no sample
MARGIN = 10.0  # scene units: how near a place its seat's symbol must lie (a name beside its badge)
MAX_SYMBOL = 40.0  # scene units: a symbol is a mark; a larger circle or square is a piece of its own shape
SHAPES = tuple(SYMBOL_TEXT)
_NAME_OF_SHAPE = {shape: name for name, shape in SEAT_SYMBOLS.items()}


@dataclass(frozen=True)
class SeatLook:
    """How a seat is shown: its colour (in the palette in effect) and its symbol's shape."""

    seat: int
    colour: QColor
    shape: str


def seat_looks(config: Any) -> list[SeatLook]:
    return [SeatLook(s, seat_colour(config, s), seat_symbol(config, s)) for s in range(config.players)]


@dataclass(frozen=True)
class Place:
    """A patch of ``item`` painted in ``seat``'s colour: ``rect`` in scene coordinates."""

    seat: int
    item: str
    rect: QRectF
    area: float  # square scene units

    def __str__(self) -> str:
        r = self.rect
        return f"seat {self.seat}: {self.item} at ({r.x():.0f}, {r.y():.0f}) {r.width():.0f}×{r.height():.0f}"


@dataclass(frozen=True)
class Symbol:
    """A seat symbol painted by ``item``: its shape and where (scene coordinates)."""

    shape: str
    item: str
    rect: QRectF


@dataclass
class Survey:
    places: list[Place] = field(default_factory=list)
    symbols: list[Symbol] = field(default_factory=list)

    def unmarked(self, looks: list[SeatLook], margin: float = MARGIN) -> list[Place]:
        """The places with no symbol of their seat on them or within ``margin``."""
        shape = {look.seat: look.shape for look in looks}
        out = []
        for place in self.places:
            near = place.rect.adjusted(-margin, -margin, margin, margin)
            if not any(s.shape == shape[place.seat] and s.rect.intersects(near) for s in self.symbols):
                out.append(place)
        return out


# --- symbols, by their geometry -------------------------------------------------------------------
def _normalised(path: QPainterPath) -> tuple[tuple[int, float, float], ...]:
    """The path's elements in its bounding box taken as the unit square (a shape at any size, anywhere),
    after its height to width (a square is not any rectangle, nor a circle any ellipse)."""
    box = path.boundingRect()
    w, h = max(box.width(), 1e-9), max(box.height(), 1e-9)
    out = [(-1, 0.0, h / w)]
    for i in range(path.elementCount()):
        e = path.elementAt(i)
        out.append((int(e.type.value), (e.x - box.x()) / w, (e.y - box.y()) / h))
    return tuple(out)


_templates: dict[str, tuple[tuple[int, float, float], ...]] = {}


def shape_of_path(path: QPainterPath, tolerance: float = 0.01) -> str | None:
    """Which seat symbol ``path`` is (the geometry of :func:`symbol_path`), else None."""
    if not _templates:
        _templates.update({s: _normalised(symbol_path(s, QRectF(0, 0, 100, 100))) for s in SHAPES})
    elements = _normalised(path)
    for shape, template in _templates.items():
        if len(template) == len(elements) and all(
            a[0] == b[0] and abs(a[1] - b[1]) <= tolerance and abs(a[2] - b[2]) <= tolerance
            for a, b in zip(template, elements, strict=True)
        ):
            return shape
    return None


def _alpha(image: QImage) -> np.ndarray:
    return _rgba(image)[:, :, 3] > 127


def shape_of_pixmap(pixmap: QPixmap, min_overlap: float = 0.9) -> str | None:
    """Which seat symbol a pixmap pictures: its silhouette against each symbol's painted at its size."""
    image = pixmap.toImage()
    drawn = _alpha(image)
    if not drawn.any():
        return None
    best, best_overlap = None, 0.0
    for shape in SHAPES:
        template = QImage(image.size(), QImage.Format.Format_ARGB32_Premultiplied)
        template.fill(Qt.GlobalColor.transparent)
        painter = QPainter(template)
        paint_seat_symbol(painter, QRectF(0, 0, image.width(), image.height()), _NAME_OF_SHAPE[shape])
        painter.end()
        mask = _alpha(template)
        overlap = (drawn & mask).sum() / max(1, (drawn | mask).sum())
        if overlap > best_overlap:
            best, best_overlap = shape, overlap
    return best if best_overlap >= min_overlap else None


@contextmanager
def _recording_paths(found: list[tuple[QPainterPath, QTransform]]) -> Iterator[None]:
    """Note every path drawn or filled, with the painter's transform at the call."""
    draw, fill = QPainter.drawPath, QPainter.fillPath

    def draw_path(painter: QPainter, path: QPainterPath, *args: Any) -> Any:
        found.append((QPainterPath(path), QTransform(painter.worldTransform())))
        return draw(painter, path, *args)

    def fill_path(painter: QPainter, path: QPainterPath, *args: Any) -> Any:
        found.append((QPainterPath(path), QTransform(painter.worldTransform())))
        return fill(painter, path, *args)

    QPainter.drawPath, QPainter.fillPath = draw_path, fill_path
    try:
        yield
    finally:
        QPainter.drawPath, QPainter.fillPath = draw, fill


# --- pixels ---------------------------------------------------------------------------------------
def _rgba(image: QImage) -> np.ndarray:
    """The image as an (h, w, 4) array of straight (not premultiplied) RGBA bytes."""
    image = image.convertToFormat(QImage.Format.Format_RGBA8888)
    h, w = image.height(), image.width()
    data = np.frombuffer(image.constBits(), np.uint8).reshape(h, image.bytesPerLine())
    return data[:, : w * 4].reshape(h, w, 4).copy()


def _hsv(rgb: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Hue (degrees), saturation and value of an (…, 3) array of bytes, as Qt's QColor defines them."""
    c = rgb.astype(np.float64) / 255
    r, g, b = c[..., 0], c[..., 1], c[..., 2]
    v = c.max(axis=-1)
    delta = v - c.min(axis=-1)
    s = np.where(v > 0, delta / np.where(v > 0, v, 1), 0)
    safe = np.where(delta > 0, delta, 1)
    hue = np.where(v == r, ((g - b) / safe) % 6, np.where(v == g, (b - r) / safe + 2, (r - g) / safe + 4))
    return np.where(delta > 0, hue * 60, 0), s, v


def seat_masks(rgba: np.ndarray, looks: list[SeatLook], min_alpha: int = MIN_ALPHA) -> dict[int, np.ndarray]:
    """Which pixels of ``rgba`` are in each seat's colour or a shade of it (its hue and saturation,
    from the lightest shade down to ``DARKEST`` times darker)."""
    shown = rgba[..., 3] >= min_alpha
    hue, sat, val = _hsv(rgba[shown][:, :3])  # the pixels painted, one row each
    out = {}
    for look in looks:
        h0, s0, v0 = look.colour.hsvHueF() * 360, look.colour.hsvSaturationF(), look.colour.valueF()
        turn = np.abs(hue - h0) % 360
        near = (np.minimum(turn, 360 - turn) <= HUE_TOLERANCE) & (np.abs(sat - s0) <= SATURATION_TOLERANCE)
        mask = np.zeros(shown.shape, bool)
        mask[shown] = near & (val >= v0 / DARKEST)
        out[look.seat] = mask
    return out


def hue_families(looks: list[SeatLook]) -> list[list[int]]:
    """The seats grouped by hue: seats whose colours share a hue differ only in saturation and
    lightness, so a shade of one can be the colour of another (the colour-blind palette's blue and
    sky blue): their pixels are grouped together, and each group is the seat most of it is in."""
    families: list[list[SeatLook]] = []
    for look in looks:
        hue = look.colour.hsvHueF() * 360
        for family in families:
            other = family[0].colour.hsvHueF() * 360
            if min(abs(hue - other), 360 - abs(hue - other)) <= 2 * HUE_TOLERANCE:
                family.append(look)
                break
        else:
            families.append([look])
    return [[look.seat for look in family] for family in families]


def patches(masks: dict[int, np.ndarray], scale: float) -> list[tuple[int, QRectF, float]]:
    """The groups of the pixels of ``masks`` (seat → its pixels in an image at ``scale``) lying at
    most ``GAP`` scene units apart: each group's seat (the one most of its pixels are in), rectangle
    (in the image's scene units) and area (square scene units); specks are left out."""
    union = np.logical_or.reduce(list(masks.values()))
    if not union.any():
        return []
    cell = max(1, round(CELL * scale))  # pixels
    reach = 1 + math.ceil(GAP * scale / cell)  # cells
    h, w = union.shape
    gh, gw = -(-h // cell), -(-w // cell)

    def per_cell(mask: np.ndarray) -> np.ndarray:
        padded = np.zeros((gh * cell, gw * cell), bool)
        padded[:h, :w] = mask
        return padded.reshape(gh, cell, gw, cell).sum(axis=(1, 3))

    counts = {seat: per_cell(mask) for seat, mask in masks.items()}
    cells = {(int(y), int(x)) for y, x in zip(*np.nonzero(per_cell(union)), strict=True)}
    out = []
    while cells:
        todo = [cells.pop()]
        group = list(todo)
        while todo:
            y, x = todo.pop()
            for near in [(y + dy, x + dx) for dy in range(-reach, reach + 1) for dx in range(-reach, reach + 1)]:
                if near in cells:
                    cells.remove(near)
                    todo.append(near)
                    group.append(near)
        ys, xs = np.array([y for y, _ in group]), np.array([x for _, x in group])
        area, seat = max((int(c[ys, xs].sum()), seat) for seat, c in counts.items())
        if area / scale**2 >= MIN_AREA:
            k = cell / scale
            rect = QRectF(xs.min() * k, ys.min() * k, (xs.max() + 1 - xs.min()) * k, (ys.max() + 1 - ys.min()) * k)
            out.append((seat, rect, area / scale**2))
    return out


# --- the survey of a scene ------------------------------------------------------------------------
def _shown(item: QGraphicsItem) -> bool:
    return item.isVisible() and item.effectiveOpacity() > 0.05 and not item.boundingRect().isEmpty()


def _paint_alone(item: QGraphicsItem, scale: float) -> tuple[np.ndarray, QRectF, list[tuple[QPainterPath, QTransform]]]:
    """``item`` painted by itself (no children) at ``scale``: its pixels, the scene rectangle they
    cover, and the paths it drew (with the transform from its coordinates to the image's)."""
    box = item.sceneBoundingRect()
    image = QImage(
        max(1, math.ceil(box.width() * scale)), max(1, math.ceil(box.height() * scale)),
        QImage.Format.Format_ARGB32_Premultiplied,
    )  # fmt: skip
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setOpacity(item.effectiveOpacity())
    to_image = QTransform.fromTranslate(-box.x(), -box.y()) * QTransform.fromScale(scale, scale)
    painter.setWorldTransform(item.sceneTransform() * to_image)
    option = QStyleOptionGraphicsItem()
    option.exposedRect = item.boundingRect()
    paths: list[tuple[QPainterPath, QTransform]] = []
    with _recording_paths(paths):
        item.paint(painter, option, None)
    painter.end()
    return _rgba(image), box, paths


def survey(scene: QGraphicsScene, looks: list[SeatLook], scale: float = 1.0) -> Survey:
    """Every place ``scene`` shows a seat in its colour, and every seat symbol it paints, each item
    painted at ``scale`` (pixels per scene unit: the view's, to see what a player sees)."""
    found = Survey()
    for item in scene.items():
        if not _shown(item):
            continue
        rgba, box, paths = _paint_alone(item, scale)
        name = type(item).__name__
        from_image = QTransform.fromScale(1 / scale, 1 / scale) * QTransform.fromTranslate(box.x(), box.y())
        for path, transform in paths:
            shape = shape_of_path(path)
            rect = (transform * from_image).mapRect(path.boundingRect())
            if shape is not None and max(rect.width(), rect.height()) <= MAX_SYMBOL:
                found.symbols.append(Symbol(shape, name, rect))
        if isinstance(item, QGraphicsPixmapItem):
            shape = shape_of_pixmap(item.pixmap())
            if shape is not None:
                found.symbols.append(Symbol(shape, name, box))
        masks = seat_masks(rgba, looks)
        for family in hue_families(looks):
            for seat, rect, area in patches({s: masks[s] for s in family}, scale):
                found.places.append(Place(seat, name, rect.translated(box.topLeft()).intersected(box), area))
    return found


def render(scene: QGraphicsScene, scale: float) -> np.ndarray:
    """The whole scene as drawn at ``scale`` (its background brush included), as RGBA bytes."""
    source = scene.sceneRect()
    image = QImage(math.ceil(source.width() * scale), math.ceil(source.height() * scale), QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    scene.render(painter, QRectF(0, 0, image.width(), image.height()), source)
    painter.end()
    return _rgba(image)


def solid(mask: np.ndarray, radius: int) -> np.ndarray:
    """The pixels of ``mask`` at least ``radius`` pixels inside it (the bodies of pieces; the thin
    strokes of words and outlines fall away)."""
    out = mask.copy()
    for _ in range(radius):
        inner = out.copy()
        inner[1:, :] &= out[:-1, :]
        inner[:-1, :] &= out[1:, :]
        inner[:, 1:] &= out[:, :-1]
        inner[:, :-1] &= out[:, 1:]
        out = inner
    return out


def seen_colours(
    scene: QGraphicsScene, found: Survey, looks: list[SeatLook], scale: float
) -> dict[str, dict[int, tuple[float, float, float]]]:
    """Each kind of piece's colour for each seat, as the board shows it: for every item class drawn
    in two seats' colours or more, the median (per channel, sRGB in [0, 1]) of the pixels of the drawn
    board (at ``scale``) that lie in that class's places of the seat, in the seat's colour there (not
    covered by another piece) and in a body of it (not the thin stroke of a word or an outline).
    Seats are compared like with like: a pawn with a pawn, a name with a name."""
    drawn = render(scene, scale)
    masks = seat_masks(drawn, looks, min_alpha=255)
    bodies = {seat: solid(mask, max(1, round(scale))) for seat, mask in masks.items()}
    origin = scene.sceneRect().topLeft()
    out: dict[str, dict[int, tuple[float, float, float]]] = {}
    for kind in sorted({place.item for place in found.places}):
        colours = {}
        for look in looks:
            inside = np.zeros(masks[look.seat].shape, bool)
            for place in found.places:
                if place.seat == look.seat and place.item == kind:
                    r = place.rect.translated(-origin)
                    x0, y0 = max(0, math.floor(r.left() * scale)), max(0, math.floor(r.top() * scale))
                    inside[y0 : math.ceil(r.bottom() * scale), x0 : math.ceil(r.right() * scale)] = True
            pixels = drawn[bodies[look.seat] & inside][:, :3]
            if len(pixels) >= MIN_SAMPLE:
                median = np.median(pixels, axis=0) / 255
                colours[look.seat] = (float(median[0]), float(median[1]), float(median[2]))
        if len(colours) >= 2:
            out[kind] = colours
    return out


__all__ = [
    "Place",
    "SeatLook",
    "Survey",
    "Symbol",
    "hue_families",
    "patches",
    "render",
    "seat_looks",
    "seat_masks",
    "seen_colours",
    "shape_of_path",
    "shape_of_pixmap",
    "solid",
    "survey",
]
