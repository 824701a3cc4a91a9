"""A pyqtgraph chart whose menus go with it.

pyqtgraph makes a plot's context menus and option panels (``PlotItem.ctrlMenu`` with six sub-menus,
its form, the view box's menu) as windows without a parent: deleting the chart leaves them behind,
about 8 windows and 0.3 MB a chart. :func:`plot_widget` gives every window the chart made to the
chart itself (they stay windows: a menu is still a popup), so they are deleted with it. The end
screen of each game draws two charts, so without this every finished game kept them all.
"""

from __future__ import annotations

from typing import Any

import pyqtgraph as pg
import shiboken6
from PySide6.QtWidgets import QApplication, QWidget


def _windows() -> dict[int, QWidget]:
    return {shiboken6.getCppPointer(w)[0]: w for w in QApplication.topLevelWidgets()}


def adopt_new_windows(owner: QWidget, before: dict[int, QWidget]) -> int:
    """Parent to ``owner`` every parentless window made since ``before`` (a :func:`_windows`);
    how many. Each keeps its window flags, so a menu still pops up as one."""
    adopted = 0
    for address, window in _windows().items():
        if address in before or window is owner or window.parent() is not None:
            continue
        window.setParent(owner, window.windowFlags())
        adopted += 1
    return adopted


def plot_widget(**options: Any) -> pg.PlotWidget:
    """``pg.PlotWidget(**options)`` whose menus and panels are deleted with it."""
    before = _windows()
    plot = pg.PlotWidget(**options)
    adopt_new_windows(plot, before)
    return plot
