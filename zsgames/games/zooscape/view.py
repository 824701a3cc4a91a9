"""What each seat may know: the deck, the unplayed round piles and other seats' unrevealed
selections are hidden (counts only); ``determinize`` samples them back.

The bin is face down but not secret: every card in it was seen face up by everyone on its way in
(an unwanted group, or a single card several players wanted), so a player who remembers knows it
exactly. Views keep it, the board lists it on hover, and bots use it (resources/zooscape/NOTES.md).
"""

from __future__ import annotations

from collections.abc import Collection

from zsgames.core.rng import Rng
from zsgames.games.zooscape import cards as C
from zsgames.games.zooscape.state import ZState

HIDDEN_CHOICE = -1  # a committed selection disk, number face down


def _count(cards: tuple[int, ...] | int) -> int:
    return cards if isinstance(cards, int) else len(cards)


def view(s: ZState, seat: int | None) -> ZState:
    v = s.clone()
    v.piles = tuple(_count(p) for p in s.piles)
    v.deck = _count(s.deck)
    v.rng = Rng(0)
    v.choice = tuple(c if p == seat else (HIDDEN_CHOICE if c else 0) for p, c in enumerate(s.choice))
    return v


def hidden_paths(s: ZState, seat: int | None) -> list[tuple]:
    paths: list[tuple] = [("deck",), ("rng",)]
    paths += [("piles", i) for i in range(len(s.piles))]
    paths += [("choice", p) for p in range(s.n) if p != seat]
    return paths


def visible_cards(v: ZState) -> list[int]:
    """Every market card a view shows face up, remembers in the bin, or has seen go to the box."""
    seen: list[int] = [*v.bin, *v.box, *v.cur, *v.groups[0], *v.groups[1], *v.pend_cards, *v.kimonos]
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
    """A full state that ``seat`` could be in: hidden cards dealt at random, hidden disks guessed."""
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
    s.deck = tuple(unknown)
    s.choice = tuple(1 + rng.randbelow(2) if c == HIDDEN_CHOICE else c for c in v.choice)
    s.rng = Rng(rng.next64())
    return s


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
        places += p
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
    assert all(len(p) == size for p in s.piles), "an unplayed round pile changed"
    assert not s.kimonos or not s.kimonos_closed, "kimonos are back after leaving the game"
    for w in s.won:
        assert all(C.KIND[c] in range(C.CURIO_TYPES) or C.KIND[c] in (C.COIN, C.FIRE) for c in w), (
            "only curios, coins and Fire lie in front of a player"
        )
    assert all(C.KIND[c] in (C.CAT, C.BREAK, C.COPY) for c in s.pend_cards)
    assert 0 <= s.master < s.n
