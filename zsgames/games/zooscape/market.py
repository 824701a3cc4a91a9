"""II. Market: split the row, insert the apprentice, secret selection, reveal, resolve groups.

Each function mutates a fresh clone ``s`` and appends to ``ev``; validation happens in
``rules.py`` before any of these run, so a refused action never reaches them.
"""

from __future__ import annotations

from zsgames.core.game import Event
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
)

APP = C.APPRENTICE_CARD
KIND = C.KIND
_PENDING = frozenset(C.ACTION_KINDS)


def split(s: ZState, cut: int, left: int, ev: list[Event]) -> None:
    """Cut ``cur`` after ``cut`` cards; the left part is group ``left`` (1 or 2)."""
    row = s.cur
    a, b = row[:cut], row[cut:]
    s.groups = [a, b] if left == 1 else [b, a]
    s.left_num = left
    s.cur = []
    name = s.config.name(s.master)
    ev.append(Event("split", f"{name} splits {len(row)} cards: {cut} | {len(row) - cut}; the left part is group {left}",
                    s.master, data=(("cut", cut), ("left", left))))
    if s.first_split:
        s.phase = P_APPRENTICE
    else:
        _begin_selection(s)


def insert_apprentice(s: ZState, group: int, pos: int, ev: list[Event]) -> None:
    s.groups[group - 1].insert(pos, APP)
    s.app_at = APP_IN_PLAY
    s.first_split = False
    ev.append(Event("apprentice", f"{s.config.name(s.master)} puts the apprentice into group {group}",
                    s.master, data=(("group", group), ("pos", pos))))
    _begin_selection(s)


def _begin_selection(s: ZState) -> None:
    s.phase = P_SELECT
    s.choice = [0] * s.n


def commit(s: ZState, seat: int, group: int, ev: list[Event]) -> bool:
    """Record a secret choice; True when everyone involved has chosen (time to reveal)."""
    s.choice[seat] = group
    ev.append(Event("commit", f"{s.config.name(seat)} has chosen", seat,
                    private=((seat, f"You secretly chose group {group}"),)))
    choice = s.choice
    return all(choice[p] for p in s.players_in)


def reveal(s: ZState, ev: list[Event]) -> None:
    """Flip every disk together, then settle group 1 and group 2 (contests go on the stack)."""
    names = s.config.name
    choice = s.choice
    s.revealed = choice[:]
    shown = ", ".join(f"{names(p)} → {choice[p]}" for p in s.players_in)
    ev.append(Event("reveal", f"The disks are revealed: {shown}", None, chance=True,
                    data=(("choices", tuple(choice)),)))
    contested = []
    for gi in (0, 1):
        group = s.groups[gi]
        wanters = [p for p in s.players_in if choice[p] == gi + 1]
        if not wanters:
            to_bin(s, group, ev, f"Nobody wants group {gi + 1}")
        elif len(wanters) == 1:
            take(s, wanters[0], group, ev, f"group {gi + 1}")
        elif len(group) == 1:
            who = " and ".join(names(p) for p in wanters)
            to_bin(s, group, ev, f"{who} all want the single card of group {gi + 1}")
            give_kimonos(s, wanters, ev)
        else:
            contested.append([group, wanters])
            ev.append(Event("contest", f"{' and '.join(names(p) for p in wanters)} contest group {gi + 1}; "
                            "it will be split again", None))
    s.groups = [[], []]
    s.choice = [0] * s.n
    s.players_in = []
    contested.reverse()  # group 1's contest is resolved first (the stack's end is next)
    s.stack.extend(contested)


def to_bin(s: ZState, group: list[int], ev: list[Event], why: str) -> None:
    thrown = 0
    for c in group:
        if c == APP:
            s.app_at = APP_BESIDE
        else:
            s.bin.append(c)  # type: ignore[union-attr]
            thrown += 1
    extra = "; the apprentice goes back beside the round piles" if APP in group else ""
    ev.append(Event("bin", f"{why}: {thrown} card(s) go face down into the bin{extra}", None,
                    data=(("cards", thrown),)))


def take(s: ZState, seat: int, group: list[int], ev: list[Event], what: str) -> None:
    """``seat`` takes ``group``: curios, coins and Fire stay; other action cards wait to be resolved."""
    s.took[seat] = TOOK_GROUP
    gain(s, seat, group)
    ev.append(Event("take", f"{s.config.name(seat)} takes {what}: {C.describe(group)}", seat,
                    data=(("cards", tuple(group)),)))


def gain(s: ZState, seat: int, cards: list[int]) -> None:
    won = s.won[seat]
    actions = []
    for c in cards:
        kind = KIND[c]
        if kind == C.APPRENTICE:
            s.app_at = seat
        elif kind in _PENDING:
            actions.append(c)
        else:
            won.append(c)
    if actions:
        s.pend_queue.append([seat, actions])


def give_kimonos(s: ZState, seats: list[int], ev: list[Event]) -> None:
    for p in seats:
        s.took[p] = GOT_KIMONO
    if len(s.kimonos) >= len(seats):
        for p in seats:
            s.won[p].append(s.kimonos.pop())
        ev.append(Event("kimono", f"{', '.join(s.config.name(p) for p in seats)} each get a kimono", None))
        return
    for p in seats:
        s.took[p] = LOST_CARD
    if s.kimonos:
        left = len(s.kimonos)
        s.box.extend(s.kimonos)
        s.kimonos.clear()
        s.kimonos_closed = True
        ev.append(Event("kimono", f"Only {left} kimono(s) left for {len(seats)} players: nobody gets one, "
                        "and the kimonos leave the game", None))
    else:
        s.kimonos_closed = True
        ev.append(Event("kimono", "No kimonos are left: nobody gets one", None))
