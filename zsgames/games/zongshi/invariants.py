"""Conservation laws checked after every action by the tests (``Game.check_invariants``)."""

from __future__ import annotations

from collections import Counter

from . import data as D
from .common import hand_limit, storage_limit
from .state import TRACK, State

# Sorted lists compare faster than Counters (these checks run after every action in the soak).
_ALL_SCROLLS = sorted(sid for sid, n in D.SCROLL_COUNTS.items() for _ in range(n))
_ALL_AWARDS = sorted(D.AWARD_IDS)
_ALL_VISIT_TILES = sorted(D.VISIT_TILES)
_MASTERWORKS = frozenset(D.MASTERWORK_IDS)


def _pending(s: State, kind: str, seat: int) -> bool:
    return any(d["kind"] == kind and d["seat"] == seat for d in s.pending)


def check(s: State) -> None:
    n = s.n
    for i in range(4):
        total = s.bag[i] + s.large[i] + s.small[i] + s.pool_boxes[i] + sum(p.storage[i] for p in s.players)
        assert total == D.MATERIAL_COUNT[i], f"{D.MATERIALS[i]}: {total} boxes instead of {D.MATERIAL_COUNT[i]}"
        assert min(s.bag[i], s.large[i], s.small[i], s.pool_boxes[i]) >= 0, "negative box count"
    full = isinstance(s.deck, list)
    if full:
        every = s.deck + s.discard + s.pool_scrolls
        for p in s.players:
            every += p.hand
        if sorted(every) != _ALL_SCROLLS:
            raise AssertionError(f"scrolls not conserved: {Counter(every)}")
    for k in range(len(D.PAIRS)):
        owned = sum(p.tiles[k] for p in s.players)
        assert s.tile_supply[k] >= 0 and owned + s.tile_supply[k] + s.box_tiles[k] == D.PAIR_COPIES[k], "tiles"
    held = Counter(pid for p in s.players for pid in (*p.completed, *p.in_progress, *p.extra))
    for idx, pid in enumerate(D.PROJECT_IDS):
        assert s.supply[idx] >= 0 and held[pid] + s.supply[idx] + s.box_projects[idx] == D.PROJECTS[pid].copies, pid
    mw_held = sum(n for pid, n in held.items() if pid in _MASTERWORKS)
    deck_n = len(s.mw_deck) if isinstance(s.mw_deck, list) else s.mw_deck
    assert deck_n + len(s.mw_face) + mw_held == len(D.MASTERWORK_IDS), "masterworks not conserved"
    assert len(s.mw_face) == D.FACE_UP_MASTERWORKS or deck_n == 0, "face-up masterworks missing"
    if full:
        awards = [a for a in s.awards if a] + s.awards_done + [s.spare_award]
        assert sorted(awards, key=str) == _ALL_AWARDS, "awards not conserved"
    assert s.turn_no <= 2 * n
    assert len(s.quiet) == n and all(q in ("", "turns", "steps") for q in s.quiet), "quiet flags"
    assert len(set(s.awards_left)) == len(s.awards_left) and all(s.awards[i] for i in s.awards_left), (
        "an award left face down is still on its townsperson"
    )
    for seat, p in enumerate(s.players):
        assert min(p.storage) >= 0 and min(p.tiles) >= 0, "negative stock"
        if s.phase != "distribute" and not _pending(s, "store", seat):
            assert sum(p.storage) <= storage_limit(s, seat), f"seat {seat} storage over its limit"
        if isinstance(p.hand, list):
            if not _pending(s, "hand", seat):
                assert len(p.hand) <= hand_limit(s, seat), f"seat {seat} hand over its limit"
            if p.known:
                assert all(p.known.count(x) <= p.hand.count(x) for x in p.known), "known scrolls not in hand"
        assert sorted(p.visit_tiles + [v for v in p.visits if v]) == _ALL_VISIT_TILES, "visit tiles"
        assert len(p.completed) <= D.COMPLETED_SPACES
        assert len(p.in_progress) <= 2 and (len(p.in_progress) <= 1 or p.worker == "master")
        on_track = [pawn for pawn in ("master", "apprentice") if p.pawn_loc(pawn) == TRACK]
        assert bool(p.in_progress) == bool(p.worker) == bool(on_track), f"seat {seat}: pawn/track mismatch"
        if on_track:
            assert on_track == [p.worker] and p.time_left >= 0
        assert len(set(p.played)) == len(p.played), "a scroll title played twice in a round"
