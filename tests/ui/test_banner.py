"""The banner and the last-move tag: a new text repaints the widget, it does not relayout the window."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QVBoxLayout, QWidget

from zsgames.ui.panels.banner import ElidedLabel


class LayoutRequests(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:
            self.count += 1
        return False


def _window_with(qtbot, label: ElidedLabel) -> tuple[QWidget, LayoutRequests]:
    window = QWidget()
    QVBoxLayout(window).addWidget(label)
    qtbot.addWidget(window)
    window.resize(600, 80)
    window.show()
    qtbot.waitExposed(window)
    qtbot.wait(20)  # the layout that showing asked for is done
    requests = LayoutRequests()
    window.installEventFilter(requests)
    return window, requests


def test_a_new_banner_text_asks_for_no_layout(qtbot):
    banner = ElidedLabel("Blue — move your pawn", 14, True, 11)
    _window, requests = _window_with(qtbot, banner)
    for n in range(5):
        banner.setText(f"Orange — take {n} boxes from the small bin")
        qtbot.wait(5)
    assert requests.count == 0
    assert banner.text() == "Orange — take 4 boxes from the small bin" and banner.toolTip() == banner.text()


def test_the_tag_follows_its_text_width_in_steps(qtbot):
    tag = ElidedLabel("", 10, max_width=560, padding=(8, 1))
    _window, requests = _window_with(qtbot, tag)
    tag.setText("Last move: Green passes")
    qtbot.wait(5)
    first = requests.count
    tag.setText("Last move: Green passed")  # about as wide: the same step
    qtbot.wait(5)
    assert requests.count == first
    tag.setText("Last move: " + "Green puts the apprentice into group 1, " * 20)
    qtbot.wait(5)
    assert tag.sizeHint().width() == 560 and tag.shown_text().endswith("…")
