"""Cuzhi 促织 declared (``GameInfo``): read without importing the rules (the welcome, the menus)."""

from __future__ import annotations

from zsgames.core.i18n import N_
from zsgames.core.info import GameInfo, Welcome
from zsgames.games.cuzhi.action_table import action_table

INFO = GameInfo(
    "cuzhi",
    N_("Cuzhi 促织", context="game name"),
    2,
    4,  # no options: a save with one is refused
    ends_turn=frozenset({"stop", "pass"}),  # finish an area or the tribute early; decline a challenge
    order=3,
    action_table=action_table,
    welcome=Welcome(
        blurb=(N_("Catch crickets, raise them royal,"), N_("fight with dice and win honours.")),
        colour="#34a353",
        minutes=10,
        minutes_basis=N_(
            "The rulebook states no playing time. Measured in the app: 8 three-player games played "
            "by the Easy bot (seeds 1-8) took one seat 59 decisions (median; 37-73) and the other "
            "seats 124.5 bot moves. At about 8 s a decision and the window's Normal bot speed (0.7 "
            "s a move) that is 9 minutes."
        ),
        quick_players=3,
        quick_why=N_(
            "In a cricket fight the players not fighting may bet on it (rulebook, Challenge: "
            "Betting): with 3 someone always can, and the tribute order still stays short."
        ),
    ),
)
