"""What each seat may know: the deck, the unplayed round piles and other seats' unrevealed
selections are hidden (counts only); ``determinize`` samples them back.

The bin lies face down and "never look at the cards that have been thrown in the bin": a view
shows only how many cards it holds (a count), unless the game was started with the memory aid
(``memory_aid``), which lists them. Every card in it was seen face up on its way in, so a player
may remember them: ``recall`` rebuilds the bin from a seat's memory of the match (its earlier
views) for the bots, and nothing else (resources/zooscape/NOTES.md, ruling 13).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from zsgames.core.game import JsonPath
from zsgames.core.rng import Rng
from zsgames.games.zooscape import cards as C
from zsgames.games.zooscape.info import MEMORY_AID
from zsgames.games.zooscape.state import ZState, full

HIDDEN_CHOICE = -1  # a committed selection disk, number face down


def card_count(cards: tuple[int, ...] | int) -> int:
    """How many cards ``cards`` stands for: a tuple of cards, or a view's count of hidden ones."""
    return cards if isinstance(cards, int) else len(cards)


_count = card_count


def bin_size(s: ZState) -> int:
    """How many cards lie in the bin (a view without the memory aid knows only this)."""
    return _count(s.bin)


def bin_cards(s: ZState) -> tuple[int, ...] | None:
    """The bin's cards, or None when ``s`` is a view that shows only their number."""
    return None if isinstance(s.bin, int) else s.bin


def lists_bin(s: ZState) -> bool:
    """Was the game started with the memory aid that lists the bin's cards?"""
    return bool(s.config.option(MEMORY_AID))


def view(s: ZState, seat: int | None) -> ZState:
    v = s.clone()
    v.piles = tuple(_count(p) for p in s.piles)
    v.deck = _count(s.deck)
    if not lists_bin(s):
        v.bin = _count(s.bin)  # face down: only its size shows
    v.rng = Rng(0)
    v.choice = tuple(c if p == seat else (HIDDEN_CHOICE if c else 0) for p, c in enumerate(s.choice))
    return v


def hidden_paths(s: ZState, seat: int | None) -> list[JsonPath]:
    paths: list[JsonPath] = [("deck",), ("rng",)]
    paths += [("piles", i) for i in range(len(s.piles))]
    paths += [("choice", p) for p in range(s.n) if p != seat]
    if not lists_bin(s):
        paths.append(("bin",))
    return paths


def visible_cards(v: ZState) -> list[int]:
    """Every market card a view shows face up, lists in the bin (memory aid), or has seen go to the box."""
    listed = v.bin if isinstance(v.bin, tuple) else ()
    seen: list[int] = [*listed, *v.box, *v.cur, *v.groups[0], *v.groups[1], *v.pend_cards, *v.kimonos]
    for cards, _seats in v.stack:
        seen += cards
    for w in v.won:
        seen += w
    for cs in v.copies:
        seen += [c for c, _ in cs]
    for _seat, cards in v.pend_queue:
        seen += cards
    if v.pend_copy >= 0:
        seen.append(v.pend_copy)
    return [c for c in seen if c < C.MARKET_CARDS]


def determinize(v: ZState, seat: int, rng: Rng) -> ZState:
    """A full state that ``seat`` could be in: hidden cards dealt at random, hidden disks guessed
    (and the bin's cards, when the view shows only their number: see ``recall``)."""
    s = v.clone()
    seen = set(visible_cards(v))
    unknown = [c for c in range(C.MARKET_CARDS) if c not in seen]
    rng.shuffle(unknown)
    piles = []
    for count in v.piles:
        k = _count(count)
        piles.append(tuple(unknown[:k]))
        del unknown[:k]
    s.piles = tuple(piles)
    if isinstance(v.bin, int):
        s.bin = tuple(unknown[: v.bin])
        del unknown[: v.bin]
    s.deck = tuple(unknown)
    s.choice = tuple(1 + rng.randbelow(2) if c == HIDDEN_CHOICE else c for c in v.choice)
    s.rng = Rng(rng.next64())
    return s


def _went_in(before: ZState, after: ZState) -> list[int]:
    """The cards that went into the bin between two consecutive views: those on show in ``before``
    (the row, the groups) that ``after`` shows nowhere (a card leaves the table only for the bin)."""
    still = set(visible_cards(after))
    return [c for c in (*before.cur, *before.groups[0], *before.groups[1]) if c < C.MARKET_CARDS and c not in still]


def recall(v: ZState, memory: Sequence[ZState]) -> ZState:
    """``v`` with the bin's cards as ``memory`` (the seat's views of the match so far, ``v``'s state
    last) saw them go in: a player at the table may remember what lay face up. ``v`` unchanged when
    it lists the bin anyway, or when the memory does not reach back to the bin's last emptying."""
    if not isinstance(v.bin, int):
        return v
    if not v.bin:  # an empty bin: nothing to remember
        out = v.clone()
        out.bin = ()
        return out
    if not memory:
        return v
    start = len(memory) - 1
    while start > 0 and bin_size(memory[start]):
        start -= 1
    if bin_size(memory[start]):
        return v  # the memory begins with cards already in the bin: they were never seen
    known: list[int] = []
    before = memory[start]
    for i in range(start + 1, len(memory)):
        after = memory[i]
        grew = bin_size(after) - bin_size(before)
        if grew > 0:
            went = _went_in(before, after)
            if len(went) != grew:
                return v
            known += went
        elif bin_size(after) == 0:
            known = []
        before = after
    if len(known) != v.bin:
        return v
    out = v.clone()
    out.bin = tuple(known)
    return out


def reopen_secret_choices(s: ZState, v: ZState, seats: Collection[int] | None = None) -> ZState:
    """``s`` with every disk that is face down in the view ``v`` picked up again (undecided);
    only the disks of ``seats`` when given."""
    if HIDDEN_CHOICE not in v.choice:
        return s
    s = s.clone()
    s.choice = tuple(
        0 if c == HIDDEN_CHOICE and (seats is None or p in seats) else s.choice[p] for p, c in enumerate(v.choice)
    )
    return s


def check_invariants(s: ZState) -> None:
    """Every one of the 85 cards (74 market, 10 kimonos, the apprentice) is in exactly one place."""
    assert isinstance(s.deck, tuple) and isinstance(s.bin, tuple), "invariants need a full state, not a view"
    places: list[int] = [*s.deck, *s.bin, *s.box, *s.kimonos, *s.cur, *s.groups[0], *s.groups[1], *s.pend_cards]
    for p in s.piles:
        places += full(p)
    for cards, seats in s.stack:
        places += cards
        assert len(cards) > 1 and len(seats) > 1, "a contest has several cards and several players"
    for w in s.won:
        places += w
    for cs in s.copies:
        places += [c for c, _ in cs]
        assert all(C.KIND[c] == C.COPY and 0 <= t < C.CURIO_TYPES for c, t in cs)
    for _seat, cards in s.pend_queue:
        places += cards
    if s.pend_copy >= 0:
        places.append(s.pend_copy)
    app_in_play = C.APPRENTICE_CARD in places
    assert app_in_play == (s.app_at == -2), f"apprentice is in play: {app_in_play} but app_at = {s.app_at}"
    if not app_in_play:
        places.append(C.APPRENTICE_CARD)
    assert sorted(places) == list(range(C.ALL_CARDS)), "a card is missing or in two places"
    size = C.PILE_SIZE[s.n]
    assert len(s.piles) == C.ROUNDS - s.round, "each round consumes exactly one pile"
    assert all(len(full(p)) == size for p in s.piles), "an unplayed round pile changed"
    assert not s.kimonos or not s.kimonos_closed, "kimonos are back after leaving the game"
    for w in s.won:
        assert all(C.KIND[c] in range(C.CURIO_TYPES) or C.KIND[c] in (C.COIN, C.FIRE) for c in w), (
            "only curios, coins and Fire lie in front of a player"
        )
    assert all(C.KIND[c] in (C.CAT, C.BREAK, C.COPY) for c in s.pend_cards)
    assert 0 <= s.master < s.n
