"""Offscreen rendering of a match's board to a PNG (``zsgames shot`` and screenshots)."""

from __future__ import annotations

import os
from typing import Any

from zsgames.core.match import Match
from zsgames.core.snapshot import atomic_write_bytes


def ensure_app() -> Any:
    """The running QApplication, or a new one (offscreen when there is no display)."""
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is None:
        app = QApplication(["zsgames"])
    return app


def build_scene(match: Match, viewer: int | None) -> Any:
    """The game's board scene showing ``viewer``'s view with ``viewer``'s legal actions bound.

    As in the app with ``viewer`` the one human at the table, the moves the others made since
    ``viewer``'s last action are ringed (those ``viewer`` may know of)."""
    from zsgames.ui.boards import board_for
    from zsgames.ui.shared.last_move import headline, public_actions, since_human

    game, state = match.game, match.state
    legal = game.legal_actions(state, viewer) if viewer is not None else []
    scene = board_for(game.name)(game)
    if viewer is not None:
        moves = since_human(match, {viewer}, viewer)
        scene.last_moves.set_last_moves(public_actions(moves), headline(moves))
    scene.show(game.view(state, viewer), viewer, legal, match.config)
    return scene


def render_scene(scene: Any, path: str | os.PathLike[str], width: int, height: int, fmt: str = "PNG") -> None:
    """Draw ``scene`` into a ``width``×``height`` picture written to ``path`` as ``fmt`` ("PNG" or
    "JPEG"), atomically: a pipe or device at ``path`` is refused, never written or waited on."""
    from PySide6.QtCore import QBuffer, QIODevice, QRectF, Qt
    from PySide6.QtGui import QImage, QPainter

    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    if image.isNull():  # Qt could not allocate it; painting on it would only print warnings
        raise OSError(f"no memory for a {width}×{height} picture")
    image.fill(scene.backgroundBrush().color())
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    source = scene.sceneRect()
    scale = min(width / max(source.width(), 1.0), height / max(source.height(), 1.0))
    w, h = source.width() * scale, source.height() * scale
    target = QRectF((width - w) / 2, (height - h) / 2, w, h)  # centred, aspect kept
    scene.render(painter, target, source, Qt.AspectRatioMode.KeepAspectRatio)
    painter.end()
    encoded = QBuffer()
    encoded.open(QIODevice.OpenModeFlag.WriteOnly)
    if fmt == "JPEG":  # JPEG has no transparency: flatten onto the table's colour
        image = image.convertToFormat(QImage.Format.Format_RGB32)
    if not image.save(encoded, fmt):  # type: ignore[call-overload]  # PySide6 wants str here; its stub says bytes
        raise OSError(f"the picture could not be encoded as {fmt}")
    # Python writes the file: any name the system allows (Qt would mangle a stray byte) and a true reason
    atomic_write_bytes(path, bytes(encoded.data().data()))


def render_match_png(
    match: Match, viewer: int | None, path: str | os.PathLike[str], width: int, height: int, fmt: str = "PNG"
) -> None:
    """Draw ``match`` as ``viewer`` sees it into a ``width``×``height`` picture at ``path`` (PNG, or ``fmt``)."""
    ensure_app()
    scene = build_scene(match, viewer)
    render_scene(scene, path, width, height, fmt)
