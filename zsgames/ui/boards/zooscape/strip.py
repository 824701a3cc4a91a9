"""The strip along the top of the Zooscape board: the round and its master, then the round piles,
the deck on the sack, the bin, the kimonos and (when it lies there) the apprentice beside the piles —
each a small card with a word or two beside it, and its whole story on demand."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF

from zsgames.core.i18n import _
from zsgames.core.text import seat_name
from zsgames.games.zooscape.table import C, StripShown, card_count, card_list
from zsgames.ui.boards.zooscape.art_items import ArtItem
from zsgames.ui.boards.zooscape.labels import label, text_width
from zsgames.ui.boards.zooscape.layout import CAPTION, HEAD, PAPER_EDGE, TABLE_H, TABLE_Y, TEXT, W
from zsgames.ui.boards.zooscape.pieces import ZooCard
from zsgames.ui.boards.zooscape.words import action_body, card_body
from zsgames.ui.shared.pieces import PanelItem

ICON_W, ICON_H = 18.0, 25.0
PLACE_W = 22.0  # the sack and the bin, drawn square (the strip is full with 6 players)
PLACE_ART = {"deck": "sack", "bin": "bin"}


class TableStrip:
    """Draws the strip for a scene; ``spots`` says where the bin, the kimonos and the apprentice lie
    (a staged reveal slides cards there)."""

    def __init__(self, scene: Any) -> None:
        self.scene = scene
        self.spots: dict[str, QPointF] = {}

    def draw(self, strip: StripShown) -> None:
        """The strip as the table shows it (a staged reveal passes the bin, kimonos and apprentice as
        they stand at its step): its paper drawn once, its words and cards a part kept while they
        read the same."""
        scene = self.scene
        scene.memo(
            "strip paper",
            (),
            lambda: scene.addItem(PanelItem(QRectF(10, TABLE_Y, W - 20, TABLE_H), "#d9ceb6", "", PAPER_EDGE)),
        )
        title = _(
            "Round {round} of {rounds} · master: {master}",
            round=strip.round,
            rounds=C.ROUNDS,
            master=seat_name(scene.seat_name(strip.master)),
        )
        entries = self._entries(strip)
        backs = strip.backs  # a few backs behind the first pile
        self.spots = scene.memo("strip", (title, entries, backs), lambda: self._draw(title, entries, backs))

    def _entries(self, strip: StripShown) -> tuple[tuple[str, int | None, str, str, str], ...]:
        """(spot, the card shown or None for a back, its line, its detail's title and text)."""
        piles, size, deck = strip.piles, strip.pile_size, strip.deck
        entries = [
            (
                "piles",
                None,
                _("{n} pile left", plural="{n} piles left", n=piles) if piles else _("no piles left"),
                _("Round piles"),
                _(
                    "{n} round pile left, {size} hidden cards each: one is laid out at the start of each round.",
                    plural="{n} round piles left, {size} hidden cards each: one is laid out at the start of each "
                    "round.",
                    n=piles,
                    size=size,
                ),
            ),
            (
                "deck",
                None,
                _("deck {n}", n=deck),
                _("The deck on the sack"),
                _(
                    "{n} hidden card. A Lucky Cat draws a card at random from here.",
                    plural="{n} hidden cards. A Lucky Cat draws a card at random from here.",
                    n=deck,
                ),
            ),
            (
                "bin",
                None,
                _("bin {n}", n=card_count(strip.bin)),
                _("The bin"),
                self._bin_body(strip.bin),
            ),
            (
                "kimonos",
                C.KIMONO_IDS[0] if strip.kimonos else None,
                self._kimono_line(strip),
                _("The kimono pile"),
                self._kimono_body(strip),
            ),
        ]
        if strip.apprentice_beside:
            entries.append(
                (
                    "apprentice",
                    C.APPRENTICE_CARD,
                    _("apprentice beside the piles"),
                    _("The apprentice"),
                    _(
                        "It lies beside the round piles: nobody holds it, so nobody takes the bin this round "
                        "and the master's role passes to the left."
                    )
                    + "\n\n"
                    + action_body(C.APPRENTICE),
                )
            )
        return tuple(entries)

    def _draw(
        self, title: str, entries: tuple[tuple[str, int | None, str, str, str], ...], backs: int
    ) -> dict[str, QPointF]:
        scene = self.scene
        mid = TABLE_Y + TABLE_H / 2
        width = text_width(title, HEAD, True) + 6
        label(scene, title, QRectF(20, mid - 10, width, 20), HEAD, True)
        x = 20 + width + 22
        spots: dict[str, QPointF] = {}
        for key, card, line, title_, body in entries:
            icon: ZooCard | ArtItem
            if key in PLACE_ART:  # the deck lies on the sack; the bin is a tub
                icon = ArtItem(PLACE_ART[key], PLACE_W, PLACE_W)
                icon.setPos(x, mid - PLACE_W / 2)
            else:
                icon = ZooCard(card, ICON_W, ICON_H, face_up=card is not None)
                icon.setPos(x, mid - ICON_H / 2)
            scene.addItem(icon)
            scene.set_detail(icon, title_, body)
            spots[key] = QPointF(x, mid - ICON_H / 2)
            icon_w = PLACE_W if key in PLACE_ART else ICON_W
            if key == "piles":
                for i in range(1, backs + 1):
                    back = ZooCard(None, ICON_W, ICON_H, face_up=False)
                    back.setPos(x - 3 * i, mid - ICON_H / 2)
                    back.setZValue(-i)
                    scene.addItem(back)
            w = text_width(line, TEXT) + 6
            text = label(scene, line, QRectF(x + icon_w + 5, mid - 9, w, 18), TEXT, False, CAPTION)
            scene.set_detail(text, title_, body)
            x += icon_w + 5 + w + 16
        spots.setdefault("apprentice", QPointF(x, mid - ICON_H / 2))  # where it goes when it comes back
        return spots

    def _bin_body(self, cards: tuple[int, ...] | int) -> str:
        if not cards:
            return _("Empty. Cards nobody wants, and single cards several players want, go in face down.")
        if isinstance(cards, int):
            return _(
                "{n} card face down, and nobody may look at them. Whoever holds the apprentice when the round "
                "ends takes them all.",
                plural="{n} cards face down, and nobody may look at them. Whoever holds the apprentice when the "
                "round ends takes them all.",
                n=cards,
            )
        return _(
            "{n} card face down. Nobody may look, but everyone saw them go in: {listed}. Whoever holds the "
            "apprentice when the round ends takes them all.",
            plural="{n} cards face down. Nobody may look, but everyone saw them go in: {listed}. Whoever holds "
            "the apprentice when the round ends takes them all.",
            n=len(cards),
            listed=card_list(sorted(cards, key=C.sort_key)),
        )

    @staticmethod
    def _kimono_line(strip: StripShown) -> str:
        if strip.kimonos:
            return _("{n} kimono", plural="{n} kimonos", n=strip.kimonos)
        return _("kimonos gone") if strip.kimonos_closed else _("no kimonos")

    def _kimono_body(self, strip: StripShown) -> str:
        count = strip.kimonos
        if count:
            return (
                _(
                    "{n} kimono left. Players who all want a group of a single card each get one instead (if "
                    "there are enough for all of them).",
                    plural="{n} kimonos left. Players who all want a group of a single card each get one instead "
                    "(if there are enough for all of them).",
                    n=count,
                )
                + "\n\n"
                + card_body(C.KIMONO_IDS[0])
            )
        if strip.kimonos_closed:
            return _("There were not enough kimonos for everyone once: the rest left the game, and no more are given.")
        return _("All kimonos are given out.")


__all__ = ["TableStrip"]
