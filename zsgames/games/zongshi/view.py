"""What a seat may know, and sampling a full state consistent with it.

Hidden: other seats' scrolls (except the ones everyone saw them take: draft picks, Lessons of the
Past — D13), the scroll deck order, the masterwork deck, face-down awards and the unused fifth award,
and the RNG. Public: the bag's contents by colour (deducible from everything on the table; the
draw order is the RNG's), the discard pile, bins, storages, tiles, projects, visits.
"""

from __future__ import annotations

from zsgames.core.game import JsonPath
from zsgames.core.rng import Rng

from . import data as D
from .state import State


def view(s: State, seat: int | None) -> State:
    v = s.clone()
    for i in range(s.n):
        if i != seat:
            v.me(i).hand = len(s.players[i].hand) if isinstance(s.players[i].hand, list) else s.players[i].hand
            v.players[i].fresh = []
    v.deck = len(s.deck) if isinstance(s.deck, list) else s.deck
    v.mw_deck = len(s.mw_deck) if isinstance(s.mw_deck, list) else s.mw_deck
    v.awards = [1 if a else None for a in s.awards]
    v.spare_award = None
    v.rng = Rng(0)
    v._dirty = 0
    return v


def hidden_paths(s: State, seat: int | None) -> list[JsonPath]:
    paths: list[JsonPath] = [("deck",), ("mw_deck",), ("spare_award",), ("rng",)]
    paths += [("awards", i) for i in range(len(D.PERSONS))]
    paths += [("players", i, "hand") for i in range(s.n) if i != seat]
    return paths


def determinize(v: State, seat: int, rng: Rng) -> State:
    s = v.clone()
    unseen = [sid for sid in D.SCROLL_IDS for _ in range(D.SCROLL_COUNTS[sid])]
    seen = list(v.players[seat].hand) + list(v.discard) + list(v.pool_scrolls)
    for i, p in enumerate(v.players):
        if i != seat:
            seen += p.known
    for sid in seen:
        unseen.remove(sid)
    rng.shuffle(unseen)
    for i, p in enumerate(v.players):
        if i == seat:
            continue
        count = p.hand if isinstance(p.hand, int) else len(p.hand)
        me = s.me(i)
        me.hand = list(p.known) + [unseen.pop() for _ in range(count - len(p.known))]
        me.fresh = []
    s.deck = unseen
    used = set(v.mw_face)
    for p in v.players:
        used.update(pid for pid in (*p.completed, *p.in_progress, *p.extra) if pid in D.MASTERWORK_IDS)
    mws = [m for m in D.MASTERWORK_IDS if m not in used]
    rng.shuffle(mws)
    s.mw_deck = mws
    awards = list(D.AWARD_IDS)
    for a in v.awards_done:
        awards.remove(a)
    rng.shuffle(awards)
    s.awards = [awards.pop() if a else None for a in v.awards]
    s.spare_award = awards.pop() if awards else None
    s.rng = Rng(rng.next64())
    s._dirty = 0
    return s
