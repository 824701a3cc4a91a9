"""Zooscape declared (``GameInfo``): read without importing the rules (the welcome, the menus)."""

from __future__ import annotations

from zsgames.core.i18n import N_
from zsgames.core.info import GameInfo, Welcome
from zsgames.core.options import OptionSpec
from zsgames.games.zooscape.action_table import action_table

#: The option that lists the bin's cards (the rulebook's bin is face down).
MEMORY_AID = "memory_aid"

INFO = GameInfo(
    "zooscape",
    N_("Zooscape", context="game name"),
    3,
    6,
    simultaneous=True,  # the selection disks: every seat commits face down, then all are revealed
    options=(
        OptionSpec(
            "first_master",
            int,
            None,
            N_("the first master (the last to have seen a cat); unset: drawn"),
            seat=True,
            label=N_("First master (last to have seen a cat)"),
            offers=((None, N_("Drawn at random")),),
        ),
        # the aid lists the bin's cards (off: the rulebook's face-down bin)
        OptionSpec(
            MEMORY_AID,
            bool,
            False,
            N_("the bin lists its cards (off: it shows how many it holds)"),
            label=N_("Memory aid: list the bin's cards"),
            offers=(
                (None, N_("Off: the bin shows how many cards it holds")),
                (True, N_("On: the bin lists its cards")),
            ),
        ),
    ),
    order=2,
    # Hard reads the others from their revealed disks and plays a seat that looks random (4 to 1 or
    # more) as the coin-tosser it is; until then it is exactly the common Hard (docs/ARENA.md).
    bot_tuning={"hard": {"read_opponents": True, "read_threshold": 0.8}},
    action_table=action_table,
    welcome=Welcome(
        blurb=(N_("Choose a pile of curios in secret,"), N_("and never collect one too many.")),
        colour="#2f6fdf",
        minutes=5,
        minutes_basis=N_(
            "The rulebook states no playing time. Measured in the app: 8 four-player games played "
            "by the Easy bot (seeds 1-8) took one seat 24.5 decisions (median; 18-34) and the "
            "other seats 75.5 bot moves. At about 8 s a decision and the window's Normal bot speed "
            "(0.7 s a move) that is 4 minutes."
        ),
        quick_players=4,
        quick_why=N_(
            "The rulebook deals 9-card round piles for 3-4 players and 13-card piles for 5-6: 4 is "
            "the largest table of the short deal, enough rivals for the secret choices to bite."
        ),
    ),
)
