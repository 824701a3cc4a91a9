"""Hint prose for Cuzhi: one line on what a move does, in the game's terms, from the seat's own
view (every holding it names is public). ``Cuzhi.hint_reason`` reads it; the bots' judgement of a
position is ``heuristics``, which knows nothing of words.
"""

from __future__ import annotations

from typing import Any

from zsgames.games.cuzhi import data as D
from zsgames.games.cuzhi.state import CuzhiState
from zsgames.games.cuzhi.words import count, space_text


def _zh(grade: int) -> str:
    return D.GRADES[grade]["zh"]


def _die(grade: int) -> str:
    return f"d{D.GRADE_DIE[grade]}" if grade in D.GRADE_DIE else "no die"


def reason(view: CuzhiState, seat: int, action: Any) -> str | None:
    """One line for a hint, in Cuzhi's terms, from the seat's own view (holdings are public)."""
    kind, args = action.kind, action.args
    if kind in ("cultivate", "upgrade") and args:
        g = args[0]
        verb = "cultivates" if kind == "cultivate" else "upgrades"
        return f"{verb} {_zh(g)} → {_zh(g + 1)}: {_die(g + 1)} in fights"
    if kind == "place" and args:
        text = space_text(args[0])
        detail = text[text.find(": ") + 2 :] if ": " in text else text
        return f"claims a space: {detail}; {count(view.heads[seat], 'head')} on your board"
    if kind == "fighter" and args:
        c = args[0]
        if c >= D.TITLE_CODE:
            return f"sends the title cricket {D.TITLE_NAMES[c - D.TITLE_CODE]}: d{D.TITLE_DIE}"
        return f"sends a {_zh(c)} cricket: {_die(c)}, grass +{D.GRASS_BONUS.get(c, 0)}"
    if kind == "grass":
        return f"feeds grass: {view.grass[seat]} grass left before"
    if kind == "reroll":
        return "rerolls the die for a better step"
    if kind == "accept":
        return "keeps this roll"
    if kind == "challenge":
        return "challenges for the upper space"
    if kind == "buy_grass" and args:
        return f"buys {args[0]} grass: {view.grass[seat]} → {view.grass[seat] + args[0]}"
    if kind == "sell_grass" and args:
        return f"sells {args[0]} grass: {count(view.coins[seat], 'coin')} before"
    if kind in ("buy_jar", "buy_jars"):
        k = args[0] if args else 1
        return f"buys {count(k, 'jar')}: {view.jars[seat]} → {count(view.jars[seat] + k, 'jar')}"
    if kind == "sell_jar":
        return f"sells a jar: {view.jars[seat]} → {count(view.jars[seat] - 1, 'jar')}"
    if kind == "hire":
        return f"hires a village head: {D.HIRE_COST} of your {view.coins[seat]} coins, one more worker next round"
    if kind == "gain" and args:
        v, r = view.virtue[seat], view.rep[seat]
        if args[0] == "V":
            return f"raises Virtue 德 (now {v}; Reputation 望 {r})"
        return f"raises Reputation 望 (now {r}; Virtue 德 {v})"
    if kind == "title" and args:
        return f"takes the title {D.TITLE_NAMES[args[0]]}: d{D.TITLE_DIE} in fights"
    if kind == "take" and args:
        if args[0] == "cricket":
            return "takes an ordinary cricket 普通"
        return f"takes 1 grass: {view.grass[seat]} → {view.grass[seat] + 1}"
    if kind == "tribute" and len(args) == 2:
        return f"pays tribute {D.CARD_NAMES[args[1]]} at {D.YAMEN[args[0]]['zh']}"
    if kind == "pay" and args:
        c = args[0]
        name = D.TITLE_NAMES[c - D.TITLE_CODE] if c >= D.TITLE_CODE else f"{_zh(c)} cricket"
        return f"gives up a {name}"
    if kind == "run" and args:
        b = D.BUSTLING[args[0]]
        return f"runs {b['zh']} {b['name']}"
    if kind == "sell_sound":
        return f"sells the Sound for {D.SOUND_SALE} coin"
    if kind == "keep_sound":
        return f"keeps the Sound: {view.sounds[seat] + 1} kept for an exchange"
    return None
