"""II. Market: split the row, insert the apprentice, secret selection, reveal, resolve groups.

Each function changes a fresh clone ``s`` (replacing tuples, never changing them) and appends
to ``ev``; validation happens in ``rules.py`` first, so a refused action never reaches here.
"""

from __future__ import annotations

from zsgames.core.game import Event
from zsgames.core.i18n import Text
from zsgames.core.text import join_and, subject
from zsgames.games.zooscape import cards as C
from zsgames.games.zooscape.state import (
    APP_BESIDE,
    APP_IN_PLAY,
    GOT_KIMONO,
    LOST_CARD,
    P_APPRENTICE,
    P_SELECT,
    TOOK_GROUP,
    ZState,
    replace_at,
)

APP = C.APPRENTICE_CARD
KIND = C.KIND
_PENDING = frozenset(C.ACTION_KINDS)


def split(s: ZState, cut: int, left: int, ev: list[Event]) -> None:
    """Cut ``cur`` after ``cut`` cards; the left part is group ``left`` (1 or 2)."""
    row = s.cur
    a, b = row[:cut], row[cut:]
    s.groups = (a, b) if left == 1 else (b, a)
    s.left_num = left
    s.cur = ()
    splits = subject(s.config.name(s.master), "splits", "split")
    text = f"{splits} {len(row)} cards: {cut} | {len(row) - cut}; the left part is group {left}"
    ev.append(Event("split", text, s.master, data=(("cut", cut), ("left", left))))
    if s.first_split:
        s.phase = P_APPRENTICE
    else:
        _begin_selection(s)


def insert_apprentice(s: ZState, group: int, pos: int, ev: list[Event]) -> None:
    cards = s.groups[group - 1]
    joined = (*cards[:pos], APP, *cards[pos:])
    s.groups = (joined, s.groups[1]) if group == 1 else (s.groups[0], joined)
    s.app_at = APP_IN_PLAY
    s.first_split = False
    puts = subject(s.config.name(s.master), "puts", "put")
    ev.append(
        Event(
            "apprentice", f"{puts} the apprentice into group {group}", s.master, data=(("group", group), ("pos", pos))
        )
    )
    _begin_selection(s)


def _begin_selection(s: ZState) -> None:
    s.phase = P_SELECT
    s.choice = s.revealed = (0,) * s.n


def commit(s: ZState, seat: int, group: int, ev: list[Event]) -> bool:
    """Record a secret choice; True when everyone involved has chosen (time to reveal)."""
    choice = s.choice = replace_at(s.choice, seat, group)
    ev.append(
        Event(
            "commit",
            f"{subject(s.config.name(seat), 'has', 'have')} chosen",
            seat,
            private=((seat, f"You secretly chose group {group}"),),
        )
    )
    return all(choice[p] for p in s.players_in)


def reveal(s: ZState, ev: list[Event]) -> None:
    """Flip every disk together, then settle group 1 and group 2 (contests go on the stack)."""
    names = s.config.name
    choice = s.revealed = s.choice
    shown = ", ".join(f"{names(p)} → {choice[p]}" for p in s.players_in)
    ev.append(Event("reveal", f"The disks are revealed: {shown}", None, chance=True, data=(("choices", choice),)))
    contested = []
    for gi in (0, 1):
        group = s.groups[gi]
        wanters = tuple(p for p in s.players_in if choice[p] == gi + 1)
        if not wanters:
            to_bin(s, group, ev, f"Nobody wants group {gi + 1}")
        elif len(wanters) == 1:
            take(s, wanters[0], group, ev, f"group {gi + 1}")
        elif len(group) == 1:
            who = join_and(names(p) for p in wanters)
            every = "both" if len(wanters) == 2 else "all"
            to_bin(s, group, ev, f"{who} {every} want the single card of group {gi + 1}")
            give_kimonos(s, wanters, ev)
        else:
            contested.append((group, wanters))
            who = join_and(names(p) for p in wanters)
            ev.append(Event("contest", f"{who} contest group {gi + 1}; it will be split again", None))
    s.groups = ((), ())
    s.choice = (0,) * s.n
    s.players_in = ()
    if contested:
        contested.reverse()  # group 1's contest is resolved first (the stack's end is next)
        s.stack += tuple(contested)


def to_bin(s: ZState, group: tuple[int, ...], ev: list[Event], why: str) -> None:
    extra = ""
    if APP in group:
        s.app_at = APP_BESIDE
        group = tuple(c for c in group if c != APP)
        extra = "; the apprentice goes back beside the round piles"
    # a view without the memory aid (the board replays a reveal on one) knows only the bin's size
    s.bin = s.bin + len(group) if isinstance(s.bin, int) else s.bin + group
    went = "nothing goes into the bin"
    if group:
        went = f"{C.describe(group)} {'goes' if len(group) == 1 else 'go'} face down into the bin"
    ev.append(Event("bin", f"{why}: {went}{extra}", None, data=(("cards", len(group)),)))


def take(s: ZState, seat: int, group: tuple[int, ...], ev: list[Event], what: str) -> None:
    """``seat`` takes ``group``: curios, coins and Fire stay; other action cards wait to be resolved."""
    s.took = replace_at(s.took, seat, TOOK_GROUP)
    gain(s, seat, group)
    ev.append(
        Event(
            "take",
            f"{subject(s.config.name(seat), 'takes', 'take')} {what}: {C.describe(group)}",
            seat,
            data=(("cards", group),),
        )
    )


def gain(s: ZState, seat: int, cards: tuple[int, ...]) -> None:
    kept = []
    actions = []
    for c in cards:
        kind = KIND[c]
        if kind == C.APPRENTICE:
            s.app_at = seat
        elif kind in _PENDING:
            actions.append(c)
        else:
            kept.append(c)
    if kept:
        s.won = replace_at(s.won, seat, s.won[seat] + tuple(kept))
    if actions:
        s.pend_queue += ((seat, tuple(actions)),)


def give_kimonos(s: ZState, seats: tuple[int, ...], ev: list[Event]) -> None:
    """Each seat gets a kimono — or, if the pile cannot serve them all, nobody and the pile leaves."""
    names = tuple(s.config.name(p) for p in seats)  # a list param: joined in the reader's language
    took = list(s.took)
    kimonos = s.kimonos
    if len(kimonos) >= len(seats):
        won = list(s.won)
        for i, p in enumerate(seats):
            took[p] = GOT_KIMONO
            won[p] += (kimonos[-1 - i],)
        s.won = tuple(won)
        s.kimonos = kimonos[: len(kimonos) - len(seats)]
        ev.append(Event("kimono", Text("{names} each get a kimono", names=names), None))
    else:
        for p in seats:
            took[p] = LOST_CARD
        s.kimonos_closed = True
        if kimonos:
            s.box += kimonos
            s.kimonos = ()
            ev.append(
                Event(
                    "kimono",
                    Text(
                        "Only {n} kimono left for {players} players: nobody gets one, and the kimonos leave the game",
                        plural="Only {n} kimonos left for {players} players: "
                        "nobody gets one, and the kimonos leave the game",
                        n=len(kimonos),
                        players=len(seats),
                    ),
                    None,
                )
            )
        else:
            ev.append(Event("kimono", Text("No kimonos are left: {names} get nothing", names=names), None))
    s.took = tuple(took)
