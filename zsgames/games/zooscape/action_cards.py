"""Action cards: Lucky Cat, Breakage and Copy, resolved in the order the owner chooses.

Fire is simply kept (it is in ``won``). The other three wait in ``pend_cards`` of the seat
resolving (``pend_seat``) or in ``pend_queue`` for the seats after it. ``advance`` resolves
whatever needs no choice and stops at the first real question, setting ``phase``.
"""

from __future__ import annotations

from zsgames.core.game import Event
from zsgames.core.i18n import Text
from zsgames.core.text import YOU
from zsgames.games.zooscape import cards as C
from zsgames.games.zooscape.names import card_name, type_name, type_plural
from zsgames.games.zooscape.state import P_BREAK, P_COPY, P_ORDER, ZState, full, replace_at

KIND = C.KIND
NTYPES = C.CURIO_TYPES


def curio_counts(s: ZState, seat: int) -> list[int]:
    """Curios per type (0–6 market curios, 7 kimonos), each Copy counting for its type."""
    counts = [0] * NTYPES
    for c in s.won[seat]:
        k = KIND[c]
        if k < NTYPES:
            counts[k] += 1
    for _card, t in s.copies[seat]:
        counts[t] += 1
    return counts


def top_types(counts: list[int]) -> list[int]:
    """The types held most (empty when no curio at all)."""
    best = max(counts)
    return [t for t, n in enumerate(counts) if n == best] if best else []


def advance(s: ZState, ev: list[Event]) -> bool:
    """Resolve pending action cards until a choice is needed (True) or none is left (False)."""
    while True:
        if s.pend_seat < 0:
            if not s.pend_queue:
                return False
            (s.pend_seat, s.pend_cards), s.pend_queue = s.pend_queue[0], s.pend_queue[1:]
        seat = s.pend_seat
        if s.pend_break:
            counts = curio_counts(s, seat)
            held = [t for t in range(NTYPES) if counts[t]]
            if not held:
                s.pend_break = 0
                continue
            if len(held) > 1 and sum(counts) > s.pend_break:
                s.phase = P_BREAK
                return True
            # no real choice: every curio goes, or they are all of one type
            break_curio(s, held[0], ev)
            continue
        if not s.pend_cards:
            s.pend_seat = -1
            continue
        kinds = {KIND[c] for c in s.pend_cards}
        if len(kinds) > 1:
            s.phase = P_ORDER
            return True
        card, s.pend_cards = s.pend_cards[0], s.pend_cards[1:]
        if resolve(s, card, ev):
            return True


def choose_next(s: ZState, kind: int, ev: list[Event]) -> bool:
    """The owner picks which kind of action card to resolve next; True if a choice follows."""
    pending = s.pend_cards
    for i, c in enumerate(pending):
        if KIND[c] == kind:
            s.pend_cards = pending[:i] + pending[i + 1 :]
            return resolve(s, c, ev) or advance(s, ev)
    raise AssertionError("validated before")


def resolve(s: ZState, card: int, ev: list[Event]) -> bool:
    """Resolve one Lucky Cat, Breakage or Copy; True when it waits for its owner's choice."""
    seat = s.pend_seat
    name = s.config.name(seat)
    kind = KIND[card]
    if kind == C.CAT:
        s.box += (card,)
        deck = full(s.deck)
        if not deck:
            text = (
                Text("Your Lucky Cat finds the deck empty: nothing happens")
                if name == YOU
                else Text("{name}'s Lucky Cat finds the deck empty: nothing happens", name=name)
            )
            ev.append(Event("lucky_cat", text, seat))
            return False
        s.rng = s.rng.clone()  # the state shares its Rng with its parent until it draws
        i = s.rng.randbelow(len(deck))
        drawn = deck[i]
        s.deck = deck[:i] + deck[i + 1 :]
        if KIND[drawn] in C.ACTION_KINDS:
            s.pend_cards += (drawn,)
        else:
            s.won = replace_at(s.won, seat, s.won[seat] + (drawn,))
        ev.append(
            Event(
                "lucky_cat",
                Text("Your Lucky Cat draws {card} from the deck", card=card_name(drawn))
                if name == YOU
                else Text("{name}'s Lucky Cat draws {card} from the deck", name=name, card=card_name(drawn)),
                seat,
                chance=True,
                data=(("card", drawn),),
            )
        )
        return False
    if kind == C.BREAK:
        s.box += (card,)
        total = sum(curio_counts(s, seat))
        s.pend_break = min(C.BREAKAGE_CURIOS, total)
        if not total:
            text = (
                Text("You have no curio: the Breakage goes to the box unused")
                if name == YOU
                else Text("{name} has no curio: the Breakage goes to the box unused", name=name)
            )
        elif name == YOU:
            text = Text(
                "You play Breakage: {n} curio goes to the box",
                plural="You play Breakage: {n} curios go to the box",
                n=s.pend_break,
            )
        else:
            text = Text(
                "{name} plays Breakage: {n} curio goes to the box",
                plural="{name} plays Breakage: {n} curios go to the box",
                name=name,
                n=s.pend_break,
            )
        ev.append(Event("breakage", text, seat))
        return False
    # Copy
    tops = top_types(curio_counts(s, seat))
    if not tops:
        s.box += (card,)
        text = (
            Text("You have no curio: the Copy goes to the box unused")
            if name == YOU
            else Text("{name} has no curio: the Copy goes to the box unused", name=name)
        )
        ev.append(Event("copy", text, seat))
        return False
    if len(tops) == 1:
        attach_copy(s, card, tops[0], ev)
        return False
    s.pend_copy = card
    s.phase = P_COPY
    return True


def break_curio(s: ZState, ctype: int, ev: list[Event]) -> None:
    """Return one curio of ``ctype`` to the box (a real card first, then a Copy on that type)."""
    seat = s.pend_seat
    won = s.won[seat]
    for i in range(len(won) - 1, -1, -1):
        if KIND[won[i]] == ctype:
            s.box += (won[i],)
            s.won = replace_at(s.won, seat, won[:i] + won[i + 1 :])
            break
    else:
        copies = s.copies[seat]
        for i in range(len(copies) - 1, -1, -1):
            if copies[i][1] == ctype:
                s.box += (copies[i][0],)
                s.copies = replace_at(s.copies, seat, copies[:i] + copies[i + 1 :])
                break
    s.pend_break -= 1
    ev.append(
        Event(
            "broken",
            Text("You break a {curio}", curio=type_name(ctype))
            if s.config.name(seat) == YOU
            else Text("{name} breaks a {curio}", name=s.config.name(seat), curio=type_name(ctype)),
            seat,
            data=(("type", ctype),),
        )
    )


def attach_copy(s: ZState, card: int, ctype: int, ev: list[Event]) -> None:
    seat = s.pend_seat
    s.copies = replace_at(s.copies, seat, (*s.copies[seat], (card, ctype)))
    s.pend_copy = -1
    name = s.config.name(seat)
    text = (
        Text("You put a Copy on the {curios}", curios=type_plural(ctype))
        if name == YOU
        else Text("{name} puts a Copy on the {curios}", name=name, curios=type_plural(ctype))
    )
    ev.append(Event("copy", text, seat, data=(("type", ctype),)))
