"""Setup, I. Preparation and III. Empty the bin — the round structure around the market."""

from __future__ import annotations

from zsgames.core.game import Event, GameConfig
from zsgames.core.i18n import Text
from zsgames.core.rng import Rng
from zsgames.core.text import YOU
from zsgames.games.zooscape import action_cards, market
from zsgames.games.zooscape import cards as C
from zsgames.games.zooscape.names import card_list
from zsgames.games.zooscape.state import APP_MASTER, P_OVER, P_SPLIT, ZState, full


def setup(config: GameConfig, seed: int | str) -> ZState:
    """Five face-down round piles (9 or 13 cards), the rest on the sack; kimonos apart."""
    n = config.players
    s = ZState()
    s.config = config
    s.n = n
    s.rng = Rng(seed)
    market_cards = list(range(C.MARKET_CARDS))
    s.rng.shuffle(market_cards)
    size = C.PILE_SIZE[n]
    s.piles = tuple(tuple(market_cards[i * size : (i + 1) * size]) for i in range(C.ROUNDS))
    s.deck = tuple(market_cards[C.ROUNDS * size :])
    s.bin = ()
    s.kimonos = C.KIMONO_IDS
    first = config.option("first_master")
    if isinstance(first, int) and not isinstance(first, bool) and 0 <= first < n:
        s.master = first
    else:
        s.master = s.rng.randbelow(n)
    s.app_at = APP_MASTER
    s.won = ((),) * n
    s.copies = ((),) * n
    s.choice = s.revealed = s.took = (0,) * n
    start_round(s, [])
    return s


def start_round(s: ZState, ev: list[Event]) -> None:
    """I. Preparation: the master lays the next round pile out as a row, order kept."""
    s.round += 1
    s.stage = 0
    s.cur, s.piles = full(s.piles[0]), s.piles[1:]
    s.players_in = tuple(range(s.n))
    s.took = (0,) * s.n  # the last reveal stays visible until the next selection starts
    s.first_split = True
    s.phase = P_SPLIT
    name = s.config.name(s.master)
    number, size, cards = s.round, len(s.cur), card_list(s.cur)
    text = (
        Text(
            "Round {round}: You lay out {n} card: {cards}",
            plural="Round {round}: You lay out {n} cards: {cards}",
            round=number,
            n=size,
            cards=cards,
        )
        if name == YOU
        else Text(
            "Round {round}: {name} lays out {n} card: {cards}",
            plural="Round {round}: {name} lays out {n} cards: {cards}",
            name=name,
            round=number,
            n=size,
            cards=cards,
        )
    )
    ev.append(
        Event(
            "round",
            text,
            s.master,
            chance=True,
            data=(("round", s.round),),
        )
    )


def proceed(s: ZState, ev: list[Event]) -> None:
    """Run everything that needs no decision, stopping at the next question (or the end)."""
    while True:
        if (s.pend_seat >= 0 or s.pend_queue) and action_cards.advance(s, ev):
            return
        if s.stack:
            (s.cur, s.players_in), s.stack = s.stack[-1], s.stack[:-1]
            s.phase = P_SPLIT
            return
        if s.stage == 0:
            empty_the_bin(s, ev)
            continue
        if s.round >= C.ROUNDS:
            s.phase = P_OVER
            s.players_in = ()
            ev.append(Event("end", Text("All five round piles are played: final scoring"), None))
            return
        start_round(s, ev)
        return


def empty_the_bin(s: ZState, ev: list[Event]) -> None:
    """III. The apprentice's holder takes the bin and becomes master; else mastership passes left."""
    s.stage = 1
    holder = s.app_at
    if holder >= 0:
        taken = full(s.bin)
        s.bin = ()
        market.gain(s, holder, taken)
        s.master = holder
        name = s.config.name(holder)
        text = (
            Text("You hold the apprentice, take the bin ({cards}) and become master", cards=card_list(taken))
            if name == YOU
            else Text(
                "{name} holds the apprentice, takes the bin ({cards}) and becomes master",
                name=name,
                cards=card_list(taken),
            )
        )
        ev.append(
            Event(
                "bin_taken",
                text,
                holder,
                chance=True,
                data=(("cards", taken),),
            )
        )
    else:
        old = s.master
        s.master = (old + 1) % s.n
        name = s.config.name(s.master)
        text = (
            Text("Nobody holds the apprentice: You become master; the bin stays as it is")
            if name == YOU
            else Text("Nobody holds the apprentice: {name} becomes master; the bin stays as it is", name=name)
        )
        ev.append(Event("master", text, old))
    s.app_at = APP_MASTER
