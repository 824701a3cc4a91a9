"""The market of the Zooscape board: what is asked now, the row to split or the two groups, the
action cards waiting to be resolved or the final ranking; under it the selection disks, the last
reveal's outcome and the contested groups still to split."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF

from zsgames.core.game import Action
from zsgames.core.text import join_and, plural
from zsgames.games.zooscape import cards as C
from zsgames.games.zooscape.scoring import card_total, seat_score
from zsgames.games.zooscape.state import P_APPRENTICE, P_OVER, P_SELECT, P_SPLIT
from zsgames.games.zooscape.view import card_count
from zsgames.ui.boards.zooscape_labels import label, text_width
from zsgames.ui.boards.zooscape_layout import (
    CAPTION,
    GAP,
    HEAD,
    MARKET_Y,
    PAPER_EDGE,
    RATIO,
    SMALL,
    TEXT,
    X0,
    ZONE_GAP,
    ZONE_PAD,
    Geometry,
    W,
)
from zsgames.ui.boards.zooscape_pieces import CutBar, Divider, Emblem, FlipDisk, GroupDisk, SwapButton, ZooCard
from zsgames.ui.boards.zooscape_players import ring
from zsgames.ui.boards.zooscape_reveal_plan import RevealPlan
from zsgames.ui.boards.zooscape_words import (
    ACTION_BODY,
    FLOWER_FLAG,
    card_body,
    outcome_caption,
    round_end_text,
)
from zsgames.ui.pieces import DiskItem, PanelItem

RIGHT_EDGE = W - 20
ZONE_MIN = 92.0  # a zone is never narrower than its "Group N" title
DISK_R = 13.0
LEGEND_W = 270.0  # the flower-and-flag legend's width


def group_layout(sizes: tuple[int, int], cap: float, extra: float) -> tuple[float, list[tuple[float, float]]]:
    """Card width and (x, width) of the left and right zones for groups of ``sizes`` cards, with
    ``extra`` room kept on the right (the apprentice waiting)."""
    cw = cap
    while True:
        widths = [max(ZONE_MIN, max(1, n) * (cw + GAP) - GAP + 2 * ZONE_PAD) for n in sizes]
        if X0 + sum(widths) + ZONE_GAP + extra <= RIGHT_EDGE or cw <= 24:
            break
        cw -= 1
    return cw, [(X0, widths[0]), (X0 + widths[0] + ZONE_GAP, widths[1])]


class Market:
    """Draws the market for a scene; fills the scene's gaps, zones and pieces for the gestures."""

    def __init__(self, scene: Any) -> None:
        self.scene = scene

    def panel(self, geom: Geometry) -> None:
        self.scene.addItem(PanelItem(QRectF(10, MARKET_Y, W - 20, geom.market_bottom - MARKET_Y), "#efe6d2", "",
                                     PAPER_EDGE))

    def status(self, text: str, geom: Geometry, colour: Any, room: float = 0.0) -> None:
        """The one line that says what is asked now (``room`` kept free on its right)."""
        label(self.scene, text, QRectF(X0, geom.status_y, RIGHT_EDGE - X0 - room, 21), HEAD, True, colour)

    def draw(self, view: Any, viewer: int | None, geom: Geometry, by_kind: dict[str, list[Action]],
             plan: RevealPlan | None) -> None:
        if view.phase == P_OVER:
            self._ranking(view, geom)
        elif view.phase == P_SPLIT:
            self._split_row(view, geom, by_kind.get("split", []))
        elif view.phase in (P_APPRENTICE, P_SELECT):
            placing = bool(by_kind.get("apprentice"))
            self.zones(view.groups, view.left_num, geom, placing)
            self._apprentice(geom, by_kind.get("apprentice", []))
            if view.phase == P_SELECT:
                self._choosing(view, viewer, geom, by_kind.get("select", []))
        else:
            self._pending(view, geom, by_kind)
        if view.phase not in (P_SELECT, P_OVER) and any(view.revealed):
            self.last_reveal(view.revealed, geom)
            if plan is not None and plan.matches(view):
                self.outcomes(plan, geom, 2)
                if plan.round_ends and not view.stack:
                    holder = self.scene.seat_name(plan.holder) if plan.holder >= 0 else None
                    text = "Then the round ended: " + round_end_text(
                        holder, card_count(plan.bin_after), self.scene.seat_name(plan.next_master), past=True)
                    label(self.scene, text, QRectF(X0, geom.stack_y, RIGHT_EDGE - X0 - LEGEND_W, 17), SMALL,
                          False, CAPTION)
        if view.stack:
            waiting = "; ".join(f"{plural(len(cards), 'card')} for {join_and([self.scene.seat_name(s) for s in seats])}"
                                for cards, seats in reversed(view.stack))
            label(self.scene, f"Contested groups still to split: {waiting}",
                  QRectF(X0, geom.stack_y, RIGHT_EDGE - X0 - LEGEND_W, 17), SMALL, False, CAPTION)
        self.legend(geom)

    def legend(self, geom: Geometry) -> None:
        """What the flower and the flag of a card mean, in the market's bottom right corner."""
        scene = self.scene
        x, y = RIGHT_EDGE - LEGEND_W + 10, geom.stack_y - 2
        for which, words, width in (("flower", "points each", 80.0), ("flag", "most you may hold", 118.0)):
            emblem = Emblem(which)
            emblem.setPos(x, y)
            scene.addItem(emblem)
            text = label(scene, words, QRectF(x + 23, y + 2, width, 17), SMALL, False, CAPTION)
            for item in (emblem, text):
                scene.set_detail(item, "The flower and the flag", FLOWER_FLAG)
            x += 23 + width + 8

    # --- the row and the groups ---------------------------------------------------------------------
    def _split_row(self, view: Any, geom: Geometry, splits: list[Action]) -> None:
        scene = self.scene
        cards = list(view.cur)
        cw = min(geom.cw, (RIGHT_EDGE - X0 - 80) / max(1, len(cards)) - GAP)
        ch = round(cw * RATIO)
        who = "" if len(view.players_in) == view.n else " — contested by " + join_and(
            [scene.seat_name(s) for s in view.players_in])
        label(scene, f"The row: {plural(len(cards), 'card')}{who}", QRectF(X0, geom.title_y, 700, 18), TEXT, True)
        for i, card in enumerate(cards):
            item = ZooCard(card, cw, ch)
            item.setPos(X0 + i * (cw + GAP), geom.row_y)
            scene.addItem(item)
            scene.set_detail(item, C.card_name(card), card_body(card))
            scene.row_cards.append(item)
        if not splits:
            return
        for cut in range(1, len(cards)):
            x = X0 + cut * (cw + GAP) - GAP / 2
            scene.gaps[cut] = scene.make_zone(QRectF(x - 12, geom.row_y - 6, 24, ch + 12))
        scene.divider = Divider(scene.left_is, ch)
        scene.divider.setPos(min(X0 + len(cards) * (cw + GAP) + 40, RIGHT_EDGE - 36), geom.row_y)
        scene.addItem(scene.divider)
        scene.set_detail(scene.divider, "The divider", "Drag it into a gap of the row to split the row there. The "
                         "numbers on its sides show which part becomes group 1 and which group 2; “swap 1 ⇄ 2” "
                         "turns them round.")
        scene.swap = SwapButton()
        scene.swap.setPos(RIGHT_EDGE - 110, geom.status_y - 1)
        scene.addItem(scene.swap)
        scene.set_detail(scene.swap, "swap 1 ⇄ 2", f"Now the left part becomes group {scene.left_is} and the right "
                         f"part group {3 - scene.left_is}; click to name them the other way round.")
        for action in splits:
            cut, left = action.args
            if left == scene.left_is:
                scene.bind_drag(action, scene.divider, scene.gaps[cut])
        scene.explain_piece(scene.divider, "drop the divider into a gap between two cards (they light up while "
                            "you drag it)")

    def zones(self, groups: tuple, left_num: int, geom: Geometry, placing: bool = False,
              empty: frozenset[int] = frozenset()) -> dict[int, QRectF]:
        """The two group zones with their cards (those of the groups in ``empty`` have left: not
        drawn); fills ``scene.group_zones`` and ``scene.group_cards``. Returns each card's rect too
        in ``scene.card_rects``."""
        scene = self.scene
        order = (left_num, 3 - left_num)
        sizes = (len(groups[order[0] - 1]), len(groups[order[1] - 1]))
        cw, spans = group_layout(sizes, geom.cw, geom.cw + 16 if placing else 0.0)
        ch = round(cw * RATIO)
        rects: dict[int, QRectF] = {}
        for g, (x, width) in zip(order, spans, strict=True):
            rect = QRectF(x, geom.title_y - 3, width, geom.row_y - geom.title_y + ch + 3 + ZONE_PAD)
            zone = PanelItem(rect, "#f8f1e2", "", "#b59a6a")
            scene.addItem(zone)
            scene.group_zones[g] = zone
            rects[g] = rect
            disk = GroupDisk(g)
            disk.setPos(x + ZONE_PAD + 9, geom.title_y + 8)
            scene.addItem(disk)
            cards = groups[g - 1]
            title = f"Group {g}" + (f" · {plural(len(cards), 'card')}" if width >= 150 else "")
            text = label(scene, title, QRectF(x + ZONE_PAD + 22, geom.title_y - 1, width - 2 * ZONE_PAD - 22, 18),
                         TEXT, True)
            for item in (disk, text):
                scene.set_detail(item, f"Group {g}", f"{plural(len(cards), 'card')}: {C.describe(cards)}. The master "
                                 "names the two groups with the group disks; after the reveal group 1 is settled "
                                 "first, then group 2.")
            for i, card in enumerate(cards):
                r = QRectF(x + ZONE_PAD + i * (cw + GAP), geom.row_y, cw, ch)
                scene.card_rects[(g, i)] = r
                if g in empty:
                    continue
                item = ZooCard(card, cw, ch)
                item.setPos(r.topLeft())
                scene.addItem(item)
                scene.group_cards[(g, i)] = item
                scene.set_detail(item, C.card_name(card), card_body(card))
            for pos in range(len(cards) + 1):
                gx = x + ZONE_PAD + pos * (cw + GAP) - GAP / 2
                scene.app_gaps[(g, pos)] = QRectF(gx - 11, geom.row_y - 5, 22, ch + 10)
        left, right = rects[order[0]], rects[order[1]]
        cut = CutBar(ch + 10)
        cut.setPos((left.right() + right.left()) / 2, geom.row_y - 5)
        scene.addItem(cut)
        scene.cut = cut
        return rects

    def _apprentice(self, geom: Geometry, placements: list[Action]) -> None:
        scene = self.scene
        if not placements:
            scene.app_gaps = {}
            return
        zones = {key: scene.make_zone(rect) for key, rect in scene.app_gaps.items()}
        scene.app_gaps = zones
        right = max(z.sceneBoundingRect().right() for z in scene.group_zones.values())
        scene.apprentice = ZooCard(C.APPRENTICE_CARD, geom.cw, geom.ch)
        scene.apprentice.setPos(min(right + 14, RIGHT_EDGE - geom.cw), geom.row_y)
        scene.addItem(scene.apprentice)
        scene.set_detail(scene.apprentice, "The apprentice", ACTION_BODY[C.APPRENTICE])
        for action in placements:
            scene.bind_drag(action, scene.apprentice, zones[action.args])
        scene.explain_piece(scene.apprentice, "drop it into a gap of a group or at either end of one (they light "
                            "up while you drag it)")

    def _choosing(self, view: Any, viewer: int | None, geom: Geometry, selects: list[Action]) -> None:
        """The disks of those choosing: yours to drag, the others' face down once they have chosen."""
        scene = self.scene
        seats = list(view.players_in)
        if viewer in seats:
            seats.remove(viewer)
            seats.insert(0, viewer)
        step = min(150.0, (RIGHT_EDGE - X0) / max(1, len(seats)))
        x = X0
        y = geom.disks_y
        for seat in seats:
            c = view.choice[seat]
            name = scene.seat_name(seat)
            if seat == viewer and selects:
                disk = FlipDisk(scene.seat_colour(seat), None, False, DISK_R)
                scene.my_disk = disk
                text = "you: drag me"
                scene.set_detail(disk, "Your selection disk", "Drag it onto the group you want, or click the "
                                 "group. Nobody sees it until everyone involved has chosen; then all the disks "
                                 "are turned over together.")
            elif c:
                shown = seat == viewer and c > 0
                disk = FlipDisk(scene.seat_colour(seat), c if shown else None, shown, DISK_R)
                text = f"you chose {c}" if shown else f"{name}: chosen"
                scene.set_detail(disk, f"{name}'s disk", f"You chose group {c}." if shown else
                                 f"{name} has chosen; the disk stays face down until everyone involved has chosen.")
            else:
                disk = None
                text = f"{name}: choosing"
            if disk is not None:
                disk.setPos(x + DISK_R + 2, y)
                scene.addItem(disk)
            label(scene, text, QRectF(x + 2 * DISK_R + 6, y - 8, step - 2 * DISK_R - 8, 16), SMALL)
            x += step
        for action in selects:
            zone = scene.group_zones[action.args[0]]
            scene.bind_drag(action, scene.my_disk, zone)
            scene.bind_click(action, zone)
        if scene.my_disk is not None:
            scene.explain_piece(scene.my_disk, "drop your disk on a group, or click the group")

    def last_reveal(self, revealed: tuple[int, ...], geom: Geometry, flip: bool = False) -> list[FlipDisk]:
        """The disks of the last reveal, face up (``flip``: face down, for the staged turn-over)."""
        scene = self.scene
        label(scene, "Last reveal:", QRectF(X0, geom.disks_y - 8, 84, 16), SMALL, True)
        seats = [s for s, c in enumerate(revealed) if c]
        step = min(130.0, (RIGHT_EDGE - X0 - 88) / max(1, len(seats)))
        x = X0 + 88
        disks = []
        for seat in seats:
            disk = FlipDisk(scene.seat_colour(seat), revealed[seat], True, DISK_R)
            disk.setPos(x + DISK_R + 2, geom.disks_y)
            scene.addItem(disk)
            name = scene.seat_name(seat)
            scene.set_detail(disk, f"{name}'s disk", f"{name} chose group {revealed[seat]}.")
            text = label(scene, f"{name} → {revealed[seat]}",
                         QRectF(x + 2 * DISK_R + 8, geom.disks_y - 8, step - 2 * DISK_R - 12, 16), SMALL)
            disk.caption = text
            if flip:
                disk.set_flip(0.0)
                text.setVisible(False)
            disks.append(disk)
            x += step
        scene.reveal_disks = disks
        return disks

    def outcomes(self, plan: RevealPlan, geom: Geometry, upto: int, current: int = 0) -> None:
        """The outcome of groups 1…``upto`` of ``plan``, each on half the width (``current`` bold)."""
        half = (RIGHT_EDGE - X0 - 10) / 2
        for o in plan.outcomes[:upto]:
            who = [self.scene.seat_name(s) for s in o.wanters]
            text = outcome_caption(o.kind, o.group, len(o.cards), who, o.kimonos)
            x = X0 + (o.group - 1) * (half + 10)
            item = label(self.scene, text, QRectF(x, geom.strip_y, half, 30), SMALL, o.group == current,
                         "#2b2620" if o.group == current else CAPTION)
            self.scene.set_detail(item, f"Group {o.group}", o.text)

    # --- the rest of the round --------------------------------------------------------------------
    def _pending(self, view: Any, geom: Geometry, by_kind: dict[str, list[Action]]) -> None:
        scene = self.scene
        seat = view.pend_seat
        if seat < 0:
            return
        cards = [*view.pend_cards] + ([view.pend_copy] if view.pend_copy >= 0 else [])
        title = f"{scene.seat_name(seat)}'s action cards to resolve"
        label(scene, title, QRectF(X0, geom.title_y, 600, 18), TEXT, True)
        keys = {a.args[0]: a for a in by_kind.get("resolve", [])}
        for i, card in enumerate(cards):
            item = ZooCard(card, geom.cw, geom.ch)
            item.setPos(X0 + i * (geom.cw + GAP), geom.row_y)
            scene.addItem(item)
            scene.set_detail(item, C.card_name(card), card_body(card))
            key = C.ACTION_KEYS.get(C.KIND[card])
            if key in keys and key not in scene.pending_cards:
                scene.pending_cards[key] = item
                scene.bind_click(keys[key], item)
                ring(scene, item)

    def _ranking(self, view: Any, geom: Geometry) -> None:
        """The final order with each seat's points and cards (the tie-break)."""
        scene = self.scene
        scores = sorted(((seat_score(view, s).total, card_total(view, s), s) for s in range(view.n)), reverse=True)
        top = geom.title_y
        h = min(30.0, (geom.market_bottom - 6 - top) / len(scores))
        for i, (total, cards, seat) in enumerate(scores):
            y = top + i * h
            place = 1 + sum(1 for t, c, _ in scores if (t, c) > (total, cards))  # a shared win shares the place
            disk = DiskItem(scene.seat_colour(seat), 12.5, str(place))
            disk.setPos(X0 + 14, y + h / 2)
            scene.addItem(disk)
            text = f"{scene.seat_name(seat)}: {plural(total, 'point')}, {plural(cards, 'card')}"
            width = text_width(text, TEXT, True) + 8
            label(scene, text, QRectF(X0 + 34, y + h / 2 - 9, width, 18), TEXT, place == 1)
            score = seat_score(view, seat)
            curios = sum(v for name, v in score.lines[:C.CURIO_TYPES])
            rest = dict(score.lines[C.CURIO_TYPES:])
            parts = [f"curios {curios:+d}"] + [f"{k.lower()} {v:+d}" for k, v in rest.items() if v]
            label(scene, " · ".join(parts), QRectF(X0 + 44 + width, y + h / 2 - 8, RIGHT_EDGE - X0 - 54 - width, 16),
                  SMALL, False, CAPTION)


__all__ = ["DISK_R", "Market", "group_layout"]

