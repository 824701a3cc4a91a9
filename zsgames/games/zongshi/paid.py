"""What happens once a payment is complete, by its purpose (``FINISH``, read by payments.py)."""

from __future__ import annotations

from collections.abc import Callable

from zsgames.core.game import Event
from zsgames.core.i18n import Text

from . import data as D
from .common import acts_as_master, commas, first_edition, reason, who
from .flow import Decision, push
from .state import MASTER, State


def project_finish(s: State, d: Decision, events: list[Event]) -> None:
    seat = d["seat"]
    p = s.players[seat]
    if p.twofold and not d["second"] and d["pawn"] == MASTER:
        s.me(seat).twofold = False
        push(s, "second", seat)


def tile_finish(s: State, d: Decision, events: list[Event]) -> None:
    seat, k = d["seat"], d["pair"]
    s.mine(seat).tiles[k] += 1
    told = Text(
        "{name} took the {tile} exchange tile ({why})",
        name=who(s, seat),
        tile=D.pair_title(D.PAIRS[k]),
        why=reason(d["why"]),
    )
    events.append(Event("tile", told, seat))


def visit_finish(s: State, d: Decision, events: list[Event]) -> None:
    seat, chosen = d["seat"], d["chosen"]
    p = s.mine(seat)
    for person, v in chosen:
        p.visits[person] = v
        p.visit_tiles.remove(v)
    events.append(
        Event(
            "visit",
            Text(
                "{name} visited {visits}",
                name=who(s, seat),
                visits=commas(
                    [Text("the {person} with a {tile}", person=D.person_title(D.PERSONS[a]), tile=v) for a, v in chosen]
                ),
            ),
            seat,
        )
    )
    if not acts_as_master(s, seat, d["pawn"]):
        return  # D2: only a master takes an award; the tile stays for the first master
    firsts = tuple(person for person, _ in chosen if s.awards[person] and person not in s.awards_left)
    gifts = tuple(tuple(d["paid"][D.PERSON_MAT[person]]) for person in firsts)
    if first_edition(s):
        push_awards(s, seat, firsts, gifts)  # edition 1: always drawn
    elif firsts:
        push(s, "award_offer", seat, persons=firsts, gifts=gifts, taken=(), ask=True)


def push_awards(s: State, seat: int, persons: tuple[int, ...], gifts: tuple[tuple[int, ...], ...]) -> None:
    """Resolve these persons' awards, the returned gift first (the stack runs the last push first):
    another award drawing random boxes from the bag must not take the very boxes being handed back."""
    order = sorted(reversed(range(len(persons))), key=lambda k: s.awards[persons[k]] == "gift")
    for k in order:
        push(s, "award", seat, person=persons[k], gift=gifts[k])


#: the purposes a payment is made for, and what completes each
FINISH: dict[str, Callable[[State, Decision, list[Event]], None]] = {
    "project": project_finish,
    "tile": tile_finish,
    "visit": visit_finish,
}
