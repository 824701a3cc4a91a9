"""Counted words for labels, prompts and log lines: "1 coin", "2 coins", "3 grass"; a board space in words."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from zsgames.core.i18n import N_, SOURCE, Message, Text, _, language
from zsgames.core.text import YOU, plural
from zsgames.games.cuzhi import data as D


class Named(Text):
    """A name the rulebook prints in Chinese beside its English ("三品 third grade", "草市 Grass Fair"):
    English shows both, as the board does; another language shows the printed Chinese alone (the
    glossary's rule: the rulebook's Chinese is used as printed)."""

    __slots__ = ()

    def __init__(self, zh: str, name: str, english_first: bool = False, english: str | None = None) -> None:
        """``english``: the English form when not "{zh} {name}" ("{name}" alone: "Arena Boss needs …")."""
        form = english if english is not None else "{name} {zh}" if english_first else "{zh} {name}"
        super().__init__(form, zh=zh, name=name)

    def __str__(self) -> str:
        zh: str = self.params["zh"]
        if language() != SOURCE:
            return zh
        return self.msgid.format(zh=zh, name=self.params["name"])


#: the lazy names of the components, by index as in ``data``
GRADES = tuple(Named(g["zh"], g["name"]) for g in D.GRADES)
BAG = tuple(Named(k["zh"], k["name"]) for k in D.BAG_INDICATORS)
YAMEN = tuple(Named(y["zh"], y["name"]) for y in D.YAMEN)
TITLES = tuple(Named(t["zh"], t["name"]) for t in D.TITLES)
CARDS = tuple(Named(c["zh"], c["name"]) for c in D.CARDS)
BUSTLING = tuple(Named(b["zh"], b["name"]) for b in D.BUSTLING)


def bustling_text(b: int) -> Text:
    """What bustling-market card ``b`` does, from its data (declared in ``resources/cuzhi/i18n/data.json``)."""
    return Text(D.BUSTLING[b]["text"], context="bustling-market card")


def card_text(k: int) -> Text:
    """What tribute card ``k`` does, from its data."""
    return Text(D.CARDS[k]["text"], context="tribute card")


def title_text(t: int) -> Text:
    """What title card ``t`` does, from its data."""
    return Text(D.TITLES[t]["text"], context="title card")


def to_seat(name: str, you: Text, other: Text) -> Text:
    """The sentence written to the seat named You ("You gain …") or about another seat ("Blue gains …")."""
    return you if name == YOU else other


def seat(name: str) -> Message:
    """A seat's name inside a sentence, the seat named You in the reader's language."""
    return Text("You") if name == YOU else name


def coins(n: int) -> Text:
    return Text("{n} coin", plural="{n} coins", n=n)


def jars(n: int) -> Text:
    return Text("{n} jar", plural="{n} jars", n=n)


def sounds(n: int) -> Text:
    return Text("{n} Sound", plural="{n} Sounds", n=n)


def draws(n: int) -> Text:
    return Text("{n} draw", plural="{n} draws", n=n)


def trades(n: int) -> Text:
    return Text("{n} trade", plural="{n} trades", n=n)


def cultivations(n: int) -> Text:
    return Text("{n} cultivation", plural="{n} cultivations", n=n)


def cricket_name(code: int) -> Text:
    """A fighter or payer: "title cricket 拖肚黄 Tuo Du Huang" or "三品 third grade cricket"."""
    if code >= D.TITLE_CODE:
        return Text("title cricket {title}", title=TITLES[code - D.TITLE_CODE])
    return Text("{grade} cricket", grade=GRADES[code])


#: words whose plural is not the singular plus "s"
_PLURALS = {"grass": "grass", "Sound": "Sounds"}


def count(n: int, word: str, many: str | None = None) -> str:
    """``n`` and ``word`` agreeing, with Cuzhi's own plurals: count(2, "coin") == "2 coins", "3 grass"."""
    return plural(n, word, many or _PLURALS.get(word))


#: a space's or a hire space's reward keys, as counted words
REWARD_WORDS = {"coins": "coin", "jars": "jar", "grass": "grass"}


def reward_text(reward: Mapping[str, Any], grade_names: tuple[str, ...], grade_index: dict[str, int]) -> list[str]:
    """A data reward such as ``{"coins": 2}`` or ``{"cricket": "c3"}`` as "+2 coins", "+1 三品 third grade
    cricket" (in the current language)."""
    out = []
    for key, value in reward.items():
        if key == "cricket":
            out.append(_("+1 {grade} cricket", grade=GRADES[grade_index[value]]))
        elif key == "coins":
            out.append(_("+{n} coin", plural="+{n} coins", n=value))
        elif key == "jars":
            out.append(_("+{n} jar", plural="+{n} jars", n=value))
        elif key == "grass":
            out.append(_("+{n} grass", n=value))
        else:
            out.append("+" + count(value, key))
    return out


def listed(parts: list[str]) -> str:
    """Items of a description one after another: "a, b, c" ("a，b，c" in Chinese)."""
    return _(", ", context="list").join(parts)


_TRADES = N_("market trades are made while your Area 2 space resolves")
_FIGHT = N_("that is a step of a tribute challenge's fight")
#: when a move of each kind is made, for a refusal of a move that does not answer the question now
WHEN = {
    "place": N_("village heads are placed in the dispatch phase"),
    "draw": N_("capture indicators are drawn while your Area 1 space resolves (or a card's draws)"),
    "keep_sound": N_("a Sound is kept or sold right after it is drawn"),
    "sell_sound": N_("a Sound is kept or sold right after it is drawn"),
    "take": N_("the cricket or the grass is chosen right after drawing a Cricket-or-grass"),
    "buy_grass": _TRADES,
    "sell_grass": _TRADES,
    "buy_jar": _TRADES,
    "sell_jar": _TRADES,
    "buy_cricket": _TRADES,
    "sell_cricket": _TRADES,
    "hire": N_("village heads are hired with a trade while your Area 2 space resolves"),
    "cultivate": N_("crickets are cultivated while your Area 3 space resolves"),
    "gain": N_("Virtue or Reputation is chosen when a reward offers the choice"),
    "title": N_("a title card is taken when a cultivation makes a royal cricket"),
    "no_title": N_("a title card is taken when a cultivation makes a royal cricket"),
    "upgrade": N_("a cricket is upgraded by the card or bustling-market card that gives the upgrade"),
    "challenge": N_("a challenge is offered when your Area 4 head sits below another player's"),
    "pass": N_("a challenge is offered when your Area 4 head sits below another player's"),
    "tribute": N_("tribute is paid while your Area 4 space resolves"),
    "normal": N_("tribute is paid while your Area 4 space resolves"),
    "skip": N_("tribute is paid while your Area 4 space resolves"),
    "pay": N_("a cricket pays once you have chosen a tribute"),
    "run": N_("a bustling-market card is run while your Area 5 space resolves"),
    "buy_jars": N_("jars are bought from the 瓦罐行 jar shop when you run it"),
    "zhenghe": N_("郑和 Zheng He is settled at the end of the game"),
    "stop": N_("there is nothing to finish now"),
    **{k: _FIGHT for k in ("fighter", "bet", "no_bet", "roll", "grass", "reroll", "accept", "reward", "swap", "stay")},
}


def space_name(i: int) -> str:
    """A space's name within its area, as the rulebook gives it: "space 2" by its place from the left,
    or "row 2 space 1" in Area 4, and in Area 5 by the number printed on it ("Space 2 (opens in round
    2)": its first space is space 2)."""
    sp = D.SPACES[i]
    number = sp.get("number", sp["index"])
    return (
        _("row {row} space {number}", row=sp["row"], number=number) if sp["row"] else _("space {number}", number=number)
    )


def space_label(i: int) -> Text:
    """:func:`space_name`, rendered when read."""
    sp = D.SPACES[i]
    number = sp.get("number", sp["index"])
    return (
        Text("row {row} space {number}", row=sp["row"], number=number)
        if sp["row"]
        else Text("space {number}", number=number)
    )


class SpaceText(Text):
    """:func:`space_text` of a space, rendered when read (a placement's label)."""

    __slots__ = ()

    def __init__(self, i: int) -> None:
        super().__init__("{space}", space=i)

    def __str__(self) -> str:
        return space_text(self.params["space"])


def area_name(area: int) -> Named:
    """An area as the board names it: "Resources 资源区" (the Chinese alone in Chinese)."""
    a = D.AREAS[area - 1]
    return Named(a["zh"], a["name"], english_first=True)


def space_text(i: int) -> str:
    """A space named the way the board shows it and what it gives, e.g. "Area 1 Resources 资源区,
    space 2: 2 resource actions, +1 jar"."""
    sp = D.SPACES[i]
    parts = [_area_actions(sp["area"], sp["actions"]), *reward_text(sp["reward"], D.GRADE_NAMES, D.GRADE_INDEX)]
    if sp.get("start_marker"):
        parts.append(_("the starting player marker"))
    below = [upper for lower, upper in D.ARROWS if lower == i]
    if below:
        parts.append(_("may first challenge {space}", space=space_name(below[0])))
    return _(
        "Area {area} {name}, {space}: {gives}",
        area=sp["area"],
        name=area_name(sp["area"]),
        space=space_name(i),
        gives=listed(parts),
    )


def _area_actions(area: int, n: int) -> str:
    """A space's actions counted in its area's word: "2 resource actions", "1 trade"."""
    word = D.AREAS[area - 1]["action"]
    if word == "resource action":
        return _("{n} resource action", plural="{n} resource actions", n=n)
    if word == "trade":
        return _("{n} trade", plural="{n} trades", n=n)
    if word == "cultivation":
        return _("{n} cultivation", plural="{n} cultivations", n=n)
    if word == "tribute":
        return _("{n} tribute", plural="{n} tributes", n=n)
    if word == "bustling-market action":
        return _("{n} bustling-market action", plural="{n} bustling-market actions", n=n)
    return count(n, word)
