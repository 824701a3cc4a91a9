"""The board's input state machine: press, drag, drop or snap back, click, select, pick, Escape.

The scene hands each left-button mouse event and key here (see :mod:`zsgames.ui.boards.base`);
the actions chosen come from the bindings, which checked them when they were bound, so a gesture
passes them on to ``host.choose``/``host.choose_drop`` without checking them again.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEasingCurve, QPoint, QPointF, QPropertyAnimation, Qt
from PySide6.QtGui import QCursor, QKeyEvent
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsObject, QGraphicsSceneMouseEvent, QMenu

from zsgames.core.game import Action
from zsgames.ui.boards.bindings import Bindings
from zsgames.ui.boards.details import BoardDetails
from zsgames.ui.boards.host import GestureHost
from zsgames.ui.boards.lights import Lights

LEFT = Qt.MouseButton.LeftButton


class Press:
    """A left press: on which source (None: none), where, and whether it became a drag."""

    __slots__ = ("dragging", "item", "orig_pos", "orig_z", "scene_pos", "screen_pos")

    def __init__(self, item: QGraphicsItem | None, scene_pos: QPointF, screen_pos: QPoint) -> None:
        self.item = item
        self.scene_pos = QPointF(scene_pos)
        self.screen_pos = QPoint(screen_pos)
        self.dragging = False
        self.orig_pos = item.pos() if item is not None else QPointF()
        self.orig_z = item.zValue() if item is not None else 0.0


def menu_pick(actions: Sequence[Action], screen_pos: QPoint) -> Action | None:
    """Ask which of ``actions`` with a small menu at the pointer (None: dismissed)."""
    menu = QMenu()
    entries = {menu.addAction(str(a)): a for a in actions}
    chosen = menu.exec(screen_pos)
    return entries.get(chosen) if chosen is not None else None


class Gestures:
    """One scene's gestures. Each handler returns False for an event it leaves to Qt."""

    def __init__(
        self,
        host: GestureHost,
        bindings: Bindings,
        lights: Lights,
        details: BoardDetails,
        refuse: Callable[[str], None],
    ) -> None:
        self.host, self.bindings, self.lights, self.details = host, bindings, lights, details
        self.refuse = refuse  # says why nothing happened (the scene's ``refused`` signal)
        self.press: Press | None = None
        self.anim: QPropertyAnimation | None = None  # a piece snapping back

    def reset(self) -> None:
        """A redraw begins: a piece snapping back ends where it goes (it may be kept)."""
        if self._anim_running():
            assert self.anim is not None
            self.anim.setCurrentTime(self.anim.duration())
            self.anim.stop()
        self.anim = None
        self.press = None

    def _anim_running(self) -> bool:
        return self.anim is not None and self.anim.state() == QPropertyAnimation.State.Running

    # --- mouse and keys ---------------------------------------------------------------------------
    def pressed(self, event: QGraphicsSceneMouseEvent) -> bool:
        if event.button() != LEFT:
            if event.button() == Qt.MouseButton.RightButton:
                self.lights.clear_selection()
                if self.details.right_click(event.scenePos()):
                    event.accept()
                    return True
            return False
        self.details.hide()
        if self.anim is not None and self._anim_running():
            self.anim.stop()
            self.anim.finished.emit()
        self.press = Press(self.bindings.source_at(event.scenePos()), event.scenePos(), event.screenPos())
        event.accept()
        return True

    def moved(self, event: QGraphicsSceneMouseEvent) -> bool:
        press = self.press
        if press is None or not event.buttons() & LEFT:
            if not event.buttons():
                self.details.hover(event.scenePos())
            return False
        event.accept()
        item = press.item
        if item is None or item not in self.bindings.drags:
            return True
        zones = self.bindings.zones_of(item)
        if not press.dragging:
            distance = (event.screenPos() - press.screen_pos).manhattanLength()
            if distance < QApplication.startDragDistance():
                return True
            press.dragging = True
            self.lights.clear_highlights()
            self.lights.clear_selection()
            item.setZValue(1000)
            item.setCursor(QCursor(Qt.CursorShape.ClosedHandCursor))
            for zone in zones:
                zone.set_lit(True)
        # the pointer's travel in the item's parent's coordinates (never ask for the parent: see held.py)
        now = item.mapToParent(item.mapFromScene(event.scenePos()))
        start = item.mapToParent(item.mapFromScene(press.scene_pos))
        item.setPos(press.orig_pos + (now - start))
        hot = self.bindings.zone_at(event.scenePos(), zones, skip=item)
        for zone in zones:
            zone.set_hot(zone is hot)
        return True

    def released(self, event: QGraphicsSceneMouseEvent) -> bool:
        press, self.press = self.press, None
        if press is None or event.button() != LEFT:
            return False
        event.accept()
        if press.dragging and press.item is not None:
            self._drop(press, event)
        elif (event.screenPos() - press.screen_pos).manhattanLength() < QApplication.startDragDistance():
            self._click(press, event)
        elif press.item is None:  # a drag that starts on a piece that cannot move says why, as a click does
            reason = self.bindings.reason_at(press.scene_pos)
            if reason:
                self.refuse(reason)
        return True

    def key(self, event: QKeyEvent) -> bool:
        if event.key() == Qt.Key.Key_Escape and (self.lights.selected is not None or self.details.card is not None):
            self.lights.clear_selection()
            self.details.hide()
            event.accept()
            return True
        return False

    # --- what a gesture chooses -------------------------------------------------------------------
    def pick(self, actions: Sequence[Action], screen_pos: QPoint) -> Action | None:
        unique = list(dict.fromkeys(actions))
        if len(unique) <= 1:
            return unique[0] if unique else None
        return self.host.pick_action(unique, screen_pos)

    def _drop(self, press: Press, event: QGraphicsSceneMouseEvent) -> None:
        item = press.item
        assert item is not None
        item.setCursor(QCursor(Qt.CursorShape.OpenHandCursor))
        zones = self.bindings.zones_of(item)
        zone = self.bindings.zone_at(event.scenePos(), zones, skip=item)
        for z in zones:
            z.set_lit(False)
        if zone is not None:
            action = self.pick(self.bindings.dropped_on(item, zone), event.screenPos())
            if action is not None:
                item.setZValue(press.orig_z)
                self.host.choose_drop(action, item, zone)
                return
        self._snap_back(item, press)
        moved = (event.screenPos() - press.screen_pos).manhattanLength() >= 2 * QApplication.startDragDistance()
        if zone is None and moved:
            self.refuse(self.host.reason_for(item, event.scenePos()) or self.host.why_not_there(item))

    def _snap_back(self, item: QGraphicsItem, press: Press) -> None:
        def done() -> None:
            item.setZValue(press.orig_z)

        if self.host.snap_ms > 0 and isinstance(item, QGraphicsObject):
            anim = QPropertyAnimation(item, b"pos")  # held here until the next one or the next redraw
            anim.setDuration(self.host.snap_ms)
            anim.setStartValue(item.pos())
            anim.setEndValue(press.orig_pos)
            anim.setEasingCurve(QEasingCurve.Type.OutCubic)
            anim.finished.connect(done)
            self.anim = anim
            anim.start()
        else:
            item.setPos(press.orig_pos)
            done()

    def _click(self, press: Press, event: QGraphicsSceneMouseEvent) -> None:
        pos, screen = event.scenePos(), event.screenPos()
        bindings, lights = self.bindings, self.lights
        selected = lights.selected
        if selected is not None:
            zone = bindings.zone_at(pos, bindings.zones_of(selected))
            if zone is not None:
                action = self.pick(bindings.dropped_on(selected, zone), screen)
                if action is not None:
                    self.host.choose_drop(action, selected, zone)
                return
        item = press.item
        if item is not None:
            clicks = bindings.clicks.get(item, [])
            drags = [a for a, _ in bindings.drags.get(item, [])]
            if drags:
                if item is selected and not clicks:
                    lights.clear_selection()
                    return
                lights.select(item)
                if clicks:
                    action = self.pick(clicks + drags, screen)
                    if action is not None:
                        self.host.choose(action)
                return
            action = self.pick(clicks, screen)
            if action is not None:
                self.host.choose(action)
            return
        zone = bindings.zone_at(pos, [z for z in bindings.all_zones() if z not in bindings.drop_only])
        if zone is not None and selected is None:
            action = self.pick(bindings.zone_actions(zone), screen)
            if action is not None:
                self.host.choose(action)
            return
        lights.clear_selection()
        reason = self.host.reason_for(selected, pos)
        if reason:
            self.refuse(reason)
