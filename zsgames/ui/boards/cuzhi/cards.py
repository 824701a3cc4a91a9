"""The cards of the Cuzhi 促织 board, small but whole: tribute cards on the yamen, the title cards of
Area 3, the bustling-market cards of Area 5, and the chips that stand for a seat's cards and titles.

Each face shows the Chinese name in its band, the English name under it (in English only), and
what matters at a glance (cost and reward, skill, effect); the board's detail card (hover or right-click) has the rest.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from zsgames.core.i18n import Text, _
from zsgames.games.cuzhi.table import D, W
from zsgames.ui.boards.base import DragPiece
from zsgames.ui.boards.cuzhi import icons as icons
from zsgames.ui.boards.cuzhi.layout import MIN_PT, tall_enough
from zsgames.ui.boards.cuzhi.pieces import PAPER
from zsgames.ui.boards.cuzhi.text import english_only
from zsgames.ui.boards.items import glow
from zsgames.ui.shared.pieces import INK, font

BAND_H = 16.0
LINE_H = 15.2  # a line of MIN_PT text
#: where a card's English name may break besides its spaces (a word wider than the card)
HYPHENS = {"Coordinator": "Co\u00adordinator", "Hunchback": "Hunch\u00adback"}
WRAP = int(Qt.TextFlag.TextWordWrap)


def lines_needed(text: str, width: float, size: float = MIN_PT, bold: bool = False) -> int:
    """How many lines ``text`` wraps to in ``width`` at ``size`` points."""
    rect = QFontMetricsF(font(size, bold)).boundingRect(QRectF(0, 0, width, 1000), WRAP, text)
    return max(1, round(rect.height() / QFontMetricsF(font(size, bold)).lineSpacing()))


class _Card(DragPiece):
    """A card frame with a coloured band holding its Chinese name and its English name below."""

    def __init__(self, zh: str, name: str, band: QColor, w: float, h: float, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.zh, self.name, self.band, self.w, self.h = zh, name, QColor(band), w, h
        self.dim = False  # a card already used this round
        self.band_align = Qt.AlignmentFlag.AlignCenter  # the Chinese name in the band

    def boundingRect(self) -> QRectF:
        return QRectF(-3, -3, self.w + 6, self.h + 6)

    def frame(self, p: QPainter) -> float:
        """Draws the frame, the band and the names; returns the y below the names."""
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        glow(p, self, QRectF(-3, -3, self.w + 6, self.h + 6))
        band = QColor("#8a8478") if self.dim else self.band
        p.setPen(QPen(band.darker(140), 1.2))
        p.setBrush(QColor("#ece8df") if self.dim else PAPER)
        p.drawRoundedRect(QRectF(0, 0, self.w, self.h), 5, 5)
        p.setBrush(band)
        p.drawRoundedRect(QRectF(0, 0, self.w, BAND_H), 5, 5)
        p.drawRect(QRectF(0, BAND_H - 5, self.w, 5))
        p.setPen(QColor("white"))
        p.setFont(font(MIN_PT, bold=True))
        band_text = tall_enough(self.zh, QRectF(3, 0, self.w - 6, BAND_H), MIN_PT, True)
        p.drawText(band_text, self.band_align, self.zh)
        inner = self.w - 3
        if not english_only(self.name):  # the Chinese name in the band is the whole name
            return BAND_H + 1
        name = " ".join(HYPHENS.get(word, word) for word in self.name.split(" "))
        n = lines_needed(name, inner)
        p.setPen(INK)
        p.setFont(font(MIN_PT))
        box = QRectF(1.5, BAND_H + 1, inner, n * LINE_H + 2)
        p.drawText(box, int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop) | WRAP, name)
        return box.bottom()


class TributeCardItem(_Card):
    """A tribute card: the crickets and resources it costs, when its effect works, its reward."""

    W, H = 74.0, 82.0

    def __init__(self, k: int, parent: QGraphicsItem | None = None) -> None:
        card = D.CARDS[k]
        super().__init__(card["zh"], card["name"], icons.track_colour(card["reward"]["track"]), self.W, self.H, parent)
        self.k = k

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        self.frame(p)
        card = D.CARDS[self.k]
        cost = card["cost"]
        x, y = 4.0, self.H - 35
        for g in sorted((D.GRADE_INDEX[c] for c in cost["crickets"]), reverse=True):
            icons.badge(p, QPointF(x, y), g)
            x += 17
        for key in ("grass", "jars", "coins"):
            if cost[key]:
                x += icons.amount(p, x - 1, y - 0.5, key, cost[key]) - 2
        reward = card["reward"]
        p.setPen(icons.track_colour(reward["track"]))
        p.setFont(font(10, bold=True))
        mark = "德" if reward["track"] == "V" else "望"
        p.drawText(QRectF(0, self.H - 19, self.w, 18), Qt.AlignmentFlag.AlignCenter, f"+{reward['amount']} {mark}")


class TitleCardItem(_Card):
    """A title card: its battle skill 斗技 and the extra Virtue or Reputation when it is tributed."""

    W, H = 92.0, 102.0

    def __init__(self, t: int, parent: QGraphicsItem | None = None) -> None:
        title = D.TITLES[t]
        super().__init__(title["zh"], title["name"], QColor("#b07d10"), self.W, self.H, parent)
        self.t = t
        self.band_align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter  # the bonus on its right

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        top = self.frame(p)
        title = D.TITLES[self.t]
        bonus = f"+{D.TITLE_TRIBUTE_BONUS} {'德' if title['icon'] == 'V' else '望'}"  # more when tributed
        p.setPen(QColor("white"))
        p.setFont(font(MIN_PT, bold=True))
        band = tall_enough(bonus, QRectF(3, 0, self.w - 6, BAND_H), MIN_PT, True)
        p.drawText(band, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, bonus)
        p.setPen(INK)
        p.setFont(font(MIN_PT))
        box = QRectF(3, top + 1, self.w - 6, self.h - 3 - top)
        p.drawText(box, int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop) | WRAP, title_skill(self.t))


def title_skill(t: int) -> str:
    """A title's battle skill in a few words (its detail has the whole text)."""
    title = D.TITLES[t]
    p = title["params"]
    words = {
        "extra_step": Text("+{n} step per move; no grass", n=p.get("steps", 1)),
        "early_excite": Text("excited on {at}+; +{n} coins now", at=p.get("excite_at", 4), n=p.get("coins_on_gain", 0)),
        "reroll": Text("{n} reroll per fight", n=p.get("times", 1)),
        "no_stop": Text("a roll of 1–2 still moves {n}", n=p.get("steps", 1)),
        "excite_step": Text("+{n} step on becoming excited", n=p.get("steps", 1)),
        "dampen_grass": Text("the foe's grass gives {n} less", n=p.get("amount", 1)),
        "excite_bonus": Text("+{n} to excitement rolls", n=p.get("amount", 1)),
        "win_coins": Text("+{n} coins when it wins", n=p.get("coins", 2)),
        "tie_win": Text("wins excitement ties"),
        "brave_double": Text("brave: +{n} Reputation", n=p.get("reputation", 2)),
    }
    return str(words.get(title["skill"], Text(title["text"], context="title card")))


def bust_effect(b: int) -> str:
    """A few words for a bustling-market card face (its detail has the whole text)."""
    card = D.BUSTLING[b]
    params = card["params"]
    effect = card["effect"]
    if effect == "gain":
        return W.listed(W.reward_text(params, D.GRADE_NAMES, D.GRADE_INDEX))
    if effect == "cheap_jars":
        return _("up to {n} jars at {price} coin each", n=params["max"], price=params["price"])
    if effect == "upgrade":
        return _("+1 grade (≤ {grade})", grade=D.GRADES[D.GRADE_INDEX[params["max_grade"]]]["zh"])
    if effect == "draws":
        return _("{n} bag draws now", n=params["draws"])
    return _("1 coin per lantern (≤ {n})", n=params["max"])


class BustCardItem(_Card):
    """A bustling-market card; a card already run this round is greyed and says so."""

    W, H = 62.0, 118.0

    def __init__(self, b: int, ran: bool, parent: QGraphicsItem | None = None) -> None:
        card = D.BUSTLING[b]
        super().__init__(card["zh"], card["name"], QColor("#a8561f"), self.W, self.H, parent)
        self.b, self.dim = b, ran

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        top = self.frame(p)
        p.setPen(INK)
        p.setFont(font(MIN_PT))
        box = QRectF(3, top + 1, self.w - 6, self.h - 18 - top)
        p.drawText(box, int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop) | WRAP, bust_effect(self.b))
        if self.dim:
            p.setPen(QColor("#5a5248"))
            p.setFont(font(MIN_PT, bold=True))
            used = _("✓ used")
            p.drawText(
                tall_enough(used, QRectF(2, self.h - 17, self.w - 4, 15), MIN_PT, True),
                Qt.AlignmentFlag.AlignCenter,
                used,
            )


class ChipItem(DragPiece):
    """A seat's tribute card or title cricket, as a small chip with its Chinese name."""

    H = 18.0

    def __init__(self, text: str, fill: QColor | str, crown: bool = False, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.text, self.fill, self.crown = text, QColor(fill), crown
        self.w = QFontMetricsF(font(MIN_PT, True)).horizontalAdvance(text) + (24 if crown else 10)

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self.w + 4, self.H + 4)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        glow(p, self, QRectF(-2, -2, self.w + 4, self.H + 4))
        p.setPen(QPen(self.fill.darker(150), 1))
        p.setBrush(self.fill)
        p.drawRoundedRect(QRectF(0, 0, self.w, self.H), 4, 4)
        x = 5.0
        if self.crown:
            icons.cricket(p, QPointF(10, 10), 14, D.ROYAL, crown=True)
            x = 19.0
        p.setPen(QColor("white"))
        p.setFont(font(MIN_PT, bold=True))
        p.drawText(
            QRectF(x, 0, self.w - x, self.H), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.text
        )
