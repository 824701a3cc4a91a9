"""Quick game: one click on a welcome card starts you against Normal bots at the game's usual table.

You take the first seat with the name and colour you last gave yourself in the New-game dialog
(:func:`~zsgames.ui.dialogs.new_game_dialog.remembered_human`); the bots take the other colours in the
dialog's order, each named after its colour. The table's size is the game's ``quick_game`` data
(:mod:`zsgames.ui.welcome.welcome_info`, with why), the seed a fresh one each time.
"""

from __future__ import annotations

import random

from zsgames.core import registry
from zsgames.core.game import GameConfig
from zsgames.core.match import Match
from zsgames.ui.dialogs.new_game_dialog import HUMAN, remembered_human
from zsgames.ui.shared.pieces import SEAT_ORDER
from zsgames.ui.welcome.welcome_info import intro

BOT_LEVEL = "normal"


def quick_config(players: int, name: str, colour: str) -> GameConfig:
    """You (``name`` in ``colour``) in the first seat, Normal bots in the others."""
    names, seats = [name], [{"colour": colour, "controller": HUMAN}]
    for other in (c for c in SEAT_ORDER if c != colour):
        if len(seats) == players:
            break
        names.append(other if other.casefold() != name.casefold() else f"{other} bot")
        seats.append({"colour": other, "controller": BOT_LEVEL})
    return GameConfig.make(players, names, None, seats)


def quick_match(game_name: str, seed: int | None = None) -> Match:
    """A new match of ``game_name`` as Quick game starts it."""
    name, colour = remembered_human()
    config = quick_config(intro(game_name).quick_players, name, colour)
    seed = seed if seed is not None else random.SystemRandom().randrange(1, 2**31)
    return Match(registry.get(game_name), config, seed)


__all__ = ["BOT_LEVEL", "quick_config", "quick_match"]
