"""Why a piece of the Cuzhi 促织 board does not go where it was dropped, in the game's words.

Places that refuse a piece explain themselves where they are drawn (a full space, a closed hire
space, a card the player cannot pay). This part covers the rest: for every piece that can move, the
sentence a drop off its targets gives (instead of a list of moves); for the decider's pieces that
cannot move now, the rule that holds them (said on a click or a drag).
"""

from __future__ import annotations

from zsgames.core.i18n import _
from zsgames.games.cuzhi.table import D, W
from zsgames.ui.boards.cuzhi.part import Part


class Refusals(Part):
    def draw(self) -> None:
        b = self.board
        for piece in b.bindings.sources():
            kinds = {a.kind for a, _zone in b.bindings.drags_of(piece)}
            if kinds:
                b.explain_piece(piece, self.drop_sentence(kinds))
        self._held_pieces()

    def drop_sentence(self, kinds: set[str]) -> str:
        market = self.t.market.stalls
        if "place" in kinds:
            return _("a village head goes on an empty open space of Areas 1–5 (the ones that light up)")
        parts = []
        if "sell_cricket" in kinds:
            price = W.coins(D.SLOT_PRICES[min(market, D.MARKET_SLOTS - 1)])
            parts.append(
                _(
                    "a cricket is sold on the leftmost empty market stall (stall {n}, {price})",
                    n=market + 1,
                    price=price,
                )
            )
        if "cultivate" in kinds:
            parts.append(_("a cricket is cultivated on +1 grade, or on +2 grades with grass, in Area 3"))
        if "sell_grass" in kinds:
            trades = [_("{n} for {coins}", n=g, coins=W.coins(c)) for g, c in D.GRASS_TRADES]
            parts.append(
                _(
                    "grass is sold on a grass pile of the market ({trades})",
                    trades=_(" or ", context="list").join(trades),
                )
            )
        if "grass" in kinds:
            parts.append(_("grass is fed to your cricket by dropping it on your die"))
        if "sell_jar" in kinds:
            parts.append(_("a jar is sold on the market's jar pile"))
        if "exchange" in kinds:
            parts.append(_("a kept Sound 辨声 is exchanged on one of the exchanges in Area 1"))
        if "hire" in kinds:
            parts.append(
                _("an indicator on an open hire space hires a village head ({coins})", coins=W.coins(D.HIRE_COST))
            )
        if "bet" in kinds:
            parts.append(_("a bet is your indicator dropped on the challenger's or the defender's box"))
        if "fighter" in kinds:
            parts.append(_("your cricket goes to your own side of the fight board"))
        if "buy_cricket" in kinds:
            parts.append(_("the rightmost market cricket is bought by dragging it onto your seat"))
        if "tribute" in kinds:
            parts.append(_("a tribute card is taken by dragging it onto your seat"))
        return _("; ", context="list").join(parts) or _("that does not go there")

    def _held_pieces(self) -> None:
        """The decider's crickets that cannot move now say why (a click or a drag on them)."""
        b = self.board
        frame = b.frame
        if frame is None or b.decider is None:
            return
        kind = frame[0]
        moving = set(b.bindings.sources())
        for g in range(5):
            item = b.seat_items.get(f"c{g}")
            if item is None or item in moving:
                continue
            reason = None
            if kind == "cult":
                reason = b.why_not("cultivate", (g, 0))
            elif kind == "trade" and frame[2] > 0:
                reason = b.why_not("sell_cricket", (g,))
            elif kind == "fight" and self.acts("fighter"):
                reason = b.why_not("fighter", (g,))
            self.explain(item, reason)
        if kind == "trade" and frame[2] > 0:
            for t in self.t.seats[b.decider].titles:
                item = b.seat_items.get(f"t{t}")
                if item is not None and item not in moving:
                    self.explain(item, b.why_not("sell_cricket", (D.TITLE_CODE + t,)))
