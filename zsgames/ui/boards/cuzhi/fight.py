"""The fight board 斗盆 of a tribute challenge: both crickets on the track, their dice, excitement,
bets and the step table. It covers Areas 1 and 2, which have resolved before any challenge."""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QVariantAnimation
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsLineItem

from zsgames.core.i18n import N_, _
from zsgames.core.text import possessive
from zsgames.games.cuzhi.table import D, FightShown, W
from zsgames.ui.boards.cuzhi import text as T
from zsgames.ui.boards.cuzhi.layout import MIN_PT, ROW_A
from zsgames.ui.boards.cuzhi.part import CENTRE, SOFT_INK, Z_ON, Z_PANEL, Part, soft
from zsgames.ui.boards.cuzhi.pieces import CricketItem, DieShapeItem, TokenItem
from zsgames.ui.shared.pieces import PanelItem

BOX_W = 170.0
SIDE_WORDS = (N_("challenger 挑战"), N_("defender 守擂"))
#: a cricket dropped on the other side's box: whose box it is
OWN_SIDE = (
    N_("your cricket goes to your own side: the challenger's box"),
    N_("your cricket goes to your own side: the defender's box"),
)
BACKS = (N_("{seat} → challenger"), N_("{seat} → defender"))


def step_table() -> str:
    """ "roll 1–2: stop · 3–5: 1 step · …" from the data."""
    parts, start = [], 1
    for v in range(2, D.ROLL_CAP + 2):
        if v > D.ROLL_CAP or D.STEPS[v] != D.STEPS[start]:
            span = f"{start}" if start == v - 1 else f"{start}–{v - 1}"
            steps = D.STEPS[start]
            parts.append(f"{span}: " + (_("stop") if not steps else f"+{steps}"))
            start = v
    return _("steps by roll {steps} · {n}+ excites", steps=" · ".join(parts), n=D.EXCITE_AT)


def dice_table() -> str:
    dice = " · ".join(f"{D.GRADES[g]['zh']} d{d}" for g, d in sorted(D.GRADE_DIE.items()))
    grass = _(", ", context="list").join(f"{D.GRADES[g]['zh']} +{b}" for g, b in sorted(D.GRASS_BONUS.items()) if b)
    return _("dice {dice} · title d{die} · grass {grass}", dice=dice, die=D.TITLE_DIE, grass=grass)


class FightBoard(Part):
    """Drawn only while a challenge is fought (``state.fight``)."""

    def draw(self) -> None:
        f = self.t.fight
        if f is None:
            return
        b = self.board
        b.named["fight"] = self.retain(("art", "fight"), self._art)
        for side in (0, 1):
            self._side(side, f)
        bets = [_(BACKS[side], seat=b.seat_name(seat)) for seat, side in enumerate(f.bets) if side >= 0]
        self.retain("bets", self._bets, _("bets 押注: {bets}", bets=_("; ", context="list").join(bets) or _("none")))

    def _art(self) -> PanelItem:
        """The board, its cells, the centre line and the tables (the same in every fight)."""
        r = ROW_A
        board = self.panel(r, "#efe6d6", z=Z_PANEL)
        self.label(
            _("Fight board 斗盆 — tribute challenge 进贡挑战"),
            QRectF(r.x() + 8, r.y() + 2, 400, 16),
            MIN_PT,
            True,
            SOFT_INK,
        )
        self.detail(
            board,
            (
                _("Fight board 斗盆"),
                _(
                    "{steps}.\n{dice}.\nThe cricket that catches up with or passes the other wins; the first to "
                    "cross the centre is brave 勇.",
                    steps=step_table(),
                    dice=dice_table(),
                ),
            ),
        )
        tx, tw, cw = track_geometry()
        for c in range(D.FIGHT_LENGTH + 1):
            self.panel(QRectF(tx + c * cw, r.y() + 24, cw - 3, 44), "#f8e8c8", "#c8b090")
        centre_x = tx + (D.FIGHT_CENTRE + 0.5) * cw - 1.5
        line = QGraphicsLineItem(centre_x, r.y() + 20, centre_x, r.y() + 72)
        line.setPen(QPen(QColor("#b02a10"), 3))
        self.board.addItem(line)  # the scene's own addLine would bypass the board's addItem (and the part)
        self.label(_("centre 中线"), QRectF(centre_x - 40, r.y() + 70, 80, 16), MIN_PT, True, "#b02a10", CENTRE)
        self.label(step_table(), QRectF(tx, r.y() + 102, tw, 16), MIN_PT, False, SOFT_INK)
        self.label(dice_table(), QRectF(tx, r.y() + 118, tw, 16), MIN_PT, False, SOFT_INK)
        return board

    def _bets(self, text: str) -> None:
        tx, tw, _cw = track_geometry()
        self.label(text, QRectF(tx, ROW_A.y() + 86, tw, 16), MIN_PT)

    def _side(self, side: int, f: FightShown) -> None:
        b = self.board
        fs = f.sides[side]
        seat, code = fs.seat, fs.code
        lines = [_(SIDE_WORDS[side])]
        if code >= 0:
            grade = D.grade_of(code)
            title = D.TITLES[code - D.TITLE_CODE]["zh"] if code >= D.TITLE_CODE else ""
            lines.append(title or str(W.GRADES[grade]))
            lines.append(_("excited 兴奋") if fs.excited else _("not excited yet"))
            if fs.waiting:
                lines.append(_("rolls next"))
            elif fs.total is not None:
                lines.append(_("total {n}, grass", n=fs.total) if fs.grass_used else _("total {n}", n=fs.total))
            if fs.brave:
                lines.append(_("★ brave 勇"))
            if fs.winner:
                lines.append(_("WINNER 胜"))
        shown = fs.roll  # a die about to be rolled shows no old roll
        box, cricket, die = self.retain(
            ("fight side", side), self._draw_side, side, seat, code, fs.pos, tuple(lines), fs.dice, shown
        )
        b.fight_boxes[side] = box
        if cricket is not None:
            b.named[f"fighter{side}"] = cricket
        if die is not None:
            b.named[f"die{side}"] = die
            self.board.animate_die(die, side, (shown, fs.rerolls))  # a reroll of the same value tumbles too
            if not fs.waiting and side == f.boosting:
                self._boost(side, die)
        if f.picking is not None and side != f.picking:
            self.explain(box, _(OWN_SIDE[1 - side]))

    def _boost(self, side: int, die: DieShapeItem) -> None:
        """After a roll: grass is dropped on the die (never fed by a plain click on it, which
        rolled a moment ago) or fed with its own button in the strip (the table's moves say so); a
        click on the die names the choices."""
        b = self.board
        choices = [a for a in b.legal if a.kind in BOOST_KINDS]
        if not choices:
            return
        why = "" if self.acts("grass") else b.why_not("grass", ())
        fight = self.t.fight
        roll = fight.sides[side].roll if fight is not None else 0
        self.explain(die, T.boost_choices(roll, [str(a) for a in choices], why))

    def _draw_side(
        self, side: int, seat: int, code: int, pos: int, lines: tuple[str, ...], dice: int, roll: int
    ) -> tuple[PanelItem, CricketItem | None, DieShapeItem | None]:
        """One side's box (its words and die) and its cricket on the track."""
        b = self.board
        r = ROW_A
        tx, _tw, cw = track_geometry()
        col = b.seat_colour(seat)
        x = r.x() + 6 if side == 0 else r.right() - BOX_W - 6
        box = self.panel(QRectF(x, r.y() + 20, BOX_W, 114), soft(col, 0.22), col)
        cricket = None
        if code >= 0:
            grade = D.grade_of(code)
            cricket = self.add(CricketItem(grade, None, 26, code >= D.TITLE_CODE), tx + pos * cw + cw / 2, r.y() + 50)
            cricket.setZValue(Z_ON)
            if code >= D.TITLE_CODE:
                self.detail(cricket, T.title_cricket_detail(code - D.TITLE_CODE, b.seat_name(seat)))
            else:
                self.detail(cricket, T.grade_detail(grade, None, b.seat_name(seat)))
            symbol = (b.seat_colour_name(seat), seat)
            mark = self.add(
                TokenItem("indicator", None, col, 12, symbol=symbol), tx + pos * cw + cw / 2 - 2, r.y() + 30
            )
            mark.setZValue(Z_ON)
        self.label(b.seat_name(seat), QRectF(x + 6, r.y() + 22, 116, 17), 10, True, col.darker(160))
        for k, text in enumerate(lines):
            self.label(text, QRectF(x + 6, r.y() + 39 + k * 15, 118, 16), MIN_PT)
        die = None
        if dice:
            die = self.add(DieShapeItem(dice, roll or None, col.lighter(150), 36), x + BOX_W - 26, r.y() + 46)
            whose = possessive(b.seat_name(seat))
            if roll:
                title = _("{whose} d{dice}, showing {roll}", whose=whose, dice=dice, roll=roll)
            else:
                title = _("{whose} d{dice}, not rolled yet", whose=whose, dice=dice)
            self.detail(die, (title, _("{steps}.", steps=step_table())))
        return box, cricket, die


BOOST_KINDS = ("grass", "reroll", "accept")


def track_geometry() -> tuple[float, float, float]:
    """The fight track's left, width and cell width."""
    r = ROW_A
    tx, tw = r.x() + BOX_W + 12, r.width() - 2 * BOX_W - 24
    return tx, tw, tw / (D.FIGHT_LENGTH + 1)


FACES = 12  # faces shown on the way
TURN = 540.0  # degrees turned over the tumble
HOP = 10.0  # the first bounce's height, in scene units
HOME = 0  # the die's item data: where it lands


def land(die: DieShapeItem, value: int) -> None:
    """The die lies still where it stands, showing ``value``."""
    home = die.data(HOME)
    if isinstance(home, QPointF):
        die.setPos(home)
    die.setRotation(0)
    die.value = value
    die.update()


class DieTumble:
    """A die that tumbles (it turns over and hops through faces) before it lands on the value rolled
    (the RNG is never used). Remembers the last value shown per side, so a redraw for another reason
    does not tumble again."""

    MS = 450

    def __init__(self) -> None:
        self.last: dict[int, tuple[int, int]] = {}
        self.running: list[tuple[QVariantAnimation, DieShapeItem, int]] = []

    def stop(self) -> None:
        """Every tumbling die lands on its value at once (a kept die goes on showing it)."""
        for anim, die, value in self.running:
            anim.stop()
            land(die, value)
        self.running = []

    def start(self, board: Any, die: DieShapeItem, side: int, roll: tuple[int, int]) -> QVariantAnimation | None:
        """Tumble onto ``roll`` = (value, rerolls left) when it differs from the last one shown for
        ``side``: a die that showed no value in between (it was about to be rolled) or was rerolled
        tumbles even onto the same value."""
        previous = self.last.get(side)
        self.last[side] = roll
        value = roll[0]
        if not value or previous == roll or not board.views() or board.pace_ms <= 0:
            return None
        anim = QVariantAnimation(board)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(min(self.MS, board.pace_ms))
        sides, home = die.sides, QPointF(die.pos())
        die.setData(HOME, home)

        def step(v: Any) -> None:
            t = float(v)
            if t >= 1.0:
                land(die, value)
                return
            k = int(t * FACES)
            die.value = (value + 5 * k) % sides + 1
            die.setRotation(TURN * (1 - t) ** 2)  # it rolls over, slower and slower
            die.setPos(home.x(), home.y() - HOP * abs(math.sin(t * 3 * math.pi)) * (1 - t))
            die.update()

        anim.valueChanged.connect(step)
        self.running.append((anim, die, value))
        anim.start()
        return anim
