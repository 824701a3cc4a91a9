"""Hint prose for Cuzhi: one line on what a move does, in the game's terms, from the seat's own
view (every holding it names is public). ``Cuzhi.hint_reason`` reads it; the bots' judgement of a
position is ``heuristics``, which knows nothing of words.
"""

from __future__ import annotations

from typing import Any

from zsgames.core.i18n import _
from zsgames.games.cuzhi import data as D
from zsgames.games.cuzhi.state import CuzhiState
from zsgames.games.cuzhi.words import BUSTLING, CARDS, TITLES, coins, jars, space_text


def _zh(grade: int) -> str:
    return D.GRADES[grade]["zh"]


def _die(grade: int) -> str:
    return _("d{sides}", sides=D.GRADE_DIE[grade]) if grade in D.GRADE_DIE else _("no die")


def reason(view: CuzhiState, seat: int, action: Any) -> str | None:
    """One line for a hint, in Cuzhi's terms, from the seat's own view (holdings are public)."""
    kind, args = action.kind, action.args
    if kind in ("cultivate", "upgrade") and args:
        g = args[0]
        low, high, die = _zh(g), _zh(g + 1), _die(g + 1)
        if kind == "cultivate":
            return _("cultivates {low} → {high}: {die} in fights", low=low, high=high, die=die)
        return _("upgrades {low} → {high}: {die} in fights", low=low, high=high, die=die)
    if kind == "place" and args:
        text = space_text(args[0])
        detail = text[text.find(": ") + 2 :] if ": " in text else text
        return _(
            "claims a space: {detail}; {n} head on your board",
            plural="claims a space: {detail}; {n} heads on your board",
            detail=detail,
            n=view.heads[seat],
        )
    if kind == "fighter" and args:
        c = args[0]
        if c >= D.TITLE_CODE:
            return _("sends the title cricket {title}: d{sides}", title=TITLES[c - D.TITLE_CODE], sides=D.TITLE_DIE)
        return _(
            "sends a {grade} cricket: {die}, grass +{bonus}", grade=_zh(c), die=_die(c), bonus=D.GRASS_BONUS.get(c, 0)
        )
    if kind == "grass":
        return _("feeds grass: {n} grass left before", n=view.grass[seat])
    if kind == "reroll":
        return _("rerolls the die for a better step")
    if kind == "accept":
        return _("keeps this roll")
    if kind == "challenge":
        return _("challenges for the upper space")
    if kind == "buy_grass" and args:
        return _(
            "buys {n} grass: {before} → {after}", n=args[0], before=view.grass[seat], after=view.grass[seat] + args[0]
        )
    if kind == "sell_grass" and args:
        return _("sells {n} grass: {coins} before", n=args[0], coins=coins(view.coins[seat]))
    if kind in ("buy_jar", "buy_jars"):
        k = args[0] if args else 1
        return _(
            "buys {jars}: {before} → {after}", jars=jars(k), before=view.jars[seat], after=jars(view.jars[seat] + k)
        )
    if kind == "sell_jar":
        return _("sells a jar: {before} → {after}", before=view.jars[seat], after=jars(view.jars[seat] - 1))
    if kind == "hire":
        return _(
            "hires a village head: {cost} of your {have} coins, one more worker next round",
            cost=D.HIRE_COST,
            have=view.coins[seat],
        )
    if kind == "gain" and args:
        v, r = view.virtue[seat], view.rep[seat]
        if args[0] == "V":
            return _("raises Virtue 德 (now {v}; Reputation 望 {r})", v=v, r=r)
        return _("raises Reputation 望 (now {r}; Virtue 德 {v})", v=v, r=r)
    if kind == "title" and args:
        return _("takes the title {title}: d{sides} in fights", title=TITLES[args[0]], sides=D.TITLE_DIE)
    if kind == "take" and args:
        if args[0] == "cricket":
            return _("takes an ordinary cricket 普通")
        return _("takes 1 grass: {before} → {after}", before=view.grass[seat], after=view.grass[seat] + 1)
    if kind == "tribute" and len(args) == 2:
        return _("pays tribute {card} at {yamen}", card=CARDS[args[1]], yamen=D.YAMEN[args[0]]["zh"])
    if kind == "pay" and args:
        c = args[0]
        if c >= D.TITLE_CODE:
            return _("gives up a {title}", title=TITLES[c - D.TITLE_CODE])
        return _("gives up a {grade} cricket", grade=_zh(c))
    if kind == "run" and args:
        return _("runs {card}", card=BUSTLING[args[0]])
    if kind == "sell_sound":
        return _("sells the Sound for {n} coin", n=D.SOUND_SALE)
    if kind == "keep_sound":
        return _("keeps the Sound: {n} kept for an exchange", n=view.sounds[seat] + 1)
    return None
