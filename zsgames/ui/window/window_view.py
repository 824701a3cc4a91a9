"""The View menu: a toggle for every dock, full screen, board zoom and larger text.

:class:`ViewControls` is handed the window's parts it acts on (the window, its board view, the
View menu built by :mod:`zsgames.ui.window.window_menus` and what to call for another text size); dock
toggles are added by whoever makes a dock (:meth:`ViewControls.add_dock`), so nothing is looked up
by its label. :meth:`ViewControls.restore` applies the remembered text size.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, Protocol

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QFont, QKeySequence
from PySide6.QtWidgets import QApplication, QDockWidget, QMainWindow, QMenu, QWidget

from zsgames.core.i18n import Text
from zsgames.ui.shared import seat_palette, settings_store
from zsgames.ui.shared.live_text import keep
from zsgames.ui.shared.match_model import MatchModel
from zsgames.ui.window.board_view import BoardView
from zsgames.ui.window.side_panels import SidePanels

LARGER_TEXT = 1.25  # how much "Larger text" enlarges the text of the window and of the board
LARGER_TEXT_KEY = settings_store.LARGER_TEXT


class Restyles(Protocol):
    def restyle(self) -> None: ...


class Scales(Protocol):
    def set_scale(self, scale: float) -> None: ...


class ViewHost(Protocol):
    """What the View menu restyles in the window once a setting changes."""

    @property
    def model(self) -> MatchModel | None: ...

    @property
    def side(self) -> SidePanels: ...

    @property
    def turn_lines(self) -> Scales: ...  # the banner and the status bar's last move

    @property
    def extras(self) -> Restyles: ...  # the history and chart docks

    def refresh(self) -> None: ...


class ViewControls(QObject):
    def __init__(self, window: QMainWindow, host: ViewHost, board_view: BoardView, menu: QMenu) -> None:
        super().__init__(window)
        self.window, self.host, self.board_view, self.menu = window, host, board_view, menu
        self.docks: list[QDockWidget] = []
        self._docks_end = menu.addSeparator()  # dock toggles go above this line

        self.act_full_screen = self._add(Text("&Full screen"), ["F11"], self.set_full_screen, checkable=True)
        menu.addSeparator()
        self.act_zoom_in = self._add(
            Text("Zoom &in"), [QKeySequence.StandardKey.ZoomIn, "Ctrl+=", "Ctrl++"], board_view.zoom_in
        )
        self.act_zoom_out = self._add(
            Text("Zoom &out"), [QKeySequence.StandardKey.ZoomOut, "Ctrl+-"], board_view.zoom_out
        )
        self.act_zoom_fit = self._add(Text("&Fit the board"), ["Ctrl+0"], board_view.zoom_fit)
        menu.addSeparator()
        self.act_larger_text = self._add(Text("&Larger text"), [], self.set_larger_text, checkable=True)
        self.act_colour_blind = self._add(Text("&Colour-blind seat colours"), [], self.set_colour_blind, checkable=True)
        keep(
            self.act_colour_blind.setStatusTip, Text("Seat colours that stay apart for every kind of colour blindness.")
        )
        self.act_colour_blind.setChecked(seat_palette.colour_blind())
        board_view.zoomChanged.connect(lambda _z: self._update_zoom_actions())
        window.installEventFilter(self)
        self._update_zoom_actions()

    def restore(self) -> None:
        """Apply the remembered settings (larger text), once the window's docks are all there."""
        self.set_larger_text(settings_store.larger_text())

    def _add(self, text: Text, keys: Iterable[Any], slot: Callable[..., None], checkable: bool = False) -> QAction:
        act = QAction(self.window)
        keep(act.setText, text)
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
    def add_dock(self, dock: QDockWidget, text: Text | None = None) -> QAction:
        """A checkable "show this dock" item for ``dock``, in the order docks are added."""
        dock.setFeatures(dock.features() | QDockWidget.DockWidgetFeature.DockWidgetClosable)
        act = dock.toggleViewAction()
        if text:
            keep(act.setText, text)
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

    def set_colour_blind(self, on: bool) -> None:
        """Take the colour-blind seat palette (remembered) and draw every seat colour again."""
        self.act_colour_blind.setChecked(on)
        if seat_palette.colour_blind() != on:
            seat_palette.set_colour_blind(on)
        host = self.host
        if host.model is not None:
            host.side.new_game(host.model)  # the players table and the log
        host.extras.restyle()
        host.refresh()  # the board

    def set_larger_text(self, on: bool) -> None:
        """Enlarge (or restore) the window's own text (banner, panels, moves, log, history, status
        bar) and the board's (the view magnifies it); remembered in the settings."""
        self.act_larger_text.setChecked(on)
        if settings_store.larger_text() != on:
            settings_store.write(LARGER_TEXT_KEY, on)
        scale, host = self.text_scale, self.host
        docks = self.window.findChildren(QDockWidget)
        set_text_scale(
            [*docks, self.window.statusBar(), host.side.actions_list], scale
        )  # its style sheet stops the font
        host.turn_lines.set_scale(scale)
        host.side.fit_players()
        host.extras.restyle()
        self.board_view.set_text_scale(scale)


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
