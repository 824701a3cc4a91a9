"""The words of the Cuzhi 促织 board's detail cards (hover or right-click an item): every card,
cricket, title, space and market item in English with its Chinese name, written for a newcomer
(in Chinese, the rulebook's Chinese names alone). Texts from the rules data, rendered in the
language now in use; nothing here draws."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from zsgames.core.i18n import N_, SOURCE, Message, Text, _, language
from zsgames.core.text import join_and, possessive
from zsgames.games.cuzhi.table import D, W, reward_text, space_text

PROPOSAL = N_("Not printed in the rulebook: a proposed value (see the rules notes).")
TIMING = {
    "one_time": N_("Once, when you take it"),
    "round_start": N_("At the start of every later round"),
    "ongoing": N_("For the rest of the game"),
    "game_end": N_("At the end of the game"),
}
#: the two tracks: "Virtue 德" in English, the rulebook's 德 alone in Chinese
TRACKS = {"V": W.Named("德", "Virtue", english_first=True), "R": W.Named("望", "Reputation", english_first=True)}


def english_only(name: str) -> str:
    """A component's English name, shown beside its printed Chinese in English only (Chinese shows
    the Chinese once)."""
    return name if language() == SOURCE else ""


def _proposal(rec: Mapping[str, Any]) -> str:
    return f"\n\n{_(PROPOSAL)}" if rec.get("source") == "proposal" else ""


def track_name(track: str) -> str:
    return str(TRACKS[track])


def crickets(n: int) -> Text:
    return Text("{n} cricket", plural="{n} crickets", n=n)


def grass(n: int) -> Text:
    return Text("{n} grass", n=n)


def cost_text(k: int) -> str:
    cost = D.CARDS[k]["cost"]
    parts: list[Message] = [Text("a {grade} cricket", grade=W.GRADES[D.GRADE_INDEX[g]]) for g in cost["crickets"]]
    parts += [say(cost[x]) for x, say in (("grass", grass), ("jars", W.jars), ("coins", W.coins)) if cost[x]]
    return join_and([str(part) for part in parts])


def card_detail(k: int) -> tuple[str, str]:
    c = D.CARDS[k]
    reward = c["reward"]
    body = "\n".join(
        (
            _("Costs {cost} (a higher grade may stand in for a lower one).", cost=cost_text(k)),
            _("Gives +{n} {track} at once.", n=reward["amount"], track=track_name(reward["track"])),
            _("{when}: {effect}.", when=_(TIMING[c["timing"]]), effect=W.card_text(k)),
        )
    )
    return _("{name} — tribute card 进贡卡", name=W.CARDS[k]), body + _proposal(c)


def title_detail(t: int) -> tuple[str, str]:
    x = D.TITLES[t]
    body = "\n".join(
        (
            _("Battle skill 斗技: {skill}.", skill=W.title_text(t)),
            _(
                "A title cricket is royal (a d{die} in fights). Tributed, it gives +{n} {track} more.",
                die=D.TITLE_DIE,
                n=D.TITLE_TRIBUTE_BONUS,
                track=track_name(x["icon"]),
            ),
            _("The first two crickets cultivated to royal each round may take one of the two titles shown."),
        )
    )
    return _("{name} — title card 称号", name=W.TITLES[t]), body + _proposal(x)


def bust_detail(b: int, ran: bool) -> tuple[str, str]:
    x = D.BUSTLING[b]
    lines = [
        _("{effect}.", effect=W.bustling_text(b)),
        _("A village head in Area 5 runs one card that nobody has run this round."),
    ]
    if ran:
        lines.append(_("Already run this round."))
    return _("{name} — bustling market card 热闹集市", name=W.BUSTLING[b]), "\n".join(lines) + _proposal(x)


def _grade_head(g: int, n: int | None, owner: str) -> str:
    grade = W.GRADES[g]
    if not owner:
        return _("{grade} cricket", grade=grade)
    if n is None:
        return _("{whose} {grade} cricket", whose=possessive(owner), grade=grade)
    return _("{whose} {grade} crickets", whose=possessive(owner), grade=grade)


def grade_detail(g: int, n: int | None, owner: str = "") -> tuple[str, str]:
    lines = []
    if n is not None:
        if owner:
            lines.append(_("{owner}: {crickets} of this grade.", owner=owner, crickets=crickets(n)))
        else:
            lines.append(_("Held: {crickets} of this grade.", crickets=crickets(n)))
    if g >= D.FIGHT_MIN_GRADE:
        die = D.GRADE_DIE.get(g)
        bonus = D.GRASS_BONUS.get(g, 0)
        if bonus:
            lines.append(_("Fights with a d{die}; grass adds +{n} to a roll.", die=die, n=bonus))
        else:
            lines.append(_("Fights with a d{die}; cannot use grass.", die=die))
    else:
        lines.append(_("Ordinary crickets cannot fight."))
    if g + 1 == D.ROYAL:
        lines.append(
            _(
                "Cultivates to {grade} (royal costs {coins} and {jars}).",
                grade=W.GRADES[g + 1],
                coins=W.coins(D.ROYAL_COINS),
                jars=W.jars(D.ROYAL_JARS),
            )
        )
    elif g < D.ROYAL:
        lines.append(_("Cultivates to {grade}.", grade=W.GRADES[g + 1]))
    lines.append(_("Worth {coins} at the end (4 coins make 1 point).", coins=W.coins(D.GRADE_VALUE[g])))
    return _grade_head(g, n, owner), "\n".join(lines)


def title_cricket_detail(t: int, owner: str) -> tuple[str, str]:
    _title, body = title_detail(t)
    return _("{whose} title cricket {name}", whose=possessive(owner), name=W.TITLES[t]), body


def space_detail(i: int, occupant: str | None) -> tuple[str, str]:
    sp = D.SPACES[i]
    text = space_text(i)
    where, _colon, gives = text.replace("：", ": ", 1).partition(": ")  # the game's words, in either language
    lines = [
        _("Gives {gives}.", gives=gives),
        _("Its reward comes before its actions; any action may be left unused."),
    ]
    if sp["round"] > 1:
        lines.append(_("Opens in round {round}.", round=sp["round"]))
    if sp["min_players"] > 2:
        lines.append(_("Used only with {n} or more players.", n=sp["min_players"]))
    lines.append(_("Taken by {seat}.", seat=occupant) if occupant else _("Empty."))
    return where, "\n".join(lines) + _proposal(sp)


def hire_detail(h: int, owner: str | None) -> tuple[str, str]:
    hs = D.HIRE_SPACES[h]
    gives = W.listed(reward_text(hs["reward"], D.GRADE_NAMES, D.GRADE_INDEX))
    lines = [
        _(
            "Opens in round {round}. A trade in the market may hire here for {coins}: a village head comes off "
            "the chairs and works from the next round, and you gain {gives}.",
            round=hs["round"],
            coins=W.coins(D.HIRE_COST),
            gives=gives,
        ),
        _(
            "Each hire space is used once per game, each market space hires at most once, and nobody has more "
            "than {n} heads.",
            n=D.MAX_HEADS,
        ),
        _("Used by {seat}.", seat=owner) if owner else _("Free."),
    ]
    return _("Hire space {n} 雇", n=h + 1), "\n".join(lines)


def yamen_detail(y: int, in_play: bool, lanterns: list[str]) -> tuple[str, str]:
    ym = D.YAMEN[y]
    if in_play:
        body = _(
            "Tribute here completes one of its cards, then may complete the other. Your first tribute here puts "
            "your indicator on the highest free lantern 灯 ({values} points at the end) and pays you {coins} "
            "stipend 俸禄 every round.",
            values=W.listed([str(v) for v in ym["lanterns"]]),
            coins=W.coins(D.STIPEND),
        )
        body += "\n" + (
            _("Lanterns taken by {seats}.", seats=join_and(lanterns)) if lanterns else _("No lantern taken yet.")
        )
    else:
        body = _("Used only with {n} or more players.", n=ym["min_players"])
    detail = "\n({})".format(Text(ym["source_detail"], context="yamen source")) if ym.get("source_detail") else ""
    return _("{name} — yamen 衙门", name=W.YAMEN[y]), body + detail + _proposal(ym)


def boost_choices(value: int, labels: list[str], why_no_grass: str | None = "") -> str:
    """What a click on a die that has just been rolled says: the roll stands and the choices are on
    the buttons (the click itself neither rolls again nor feeds grass)."""
    choices = join_and([_("“{label}”", label=label) for label in labels], "or")
    text = _(
        "The die shows {value}; choose {choices} with the buttons at the top of the board.",
        value=value,
        choices=choices,
    )
    if why_no_grass:
        text += _(" No grass this time: {why}.", why=why_no_grass)
    return text
