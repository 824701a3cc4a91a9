"""Setup, I. Preparation and III. Empty the bin — the round structure around the market."""

from __future__ import annotations

from zsgames.core.game import Event, GameConfig
from zsgames.core.rng import Rng
from zsgames.core.text import YOU, subject
from zsgames.games.zooscape import action_cards, market
from zsgames.games.zooscape import cards as C
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
    lays = subject(s.config.name(s.master), "lays", "lay")
    ev.append(
        Event(
            "round",
            f"Round {s.round}: {lays} out {len(s.cur)} cards: {C.describe(s.cur)}",
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
            ev.append(Event("end", "All five round piles are played: final scoring", None))
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
        you = s.config.name(holder) == YOU  # "You hold …, take … and become master"
        verbs = ("hold", "take", "become") if you else ("holds", "takes", "becomes")
        ev.append(
            Event(
                "bin_taken",
                f"{s.config.name(holder)} {verbs[0]} the apprentice, {verbs[1]} the bin "
                f"({C.describe(taken)}) and {verbs[2]} master",
                holder,
                chance=True,
                data=(("cards", taken),),
            )
        )
    else:
        old = s.master
        s.master = (old + 1) % s.n
        becomes = subject(s.config.name(s.master), "becomes", "become")
        ev.append(Event("master", f"Nobody holds the apprentice: {becomes} master; the bin stays as it is", old))
    s.app_at = APP_MASTER
