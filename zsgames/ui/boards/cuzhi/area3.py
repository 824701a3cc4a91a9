"""Area 3 of the Cuzhi 促织 board — Cultivation 培养区 (spaces, the +1 / +2 grade zones, the round's
title cards) — and the Virtue 德 / Reputation 望 tracks beside it."""

from __future__ import annotations

from PySide6.QtCore import QRectF

from zsgames.core.i18n import N_, Text, _
from zsgames.games.cuzhi.table import D, W
from zsgames.ui.boards.cuzhi import text as T
from zsgames.ui.boards.cuzhi.area12 import AREA_FILL, area_caption
from zsgames.ui.boards.cuzhi.cards import TitleCardItem
from zsgames.ui.boards.cuzhi.layout import AREA3, MIN_PT, PAD, SH, TRACKS
from zsgames.ui.boards.cuzhi.part import CENTRE, SOFT_INK, Z_ON, Z_PANEL, Part
from zsgames.ui.boards.cuzhi.pieces import MARKER_RADIUS, LanternRowItem, MarkerItem, TrackRowItem
from zsgames.ui.boards.cuzhi.spaces import draw_spaces, row
from zsgames.ui.shared.pieces import PanelItem


class Area3(Part):
    """Area 3 — Cultivation."""

    def draw(self) -> None:
        r = AREA3
        b = self.board
        b.cult_zones = list(self.retain(("art", 3), self._art))
        draw_spaces(self, row(3, r.x() + PAD, r.y() + 20))
        self._zone_moves()
        b.title_items = dict(self.retain("titles", self._titles, self.t.titles, self.t.title_deck))

    def _art(self) -> list[PanelItem]:
        """The panel, its words and the two cultivation zones (the same all game): the zones."""
        r = AREA3
        self.panel(r, AREA_FILL[2], z=Z_PANEL)
        self.caption(r, area_caption(3), _("× = cultivations"), "area_3")
        x, y = r.x() + PAD, r.y() + 20 + SH + 6
        texts = ((_("+1 grade"), _("one cultivation")), (_("+2 grades"), _("uses 1 grass 草")))
        royal = _(
            "Raising a first-grade cricket to royal 皇家 costs {coins} and {jars}, "
            "and gives +{n} Virtue or Reputation.",
            coins=W.coins(D.ROYAL_COINS),
            jars=W.jars(D.ROYAL_JARS),
            n=D.ROYAL_REWARD,
        )
        zones = []
        for j, (top, bottom) in enumerate(texts):
            rect = QRectF(x + j * 118, y, 114, 42)
            zone = self.panel(rect, "#fbf6ea", "#8aa070")
            self.label(top, QRectF(rect.x(), rect.y() + 3, rect.width(), 18), 10, True, "#2f4a1a", CENTRE)
            self.label(bottom, QRectF(rect.x(), rect.y() + 21, rect.width(), 16), MIN_PT, False, SOFT_INK, CENTRE)
            self.detail(
                zone,
                (
                    _("Cultivate: {zone}", zone=top),
                    _("{how} {royal}", how=_(RAISE[j]), royal=royal),
                ),
            )
            zones.append(zone)
        return zones

    def _zone_moves(self) -> None:
        b = self.board
        zones = b.cult_zones
        frame = b.frame
        if frame and frame[0] == "cult" and self.t.seats[frame[1]].grass <= 0:
            self.explain(zones[1], _("you have no grass 草"))

    def _titles(self, display: tuple[int, ...], deck: int) -> dict[int, TitleCardItem]:
        """The round's title cards, by title."""
        x, y = AREA3.x() + 246, AREA3.y() + 20
        cards = {}
        for k, t in enumerate(display):
            card = self.add(TitleCardItem(t), x + k * (TitleCardItem.W + 4), y)
            cards[t] = card
            title, body = T.title_detail(t)
            left = _(
                "{cards} still face down in the deck.", cards=Text("{n} title card", plural="{n} title cards", n=deck)
            )
            self.detail(card, (title, f"{body}\n{left}"))
        if not display:
            self.label(
                _("No title card 称号 left this round"), QRectF(x, y + 30, 188, 34), MIN_PT, False, SOFT_INK, CENTRE
            )
        return cards


class Tracks(Part):
    """The Virtue and Reputation tracks with every seat's marker and the lantern bonuses."""

    def draw(self) -> None:
        b = self.board
        b.track_items = dict(self.retain(("art", "tracks"), self._art))
        values = {"V": [shown.virtue for shown in self.t.seats], "R": [shown.rep for shown in self.t.seats]}
        lanterns = W.listed([f"{v}: +{bonus}" for v, bonus in sorted(D.LANTERN_BONUS.items())])
        for track, row_ in b.track_items.items():  # its details name every seat's value: given anew each time
            word = T.track_name(track)
            marks = W.listed([f"{b.seat_name(seat)} {values[track][seat]}" for seat in range(self.t.players)])
            self.detail(
                row_,
                (
                    _("{track} track", track=word),
                    _(
                        "{marks}.\nAt the end each player scores Virtue × Reputation, and a marker ending on a "
                        "lantern 灯 square adds its bonus ({lanterns}). The tracks stop at {low} and {high}.",
                        marks=marks,
                        lanterns=lanterns,
                        low=D.TRACK_MIN,
                        high=D.TRACK_MAX,
                    ),
                ),
            )
        markers = self.retain("markers", self._markers, tuple(values["V"]), tuple(values["R"]))
        for (seat, track), marker in markers.items():
            b.spots[(seat, f"marker{track}")] = marker

    def _art(self) -> dict[str, TrackRowItem]:
        """The panel, the two tracks, the lanterns and the words (the same all game): the tracks."""
        r = TRACKS
        self.panel(r, "#f4ecd8", z=Z_PANEL)
        x0 = r.x() + 100
        width = r.width() - 108
        rows = {}
        for track, y in (("V", r.y() + 8), ("R", r.y() + 62)):
            self.label(T.track_name(track), QRectF(r.x() + 8, y + 10, 90, 16), MIN_PT, False, T_COLOURS[track])
            rows[track] = self.add(TrackRowItem(track, width), x0, y)
        self.add(LanternRowItem(width), x0, r.y() + 45)
        self.label(_("lanterns 灯"), QRectF(r.x() + 8, r.y() + 45, 90, 16), MIN_PT, False, SOFT_INK)
        self.label(
            _("Score: Virtue × Reputation + lanterns (tracks, yamens) + goods ÷ {n}", n=D.COINS_PER_POINT),
            QRectF(r.x() + 8, r.y() + 104, r.width() - 16, 16),
            MIN_PT,
            False,
            SOFT_INK,
        )
        return rows

    def _markers(self, virtue: tuple[int, ...], rep: tuple[int, ...]) -> dict[tuple[int, str], MarkerItem]:
        """Every seat's marker on both tracks (they stand on the tracks of the art), by (seat, track)."""
        b = self.board
        markers = {}
        for track, values in (("V", virtue), ("R", rep)):
            row_ = b.track_items[track]
            for seat, value in enumerate(values):
                marker = self.add(
                    MarkerItem(b.seat_colour(seat), MARKER_RADIUS, symbol=(b.seat_colour_name(seat), seat)), 0, 0
                )
                marker.setPos(row_.pos() + row_.marker_spot(value, seat))
                marker.setZValue(Z_ON)
                markers[(seat, track)] = marker
        return markers


T_COLOURS = {"V": "#2a5a8a", "R": "#a0301a"}
#: what each cultivation zone does, in its details
RAISE = (
    N_("Drop a cricket here during your Area 3 turn to raise it one grade."),
    N_("Drop a cricket here during your Area 3 turn to raise it two grades with one grass 草 (one cultivation)."),
)
