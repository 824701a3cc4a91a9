"""Text on the Zong Shi board: how much room a text needs at the board's smallest size, the first
of several wordings that fits a box, a cost in words."""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter

from zsgames.core.i18n import _
from zsgames.core.text import join_and
from zsgames.games.zongshi.table import D
from zsgames.ui.shared.pieces import font

MIN_PT = 9.75  # the smallest text on the board, in points at the board's own scale (13 pixels)
LINE = 15.0  # the height of one line of MIN_PT text
WRAP = int(Qt.TextFlag.TextWordWrap)
CENTRE = Qt.AlignmentFlag.AlignCenter


@lru_cache(maxsize=2048)
def text_size(text: str, width: float, size: float = MIN_PT, bold: bool = False) -> tuple[float, float]:
    """The (width, height) ``text`` needs, word-wrapped in ``width``."""
    box = QFontMetricsF(font(size, bold)).boundingRect(QRectF(0, 0, width, 10_000), WRAP, text)
    return box.width(), box.height()


def fits(text: str, width: float, height: float, size: float = MIN_PT, bold: bool = False) -> bool:
    w, h = text_size(text, width, size, bold)
    return w <= width + 0.5 and h <= height + 0.5


def best_font(
    text: str, width: float, height: float, sizes: tuple[float, ...] = (MIN_PT,), bold: bool = True
) -> tuple[float, bool]:
    """The largest of ``sizes`` (bold first if ``bold``, then regular) at which ``text`` fits."""
    for size in sizes:
        for b in (True, False) if bold else (False,):
            if fits(text, width, height, size, b):
                return size, b
    return MIN_PT, False


def first_fitting(texts: list[str], box: QRectF, size: float = MIN_PT, bold: bool = False) -> str:
    """The first of ``texts`` that fits ``box`` word-wrapped (else the last one)."""
    return next((t for t in texts if fits(t, box.width(), box.height(), size, bold)), texts[-1])


def one_line(text: str, size: float = MIN_PT, bold: bool = False) -> float:
    """The width of ``text`` on one line."""
    return QFontMetricsF(font(size, bold)).horizontalAdvance(text)


def draw_fitted(
    p: QPainter,
    rect: QRectF,
    text: str,
    bold: bool = True,
    sizes: tuple[float, ...] = (MIN_PT,),
    align: Qt.AlignmentFlag = CENTRE,
) -> None:
    size, b = best_font(text, rect.width(), rect.height(), sizes, bold)
    p.setFont(font(size, b))
    p.drawText(rect, int(align) | WRAP, text)


def cost_text(cost: tuple[int, ...] | list[int]) -> str:
    """ "2 bronze and 1 gold" in the language of the moment."""
    return join_and(
        [_("{n} {material}", context="boxes", n=n, material=D.material(i)) for i, n in enumerate(cost) if n]
    )


def tall_enough(rect: QRectF, text: str, size: float = MIN_PT, bold: bool = False) -> QRectF:
    """``rect`` grown about its middle to the height ``text`` needs in its width (a CJK line is
    taller than a Latin one); ``rect`` itself when the text already fits its height."""
    need = text_size(text, rect.width(), size, bold)[1]
    if need <= rect.height() + 0.5:
        return rect
    grow = (need - rect.height()) / 2
    return rect.adjusted(0, -grow, 0, grow)
