"""Builders for tribute tests: put chosen cards face up at a yamen or in a hand, keeping all 30."""

from __future__ import annotations

from zsgames.games.cuzhi.state import CuzhiState


def take_card(s: CuzhiState, k: int) -> None:
    for pile in (s.trib_deck, *s.yamen_cards, *s.owned):
        if k in pile:
            pile.remove(k)


def set_yamen(s: CuzhiState, y: int, *cards: int) -> None:
    """Show exactly ``cards`` at yamen ``y``; whatever was there goes back to the deck."""
    for k in cards:
        take_card(s, k)
    s.trib_deck.extend(s.yamen_cards[y])
    s.yamen_cards[y] = list(cards)


def own_card(s: CuzhiState, seat: int, *cards: int) -> None:
    for k in cards:
        take_card(s, k)
        s.owned[seat].append(k)
