"""Step 1, option B: the Marketplace, the Temple, the Pawn Shop, Respectful Visits and the awards."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from zsgames.core.game import Action, Event, IllegalAction
from zsgames.core.i18n import N_, Text
from zsgames.core.text import YOU

from . import data as D
from .common import (
    BIN_TAKE,
    acts_as_master,
    boxes_text,
    check_hand,
    check_storage,
    draw_boxes,
    draw_scrolls,
    market_bonus,
    name,
    pawn_title,
    reason,
    temple_bonus,
    who,
    whose,
)
from .flow import A, Decision, E, Kind, pop, push, question, replace_top, task
from .paid import push_awards
from .payments import can_pay, start_payment
from .state import BINS, MASTER, State

Vec = tuple[int, int, int, int]


#: the two Marketplace bins, each in whole sentences (a bin is "large" or "small")
BIN_TOOK = {
    "large": N_("{name} took one {material} from the large bin ({why})"),
    "small": N_("{name} took one {material} from the small bin ({why})"),
}
BIN_WENT = {
    "large": N_("{whose} {pawn} went to the large Marketplace bin"),
    "small": N_("{whose} {pawn} went to the small Marketplace bin"),
}


def _english_and(items: list[str]) -> str:
    """ "A, B and C" in English: a payment's label as the state keeps it."""
    return f"{', '.join(items[:-1])} and {items[-1]}"


# --- discounts -------------------------------------------------------------------------------
def masterful_cut(s: State, seat: int, need: list[int], consume: bool) -> list[int]:
    """Apply the Masterful Use scrolls waiting this turn (one box each, first payment that owes it)."""
    p = s.players[seat]
    if not p.masterful:
        return need
    if consume:
        p = s.mine(seat)
    for c in list(p.masterful):
        if need[c]:
            need[c] -= 1
            if consume:
                p.masterful.remove(c)
    return need


# --- Pawn Shop -------------------------------------------------------------------------------
def tile_need(s: State, seat: int, k: int, consume: bool = False) -> Vec:
    a, b = D.PAIR_MATS[k]
    need = [0, 0, 0, 0]
    need[a] += 1
    need[b] += 1
    return tuple(masterful_cut(s, seat, need, consume))  # type: ignore[return-value]


def can_buy_tile(s: State, seat: int) -> bool:
    p = s.players[seat]
    if p.masterful:
        return bool(buyable_tiles(s, seat))
    st, supply = p.storage, s.tile_supply
    for k, a, b in _PAIRS_K:  # noqa: SIM110  (a plain loop is faster here)
        if supply[k] and st[a] and st[b]:
            return True
    return False


_PAIRS_K = tuple((k, a, b) for k, (a, b) in enumerate(D.PAIR_MATS))
_PERSON_MAT_K = tuple(enumerate(D.PERSON_MAT))
#: per material: (tile index, the tile's other material) for every pair that includes it
_SWAPS = tuple(tuple((k, b if a == m else a) for k, (a, b) in enumerate(D.PAIR_MATS) if m in (a, b)) for m in range(4))


def buyable_tiles(s: State, seat: int) -> list[int]:
    """Tiles in supply this seat can pay for from storage (tiles never pay for tiles)."""
    p = s.players[seat]
    st = p.storage
    if not p.masterful:  # the common case: one box of each material
        return [k for k, (a, b) in enumerate(D.PAIR_MATS) if s.tile_supply[k] and st[a] and st[b]]
    out = []
    for k in range(len(D.PAIRS)):
        if s.tile_supply[k]:
            need = tile_need(s, seat, k)
            if all(st[i] >= need[i] for i in range(4)):
                out.append(k)
    return out


def buy_tile(s: State, seat: int, k: int, events: list[Event], why: str) -> None:
    need = tile_need(s, seat, k, consume=True)
    s.own_board().tile_supply[k] -= 1
    start_payment(
        s, seat, need, "tile", f"the {D.PAIR_NAME[D.PAIRS[k]]} exchange tile", events, use_tiles=False, pair=k, why=why
    )


def shop_legal(s: State, d: Decision, seat: int) -> list[Action]:
    acts = [
        A(seat, "buy", (D.PAIRS[k],), Text("Buy the {tile} exchange tile", tile=D.pair_title(D.PAIRS[k])))
        for k in (buyable_tiles(s, seat) if d["more"] or not d["bought"] else ())
    ]
    if d["bought"]:
        acts.append(A(seat, "shop_done", (), Text("Leave the Pawn Shop")))
    return acts


def shop_handle(s: State, d: Decision, action: Action, events: list[Event]) -> None:
    seat = d["seat"]
    pop(s)
    if action.kind == "shop_done":
        events.append(Event("shop", Text("{name} left the Pawn Shop", name=who(s, seat)), seat))
        return
    k = D.PAIR_INDEX[action.args[0]]
    if d["more"]:
        push(s, "shop", seat, bought=d["bought"] + 1, more=True)
    buy_tile(s, seat, k, events, "Pawn Shop")


# --- Temple ----------------------------------------------------------------------------------
def temple_draw(s: State, seat: int, pawn: str, donated: int, events: list[Event]) -> None:
    bonus = temple_bonus(s, seat) if acts_as_master(s, seat, pawn) else 0
    draw_scrolls(s, seat, 1 + donated + bonus, events, "Temple")
    check_hand(s, seat)


def donate_legal(s: State, d: Decision, seat: int) -> list[Action]:
    st = s.players[seat].storage
    acts = [
        A(seat, "donate", (m,), Text("Donate one {material} to the Temple (+1 scroll)", material=D.material(i)))
        for i, m in enumerate(D.MATERIALS)
        if st[i]
    ]
    acts.append(A(seat, "draw", (), Text("Draw the scrolls ({n} + offerings)", n=1 + d["donated"])))
    return acts


def donate_handle(s: State, d: Decision, action: Action, events: list[Event]) -> None:
    seat = d["seat"]
    if action.kind == "draw":
        pop(s)
        temple_draw(s, seat, d["pawn"], d["donated"], events)
        return
    i = D.MAT_INDEX[action.args[0]]
    s.me(seat).storage[i] -= 1
    s.own_boxes().bag[i] += 1
    replace_top(s, donated=d["donated"] + 1)
    told = Text("{name} donated one {material} to the Temple", name=who(s, seat), material=D.material(i))
    events.append(E("donate", told, seat))


# --- Respectful Visits ---------------------------------------------------------------------
Visits = tuple[tuple[int, int], ...]  # the (townsperson, visit tile) visits chosen so far


def visits_need(s: State, seat: int, chosen: Visits, pawn: str, consume: bool = False) -> Vec:
    """Total gift for the chosen (person, tile) visits: tile + 1 each when several (Town Meeting: 2 free)."""
    p = s.players[seat]
    extra = D.VISIT_EXTRA if len(chosen) >= 2 else 0
    if extra and pawn == MASTER and p.meeting and len(chosen) == D.MEETING_PERSONS:
        extra = 0
    need = [0, 0, 0, 0]
    for person, value in chosen:
        need[D.PERSON_MAT[person]] += value + extra
    if pawn == MASTER:
        masterful_cut(s, seat, need, consume)
    return tuple(need)  # type: ignore[return-value]


def can_visit(s: State, seat: int, pawn: str) -> bool:
    """Is at least one single visit payable now? (a fast check for the turn menu)"""
    p = s.players[seat]
    if not p.visit_tiles:
        return False
    low = min(p.visit_tiles)
    st, visits = p.storage, p.visits
    if pawn == MASTER and p.masterful:
        cut: Sequence[int] = p.masterful
        for person, mat in _PERSON_MAT_K:  # fast path: paid straight from storage
            if not visits[person] and st[mat] >= low - (1 if mat in cut else 0):
                return True
    else:
        for person, mat in _PERSON_MAT_K:
            if not visits[person] and st[mat] >= low:
                return True
    tiles = p.tiles
    if not any(tiles):
        return False
    cut = p.masterful if pawn == MASTER else ()
    for person, mat in _PERSON_MAT_K:
        if visits[person]:
            continue
        # one colour owed: each tile of a pair with ``mat`` swaps one box of its other colour
        have = st[mat] + (1 if mat in cut else 0)
        for k, o in _SWAPS[mat]:
            if tiles[k]:
                have += min(tiles[k], st[o])
        if have >= low:
            return True
    return False


def visit_options(s: State, seat: int, chosen: Visits, pawn: str, first: bool = False) -> list[tuple[int, int]]:
    """The (townsperson, visit tile) visits the seat can add to ``chosen`` and still pay for (only
    the first one found with ``first``). A bigger tile only costs more boxes of the same colour, so
    once a tile is too dear for a person, the bigger ones are skipped."""
    p = s.players[seat]
    left = list(p.visit_tiles)
    for _, v in chosen:
        left.remove(v)
    taken = {person for person, _ in chosen}
    values = sorted(set(left))
    out = []
    for person in range(len(D.PERSONS)):
        if p.visits[person] or person in taken:
            continue
        for v in values:
            if not can_pay(s, seat, visits_need(s, seat, (*chosen, (person, v)), pawn)):
                break
            out.append((person, v))
            if first:
                return out
    return out


def visit_legal(s: State, d: Decision, seat: int) -> list[Action]:
    seat, chosen = d["seat"], d["chosen"]
    acts = [
        A(
            seat,
            "visit",
            (D.PERSONS[person], v),
            Text("Visit the {person} with your {tile}", person=D.person_title(D.PERSONS[person]), tile=v),
        )
        for person, v in visit_options(s, seat, chosen, d["pawn"])
    ]
    if chosen:
        cost = boxes_text(visits_need(s, seat, chosen, d["pawn"]))
        acts.append(A(seat, "visit_done", (), Text("Finish the visits and give {boxes}", boxes=cost)))
    return acts


def visit_handle(s: State, d: Decision, action: Action, events: list[Event]) -> None:
    seat, chosen, pawn = d["seat"], d["chosen"], d["pawn"]
    if action.kind == "visit":
        person = D.PERSONS.index(action.args[0])
        chosen = (*chosen, (person, action.args[1]))
        multi = acts_as_master(s, seat, pawn)
        if multi and visit_options(s, seat, chosen, pawn, first=True):
            replace_top(s, chosen=chosen)
            events.append(_chose_visit(s, seat, person, action.args[1]))
            return
    pop(s)
    need = visits_need(s, seat, chosen, pawn, consume=True)
    p = s.me(seat)
    if len(chosen) == D.MEETING_PERSONS and p.meeting and pawn == MASTER:
        p.meeting = False
    visited = (f"the {D.PERSON_NAME[D.PERSONS[a]]} (visit tile {v})" for a, v in chosen)
    label = ", ".join(visited) if len(chosen) < 2 else _english_and(list(visited))  # the state keeps English
    told = len(events)
    start_payment(s, seat, need, "visit", f"visiting {label}", events, chosen=chosen, pawn=pawn)
    if action.kind == "visit" and len(events) == told:  # the payment waits for choices: say what was chosen
        events.insert(told, _chose_visit(s, seat, *chosen[-1]))


def _chose_visit(s: State, seat: int, person: int, tile: int) -> Event:
    return Event(
        "visit_pick",
        Text(
            "{name} chose to visit the {person} with the visit tile {tile}",
            name=who(s, seat),
            person=D.person_title(D.PERSONS[person]),
            tile=tile,
        ),
        seat,
    )


# --- "you may immediately draw the townsfolk award tile" (edition 2) ---------------------------
def award_offer_legal(s: State, d: Decision, seat: int) -> list[Action]:
    seat, pid = d["seat"], D.PERSONS[d["persons"][len(d["taken"])]]
    person = D.person_title(pid)
    return [
        A(seat, "award_draw", (pid,), Text("Draw the {person}'s award tile", person=person)),
        A(seat, "award_leave", (pid,), Text("Leave the {person}'s award face down", person=person)),
    ]


def award_offer_handle(s: State, d: Decision, action: Action, events: list[Event]) -> None:
    """Each award is decided face down, in the order of the visits; then the drawn ones are resolved."""
    seat, persons = d["seat"], d["persons"]
    person = persons[len(d["taken"])]
    title = D.person_title(D.PERSONS[person])
    draw = action.kind == "award_draw"
    taken = (*d["taken"], draw)
    if draw:
        if name(s, seat) == YOU:
            told = Text("You draw the {person}'s award tile", person=title)
        else:
            told = Text("{name} draws the {person}'s award tile", name=name(s, seat), person=title)
        events.append(E("award_choice", told, seat))
    else:
        s.awards_left = (*s.awards_left, person)
        told = Text("{name} left the {person}'s award face down", name=who(s, seat), person=title)
        events.append(E("award_choice", told, seat))
    if len(taken) < len(persons):
        replace_top(s, taken=taken)
        return
    pop(s)
    drawn = [k for k, yes in enumerate(taken) if yes]
    push_awards(s, seat, tuple(persons[k] for k in drawn), tuple(d["gifts"][k] for k in drawn))


# --- awards ----------------------------------------------------------------------------------
def award_task(s: State, d: Decision, events: list[Event]) -> bool:
    s.pending.pop()
    seat, person = d["seat"], d["person"]
    award = s.awards[person]
    s.own_board().awards[person] = None
    s.awards_done.append(award)
    title = D.person_title(D.PERSONS[person])
    if name(s, seat) == YOU:
        told = Text(
            "You were the first master at the {person}: award '{award}'", person=title, award=D.award_title(award)
        )
    else:
        told = Text(
            "{name} was the first master at the {person}: award '{award}'",
            name=name(s, seat),
            person=title,
            award=D.award_title(award),
        )
    events.append(
        Event(
            "award",
            told,
            seat,
            chance=True,
            data=(("award", award),),
        )
    )
    if award == "scroll":
        draw_scrolls(s, seat, 1, events, "award")
        check_hand(s, seat)
    elif award == "boxes":
        draw_boxes(s, seat, D.AWARDS[award]["boxes"], events, "award")
        check_storage(s, seat)
    elif award == "gift":
        p = s.me(seat)
        s.own_boxes()
        for i in d["gift"]:
            s.bag[i] -= 1
            p.storage[i] += 1
        told = Text(
            "The {person} gave back {n} box", plural="The {person} gave back {n} boxes", person=title, n=len(d["gift"])
        )
        events.append(Event("gift_back", told, seat))
        check_storage(s, seat)
    elif award == "tile":
        if award_tile_options(s, seat):
            push(s, "award_tile", seat, ask=True)
    elif award == "bin" and (any(s.large) or any(s.small)):
        push(s, "award_bin", seat)
    return True


def award_tile_options(s: State, seat: int) -> list[tuple[int, int]]:
    st = s.players[seat].storage
    return [(k, m) for k in range(len(D.PAIRS)) if s.tile_supply[k] for m in sorted(set(D.PAIR_MATS[k])) if st[m]]


def award_tile_legal(s: State, d: Decision, seat: int) -> list[Action]:
    acts = [
        A(
            seat,
            "award_tile",
            (D.PAIRS[k], D.MATERIALS[m]),
            Text("Take the {tile} tile for one {material}", tile=D.pair_title(D.PAIRS[k]), material=D.material(m)),
        )
        for k, m in award_tile_options(s, seat)
    ]
    acts.append(A(seat, "decline", (), Text("Decline the exchange tile")))
    return acts


def award_tile_handle(s: State, d: Decision, action: Action, events: list[Event]) -> None:
    seat = d["seat"]
    pop(s)
    if action.kind == "decline":
        events.append(Event("decline", Text("{name} declined the exchange tile", name=who(s, seat)), seat))
        return
    k, m = D.PAIR_INDEX[action.args[0]], D.MAT_INDEX[action.args[1]]
    p = s.mine(seat)
    s.own_board()
    p.storage[m] -= 1
    s.own_boxes().bag[m] += 1
    s.tile_supply[k] -= 1
    p.tiles[k] += 1
    told = Text(
        "{name} took the {tile} tile for one {material} (award)",
        name=who(s, seat),
        tile=D.pair_title(D.PAIRS[k]),
        material=D.material(m),
    )
    events.append(Event("tile", told, seat))


def bin_take_options(s: State) -> list[tuple[str, int]]:
    return [(b, i) for b in BINS for i in range(4) if s.bin(b)[i]]


def award_bin_legal(s: State, d: Decision, seat: int) -> list[Action]:
    return [
        A(seat, "award_bin", (b, D.MATERIALS[i]), Text(BIN_TAKE[b], material=D.material(i)))
        for b, i in bin_take_options(s)
    ]


def take_from_bin(s: State, seat: int, action: Action, events: list[Event], why: str) -> None:
    b, i = action.args[0], D.MAT_INDEX[action.args[1]]
    s.own_boxes().bin(b)[i] -= 1
    s.me(seat).storage[i] += 1
    told = Text(BIN_TOOK[b], name=who(s, seat), material=D.material(i), why=reason(why))
    events.append(E("take", told, seat))
    check_storage(s, seat)


def award_bin_handle(s: State, d: Decision, action: Action, events: list[Event]) -> None:
    pop(s)
    take_from_bin(s, d["seat"], action, events, "award")


# --- going to a location (from the turn decision) -------------------------------------------
def go(s: State, seat: int, pawn: str, loc: str, events: list[Event]) -> None:
    p = s.me(seat)
    p.set_pawn(pawn, loc)
    master_like = acts_as_master(s, seat, pawn)
    owner, title = whose(s, seat), pawn_title(pawn)
    if loc in BINS:
        events.append(E("go", Text(BIN_WENT[loc], whose=owner, pawn=title), seat))
        bonus = market_bonus(s, seat) if master_like else 0
        if bonus:
            draw_boxes(s, seat, bonus, events, "Merchant Statue")
            check_storage(s, seat)
    elif loc == "temple":
        events.append(E("go", Text("{whose} {pawn} went to the Temple", whose=owner, pawn=title), seat))
        if master_like and any(p.storage):
            push(s, "donate", seat, pawn=pawn, donated=0)
        else:
            temple_draw(s, seat, pawn, 0, events)
    elif loc == "shop":
        events.append(E("go", Text("{whose} {pawn} went to the Pawn Shop", whose=owner, pawn=title), seat))
        push(s, "shop", seat, bought=0, more=master_like)
    elif loc == "visits":
        events.append(E("go", Text("{whose} {pawn} went to pay Respectful Visits", whose=owner, pawn=title), seat))
        push(s, "visit", seat, pawn=pawn, chosen=())
    else:
        raise IllegalAction(Text("'{place}' is not a location", place=loc))


def store_legal(s: State, d: Decision, seat: int) -> list[Action]:
    from .common import storage_limit

    st = s.players[seat].storage
    over = sum(st) - storage_limit(s, seat)
    return [_return(seat, i, over) for i in range(4) if st[i]]


@lru_cache(maxsize=1024)
def _return(seat: int, i: int, over: int) -> Action:
    m = D.MATERIALS[i]
    return Action(
        seat, "return", (m,), Text("Return one {material} to the bag ({n} too many)", material=D.material(i), n=over)
    )


def store_handle(s: State, d: Decision, action: Action, events: list[Event]) -> None:
    from .common import storage_limit

    seat = d["seat"]
    i = D.MAT_INDEX[action.args[0]]
    p = s.me(seat)
    p.storage[i] -= 1
    s.own_boxes().bag[i] += 1
    told = Text("{name} returned one {material} to the bag (storage full)", name=who(s, seat), material=D.material(i))
    events.append(E("return", told, seat))
    if sum(p.storage) <= storage_limit(s, seat):
        pop(s)


#: this module's frame kinds (registered by frame_kinds.py)
KINDS: dict[str, Kind] = {
    "shop": question(shop_legal, shop_handle),
    "donate": question(donate_legal, donate_handle),
    "visit": question(visit_legal, visit_handle),
    "award_offer": question(award_offer_legal, award_offer_handle),
    "award": task(award_task),
    "award_tile": question(award_tile_legal, award_tile_handle),
    "award_bin": question(award_bin_legal, award_bin_handle),
    "store": question(store_legal, store_handle),
}
