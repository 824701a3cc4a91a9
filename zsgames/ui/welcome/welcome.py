"""What the window shows before a game: each game as a card that invites, and a way back in.

A card has a picture of the game's board (:mod:`zsgames.ui.welcome.welcome_art`, drawn after start-up),
two lines on the game, its players and playing time (:mod:`zsgames.ui.welcome.welcome_info`), and its
buttons: **Quick game** (:attr:`WelcomeScene.quickGameWanted`), **Learn to play**
(:attr:`lessonWanted`), **New game…** (:attr:`gameChosen`: the New-game dialog with that game) and
its rules (:attr:`rulesWanted`). Below the cards, **Resume** when an unfinished game is autosaved
(:meth:`set_resume`, :attr:`resumeWanted`) and the recent games (:meth:`set_recent`,
:attr:`recentWanted` with the file's path). Every signal carries a game's registry name unless said.

A button acts when the left button is pressed and released on it; anything else on the table
(the cards, the pictures, the text, empty table) takes the click and does nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QObject, QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QFontMetricsF, QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSceneMouseEvent

from zsgames.core.i18n import _
from zsgames.ui.boards.items import TABLE_COLOUR
from zsgames.ui.shared.pieces import LabelItem, PanelItem, font
from zsgames.ui.welcome.welcome_art import PictureLoader
from zsgames.ui.welcome.welcome_info import GameIntro, intros
from zsgames.ui.welcome.welcome_items import BUTTON_POINTS, ButtonItem, PictureItem

CARD_W, CARD_H, GAP, PAD = 270.0, 406.0, 18.0, 8.0
CARDS_TOP = 92.0
TEXT_POINTS = 11.0  # the smallest text: ≥ 9 pt on screen down to a 1024×700 window
SOFT_INK = "#5a4e3c"
LINK = "#2f5fa7"
MAX_RECENT_SHOWN = 4
WIDTH = 3 * CARD_W + 2 * GAP
STRIP_TOP = CARDS_TOP + CARD_H + 18


class WelcomeScene(QGraphicsScene):
    gameChosen = Signal(str)  # New game…: the New-game dialog with this game chosen
    quickGameWanted = Signal(str)  # Quick game: you against Normal bots at once
    lessonWanted = Signal(str)  # Learn to play
    rulesWanted = Signal(str)  # the game's rules
    resumeWanted = Signal()  # the autosaved game
    recentWanted = Signal(str)  # a recent game's file path

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setBackgroundBrush(TABLE_COLOUR)
        self.games = intros()
        self.buttons: dict[tuple[str, str], ButtonItem] = {}  # (what, game or path) → its button
        self.cards: dict[str, PanelItem] = {}
        self.pictures: dict[str, PictureItem] = {}
        self._targets: dict[QGraphicsItem, tuple[str, str]] = {}  # item → (what, game or path)
        self._held: list[QGraphicsItem] = []  # every item stays alive as long as the scene
        self._strip: list[QGraphicsItem] = []  # the items below the cards (rebuilt by set_recent / set_resume)
        self._pressed: tuple[str, str] | None = None
        self._recent: list[str] = []
        self._resume: str | None = None
        self._asked_pictures = False
        self._add(LabelItem("zsgames", QRectF(0, 0, WIDTH, 44), 24, True))
        self._add(
            LabelItem(
                _("Three tabletop games for one screen: learn one in a few minutes, then play the bots or friends."),
                QRectF(0, 44, WIDTH, 30),
                12,
                False,
                SOFT_INK,
            )
        )
        for i, game in enumerate(self.games):
            self._card(game, i * (CARD_W + GAP))
        self.loader = PictureLoader([g.name for g in self.games], self._picture_ready, self._showing, self)
        self._layout_strip()

    # --- building --------------------------------------------------------------------------------
    def _add(self, item: QGraphicsItem) -> QGraphicsItem:
        self.addItem(item)
        self._held.append(item)
        return item

    def _button(
        self, what: str, key: str, text: str, rect: QRectF, colour: str, filled: bool, tip: str, strip: bool = False
    ) -> ButtonItem:
        button = ButtonItem(text, rect, colour, filled, tip)
        self._add(button)
        self.buttons[(what, key)] = button
        self._targets[button] = (what, key)
        if strip:
            self._strip.append(button)
        return button

    def _card(self, game: GameIntro, x: float) -> None:
        top, inner = CARDS_TOP, CARD_W - 2 * PAD
        card = PanelItem(QRectF(x, top, CARD_W, CARD_H), "#fbf6ea", edge=game.colour)
        self._add(card)
        self.cards[game.name] = card
        self._add(PanelItem(QRectF(x, top, CARD_W, 40), game.colour))
        self._add(LabelItem(game.title, QRectF(x + PAD + 4, top, inner, 40), 16, True, "#ffffff"))
        picture = PictureItem(QRectF(x + PAD, top + 48, inner, 164), game.colour)
        self._add(picture)
        self.pictures[game.name] = picture
        left = x + PAD
        self._add(LabelItem("\n".join(_(line) for line in game.blurb), QRectF(left, top + 218, inner, 44), TEXT_POINTS))
        self._add(
            LabelItem(
                f"{game.players_text} · {game.time_text}",
                QRectF(left, top + 264, inner, 24),
                TEXT_POINTS,
                True,
                SOFT_INK,
            )
        )
        name, title = game.name, game.title
        self._button(
            "quick",
            name,
            _("Quick game"),
            QRectF(left, top + 294, inner, 36),
            game.colour,
            True,
            _(
                "Start {game} now: you against {n} Normal bot",
                plural="Start {game} now: you against {n} Normal bots",
                game=title,
                n=game.quick_players - 1,
            ),
        )
        half = (inner - 8) / 2
        self._button(
            "learn",
            name,
            _("Learn to play"),
            QRectF(left, top + 338, half, 32),
            game.colour,
            False,
            _("Learn how {game} is played", game=title),
        )
        self._button(
            "new",
            name,
            _("New game…"),
            QRectF(left + half + 8, top + 338, half, 32),
            game.colour,
            False,
            _("Choose the players of a new game of {game}", game=title),
        )
        self._button(
            "rules",
            name,
            _("Read the rules ›"),
            QRectF(left, top + 376, inner, 24),
            LINK,
            False,
            _("The rules of {game}", game=title),
        )

    def _layout_strip(self) -> None:
        """Resume (when offered) on the left, the recent games on the right, below the cards."""
        for item in self._strip:
            self.removeItem(item)
            self._targets.pop(item, None)
            if item in self._held:
                self._held.remove(item)
        self.buttons = {k: b for k, b in self.buttons.items() if k[0] not in ("resume", "recent")}
        self._strip = []
        top = STRIP_TOP
        if self._resume is not None:
            self._button(
                "resume",
                "",
                _("Resume: {summary}", summary=self._resume),
                QRectF(0, top, 400, 40),
                "#3a7d44",
                True,
                _("Go on with the game you left (it was saved after every move)"),
                strip=True,
            )
        else:
            hint = LabelItem(
                _("A saved game opens with Game ▸ Open (Ctrl+O)."),
                QRectF(0, top, 400, 40),
                TEXT_POINTS,
                False,
                SOFT_INK,
            )
            self._add(hint)
            self._strip.append(hint)
        if self._recent:
            right = WIDTH - 400
            heading = LabelItem(_("Recent games"), QRectF(right, top, 400, 24), 12, True)
            self._add(heading)
            self._strip.append(heading)
            metrics = QFontMetricsF(font(BUTTON_POINTS, True))
            for row, path in enumerate(self._recent[:MAX_RECENT_SHOWN]):
                text = metrics.elidedText(Path(path).name, Qt.TextElideMode.ElideMiddle, 400 - 24)
                self._button(
                    "recent",
                    path,
                    text,
                    QRectF(right, top + 28 + row * 30, 400, 26),
                    LINK,
                    False,
                    _("Open {file}", file=path),
                    strip=True,
                )
        self.setSceneRect(QRectF(-20, -16, WIDTH + 40, STRIP_TOP + 28 + MAX_RECENT_SHOWN * 30 + 16 + 16))

    def set_recent(self, paths: Sequence[str]) -> None:
        """The recent games (Game ▸ Open Recent's files, newest first); the first four are shown."""
        if list(paths) != self._recent:
            self._recent = list(paths)
            self._layout_strip()

    def set_resume(self, summary: str | None) -> None:
        """Offer Resume with ``summary`` (what the game is), or offer nothing (``None``)."""
        if summary != self._resume:
            self._resume = summary
            self._layout_strip()

    # --- pictures ----------------------------------------------------------------------------------
    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        super().drawForeground(painter, rect)  # the view paints its own background, not the scene's
        if not self._asked_pictures:  # the welcome is on screen: the pictures come after this frame
            self._asked_pictures = True
            QTimer.singleShot(0, self, self.loader.start)

    def _picture_ready(self, name: str, image: QImage) -> None:
        self.pictures[name].set_image(image)

    def _showing(self) -> bool:
        return any(view.isVisible() and view.scene() is self for view in self.views())

    # --- clicks ----------------------------------------------------------------------------------
    def target_at(self, pos: QPointF) -> tuple[str, str] | None:
        """(what, game name or path) of the button under ``pos``, if any."""
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
        if self.target_at(event.scenePos()) != pressed:  # pressed on one button, released elsewhere
            return
        what, key = pressed
        signal = {
            "new": self.gameChosen,
            "quick": self.quickGameWanted,
            "learn": self.lessonWanted,
            "rules": self.rulesWanted,
            "recent": self.recentWanted,
        }.get(what)
        if what == "resume":
            self.resumeWanted.emit()
        elif signal is not None:
            signal.emit(key)
