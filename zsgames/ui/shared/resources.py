"""Icons and other UI resources, found through the one lookup that also works in a bundle."""

from __future__ import annotations

from functools import cache

from PySide6.QtGui import QIcon

from zsgames.core.resources import resource_path


@cache
def icon(name: str) -> QIcon:
    """``resources/icons/<name>.svg`` (or .png) as a QIcon; an empty icon if it is missing."""
    for ext in ("svg", "png"):
        try:
            path = resource_path("icons", f"{name}.{ext}")
        except FileNotFoundError:
            return QIcon()
        if path.is_file():
            return QIcon(str(path))
    return QIcon()


def app_icon() -> QIcon:
    return icon("app")
