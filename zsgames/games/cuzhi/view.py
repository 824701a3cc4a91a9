"""What a seat may know: holdings are open; the bag order, deck orders, unused bustling cards
and the RNG are hidden (replaced by counts)."""

from __future__ import annotations

from zsgames.core.rng import Rng
from zsgames.games.cuzhi import data as D
from zsgames.games.cuzhi.state import CuzhiState

HIDDEN = (("bag",), ("title_deck",), ("trib_deck",), ("bust_out",), ("rng",))


def view(s: CuzhiState) -> CuzhiState:
    v = s.clone()
    v.bag = len(s.bag) if isinstance(s.bag, list) else s.bag
    v.title_deck = len(s.title_deck) if isinstance(s.title_deck, list) else s.title_deck
    v.trib_deck = len(s.trib_deck) if isinstance(s.trib_deck, list) else s.trib_deck
    v.bust_out = len(s.bust_out) if isinstance(s.bust_out, list) else s.bust_out
    v.rng = Rng(0)
    v.scripted = []
    return v


def bag_counts(s: CuzhiState) -> list[int]:
    """Indicators of each kind still in the bag: deducible from the open pile and kept Sounds."""
    counts = [c - p for c, p in zip(D.BAG_COUNTS, s.pile, strict=True)]
    counts[D.K_SOUND] -= sum(s.sounds)
    return counts


def determinize(v: CuzhiState, rng: Rng) -> CuzhiState:
    s = v.clone()
    bag = [kind for kind, c in enumerate(bag_counts(v)) for _ in range(c)]
    rng.shuffle(bag)
    s.bag = bag
    seen_titles = set(v.title_display) | set(v.title_gone) | {t for t, o in enumerate(v.title_owner) if o >= 0}
    tdeck = [t for t in range(len(D.TITLES)) if t not in seen_titles]
    rng.shuffle(tdeck)
    s.title_deck = tdeck
    seen_cards = {k for cards in v.yamen_cards for k in cards} | {k for cards in v.owned for k in cards}
    cards = [k for k in range(len(D.CARDS)) if k not in seen_cards]
    rng.shuffle(cards)
    s.trib_deck = cards
    s.bust_out = [b for b in range(len(D.BUSTLING)) if b not in v.bust]
    rng.shuffle(s.bust_out)
    s.rng = Rng(rng.next64())
    return s
