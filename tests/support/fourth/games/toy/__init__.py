"""The toy game: the tiny test game's rules under a declaration of its own, in a package of its own."""

from __future__ import annotations

from tests.support.tiny_game import CELLS, TinyGame
from zsgames.core.action_table import ActionTable, each
from zsgames.core.info import GameInfo, Welcome


def action_table() -> ActionTable:
    """Its one kind of move: the pawn to a cell."""
    return each("move", range(CELLS))


INFO = GameInfo(
    "toy",
    "Toy Game",
    2,
    4,
    order=4,  # after the three shipped games
    bot_tuning={"normal": {"rollout_depth": 3}},
    action_table=action_table,
    welcome=Welcome(
        ("A pawn on a short track,", "and a secret hand of cards."),
        "#8a5cc2",
        1,
        "Four moves a seat.",
        2,
        "Two players: the smallest table.",
    ),
)


class Toy(TinyGame):
    info = INFO


GAME = Toy()
