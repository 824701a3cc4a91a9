"""The View menu: a toggle for every dock, full screen, board zoom and larger text.

:class:`ViewControls` is handed the window's parts it acts on (the window, its board view, the
View menu built by :mod:`zsgames.ui.window.window_menus` and what to call for another text size); dock
toggles are added by whoever makes a dock (:meth:`ViewControls.add_dock`), so nothing is looked up
by its label. :meth:`ViewControls.restore` applies the remembered text size.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QFont, QKeySequence
from PySide6.QtWidgets import QApplication, QDockWidget, QMainWindow, QMenu, QWidget

from zsgames.ui.shared import settings_store
from zsgames.ui.window.board_view import BoardView

LARGER_TEXT = 1.25  # how much "Larger text" enlarges the text of the window and of the board
LARGER_TEXT_KEY = settings_store.LARGER_TEXT


class ViewControls(QObject):
    def __init__(
        self, window: QMainWindow, board_view: BoardView, menu: QMenu, on_text_scale: Callable[[float], None]
    ) -> None:
        super().__init__(window)
        self.window, self.board_view, self.menu = window, board_view, menu
        self._on_text_scale = on_text_scale
        self.docks: list[QDockWidget] = []
        self._docks_end = menu.addSeparator()  # dock toggles go above this line

        self.act_full_screen = self._add("&Full screen", ["F11"], self.set_full_screen, checkable=True)
        menu.addSeparator()
        self.act_zoom_in = self._add(
            "Zoom &in", [QKeySequence.StandardKey.ZoomIn, "Ctrl+=", "Ctrl++"], board_view.zoom_in
        )
        self.act_zoom_out = self._add("Zoom &out", [QKeySequence.StandardKey.ZoomOut, "Ctrl+-"], board_view.zoom_out)
        self.act_zoom_fit = self._add("&Fit the board", ["Ctrl+0"], board_view.zoom_fit)
        menu.addSeparator()
        self.act_larger_text = self._add("&Larger text", [], self.set_larger_text, checkable=True)
        board_view.zoomChanged.connect(lambda _z: self._update_zoom_actions())
        window.installEventFilter(self)
        self._update_zoom_actions()

    def restore(self) -> None:
        """Apply the remembered settings (larger text), once the window's docks are all there."""
        self.set_larger_text(settings_store.larger_text())

    def _add(self, text: str, keys: Iterable[Any], slot: Callable[..., None], checkable: bool = False) -> QAction:
        act = QAction(text, self.window)
        act.setCheckable(checkable)
        shortcuts = [QKeySequence(k) for k in keys]
        act.setShortcuts(list(dict.fromkeys(s for s in shortcuts if not s.isEmpty())))
        act.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        if checkable:
            act.triggered.connect(lambda on: slot(bool(on)))
        else:
            act.triggered.connect(lambda _=False: slot())
        self.menu.addAction(act)
        return act

    # --- docks ------------------------------------------------------------------------------------
    def add_dock(self, dock: QDockWidget, text: str | None = None) -> QAction:
        """A checkable "show this dock" item for ``dock``, in the order docks are added."""
        dock.setFeatures(dock.features() | QDockWidget.DockWidgetFeature.DockWidgetClosable)
        act = dock.toggleViewAction()
        if text:
            act.setText(text)
        self.menu.insertAction(self._docks_end, act)
        self.docks.append(dock)
        return act

    # --- full screen ------------------------------------------------------------------------------
    def set_full_screen(self, on: bool) -> None:
        if on:
            self._was_maximized = self.window.isMaximized()
            self.window.showFullScreen()
        elif getattr(self, "_was_maximized", False):
            self.window.showMaximized()
        else:
            self.window.showNormal()
        self.act_full_screen.setChecked(on)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.WindowStateChange:
            self.act_full_screen.setChecked(self.window.isFullScreen())  # also left by the window manager
        return False

    # --- zoom -------------------------------------------------------------------------------------
    def _update_zoom_actions(self) -> None:
        from zsgames.ui.window.board_view import ZOOM_STEPS

        zoom = self.board_view.zoom
        self.act_zoom_in.setEnabled(zoom < ZOOM_STEPS[-1])
        self.act_zoom_out.setEnabled(zoom > ZOOM_STEPS[0])
        self.act_zoom_fit.setEnabled(zoom > ZOOM_STEPS[0])

    # --- larger text ------------------------------------------------------------------------------
    @property
    def text_scale(self) -> float:
        return LARGER_TEXT if self.act_larger_text.isChecked() else 1.0

    def set_larger_text(self, on: bool) -> None:
        """Enlarge (or restore) the window's text and the board's; remembered in the settings."""
        self.act_larger_text.setChecked(on)
        if settings_store.larger_text() != on:
            settings_store.write(LARGER_TEXT_KEY, on)
        self._on_text_scale(self.text_scale)
        self.board_view.set_text_scale(self.text_scale)


def scaled_font(scale: float, bold: bool = False) -> QFont:
    """The application's font enlarged by ``scale``."""
    font = QFont(QApplication.font())
    size = font.pointSizeF() if font.pointSizeF() > 0 else 10.0
    font.setPointSizeF(size * scale)
    font.setBold(bold)
    return font


def set_text_scale(widgets: Iterable[QWidget], scale: float) -> None:
    """Give ``widgets`` (and so their children) the application's font times ``scale``."""
    font = scaled_font(scale)
    for widget in widgets:
        widget.setFont(font)
