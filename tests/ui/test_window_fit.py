"""The first window fits the screen's available area; a remembered place is used only on a screen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect

from zsgames.ui.shared import settings_store
from zsgames.ui.window import window_fit
from zsgames.ui.window.main_window import MainWindow


def make_window(qtbot, monkeypatch, areas: list[QRect]) -> MainWindow:
    monkeypatch.setattr(window_fit, "screen_areas", lambda: areas)
    window = MainWindow(bot_delay_ms=0)
    qtbot.addWidget(window)
    return window


@pytest.mark.parametrize("area", [QRect(0, 0, 1280, 800), QRect(0, 27, 1280, 773), QRect(0, 0, 1024, 600)])
def test_the_first_window_and_its_title_bar_fit_the_available_area(qtbot, monkeypatch, area):
    window = make_window(qtbot, monkeypatch, [area])
    frame = window.geometry().adjusted(-8, -40, 8, 8)  # a title bar and borders as a window manager adds them
    assert area.contains(frame), (window.geometry(), area)  # the status bar is on screen, not below it
    assert window.width() >= min(1280, area.width() - 16) and window.height() >= area.height() - 48


def test_a_big_screen_gets_the_usual_1280_by_800(qtbot, monkeypatch):
    window = make_window(qtbot, monkeypatch, [QRect(0, 0, 2560, 1400)])
    assert (window.width(), window.height()) == (1280, 800)


def remember_geometry(qtbot, rect: QRect) -> None:
    other = MainWindow(bot_delay_ms=0)
    qtbot.addWidget(other)
    other.setGeometry(rect)
    settings_store.write(settings_store.WINDOW_GEOMETRY, other.saveGeometry())


def test_a_remembered_place_on_a_screen_is_restored(qtbot, monkeypatch):
    remember_geometry(qtbot, QRect(100, 80, 700, 500))
    window = make_window(qtbot, monkeypatch, [QRect(0, 0, 1280, 800)])
    assert window.geometry() == QRect(100, 80, 700, 500)


def test_a_remembered_place_on_a_screen_now_gone_is_not_used(qtbot, monkeypatch):
    remember_geometry(qtbot, QRect(100, 80, 700, 500))
    only = QRect(1000, 0, 1280, 800)  # the monitor it was on is unplugged: only one to its right is left
    window = make_window(qtbot, monkeypatch, [only])
    assert only.contains(window.geometry()) and window.x() >= 1000


def test_on_a_screen_needs_the_title_corner_and_enough_of_the_window():
    areas = [QRect(0, 0, 1280, 800), QRect(1280, 0, 1920, 1080)]
    assert window_fit.on_a_screen(QRect(1500, 100, 800, 600), areas) == areas[1]
    assert window_fit.on_a_screen(QRect(1250, 100, 800, 600), areas) == areas[1]  # across both: its grip decides
    assert window_fit.on_a_screen(QRect(-700, 100, 800, 600), areas) is None  # its title bar is off every screen
    assert window_fit.on_a_screen(QRect(1150, 700, 800, 600), areas[:1]) is None  # only 130×100 of it shows
    assert window_fit.on_a_screen(QRect(1000, 600, 800, 600), areas[:1]) == areas[0]  # 280×200 of it shows
