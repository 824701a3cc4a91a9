"""The Zooscape board's words: card details, stack and outcome captions (no Qt here).

Each is a whole sentence marked for translation and rendered now (the board draws again when the
language changes); card and type names come from the game's lazy names."""

from __future__ import annotations

from collections.abc import Sequence

from zsgames.core.i18n import _
from zsgames.core.text import YOU, seat_name
from zsgames.games.zooscape.table import C, type_name, type_plural


def lower_name(kind: int) -> str:
    """A curio type's name inside a sentence ("fan"; Chinese has no case)."""
    return str(type_name(kind)).lower()


def lower_plural(kind: int) -> str:
    """A curio type's plural inside a sentence ("fans")."""
    return str(type_plural(kind)).lower()


def card_body(card: int) -> str:
    """What a card does, in our own words (the detail shown on demand)."""
    kind = C.KIND[card]
    if kind < C.CURIO_TYPES:
        name, flower, flag = lower_name(kind), C.FLOWER[kind], C.FLAG[kind]
        if kind == C.KIMONO:
            return _(
                "Not a market card: whoever wants a one-card group together with other players gets a "
                "kimono instead (while there are enough for all of them). Flower {flower}: each {name} "
                "scores {flower} points at the end while you hold at most {flag} (the flag). Hold more "
                "and every {name} you have costs 1 point instead.",
                name=name,
                flower=flower,
                flag=flag,
            )
        return _(
            "A curio; the market holds {count} {many}. Flower {flower}: each {name} scores {flower} points "
            "at the end while you hold at most {flag} (the flag). Hold more and every {name} you have "
            "costs 1 point instead.",
            count=C.TYPE_COUNTS[kind],
            many=lower_plural(kind),
            name=name,
            flower=flower,
            flag=flag,
        )
    if kind == C.COIN:
        return _("A gold coin: {value} points at the end. Coins are not curios.", value=C.COIN_VALUE[card])
    return action_body(kind)


def action_body(kind: int) -> str:
    """What an action card (or the apprentice) does."""
    if kind == C.FIRE:
        return _(
            "Fire: you keep it to the end, and it costs you {points} points. It counts as a card for the tie-break.",
            points=-C.FIRE_POINTS,
        )
    if kind == C.CAT:
        return _(
            "Lucky Cat: it leaves the game as soon as you get it, and you draw a card at random from the deck "
            "on the sack; an action card drawn this way is resolved at once."
        )
    if kind == C.BREAK:
        return _(
            "Breakage: it leaves the game as soon as you get it, together with two of your curios (your "
            "choice; kimonos count, coins do not). With one curio that one goes; with none, nothing."
        )
    if kind == C.COPY:
        return _(
            "Copy: it joins the curio type you hold most of (your pick on a tie) and counts as one more "
            "card of it, for scoring and for a Breakage. With no curio it leaves the game unused."
        )
    return _(
        "The apprentice: whoever holds it when the round ends takes every card in the bin and is "
        "the next master. If it goes into the bin it goes back beside the round piles, and then "
        "nobody takes the bin and the master's role passes to the left."
    )


def flower_flag() -> str:
    """What a card's flower and flag mean (the legend's detail)."""
    return _(
        "The flower (top left) is what each card of its type scores at the end; the flag (top right) "
        "is how many of that type you may hold safely — one more and every card of the type costs "
        "1 point."
    )


def stack_body(kind: int, count: int, copies: int, points: int) -> str:
    """The detail of a seat's stack of one curio type."""
    flag = C.FLAG[kind]
    things = lower_name(kind) if count == 1 else lower_plural(kind)
    held = _("{n} {things}", context="cards of a type", n=count, things=things)
    if copies:
        held = _("{held}, {n} Copy included", plural="{held}, {n} Copies included", n=copies, held=held)
    if count > flag:
        state = _(
            "{held}; {over} over the flag of {flag}: each costs 1 point. Worth {points} now.",
            held=held,
            over=count - flag,
            flag=flag,
            points=f"{points:+d}",
        )
    else:
        state = _("{held}; within the flag of {flag}. Worth {points} now.", held=held, flag=flag, points=f"{points:+d}")
    return state + "\n\n" + card_body(next(c for c in range(C.ALL_CARDS) if C.KIND[c] == kind))


def outcome_caption(kind: str, group: int, cards: int, wanters: Sequence[str], kimonos: bool) -> str:
    """One group's fate after a reveal, short enough for one line of the board."""
    who = [seat_name(name) for name in wanters]
    if kind == "take":
        if len(wanters) == 1 and wanters[0] != YOU:
            return _(
                "Group {group} → {who} takes it ({n} card)",
                plural="Group {group} → {who} takes it ({n} cards)",
                n=cards,
                group=group,
                who=who,
            )
        return _(
            "Group {group} → {who} take it ({n} card)",
            plural="Group {group} → {who} take it ({n} cards)",
            n=cards,
            group=group,
            who=who,
        )
    if kind == "bin":
        return _(
            "Group {group} → nobody: {n} card into the bin",
            plural="Group {group} → nobody: {n} cards into the bin",
            n=cards,
            group=group,
        )
    if kind == "single":
        if kimonos:
            return _("Group {group} → {who} want its one card: to the bin, a kimono each", group=group, who=who)
        return _("Group {group} → {who} want its one card: to the bin, no kimono for anyone", group=group, who=who)
    return _("Group {group} → {who} contest it: it is split again", group=group, who=who)


def holder_text(name: str) -> str:
    """The apprentice card in ``name``'s row: what holding it does."""
    if name == YOU:
        return _("You hold it: at the end of the round you take the bin and become master.")
    return _("{name} holds it: at the end of the round they take the bin and become master.", name=name)


def round_end_text(holder: str | None, bin_cards: int, next_master: str, past: bool = False) -> str:
    """How a round ends (``past``: ended): who held the apprentice and took the bin, who is master."""
    master = seat_name(next_master)
    if holder is None:
        if past:
            return _("nobody held the apprentice: the bin stayed and {master} became master", master=master)
        if next_master == YOU:
            return _("nobody holds the apprentice; the bin stays and you are the next master")
        return _("nobody holds the apprentice; the bin stays and {master} is the next master", master=master)
    who = seat_name(holder)
    if past:
        if bin_cards:
            return _(
                "{who} held the apprentice, took the bin ({n} card) and became master",
                plural="{who} held the apprentice, took the bin ({n} cards) and became master",
                n=bin_cards,
                who=who,
            )
        return _("{who} held the apprentice, found the bin empty and became master", who=who)
    if holder == YOU:
        if bin_cards:
            return _(
                "You hold the apprentice, take the bin ({n} card) and are the next master",
                plural="You hold the apprentice, take the bin ({n} cards) and are the next master",
                n=bin_cards,
            )
        return _("You hold the apprentice, the bin is empty and are the next master")
    if bin_cards:
        return _(
            "{who} holds the apprentice, takes the bin ({n} card) and is the next master",
            plural="{who} holds the apprentice, takes the bin ({n} cards) and is the next master",
            n=bin_cards,
            who=who,
        )
    return _("{who} holds the apprentice, the bin is empty and is the next master", who=who)
