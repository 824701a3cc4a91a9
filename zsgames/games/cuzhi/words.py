"""Counted words for labels, prompts and log lines: "1 coin", "2 coins", "3 grass"; a board space in words."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from zsgames.core.text import plural
from zsgames.games.cuzhi import data as D

#: words whose plural is not the singular plus "s"
_PLURALS = {"grass": "grass", "Sound": "Sounds"}


def count(n: int, word: str, many: str | None = None) -> str:
    """``n`` and ``word`` agreeing, with Cuzhi's own plurals: count(2, "coin") == "2 coins", "3 grass"."""
    return plural(n, word, many or _PLURALS.get(word))


#: a space's or a hire space's reward keys, as counted words
REWARD_WORDS = {"coins": "coin", "jars": "jar", "grass": "grass"}


def reward_text(reward: Mapping[str, Any], grade_names: tuple[str, ...], grade_index: dict[str, int]) -> list[str]:
    """A data reward such as ``{"coins": 2}`` or ``{"cricket": "c3"}`` as "+2 coins", "+1 三品 third-grade cricket"."""
    out = []
    for key, value in reward.items():
        if key == "cricket":
            out.append(f"+1 {grade_names[grade_index[value]]} cricket")
        else:
            out.append("+" + count(value, REWARD_WORDS.get(key, key)))
    return out


_TRADES = "market trades are made while your Area 2 space resolves"
_FIGHT = "that is a step of a tribute challenge's fight"
#: when a move of each kind is made, for a refusal of a move that does not answer the question now
WHEN = {
    "place": "village heads are placed in the dispatch phase",
    "draw": "capture indicators are drawn while your Area 1 space resolves (or a card's draws)",
    "keep_sound": "a Sound is kept or sold right after it is drawn",
    "sell_sound": "a Sound is kept or sold right after it is drawn",
    "take": "the cricket or the grass is chosen right after drawing a Cricket-or-grass",
    "buy_grass": _TRADES,
    "sell_grass": _TRADES,
    "buy_jar": _TRADES,
    "sell_jar": _TRADES,
    "buy_cricket": _TRADES,
    "sell_cricket": _TRADES,
    "hire": "village heads are hired with a trade while your Area 2 space resolves",
    "cultivate": "crickets are cultivated while your Area 3 space resolves",
    "gain": "Virtue or Reputation is chosen when a reward offers the choice",
    "title": "a title card is taken when a cultivation makes a royal cricket",
    "no_title": "a title card is taken when a cultivation makes a royal cricket",
    "upgrade": "a cricket is upgraded by the card or bustling-market card that gives the upgrade",
    "challenge": "a challenge is offered when your Area 4 head sits below another player's",
    "pass": "a challenge is offered when your Area 4 head sits below another player's",
    "tribute": "tribute is paid while your Area 4 space resolves",
    "normal": "tribute is paid while your Area 4 space resolves",
    "skip": "tribute is paid while your Area 4 space resolves",
    "pay": "a cricket pays once you have chosen a tribute",
    "run": "a bustling-market card is run while your Area 5 space resolves",
    "buy_jars": "jars are bought from the 瓦罐行 jar shop when you run it",
    "zhenghe": "郑和 Zheng He is settled at the end of the game",
    "stop": "there is nothing to finish now",
    **{k: _FIGHT for k in ("fighter", "bet", "no_bet", "roll", "grass", "reroll", "accept", "reward", "swap", "stay")},
}


def space_name(i: int) -> str:
    """A space's name within its area, as the rulebook gives it: "space 2" by its place from the left,
    or "row 2 space 1" in Area 4, and in Area 5 by the number printed on it ("Space 2 (opens in round
    2)": its first space is space 2)."""
    sp = D.SPACES[i]
    return (f"row {sp['row']} " if sp["row"] else "") + f"space {sp.get('number', sp['index'])}"


def space_text(i: int) -> str:
    """A space named the way the board shows it and what it gives, e.g. "Area 1 Resources 资源区,
    space 2: 2 resource actions, +1 jar"."""
    sp = D.SPACES[i]
    area = D.AREAS[sp["area"] - 1]
    where = f"Area {sp['area']} {area['name']} {area['zh']}, {space_name(i)}"
    parts = [count(sp["actions"], area["action"]), *reward_text(sp["reward"], D.GRADE_NAMES, D.GRADE_INDEX)]
    if sp.get("start_marker"):
        parts.append("the starting player marker")
    below = [upper for lower, upper in D.ARROWS if lower == i]
    if below:
        parts.append(f"may first challenge {space_name(below[0])}")
    return f"{where}: {', '.join(parts)}"
