"""Card details on demand: rest the pointer on a card (or right-click it) and see it large.

A board calls ``scene.set_detail(item, title, body)`` for every card, tile, scroll or project it
draws. :class:`BoardDetails` (a part of :class:`~zsgames.ui.boards.base.BoardScene`) shows a
:class:`DetailCard` beside the item: the item painted twice as large as on screen, its title and its
whole text, at a fixed size on screen whatever the board's zoom. A hover shows it until the pointer
leaves the item; a right-click keeps it until the next click or Escape.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QToolTip, QWidget

from zsgames.ui.boards.host import DetailsHost
from zsgames.ui.shared.pieces import INK, PAPER, font

HOVER_MS = 450  # a pointer resting this long on an item shows its card
WIDTH = 300.0  # the card's width on screen, in pixels
PAD = 12.0
PICTURE_MAX = (260.0, 200.0)  # the largest picture of the item, in screen pixels


class DetailCard(QGraphicsObject):
    """The large card: a picture of the item, its title and its text, drawn at screen size."""

    def __init__(self, title: str, body: str, picture: QPixmap | None) -> None:
        super().__init__()
        self.title, self.body, self.picture = title, body, picture
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(2000)
        inner = WIDTH - 2 * PAD
        flags = int(Qt.TextFlag.TextWordWrap)
        self._title_h = QFontMetricsF(font(13, True)).boundingRect(QRectF(0, 0, inner, 1000), flags, title).height()
        self._body_h = (
            QFontMetricsF(font(11)).boundingRect(QRectF(0, 0, inner, 4000), flags, body).height() if body else 0.0
        )
        self._picture_h = picture.height() / picture.devicePixelRatio() + PAD if picture is not None else 0.0
        self.height = PAD + self._picture_h + self._title_h + (6 + self._body_h if body else 0) + PAD

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, WIDTH + 10, self.height + 10)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 60))
        p.drawRoundedRect(QRectF(3, 4, WIDTH, self.height), 12, 12)
        p.setBrush(PAPER)
        p.setPen(QPen(QColor("#8a7a62"), 1.5))
        p.drawRoundedRect(QRectF(0, 0, WIDTH, self.height), 12, 12)
        y = PAD
        if self.picture is not None:
            w = self.picture.width() / self.picture.devicePixelRatio()
            p.drawPixmap(QPointF((WIDTH - w) / 2, y), self.picture)
            y += self._picture_h
        inner = WIDTH - 2 * PAD
        flags = int(Qt.AlignmentFlag.AlignLeft) | int(Qt.TextFlag.TextWordWrap)
        p.setPen(INK)
        p.setFont(font(13, True))
        p.drawText(QRectF(PAD, y, inner, self._title_h), flags, self.title)
        if self.body:
            y += self._title_h + 6
            p.setFont(font(11))
            p.drawText(QRectF(PAD, y, inner, self._body_h), flags, self.body)


def picture_of(item: QGraphicsItem, scale: float) -> QPixmap | None:
    """``item`` painted at ``scale`` screen pixels per scene unit, at most PICTURE_MAX. An item that
    stands for more than it paints (a player mat and what lies on it) gives its own picture through
    a ``detail_picture(scale)`` method."""
    own = getattr(item, "detail_picture", None)
    if callable(own):
        picture = own(scale)
        return picture if isinstance(picture, QPixmap) else None
    rect = item.boundingRect()
    if rect.isEmpty():
        return None
    scale = min(scale, PICTURE_MAX[0] / rect.width(), PICTURE_MAX[1] / rect.height())
    ratio = 2.0  # sharp on high-density screens too
    pixmap = QPixmap(int(rect.width() * scale * ratio) + 1, int(rect.height() * scale * ratio) + 1)
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(scale, scale)
    painter.translate(-rect.topLeft())
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return pixmap


class BoardDetails:
    """The scene's details: which items have one, and the card on show (at most one)."""

    def __init__(self, scene: DetailsHost) -> None:
        self.scene = scene
        self.texts: dict[QGraphicsItem, tuple[str, str]] = {}
        self.card: DetailCard | None = None
        self.shown_for: QGraphicsItem | None = None
        self.pinned = False  # shown by a right-click: stays until the next click or Escape
        self._hovered: QGraphicsItem | None = None
        self._timer = QTimer()
        self._timer.setSingleShot(True)
        self._timer.setInterval(HOVER_MS)
        self._timer.timeout.connect(self._hover_elapsed)

    def reset(self) -> None:
        """Before a redraw: the items are about to go, and their card with them."""
        self._timer.stop()
        self.texts = {}
        self.card = None
        self.shown_for = self._hovered = None
        self.pinned = False

    def set(self, item: QGraphicsItem, title: str, body: str) -> None:
        self.texts[item] = (title, body)

    def owner_at(self, pos: QPointF) -> QGraphicsItem | None:
        """The topmost item under ``pos`` that has a detail (or whose ancestor has one)."""
        for item in self.scene.items(pos):
            if item is self.card:
                continue
            owner = self.scene.owner_in(item, self.texts)
            if owner is not None:
                return owner
        return None

    # --- what the scene's mouse and keys do -------------------------------------------------------
    def hover(self, pos: QPointF | None) -> None:
        """The pointer moved to ``pos`` with no button held (None: it left the board)."""
        owner = self.owner_at(pos) if pos is not None else None
        if owner is self._hovered:
            return
        self._hovered = owner
        if not self.pinned:
            self.hide()
        if owner is not None and not self.pinned:
            self._timer.start()
        else:
            self._timer.stop()

    def right_click(self, pos: QPointF) -> bool:
        """Pin the card of the item under ``pos`` (or hide a pinned one); True if it did either."""
        owner = self.owner_at(pos)
        if owner is None:
            return self.hide()
        self.show(owner)
        self.pinned = True
        return True

    def hide(self) -> bool:
        """Take the card away; True if one was shown."""
        self._timer.stop()
        card, self.card, self.shown_for, self.pinned = self.card, None, None, False
        if card is None:
            return False
        if self.scene.holds(card):
            self.scene.removeItem(card)
        return True

    def _hover_elapsed(self) -> None:
        if self._hovered is not None and self.scene.holds(self._hovered) and not self.pinned:
            self.show(self._hovered)

    def show(self, item: QGraphicsItem) -> None:
        self.hide()
        title, body = self.texts[item]
        views = self.scene.views()
        scale = views[0].transform().m11() if views else 1.0
        card = DetailCard(title, body, picture_of(item, 2 * scale))
        self.scene.addItem(card)
        card.setPos(self._place(item.sceneBoundingRect(), card, scale))
        QToolTip.hideText()  # a small tooltip shown a moment ago must not lie over the card
        self.card, self.shown_for = card, item

    def _place(self, target: QRectF, card: DetailCard, scale: float) -> QPointF:
        """Beside ``target`` (right, else left), inside the part of the board on screen."""
        views = self.scene.views()
        visible = views[0].mapToScene(views[0].viewport().rect()).boundingRect() if views else self.scene.sceneRect()
        w, h = (WIDTH + 10) / scale, (card.height + 10) / scale
        gap = 8 / scale
        x = target.right() + gap
        if x + w > visible.right():
            x = target.left() - gap - w
        x = max(visible.left(), min(x, visible.right() - w))
        y = max(visible.top(), min(target.top(), visible.bottom() - h))
        return QPointF(x, y)
