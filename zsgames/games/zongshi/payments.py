"""Paying costs: discounts, exchange tiles (one swap per tile per payment, no chains), feasibility.

A payment is a pending ``pay`` decision holding what is still owed per material (``need``), the
tiles not yet used in this payment, and whether Artistic Subtlety may still waive a box. Each
answer pays one owed box: with the same material, or with the other material of an unused tile,
or (projects only) by waiving it. Only answers that keep the rest payable are offered.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from zsgames.core.game import Action, Event, IllegalAction
from zsgames.core.i18n import Message, Text

from . import data as D
from .common import boxes_text, who
from .flow import A, Decision, E, Kind, pop, push, question, replace_top
from .paid import FINISH
from .state import State

Vec = tuple[int, int, int, int]


def _subsets() -> tuple[tuple[tuple[int, ...], tuple[tuple[int, tuple[int, ...]], ...]], ...]:
    """Per non-empty set of colours: its members, and per outside colour the tiles linking it in."""
    out = []
    for mask in range(1, 16):
        inside = tuple(c for c in range(4) if mask >> c & 1)
        links = tuple(
            (
                o,
                tuple(
                    k
                    for k, (a, b) in enumerate(D.PAIR_MATS)
                    if (a == o and mask >> b & 1) or (b == o and mask >> a & 1)
                ),
            )
            for o in range(4)
            if not mask >> o & 1
        )
        out.append((inside, links))
    return tuple(out)


_SUBSETS = _subsets()


def feasible(need: Sequence[int], store: Sequence[int], tiles: Sequence[int], waive: bool) -> bool:
    """Can ``need`` be paid from ``store`` using each tile at most once and at most one waive?

    Each owed box is paid by a box of its colour or, through an unused tile of the pair, by a box of
    the tile's other colour (no chains). That is a small flow problem; by max-flow/min-cut it is
    payable exactly when, for every set S of colours, the boxes owed in S (less the waive) are at
    most S's own boxes plus, from each colour o outside S, min(o's boxes, o's tiles into S).
    The 15 comparisons are made at once on packed vectors (see ``capacity``).
    """
    if need[0] <= store[0] and need[1] <= store[1] and need[2] <= store[2] and need[3] <= store[3]:
        return True
    return fits(owed(need), capacity(store, tiles, waive))


# --- the min-cut test, packed ------------------------------------------------------------------
# A "packed vector" holds one count per set S of colours (``_SUBSETS`` order) in one integer,
# _FIELD bits per set, so adding vectors adds all 15 counts at once. Counts stay below _GUARD
# (a capacity counts at most every box in the game plus the waive, a cost a few boxes), so
# comparing all 15 is one subtraction: a field's guard bit survives ``(cap + _GUARD) - owed``
# exactly when owed <= cap, and no field borrows from the next.
_FIELD = 10
_GUARD = 1 << (_FIELD - 1)
assert sum(D.MATERIAL_COUNT) + sum(D.PAIR_COPIES) + 1 < _GUARD
_ONES = sum(1 << (_FIELD * i) for i in range(len(_SUBSETS)))  # 1 in every field
_GUARDS = _ONES * _GUARD
#: per colour: 1 in the field of every set that contains it
_UNIT = tuple(sum(1 << (_FIELD * i) for i, (inside, _) in enumerate(_SUBSETS) if c in inside) for c in range(4))


def owed(need: Sequence[int]) -> int:
    """Packed: per set of colours, the boxes ``need`` owes in it."""
    return need[0] * _UNIT[0] + need[1] * _UNIT[1] + need[2] * _UNIT[2] + need[3] * _UNIT[3]


def capacity(store: Sequence[int], tiles: Sequence[int], waive: bool) -> int:
    """Packed: per set S of colours, the most boxes owed in S that ``store``, ``tiles`` and the waive
    can pay — S's own boxes, the waive, and from each colour o outside S min(o's boxes, o's tiles into S)."""
    cap = store[0] * _UNIT[0] + store[1] * _UNIT[1] + store[2] * _UNIT[2] + store[3] * _UNIT[3]
    for o, (a, b, c) in _INCIDENT:
        ta, tb, tc = tiles[a], tiles[b], tiles[c]
        if ta or tb or tc:
            row = _swaps(o, ta, tb, tc)
            so = store[o]
            cap += row[so] if so < len(row) else row[-1]
    return cap + _ONES if waive else cap


def fits(owed: int, capacity: int) -> bool:
    """No set of colours owes more than it can be paid (packed vectors from ``owed`` and ``capacity``)."""
    return (capacity + _GUARDS - owed) & _GUARDS == _GUARDS


#: per colour o: the three exchange tiles with o on them (o's tiles into a set are among these)
_INCIDENT = tuple((o, tuple(k for k, pair in enumerate(D.PAIR_MATS) if o in pair)) for o in range(4))
assert all(len(ks) == 3 for _, ks in _INCIDENT)


@lru_cache(maxsize=4096)
def _swaps(o: int, *counts: int) -> tuple[int, ...]:
    """For colour o holding ``counts`` of its three tiles (``_INCIDENT`` order), indexed by o's boxes
    x (up to its tiles, beyond which nothing changes): packed, per set S without o, min(x, o's tiles
    into S)."""
    tiles = dict(zip(_INCIDENT[o][1], counts, strict=True))
    into = []
    for i, (inside, outside) in enumerate(_SUBSETS):
        if o not in inside:
            n = sum(tiles.get(k, 0) for k in dict(outside).get(o, ()))
            if n:
                into.append((n, 1 << (_FIELD * i)))
    row, packed = [0], 0
    for x in range(1, max(n for n, _ in into) + 1):
        packed += sum(bit for n, bit in into if n >= x)  # one more box of o: +1 in every set it has x tiles into
        row.append(packed)
    return tuple(row)


def payable(need: Vec, store: list[int] | tuple[int, ...], tiles: list[int] | tuple[int, ...], waive: bool) -> bool:
    """``feasible`` with cheap answers first (most checks need no search)."""
    short = 0
    for i in range(4):
        if need[i] > store[i]:
            short += need[i] - store[i]
    if not short:
        return True
    if short > (1 if waive else 0) + sum(tiles):
        return False
    return feasible(need, store, tiles, waive)


_NO_TILES = (0,) * len(D.PAIRS)


def can_pay(s: State, seat: int, need: Vec, waive: bool = False, use_tiles: bool = True) -> bool:
    p = s.players[seat]
    return payable(need, p.storage, p.tiles if use_tiles else _NO_TILES, waive)


def shortfall(label: Message, need: Vec, store: list[int]) -> Text:
    """A reason naming the first missing material ("Merchant Statue needs 2 gold; you have 1")."""
    for i in range(4):
        if need[i] > store[i]:
            return Text(
                "{what} needs {n} {material}; you have {have}",
                what=label,
                n=need[i],
                material=D.material(i),
                have=store[i],
            )
    return Text("you cannot pay for {what} even with your exchange tiles", what=label)


def payment_title(d: Decision) -> Message:
    """What a payment is for, in the reader's language (the state keeps ``label`` in English)."""
    if d["purpose"] == "project":
        return D.PROJECTS[d["pid"]].title
    if d["purpose"] == "tile":
        return Text("the {tile} exchange tile", tile=D.pair_title(D.PAIRS[d["pair"]]))
    if d["purpose"] == "visit":
        visits = tuple(
            Text("the {person} (visit tile {tile})", person=D.person_title(D.PERSONS[a]), tile=v)
            for a, v in d["chosen"]
        )
        return Text("visiting {visits}", visits=visits)
    return str(d["label"])


def start_payment(
    s: State,
    seat: int,
    need: Vec,
    purpose: str,
    label: str,
    events: list[Event],
    waive: bool = False,
    use_tiles: bool = True,
    **extra: object,
) -> None:
    """Open a payment (or settle it at once when there is nothing to choose)."""
    p = s.players[seat]
    tiles = tuple(p.tiles) if use_tiles else (0,) * len(D.PAIRS)
    push(
        s,
        "pay",
        seat,
        need=need,
        tiles=tiles,
        waive=waive,
        paid=((), (), (), ()),
        purpose=purpose,
        label=label,
        spent=(0, 0, 0, 0),
        **extra,
    )
    if not any(need) or (not waive and not any(tiles)):
        # no tile and no waive: nothing to choose, pay straight from storage
        me = s.me(seat)
        s.own_boxes()
        for i in range(4):
            me.storage[i] -= need[i]
            s.bag[i] += need[i]
        done = replace_top(s, need=(0, 0, 0, 0), paid=tuple((i,) * need[i] for i in range(4)), spent=need)
        pop(s)
        if any(need):
            told = Text(
                "{name} paid {boxes} for {what}", name=who(s, seat), boxes=boxes_text(need), what=payment_title(done)
            )
            events.append(E("pay", told, seat))
        FINISH[purpose](s, done, events)


def _moves(s: State, d: Decision) -> list[tuple[int, int]]:
    """(owed material, box material) answers that keep the rest payable; box -1 = waive."""
    need, tiles, waive = d["need"], d["tiles"], d["waive"]
    store = tuple(s.players[d["seat"]].storage)
    out: list[tuple[int, int]] = []
    for c in range(4):  # only the first material still owed: the same outcomes, fewer questions
        if not need[c]:
            continue
        rest = (*need[:c], need[c] - 1, *need[c + 1 :])
        if store[c] and feasible(rest, (*store[:c], store[c] - 1, *store[c + 1 :]), tiles, waive):
            out.append((c, c))
        for k, (a, b) in enumerate(D.PAIR_MATS):
            if tiles[k] and (a == c or b == c):
                o = b if a == c else a
                if store[o] and feasible(
                    rest,
                    (*store[:o], store[o] - 1, *store[o + 1 :]),
                    (*tiles[:k], tiles[k] - 1, *tiles[k + 1 :]),
                    waive,
                ):
                    out.append((c, o))
        if waive and feasible(rest, store, tiles, False):
            out.append((c, -1))
        break
    return out


def pay_legal(s: State, d: Decision, seat: int) -> list[Action]:
    acts = []
    what = payment_title(d)
    for c, o in _moves(s, d):
        m = D.MATERIALS[c]
        if o == -1:
            label = Text("Artistic Subtlety: waive one {material} of {what}", material=D.material(c), what=what)
            acts.append(A(seat, "waive", (m,), label))
        elif o == c:
            acts.append(
                A(seat, "pay", (m, m), Text("Pay one {material} for {what}", material=D.material(c), what=what))
            )
        else:
            label = Text(
                "Pay one {box} as {material} for {what} (exchange tile)",
                box=D.material(o),
                material=D.material(c),
                what=what,
            )
            acts.append(A(seat, "pay", (m, D.MATERIALS[o]), label))
    return acts


def _less(counts: tuple[int, ...], i: int, by: int = 1) -> tuple[int, ...]:
    """``counts`` with entry ``i`` lowered by ``by``."""
    return (*counts[:i], counts[i] - by, *counts[i + 1 :])


#: (owed material, box material) -> the exchange tile of that pair
_PAIR_OF = {pair: k for k, (a, b) in enumerate(D.PAIR_MATS) for pair in ((a, b), (b, a))}


def _mat(text: object) -> int:
    if text not in D.MAT_INDEX:
        raise IllegalAction(Text("'{text}' is not a material (jade, bronze, ivory or gold)", text=text))
    return D.MAT_INDEX[text]


def pay_handle(s: State, d: Decision, action: Action, events: list[Event]) -> None:
    seat = d["seat"]
    c = _mat(action.args[0])
    need = _less(d["need"], c)
    me = s.me(seat)
    if action.kind == "waive":
        replace_top(s, need=need, waive=False)
        me.artistic = False
        told = Text("{name} waived one {material} (Artistic Subtlety)", name=who(s, seat), material=D.material(c))
        events.append(Event("waive", told, seat))
    else:
        o = _mat(action.args[1])
        tiles = d["tiles"] if o == c else _less(d["tiles"], _PAIR_OF[c, o])
        me.storage[o] -= 1
        s.own_boxes().bag[o] += 1
        paid = d["paid"]
        replace_top(
            s, need=need, tiles=tiles, paid=(*paid[:c], (*paid[c], o), *paid[c + 1 :]), spent=_less(d["spent"], o, -1)
        )
        if any(need):  # the last box is told by the whole payment below
            if o != c:
                told = Text(
                    "{name} gave one {box} as {material} (exchange tile) toward {what}",
                    name=who(s, seat),
                    box=D.material(o),
                    material=D.material(c),
                    what=payment_title(d),
                )
            else:
                told = Text(
                    "{name} gave one {box} toward {what}", name=who(s, seat), box=D.material(o), what=payment_title(d)
                )
            events.append(Event("pay_box", told, seat))
    if not any(need):
        done = pop(s)
        told = Text(
            "{name} paid {boxes} for {what}",
            name=who(s, seat),
            boxes=boxes_text(done["spent"]),
            what=payment_title(done),
        )
        events.append(E("pay", told, seat))
        FINISH[done["purpose"]](s, done, events)


def explain_pay(s: State, d: Decision, action: Action) -> Text:
    """Why a payment answer was refused, in words."""
    if action.kind not in ("pay", "waive") or not action.args:
        return Text("first finish paying for {what}", what=payment_title(d))
    c = _mat(action.args[0])
    if not d["need"][c]:
        return Text("{what} owes no {material}", what=payment_title(d), material=D.material(c))
    if action.kind == "waive":
        return Text("only Artistic Subtlety waives a box, and only of a project")
    if len(action.args) < 2:
        return Text("say which box pays")
    o = _mat(action.args[1])
    p = s.players[d["seat"]]
    if not p.storage[o]:
        return Text("you have no {material}", material=D.material(o))
    if o != c:
        pair = next(k for k, (a, b) in enumerate(D.PAIR_MATS) if {a, b} == {c, o})
        if not d["tiles"][pair]:
            owned = p.tiles
            linked = any(
                owned[k1]
                and owned[k2]
                and len({*D.PAIR_MATS[k1]} & {*D.PAIR_MATS[k2]}) == 1
                and {c, o} <= ({*D.PAIR_MATS[k1]} | {*D.PAIR_MATS[k2]})
                for k1 in range(len(D.PAIRS))
                for k2 in range(len(D.PAIRS))
                if k1 != k2
            )
            if linked:
                return Text("exchange tiles don't chain")
            return Text(
                "you have no unused {first}/{second} exchange tile for this payment",
                first=D.material(c),
                second=D.material(o),
            )
    first = next(i for i in range(4) if d["need"][i])
    if c != first:
        return Text("pay the {material} first", material=D.material(first))
    return Text("that box would leave the rest of the cost unpayable")


#: this module's frame kinds (registered by frame_kinds.py)
KINDS: dict[str, Kind] = {
    "pay": question(pay_legal, pay_handle),
}
