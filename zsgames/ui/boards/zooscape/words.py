"""The Zooscape board's words: card details, stack and outcome captions (no Qt here)."""

from __future__ import annotations

from collections.abc import Sequence

from zsgames.core.text import YOU, join_and, plural, subject, subjects
from zsgames.games.zooscape.table import C


def card_body(card: int) -> str:
    """What a card does, in our own words (the detail shown on demand)."""
    kind = C.KIND[card]
    if kind < C.CURIO_TYPES:
        name, many = C.TYPE_NAMES[kind].lower(), C.TYPE_PLURALS[kind].lower()
        where = (
            "Not a market card: whoever wants a one-card group together with other players gets a "
            "kimono instead (while there are enough for all of them). "
            if kind == C.KIMONO
            else f"A curio; the market holds {plural(C.TYPE_COUNTS[kind], name, many)}. "
        )
        return (
            f"{where}Flower {C.FLOWER[kind]}: each {name} scores {C.FLOWER[kind]} points at the end "
            f"while you hold at most {C.FLAG[kind]} (the flag). Hold more and every {name} you have "
            f"costs 1 point instead."
        )
    if kind == C.COIN:
        return f"A gold coin: {C.COIN_VALUE[card]} points at the end. Coins are not curios."
    return ACTION_BODY[kind]


ACTION_BODY = {
    C.FIRE: f"Fire: you keep it to the end, and it costs you {-C.FIRE_POINTS} points. It counts as a card "
    "for the tie-break.",
    C.CAT: "Lucky Cat: it leaves the game as soon as you get it, and you draw a card at random from the deck "
    "on the sack; an action card drawn this way is resolved at once.",
    C.BREAK: "Breakage: it leaves the game as soon as you get it, together with two of your curios (your "
    "choice; kimonos count, coins do not). With one curio that one goes; with none, nothing.",
    C.COPY: "Copy: it joins the curio type you hold most of (your pick on a tie) and counts as one more "
    "card of it, for scoring and for a Breakage. With no curio it leaves the game unused.",
    C.APPRENTICE: "The apprentice: whoever holds it when the round ends takes every card in the bin and is "
    "the next master. If it goes into the bin it goes back beside the round piles, and then "
    "nobody takes the bin and the master's role passes to the left.",
}

FLOWER_FLAG = (
    "The flower (top left) is what each card of its type scores at the end; the flag (top right) "
    "is how many of that type you may hold safely — one more and every card of the type costs "
    "1 point."
)


def stack_body(kind: int, count: int, copies: int, points: int) -> str:
    """The detail of a seat's stack of one curio type."""
    name, many = C.TYPE_NAMES[kind].lower(), C.TYPE_PLURALS[kind].lower()
    copied = f", {plural(copies, 'Copy', 'Copies')} included" if copies else ""
    state = (
        f"{count - C.FLAG[kind]} over the flag of {C.FLAG[kind]}: each costs 1 point"
        if count > C.FLAG[kind]
        else f"within the flag of {C.FLAG[kind]}"
    )
    return f"{plural(count, name, many)}{copied}; {state}. Worth {points:+d} now.\n\n" + card_body(
        next(c for c in range(C.ALL_CARDS) if C.KIND[c] == kind)
    )


def outcome_caption(kind: str, group: int, cards: int, wanters: Sequence[str], kimonos: bool) -> str:
    """One group's fate after a reveal, short enough for one line of the board."""
    who = join_and(wanters)
    if kind == "take":
        return f"Group {group} → {subjects(wanters, 'takes', 'take')} it ({plural(cards, 'card')})"
    if kind == "bin":
        return f"Group {group} → nobody: {plural(cards, 'card')} into the bin"
    if kind == "single":
        got = "a kimono each" if kimonos else "no kimono for anyone"
        return f"Group {group} → {who} want its one card: to the bin, {got}"
    return f"Group {group} → {who} contest it: it is split again"


def holder_text(name: str) -> str:
    """The apprentice card in ``name``'s row: what holding it does."""
    if name == YOU:
        return "You hold it: at the end of the round you take the bin and become master."
    return f"{name} holds it: at the end of the round they take the bin and become master."


def round_end_text(holder: str | None, bin_cards: int, next_master: str, past: bool = False) -> str:
    """How a round ends (``past``: ended): who held the apprentice and took the bin, who is master."""
    if holder is None:
        if past:
            return f"nobody held the apprentice: the bin stayed and {next_master} became master"
        return f"nobody holds the apprentice; the bin stays and {subject(next_master, 'is', 'are')} the next master"
    if past:
        took = f"took the bin ({plural(bin_cards, 'card')})" if bin_cards else "found the bin empty"
        return f"{holder} held the apprentice, {took} and became master"
    you = holder == YOU  # "You hold the apprentice, take the bin … and are the next master"
    took = f"{'take' if you else 'takes'} the bin ({plural(bin_cards, 'card')})" if bin_cards else "the bin is empty"
    return f"{subject(holder, 'holds', 'hold')} the apprentice, {took} and {'are' if you else 'is'} the next master"
