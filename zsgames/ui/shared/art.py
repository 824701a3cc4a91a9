"""The games' drawn art: ``resources/<game>/art/<name>.svg`` rendered to pixmaps (QtSvg), cached.

The SVGs are the project's own drawings (each folder's README lists them). A board asks for a
piece of art at the size it draws it, in logical pixels, with its view's device pixel ratio so it
stays crisp on a high-density screen: :func:`art_pixmap`. A table surface tiles as a brush:
:func:`art_brush`. Art never carries a seat's identity (no seat colours in it): a board adds the
seat's colour and symbol (:mod:`zsgames.ui.shared.seat_symbols`) on top.
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QRectF, QSize, QSizeF, Qt
from PySide6.QtGui import QBrush, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from zsgames.core.resources import resource_path

ART = "art"


def art_names(game: str) -> list[str]:
    """The names of ``game``'s art (its SVG files without ``.svg``), sorted; none for a game without art."""
    try:
        folder = resource_path(game, ART)
    except FileNotFoundError:
        return []
    if not folder.is_dir():
        return []
    return sorted(path.stem for path in folder.glob("*.svg"))


@lru_cache(maxsize=128)
def _renderer(game: str, name: str) -> QSvgRenderer:
    path = resource_path(game, ART, f"{name}.svg")
    if not path.is_file():
        raise FileNotFoundError(f"{game} has no art called {name!r} (looked for {path.name} in its art folder).")
    renderer = QSvgRenderer(str(path))
    if not renderer.isValid():
        raise ValueError(f"the art {game}/{name} is not a valid SVG file.")
    renderer.setAspectRatioMode(Qt.AspectRatioMode.KeepAspectRatio)
    return renderer


def art_size(game: str, name: str) -> QSizeF:
    """The drawing's own size (its viewBox), for its proportions."""
    return _renderer(game, name).viewBoxF().size()


def _fitted(game: str, name: str, size: int | tuple[int, int]) -> QSize:
    """``size`` as a pixmap size: a pair is taken as it is; one number is the longer side, the other
    follows the drawing's proportions."""
    if isinstance(size, tuple):
        return QSize(max(1, size[0]), max(1, size[1]))
    own = art_size(game, name)
    longer = max(own.width(), own.height()) or 1.0
    return QSize(max(1, round(size * own.width() / longer)), max(1, round(size * own.height() / longer)))


@lru_cache(maxsize=512)
def _pixmap(game: str, name: str, width: int, height: int, dpr: float) -> QPixmap:
    pixmap = QPixmap(max(1, round(width * dpr)), max(1, round(height * dpr)))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    _renderer(game, name).render(painter, QRectF(0, 0, width, height))
    painter.end()
    return pixmap


def art_pixmap(game: str, name: str, size: int | tuple[int, int], device_pixel_ratio: float = 1.0) -> QPixmap:
    """``game``'s art ``name`` as a pixmap of ``size`` logical pixels (one number: the longer side;
    a pair: width and height, the drawing centred in it at its own proportions), rendered at
    ``device_pixel_ratio``. Cached by game, name, size and ratio: treat the pixmap as read-only."""
    fitted = _fitted(game, name, size)
    return _pixmap(game, name, fitted.width(), fitted.height(), float(device_pixel_ratio))


def art_brush(game: str, name: str, tile: int, device_pixel_ratio: float = 1.0) -> QBrush:
    """A brush tiling ``game``'s art ``name`` (a table surface) in tiles of ``tile`` logical pixels."""
    return QBrush(art_pixmap(game, name, tile, device_pixel_ratio))


def clear_art_cache() -> None:
    """Forget every rendered pixmap and parsed file (after the art on disk changed)."""
    _pixmap.cache_clear()
    _renderer.cache_clear()


__all__ = ["art_brush", "art_names", "art_pixmap", "art_size", "clear_art_cache"]
