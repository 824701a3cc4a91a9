"""II. Market: split the row, insert the apprentice, secret selection, reveal, resolve groups.

Each function changes a fresh clone ``s`` (replacing tuples, never changing them) and appends
to ``ev``; validation happens in ``rules.py`` first, so a refused action never reaches here.
"""

from __future__ import annotations

from zsgames.core.game import Event
from zsgames.core.i18n import Text
from zsgames.core.text import YOU
from zsgames.games.zooscape import cards as C
from zsgames.games.zooscape.names import Disks, card_list, seat
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
    name = s.config.name(s.master)
    size, rest = len(row), len(row) - cut
    text = (
        Text(
            "You split {n} card: {cut} | {rest}; the left part is group {left}",
            plural="You split {n} cards: {cut} | {rest}; the left part is group {left}",
            n=size,
            cut=cut,
            rest=rest,
            left=left,
        )
        if name == YOU
        else Text(
            "{name} splits {n} card: {cut} | {rest}; the left part is group {left}",
            plural="{name} splits {n} cards: {cut} | {rest}; the left part is group {left}",
            name=name,
            n=size,
            cut=cut,
            rest=rest,
            left=left,
        )
    )
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
    name = s.config.name(s.master)
    text = (
        Text("You put the apprentice into group {group}", group=group)
        if name == YOU
        else Text("{name} puts the apprentice into group {group}", name=name, group=group)
    )
    ev.append(Event("apprentice", text, s.master, data=(("group", group), ("pos", pos))))
    _begin_selection(s)


def _begin_selection(s: ZState) -> None:
    s.phase = P_SELECT
    s.choice = s.revealed = (0,) * s.n


def commit(s: ZState, seat: int, group: int, ev: list[Event]) -> bool:
    """Record a secret choice; True when everyone involved has chosen (time to reveal)."""
    choice = s.choice = replace_at(s.choice, seat, group)
    name = s.config.name(seat)
    ev.append(
        Event(
            "commit",
            Text("You have chosen") if name == YOU else Text("{name} has chosen", name=name),
            seat,
            private=((seat, Text("You secretly chose group {group}", group=group)),),
        )
    )
    return all(choice[p] for p in s.players_in)


def reveal(s: ZState, ev: list[Event]) -> None:
    """Flip every disk together, then settle group 1 and group 2 (contests go on the stack)."""
    names = s.config.name
    choice = s.revealed = s.choice
    shown = Disks(tuple((seat(names(p)), choice[p]) for p in s.players_in))
    ev.append(
        Event(
            "reveal",
            Text("The disks are revealed: {disks}", disks=shown),
            None,
            chance=True,
            data=(("choices", choice),),
        )
    )
    contested = []
    for gi in (0, 1):
        group = s.groups[gi]
        wanters = tuple(p for p in s.players_in if choice[p] == gi + 1)
        number = gi + 1
        if not wanters:
            to_bin(s, group, ev, Text("Nobody wants group {group}", group=number))
        elif len(wanters) == 1:
            take(s, wanters[0], group, ev, number)
        elif len(group) == 1:
            who = tuple(seat(names(p)) for p in wanters)
            why = (
                Text("{names} both want the single card of group {group}", names=who, group=number)
                if len(wanters) == 2
                else Text("{names} all want the single card of group {group}", names=who, group=number)
            )
            to_bin(s, group, ev, why)
            give_kimonos(s, wanters, ev)
        else:
            contested.append((group, wanters))
            who = tuple(seat(names(p)) for p in wanters)
            ev.append(
                Event(
                    "contest",
                    Text("{names} contest group {group}; it will be split again", names=who, group=number),
                    None,
                )
            )
    s.groups = ((), ())
    s.choice = (0,) * s.n
    s.players_in = ()
    if contested:
        contested.reverse()  # group 1's contest is resolved first (the stack's end is next)
        s.stack += tuple(contested)


def to_bin(s: ZState, group: tuple[int, ...], ev: list[Event], why: Text) -> None:
    apprentice = APP in group
    if apprentice:
        s.app_at = APP_BESIDE
        group = tuple(c for c in group if c != APP)
    # a view without the memory aid (the board replays a reveal on one) knows only the bin's size
    s.bin = s.bin + len(group) if isinstance(s.bin, int) else s.bin + group
    ev.append(Event("bin", _to_bin_text(why, group, apprentice), None, data=(("cards", len(group)),)))


def _to_bin_text(why: Text, group: tuple[int, ...], apprentice: bool) -> Text:
    """Why a group goes to the bin, what goes in, and whether the apprentice goes back."""
    cards = card_list(group)
    if apprentice:
        if not group:
            return Text("{why}: nothing goes into the bin; the apprentice goes back beside the round piles", why=why)
        return Text(
            "{why}: {cards} goes face down into the bin; the apprentice goes back beside the round piles",
            plural="{why}: {cards} go face down into the bin; the apprentice goes back beside the round piles",
            why=why,
            cards=cards,
            n=len(group),
        )
    if not group:
        return Text("{why}: nothing goes into the bin", why=why)
    return Text(
        "{why}: {cards} goes face down into the bin",
        plural="{why}: {cards} go face down into the bin",
        why=why,
        cards=cards,
        n=len(group),
    )


def take(s: ZState, seat: int, group: tuple[int, ...], ev: list[Event], number: int) -> None:
    """``seat`` takes ``group``: curios, coins and Fire stay; other action cards wait to be resolved."""
    s.took = replace_at(s.took, seat, TOOK_GROUP)
    gain(s, seat, group)
    ev.append(
        Event(
            "take",
            Text("You take group {group}: {cards}", group=number, cards=card_list(group))
            if s.config.name(seat) == YOU
            else Text(
                "{name} takes group {group}: {cards}", name=s.config.name(seat), group=number, cards=card_list(group)
            ),
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
    names = tuple(seat(s.config.name(p)) for p in seats)  # a list param: joined in the reader's language
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
