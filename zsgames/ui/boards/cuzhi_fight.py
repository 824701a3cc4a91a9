"""The fight board 斗盆 of a tribute challenge: both crickets on the track, their dice, excitement,
bets and the step table. It covers Areas 1 and 2, which have resolved before any challenge."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, QVariantAnimation
from PySide6.QtGui import QColor, QPen

from zsgames.games.cuzhi import data as D
from zsgames.games.cuzhi.fight_calc import code_of, owner, total
from zsgames.games.cuzhi.state import F_BOOST, F_EXCITE, F_EXCITE_BOOST, F_PICK_C, F_PICK_D, F_ROLL
from zsgames.ui.boards import cuzhi_text as T
from zsgames.ui.boards.cuzhi_layout import ROW_A
from zsgames.ui.boards.cuzhi_part import CENTRE, SOFT_INK, Part, soft
from zsgames.ui.boards.cuzhi_pieces import CricketItem, DieShapeItem, TokenItem

BOX_W = 170.0
SIDE_WORDS = ("challenger 挑战", "defender 守擂")


def step_table() -> str:
    """ "roll 1–2: stop · 3–5: 1 step · …" from the data."""
    parts, start = [], 1
    for v in range(2, D.ROLL_CAP + 2):
        if v > D.ROLL_CAP or D.STEPS[v] != D.STEPS[start]:
            span = f"{start}" if start == v - 1 else f"{start}–{v - 1}"
            steps = D.STEPS[start]
            parts.append(f"{span}: " + ("stop" if not steps else f"+{steps}"))
            start = v
    return "steps by roll " + " · ".join(parts) + f" · {D.EXCITE_AT}+ excites"


def dice_table() -> str:
    dice = " · ".join(f"{D.GRADES[g]['zh']} d{d}" for g, d in sorted(D.GRADE_DIE.items()))
    grass = ", ".join(f"{D.GRADES[g]['zh']} +{b}" for g, b in sorted(D.GRASS_BONUS.items()) if b)
    return f"dice {dice} · title d{D.TITLE_DIE} · grass {grass}"


class FightBoard(Part):
    """Drawn only while a challenge is fought (``state.fight``)."""

    def draw(self) -> None:
        f = self.s.fight
        if f is None:
            return
        b = self.board
        r = ROW_A
        board = self.panel(r, "#efe6d6")
        self.label(
            "Fight board 斗盆 — tribute challenge 进贡挑战", QRectF(r.x() + 8, r.y() + 2, 400, 16), 9, True, SOFT_INK
        )
        b.named["fight"] = board
        self.detail(
            board,
            (
                "Fight board 斗盆",
                step_table() + ".\n" + dice_table() + ".\nThe cricket that "
                "catches up with or passes the other wins; the first to cross the centre is brave 勇.",
            ),
        )
        tx, tw = r.x() + BOX_W + 12, r.width() - 2 * BOX_W - 24
        cells = D.FIGHT_LENGTH + 1
        cw = tw / cells
        for c in range(cells):
            self.panel(QRectF(tx + c * cw, r.y() + 24, cw - 3, 44), "#f8e8c8", "#c8b090")
        centre_x = tx + (D.FIGHT_CENTRE + 0.5) * cw - 1.5
        b.addLine(centre_x, r.y() + 20, centre_x, r.y() + 72, QPen(QColor("#b02a10"), 3))
        self.label("centre 中线", QRectF(centre_x - 40, r.y() + 70, 80, 16), 9, True, "#b02a10", CENTRE)
        for side in (0, 1):
            self._side(side, f, r, tx, cw)
        bets = [
            f"{b.seat_name(seat)} → {'challenger' if side == 0 else 'defender'}"
            for seat, side in enumerate(f.bets)
            if side >= 0
        ]
        self.label("bets 押注: " + ("; ".join(bets) or "none"), QRectF(tx, r.y() + 86, tw, 16), 9)
        self.label(step_table(), QRectF(tx, r.y() + 102, tw, 16), 9, False, SOFT_INK)
        self.label(dice_table(), QRectF(tx, r.y() + 118, tw, 16), 9, False, SOFT_INK)

    def _side(self, side: int, f: Any, r: QRectF, tx: float, cw: float) -> None:
        s, b = self.s, self.board
        seat = owner(f, side)
        col = b.seat_colour(seat)
        x = r.x() + 6 if side == 0 else r.right() - BOX_W - 6
        box = self.panel(QRectF(x, r.y() + 20, BOX_W, 114), soft(col, 0.22), col)
        b.fight_boxes[side] = box
        lines = [b.seat_name(seat), SIDE_WORDS[side]]
        code = code_of(f, side)
        if code >= 0:
            grade = D.grade_of(code)
            title = D.TITLES[code - D.TITLE_CODE]["zh"] if code >= D.TITLE_CODE else ""
            pos = f.pos[side] if side == 0 else D.FIGHT_LENGTH - f.pos[side]
            cricket = self.add(CricketItem(grade, None, 26, bool(title)), tx + pos * cw + cw / 2, r.y() + 50)
            b.named[f"fighter{side}"] = cricket
            if code >= D.TITLE_CODE:
                self.detail(cricket, T.title_cricket_detail(code - D.TITLE_CODE, b.seat_name(seat)))
            else:
                self.detail(cricket, T.grade_detail(grade, None, b.seat_name(seat)))
            self.add(TokenItem("indicator", None, col, 12), tx + pos * cw + cw / 2 - 2, r.y() + 30)
            lines.append(title or D.GRADE_NAMES[grade])
            lines.append("excited 兴奋" if f.excited[side] else "not excited yet")
            if f.roll[side]:
                exciting = not f.excited[side] or f.step in (F_EXCITE, F_EXCITE_BOOST)
                grass = ", grass" if f.grass_used[side] else ""
                lines.append(f"total {total(s, f, side, exciting)}{grass}")
            if f.brave == side:
                lines.append("★ brave 勇")
            if f.winner == side:
                lines.append("WINNER 胜")
        self.label(lines[0], QRectF(x + 6, r.y() + 22, 116, 17), 10, True, col.darker(160))
        for k, text in enumerate(lines[1:]):
            self.label(text, QRectF(x + 6, r.y() + 39 + k * 15, 118, 16), 9)
        if f.dice[side]:
            die = self.add(
                DieShapeItem(f.dice[side], f.roll[side] or None, col.lighter(150), 36), x + BOX_W - 26, r.y() + 46
            )
            b.named[f"die{side}"] = die
            shown = f"showing {f.roll[side]}" if f.roll[side] else "not rolled yet"
            self.detail(die, (f"{b.seat_name(seat)}'s d{f.dice[side]}, {shown}", step_table() + "."))
            self.board.animate_die(die, side, f.roll[side])
            if (side == f.mover and f.step in (F_ROLL, F_BOOST)) or (
                f.step in (F_EXCITE, F_EXCITE_BOOST) and side == f.boost_side
            ):
                for a in self.acts("roll"):
                    self.bind(a, die)
                grass = b.seat_items.get("grass")
                for a in self.acts("grass"):
                    if grass is not None:
                        self.bind(a, grass, die)
                if f.step in (F_BOOST, F_EXCITE_BOOST) and not self.acts("grass"):
                    self.explain(die, b.why_not("grass", ()))
        picking = (f.step == F_PICK_C and side == 0) or (f.step == F_PICK_D and side == 1)
        for a in self.acts("fighter"):
            code = a.args[0]
            src = b.seat_items.get(f"t{code - D.TITLE_CODE}" if code >= D.TITLE_CODE else f"c{code}")
            if src is not None and picking:
                self.bind(a, src, box)
        if f.step in (F_PICK_C, F_PICK_D) and not picking:
            self.explain(box, f"your cricket goes to your own side: the {SIDE_WORDS[1 - side].split()[0]}'s box")
        ind = b.seat_items.get("indicator")
        for a in self.acts("bet"):
            if a.args[0] == side and ind is not None:
                self.bind(a, ind, box)


class DieTumble:
    """A die that tumbles through faces before it lands on the value rolled (the RNG is never used).
    Remembers the last value shown per side, so a redraw for another reason does not tumble again."""

    MS = 450

    def __init__(self) -> None:
        self.last: dict[int, int] = {}
        self.running: list[QVariantAnimation] = []

    def stop(self) -> None:
        for anim in self.running:
            anim.stop()
        self.running = []

    def start(self, board: Any, die: DieShapeItem, side: int, value: int) -> QVariantAnimation | None:
        previous = self.last.get(side)
        self.last[side] = value
        if not value or previous == value or not board.views() or board.pace_ms <= 0:
            return None
        anim = QVariantAnimation(board)
        anim.setStartValue(0)
        anim.setEndValue(12)
        anim.setDuration(min(self.MS, board.pace_ms))
        sides = die.sides

        def step(v: Any) -> None:
            k = int(v)
            die.value = value if k >= 12 else (value + 5 * k) % sides + 1
            die.update()

        anim.valueChanged.connect(step)
        self.running.append(anim)
        anim.start()
        return anim
