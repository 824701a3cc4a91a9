"""What the window shows before a game: the three games as cards to click, each with its rules.

A click on a game's card emits :attr:`WelcomeScene.gameChosen` (the window opens the New-game
dialog with that game chosen); a click on "Rules" under it emits :attr:`WelcomeScene.rulesWanted`.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSceneMouseEvent

from zsgames.ui.boards.items import TABLE_COLOUR
from zsgames.ui.pieces import CardItem, LabelItem, PawnItem

#: The games on the welcome table: registry name, name shown, players, colour.
GAMES = (
    ("zongshi", "Zong Shi", "3–5 players", "#c8432f"),
    ("zooscape", "Zooscape", "3–6 players", "#2f6fdf"),
    ("cuzhi", "Cuzhi 促织", "2–4 players", "#34a353"),
)
CARD_W, CARD_H, GAP = 200.0, 150.0, 30.0


class WelcomeScene(QGraphicsScene):
    gameChosen = Signal(str)  # a game's registry name: start a new game of it
    rulesWanted = Signal(str)  # a game's registry name: show its rules

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setBackgroundBrush(TABLE_COLOUR)
        self.cards: dict[str, CardItem] = {}
        self.rules_links: dict[str, LabelItem] = {}
        self._targets: dict[QGraphicsItem, tuple[str, str]] = {}  # item → (what, game)
        self._held: list[QGraphicsItem] = []
        self._pressed: tuple[str, str] | None = None
        width = 3 * CARD_W + 2 * GAP
        self._add(LabelItem("zsgames", QRectF(0, 0, width, 50), 26, True))
        self._add(LabelItem("Three tabletop games for one screen — solo against bots or hot-seat with friends.",
                            QRectF(0, 50, width, 30), 11, False, "#5a4e3c"))
        for i, (name, shown, players, colour) in enumerate(GAMES):
            x = i * (CARD_W + GAP)
            card = CardItem(shown, f"{players}\n\nClick to start a game", colour, (CARD_W, CARD_H))
            card.setPos(x, 100)
            card.setToolTip(f"Start a new game of {shown}")
            card.setCursor(QCursor(Qt.CursorShape.PointingHandCursor))
            self._add(card)
            self.cards[name] = card
            self._targets[card] = ("game", name)
            link = LabelItem(f"Rules of {shown} ›", QRectF(x, 100 + CARD_H + 8, CARD_W, 26), 11, True, "#2f5fa7",
                             Qt.AlignmentFlag.AlignCenter)
            link.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
            link.setCursor(QCursor(Qt.CursorShape.PointingHandCursor))
            link.setToolTip(f"Read the rules of {shown}")
            self._add(link)
            self.rules_links[name] = link
            self._targets[link] = ("rules", name)
        for i, colour in enumerate(("Blue", "Orange", "Green", "Pink")):
            pawn = PawnItem(colour, 30, "meeple" if i % 2 else "pawn")
            pawn.setPos(20 + i * 36, 330)
            self._add(pawn)
        self._add(LabelItem("Click a game to start it, or Game ▸ Open (Ctrl+O) a saved game.",
                            QRectF(170, 305, width - 170, 50), 11, True))
        self.setSceneRect(self.itemsBoundingRect().adjusted(-40, -40, 40, 40))

    def _add(self, item: QGraphicsItem) -> None:
        self.addItem(item)
        self._held.append(item)  # the scene's items live as long as the scene

    def target_at(self, pos: QPointF) -> tuple[str, str] | None:
        """("game" | "rules", registry name) of the card or link under ``pos``."""
        for item in self.items(pos):
            if item in self._targets:
                return self._targets[item]
        return None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._pressed = self.target_at(event.scenePos()) if event.button() == Qt.MouseButton.LeftButton else None
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        pressed, self._pressed = self._pressed, None
        if pressed is None or event.button() != Qt.MouseButton.LeftButton:
            return
        if self.target_at(event.scenePos()) != pressed:  # pressed on one card, released elsewhere
            return
        what, name = pressed
        (self.gameChosen if what == "game" else self.rulesWanted).emit(name)
