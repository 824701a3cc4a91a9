"""Zong Shi declared (``GameInfo``): read without importing the rules (the welcome, the menus)."""

from __future__ import annotations

from zsgames.core.i18n import N_
from zsgames.core.info import GameInfo, Welcome
from zsgames.core.options import OptionSpec
from zsgames.core.resources import load_json
from zsgames.games.zongshi.action_table import action_table

#: The rulebook's last round (components.json), unless a workshop fills up first.
DEFAULT_MAX_ROUNDS: int = load_json("zongshi", "components.json")["options"]["max_rounds"]

INFO = GameInfo(
    "zongshi",
    N_("Zong Shi", context="game name"),
    3,
    5,
    options=(
        OptionSpec(
            "max_rounds",
            int,
            DEFAULT_MAX_ROUNDS,
            N_("the round that is the last if no workshop has filled up by then"),
            low=1,
            high=DEFAULT_MAX_ROUNDS,
        ),
        OptionSpec(
            "rules",
            int,
            None,
            N_("1 or 2: a game begun under that older edition of the rules (older saves)"),
            choices=(1, 2),
        ),
    ),
    ends_turn=frozenset({"pass", "end"}),  # a pawn passes; End your turn
    order=1,
    # Projects pay off rounds after they start, so rollouts run 25 actions (shorter ones keep filling
    # storage instead of beginning projects); Hard keeps a progressive bias of 0.5, which this game's
    # heuristic (unlike Zooscape's) steers well. Those long rollouts make an iteration dear, so the
    # counts are what fits each level's time cap in the window on a quiet 2-core machine (Normal 200
    # in 0.45 s, Hard 600 in 1.8 s): the bot a player meets is the bot the arena measures (docs/ARENA.md).
    bot_tuning={
        "normal": {"rollout_depth": 25, "iterations": 200},
        "hard": {"rollout_depth": 25, "iterations": 600, "bias_weight": 0.5},
    },
    action_table=action_table,
    welcome=Welcome(
        blurb=(N_("Trade for gold, jade and ivory,"), N_("and craft the finest masterworks.")),
        colour="#c8432f",
        minutes=20,
        minutes_basis=N_(
            "The rulebook states no playing time. Measured in the app: 8 four-player games played "
            "by the Easy bot (seeds 1-8) took one seat 106 decisions (median; 70-126) and the "
            "other seats 318 bot moves. At about 8 s a decision and the window's Normal bot speed "
            "(0.7 s a move) that is 18 minutes."
        ),
        quick_players=4,
        quick_why=N_(
            "The rulebook plays 3 to 5 alike (its setup tables have a row for each) and suggests "
            "no count: 4, the middle, gives a full town without the longest rounds."
        ),
    ),
)
