"""Where the main window first appears: on a screen, whole, status bar included.

The first window asks for 1280×800 but never more than the screen's available area (the desktop
less its panels) minus room for the title bar the window manager adds; a remembered geometry is
used only while it still lies on a screen (a monitor unplugged since leaves it nowhere).
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QPoint, QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

WANTED = QSize(1280, 800)
FRAME_ROOM = QSize(16, 48)  # the window manager's borders and title bar, outside the window's geometry
MIN_ON_SCREEN = QSize(200, 120)  # a remembered window showing less than this on the screens is lost
GRIP = 100  # how far into the title bar (from its left) a grip must be on a screen


def screen_areas() -> list[QRect]:
    """The available area of every screen, the primary one first."""
    primary = QGuiApplication.primaryScreen()
    screens = [primary] if primary is not None else []
    screens += [s for s in QGuiApplication.screens() if s is not primary]
    return [s.availableGeometry() for s in screens]


def first_geometry(area: QRect, wanted: QSize = WANTED) -> QRect:
    """``wanted`` (the window's inside) shrunk so that it and its frame fit ``area``, centred there."""
    width = min(wanted.width(), area.width() - FRAME_ROOM.width())
    height = min(wanted.height(), area.height() - FRAME_ROOM.height())
    rect = QRect(0, 0, max(width, 1), max(height, 1))
    rect.moveCenter(area.center())
    rect.moveTop(max(rect.top(), area.top() + FRAME_ROOM.height() - FRAME_ROOM.width() // 2))
    return rect


def on_a_screen(rect: QRect, areas: list[QRect]) -> QRect | None:
    """The area holding a grip of ``rect``'s title bar, if enough of ``rect`` shows on the
    screens to be seen and dragged; else None."""
    grip = QPoint(rect.left() + min(GRIP, rect.width() // 2), rect.top())
    home = next((area for area in areas if area.contains(grip)), None)
    if home is None:
        return None
    seen = sum(rect.intersected(area).width() * rect.intersected(area).height() for area in areas)
    return home if seen >= min(MIN_ON_SCREEN.width() * MIN_ON_SCREEN.height(), rect.width() * rect.height()) else None


def place(window: QWidget, remembered: QByteArray | None, areas: list[QRect] | None = None) -> bool:
    """Put ``window`` where it was last (if that is on a screen now), else fitted to the first
    screen. True when the remembered geometry was used."""
    areas = screen_areas() if areas is None else areas
    if remembered is not None and not remembered.isEmpty():
        fallback = window.geometry()
        area = on_a_screen(window.geometry(), areas) if window.restoreGeometry(remembered) else None
        if area is not None:
            if not window.isMaximized() and not window.isFullScreen():
                inside = first_geometry(area, window.size())  # no larger than that screen
                window.resize(inside.size())
            return True
        window.setGeometry(fallback)
    if areas:
        window.setGeometry(first_geometry(areas[0]))
    return False
