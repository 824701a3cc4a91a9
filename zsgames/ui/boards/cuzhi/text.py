"""The words of the Cuzhi 促织 board's detail cards (hover or right-click an item): every card,
cricket, title, space and market item in English with its Chinese name, written for a newcomer.
Plain strings from the rules data; nothing here draws."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from zsgames.core.text import join_and, possessive
from zsgames.games.cuzhi.table import D, count, reward_text, space_text

PROPOSAL = "Not printed in the rulebook: a proposed value (see the rules notes)."
TIMING = {
    "one_time": "Once, when you take it",
    "round_start": "At the start of every later round",
    "ongoing": "For the rest of the game",
    "game_end": "At the end of the game",
}


def _proposal(rec: Mapping[str, Any]) -> str:
    return f"\n\n{PROPOSAL}" if rec.get("source") == "proposal" else ""


def track_name(track: str) -> str:
    return "Virtue 德" if track == "V" else "Reputation 望"


def cost_text(k: int) -> str:
    cost = D.CARDS[k]["cost"]
    parts = [f"a {D.GRADE_NAMES[D.GRADE_INDEX[g]]} cricket" for g in cost["crickets"]]
    parts += [count(cost[x], w) for x, w in (("grass", "grass"), ("jars", "jar"), ("coins", "coin")) if cost[x]]
    return join_and(parts)


def card_detail(k: int) -> tuple[str, str]:
    c = D.CARDS[k]
    reward = c["reward"]
    body = (
        f"Costs {cost_text(k)} (a higher grade may stand in for a lower one).\n"
        f"Gives +{reward['amount']} {track_name(reward['track'])} at once.\n"
        f"{TIMING[c['timing']]}: {c['text']}."
    )
    return f"{c['zh']} {c['name']} — tribute card 进贡卡", body + _proposal(c)


def title_detail(t: int) -> tuple[str, str]:
    x = D.TITLES[t]
    body = (
        f"Battle skill 斗技: {x['text']}.\n"
        f"A title cricket is royal (a d{D.TITLE_DIE} in fights). Tributed, it gives "
        f"+{D.TITLE_TRIBUTE_BONUS} {track_name(x['icon'])} more.\n"
        f"The first two crickets cultivated to royal each round may take one of the two titles shown."
    )
    return f"{x['zh']} {x['name']} — title card 称号", body + _proposal(x)


def bust_detail(b: int, ran: bool) -> tuple[str, str]:
    x = D.BUSTLING[b]
    body = f"{x['text']}.\nA village head in Area 5 runs one card that nobody has run this round."
    if ran:
        body += "\nAlready run this round."
    return f"{x['zh']} {x['name']} — bustling market card 热闹集市", body + _proposal(x)


def grade_detail(g: int, n: int | None, owner: str = "") -> tuple[str, str]:
    name = D.GRADE_NAMES[g]
    head = f"{possessive(owner)} {name} cricket" + ("s" if n is not None else "") if owner else f"{name} cricket"
    lines = []
    if n is not None:
        lines.append(f"{owner or 'Held'}: {count(n, 'cricket')} of this grade.")
    if g >= D.FIGHT_MIN_GRADE:
        die = D.GRADE_DIE.get(g)
        bonus = D.GRASS_BONUS.get(g, 0)
        lines.append(
            f"Fights with a d{die}" + (f"; grass adds +{bonus} to a roll." if bonus else "; cannot use grass.")
        )
    else:
        lines.append("Ordinary crickets cannot fight.")
    if g < D.ROYAL:
        lines.append(
            f"Cultivates to {D.GRADE_NAMES[g + 1]}"
            + (
                f" (royal costs {count(D.ROYAL_COINS, 'coin')} and {count(D.ROYAL_JARS, 'jar')})."
                if g + 1 == D.ROYAL
                else "."
            )
        )
    lines.append(f"Worth {count(D.GRADE_VALUE[g], 'coin')} at the end (4 coins make 1 point).")
    return head, "\n".join(lines)


def title_cricket_detail(t: int, owner: str) -> tuple[str, str]:
    _title, body = title_detail(t)
    return f"{possessive(owner)} title cricket {D.TITLE_NAMES[t]}", body


def space_detail(i: int, occupant: str | None) -> tuple[str, str]:
    sp = D.SPACES[i]
    text = space_text(i)
    where, _colon, gives = text.replace("：", ": ", 1).partition(": ")  # the game's words, in either language
    lines = [f"Gives {gives}.", "Its reward comes before its actions; any action may be left unused."]
    if sp["round"] > 1:
        lines.append(f"Opens in round {sp['round']}.")
    if sp["min_players"] > 2:
        lines.append(f"Used only with {sp['min_players']} or more players.")
    lines.append(f"Taken by {occupant}." if occupant else "Empty.")
    return where, "\n".join(lines) + _proposal(sp)


def hire_detail(h: int, owner: str | None) -> tuple[str, str]:
    hs = D.HIRE_SPACES[h]
    gives = ", ".join(reward_text(hs["reward"], D.GRADE_NAMES, D.GRADE_INDEX))
    body = (
        f"Opens in round {hs['round']}. A trade in the market may hire here for {count(D.HIRE_COST, 'coin')}: "
        f"a village head comes off the chairs and works from the next round, and you gain {gives}.\n"
        f"Each hire space is used once per game, each market space hires at most once, "
        f"and nobody has more than {D.MAX_HEADS} heads."
    )
    body += f"\nUsed by {owner}." if owner else "\nFree."
    return f"Hire space {h + 1} 雇", body


def yamen_detail(y: int, in_play: bool, lanterns: list[str]) -> tuple[str, str]:
    ym = D.YAMEN[y]
    values = ", ".join(str(v) for v in ym["lanterns"])
    body = (
        f"Tribute here completes one of its cards, then may complete the other. Your first tribute here puts "
        f"your indicator on the highest free lantern 灯 ({values} points at the end) and pays you "
        f"{count(D.STIPEND, 'coin')} stipend 俸禄 every round."
    )
    body += "\nLanterns taken by " + join_and(lanterns) + "." if lanterns else "\nNo lantern taken yet."
    if not in_play:
        body = f"Used only with {ym['min_players']} or more players."
    detail = f"\n({ym['source_detail']})" if ym.get("source_detail") else ""
    return f"{ym['zh']} {ym['name']} — yamen 衙门", body + detail + _proposal(ym)


def boost_choices(value: int, labels: list[str], why_no_grass: str | None = "") -> str:
    """What a click on a die that has just been rolled says: the roll stands and the choices are on
    the buttons (the click itself neither rolls again nor feeds grass)."""
    choices = join_and((f"“{label}”" for label in labels), "or")
    text = f"The die shows {value}; choose {choices} with the buttons at the top of the board."
    if why_no_grass:
        text += f" No grass this time: {why_no_grass}."
    return text
