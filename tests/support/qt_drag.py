"""Real mouse drags on a QGraphicsView for pytest-qt tests.

QTest's bare mouse moves carry no held buttons, so a QGraphicsScene never sees a drag; here
each event is a QMouseEvent with the held buttons set explicitly, sent to the view's viewport.
Events are delivered synchronously and no event loop runs in between, so a test sees the state
right after the release (timers and animations have not advanced).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QGraphicsView

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.MouseButton.NoButton


def _send(view: QGraphicsView, kind: QEvent.Type, pos: QPoint, button: Qt.MouseButton, buttons: Qt.MouseButton) -> None:
    viewport = view.viewport()
    local = QPointF(pos)
    global_ = QPointF(viewport.mapToGlobal(pos))
    event = QMouseEvent(kind, local, global_, button, buttons, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(viewport, event)


def view_point(view: QGraphicsView, scene_point: QPointF) -> QPoint:
    return view.mapFromScene(QPointF(scene_point))


def press(qtbot, view: QGraphicsView, scene_point: QPointF) -> None:
    _send(view, QEvent.Type.MouseButtonPress, view_point(view, scene_point), LEFT, LEFT)


def release(qtbot, view: QGraphicsView, scene_point: QPointF) -> None:
    _send(view, QEvent.Type.MouseButtonRelease, view_point(view, scene_point), LEFT, NONE)


def move_held(qtbot, view: QGraphicsView, scene_point: QPointF) -> None:
    _send(view, QEvent.Type.MouseMove, view_point(view, scene_point), NONE, LEFT)


def drag(
    qtbot, view: QGraphicsView, scene_from: QPointF, scene_to: QPointF, steps: int = 8, release_at_end: bool = True
) -> None:
    """Press at ``scene_from``, move in ``steps`` with the left button held, release at ``scene_to``."""
    start, end = view_point(view, scene_from), view_point(view, scene_to)
    _send(view, QEvent.Type.MouseButtonPress, start, LEFT, LEFT)
    for i in range(1, steps + 1):
        t = i / steps
        point = QPoint(round(start.x() + (end.x() - start.x()) * t), round(start.y() + (end.y() - start.y()) * t))
        _send(view, QEvent.Type.MouseMove, point, NONE, LEFT)
    if release_at_end:
        _send(view, QEvent.Type.MouseButtonRelease, end, LEFT, NONE)


def click(qtbot, view: QGraphicsView, scene_point: QPointF) -> None:
    """A left click (press + release, no movement) at ``scene_point``."""
    point = view_point(view, scene_point)
    _send(view, QEvent.Type.MouseButtonPress, point, LEFT, LEFT)
    _send(view, QEvent.Type.MouseButtonRelease, point, LEFT, NONE)


def gesture(qtbot, view: QGraphicsView, action) -> None:
    """``action`` played by mouse the way the board binds it (``scene.bindings.items_for``): a drag of its
    first source onto its first zone where it has one, else a click on its first source."""
    sources, zones = view.scene().bindings.items_for(action)
    assert sources, f"the board offers no gesture for {action}"
    if zones:
        drag(qtbot, view, sources[0].sceneBoundingRect().center(), zones[0].sceneBoundingRect().center())
    else:
        click(qtbot, view, sources[0].sceneBoundingRect().center())
