"""Cuzhi's action table (``GameInfo.action_table``; the OpenSpiel adapter numbers its entries): a
cricket argument (``fighter``, ``pay``, ``sell_cricket``) is a grade 0–4 or ``TITLE_CODE + t`` for
title cricket ``t``; ``exchange(sounds, what)`` is the rulebook's Sound exchanges plus a tribute
card's cheaper one; the rest come from the spaces, hire spaces, bustling cards, yamen × tribute
cards, titles, grass trades, the jar shop and Zheng He's tiers. A superset of the moves any
position allows; it never misses one.
"""

from __future__ import annotations

from zsgames.core.action_table import ActionTable, bare, each, pairs


def action_table() -> ActionTable:
    """Every entry, in id order (the game's data is read only when the table is built)."""
    from zsgames.games.cuzhi import data as D
    from zsgames.games.cuzhi.area1 import EXCHANGES

    grades = range(len(D.GRADES))
    crickets = [*grades, *(D.TITLE_CODE + t for t in range(len(D.TITLES)))]
    cheap = [(c["params"]["sounds"], c["params"]["grade"]) for c in D.CARDS if c["effect"] == "cheap_sound_cricket"]
    exchanges = list(dict.fromkeys([*EXCHANGES, *cheap]))
    jars = max(b["params"]["max"] for b in D.BUSTLING if b["effect"] == "cheap_jars")
    tiers = max(len(c["params"]["tiers"]) for c in D.CARDS if c["effect"] == "pay_for_virtue")
    grass = [g for g, _ in D.GRASS_TRADES]
    return [
        *each("place", range(len(D.SPACES))),
        *bare("draw", "stop", "keep_sound", "sell_sound"),
        *each("take", ("cricket", "grass")),
        *[("exchange", e) for e in exchanges],
        *each("buy_grass", grass),
        *each("sell_grass", grass),
        *bare("buy_jar", "sell_jar", "buy_cricket"),
        *each("sell_cricket", crickets),
        *each("hire", range(len(D.HIRE_SPACES))),
        *pairs("cultivate", range(D.ROYAL), (0,)),
        *pairs("cultivate", range(D.ROYAL - 1), (1,)),
        *each("gain", ("V", "R")),
        *each("title", range(len(D.TITLES))),
        *bare("no_title"),
        *each("upgrade", range(D.ROYAL)),
        *each("run", range(len(D.BUSTLING))),
        *each("buy_jars", range(jars + 1)),
        *each("zhenghe", range(tiers + 1)),
        *bare("challenge", "pass"),
        *each("fighter", crickets),
        *each("bet", (0, 1)),
        *bare("no_bet", "roll", "grass", "reroll", "accept", "swap", "stay"),
        *each("reward", ("grade", "coins")),
        *pairs("tribute", range(len(D.YAMEN)), range(len(D.CARDS))),
        *bare("normal", "skip"),
        *each("pay", crickets),
    ]
