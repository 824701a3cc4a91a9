"""Rules help: the game in our own words, the data values used, and the NOTES decisions."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from zsgames.core.rulings import rulings_html
from zsgames.games.cuzhi import data as D
from zsgames.games.cuzhi.words import count, reward_text


def _list(items: list[str]) -> str:
    return "<ul>" + "".join(f"<li>{i}</li>" for i in items) + "</ul>"


def _prop(rec: Mapping[str, Any]) -> str:
    return " †" if rec.get("source") == "proposal" else ""


def _flow() -> str:
    return "<h2>Game flow 游戏流程</h2>" + _list(
        [
            "Preparation 准备: wild crickets 野外蟋蟀 refilled, two new title cards, each yamen topped up by "
            "one card (to at most two), stipend 俸禄 of 1 coin per yamen where you have an indicator, "
            "start-of-round card income.",
            "Dispatch 派遣: from the first player clockwise, one village head at a time on any empty open space.",
            "Resolution 执行: Areas 1 to 5, spaces left to right; Area 4 runs its challenges first, then "
            "row 1, then row 2.",
            "Cleanup 整理: heads go home (hired ones join them), market crickets go back to the supply.",
        ]
    )


def _areas() -> str:
    return "<h2>Area effects 区域效果</h2>" + _list(
        [
            "Area 1: each resource action draws a capture indicator: grass, a wild cricket, either, or a "
            "Sound 辨声 (sell it for 1 coin or keep it). Kept Sounds: 1 → 1 coin, 2 → 三品, 3 → 二品, "
            "exchanged at any of your decisions in a round once your Area 1 head has resolved; the "
            "crickets come from the wild space, so after Area 1 only the coin exchange is left.",
            f"Area 2: trades — grass 1↔1 or 3↔4 coins; jars priced by market crickets {list(D.JAR_PRICE)}; "
            f"crickets at stall prices {list(D.SLOT_PRICES)} (a sold cricket becomes ordinary; a title "
            "cricket may be sold too, and its title card is turned face down); hire a head "
            f"for {D.HIRE_COST} coins from round {D.HIRE_FROM}.",
            "Area 3: a cultivation raises one cricket a grade, two with a grass. First grade → royal 皇家 "
            f"also costs {D.ROYAL_COINS} coins and a jar and gives +1 Virtue or Reputation; a new royal may "
            "take a displayed title card.",
            "Area 4: tribute a yamen card (pay its cost; higher grades may stand in), gain its V or R and "
            "its effect; your first tribute at a yamen takes its highest free lantern. Or a normal tribute "
            "普通进贡: any 三品+ cricket for +1 V or R.",
            f"Area 5: run one bustling-market card that has not run this round. {_area5_spaces()}",
        ]
    )


def _area5_spaces() -> str:
    """Area 5's spaces by the number printed in their upper-right corner, as the rulebook names them."""
    spaces = []
    for sp in D.SPACES:
        if sp["area"] == 5:
            extra = reward_text(sp["reward"], D.GRADE_NAMES, D.GRADE_INDEX)
            gives = f" and gives {', '.join(x.removeprefix('+') for x in extra)}" if extra else ""
            spaces.append(
                f"Space {sp['number']} (it opens in round {sp['round']}) runs {count(sp['actions'], 'card')}{gives}"
            )
    return (
        "Its spaces go by the number in their upper-right corner, which is also the round they open: "
        + "; ".join(spaces)
        + "."
    )


def _fight() -> str:
    dice = ", ".join(f"{D.GRADE_NAMES[g]} d{d} (grass +{D.GRASS_BONUS[g]})" for g, d in D.GRADE_DIE.items())
    return "<h2>Cricket fighting 斗蟋蟀</h2>" + _list(
        [
            "A head on the lower end of an arrow may challenge another player's head above it "
            f"(at most {D.MAX_CHALLENGES} a round). Only 三品 and better fight, each once a round.",
            f"Dice: {dice}; title crickets d{D.TITLE_DIE} (a title defender against a title challenger: "
            f"d{D.TITLE_VS_TITLE_DEFENDER_DIE}).",
            f"Betting 押注: the others may back a side with 1 coin: a win pays {D.BET_WIN}, a loss costs the coin.",
            f"Excitement 兴奋: both roll until a total reaches {D.EXCITE_AT}; if both do, the higher total "
            "goes first, a tie → the defender.",
            f"Fight 斗争: alternate rolls; totals 1–{D.ROLL_CAP} give steps {list(D.STEPS[1:])}; the crickets "
            f"start {D.FIGHT_LENGTH} apart; reaching the other wins; the first to {D.FIGHT_CENTRE} steps is "
            f"the brave cricket (+{D.BRAVE_REP} Reputation).",
            f"The winner gains a grade or {D.WIN_COINS} coins; a winning challenger may move up a row.",
        ]
    )


def _cards() -> str:
    titles = [f"{D.TITLE_NAMES[t]} ({x['icon']}): {x['text']}{_prop(x)}" for t, x in enumerate(D.TITLES)]
    yamen = [f"{y['zh']} {y['name']}: lanterns {y['lanterns']}, {y['min_players']}+ players{_prop(y)}" for y in D.YAMEN]
    bust = [f"{b['zh']} {b['name']}: {b['text']}{_prop(b)}" for b in D.BUSTLING]
    cards = []
    for k, c in enumerate(D.CARDS):
        cost = c["cost"]
        parts = [D.GRADES[D.GRADE_INDEX[g]]["zh"] for g in cost["crickets"]]
        parts += [count(cost[x], w) for x, w in (("grass", "grass"), ("jars", "jar"), ("coins", "coin")) if cost[x]]
        reward = f"{c['reward']['track']}{c['reward']['amount']}"
        cards.append(f"{D.CARD_NAMES[k]} — {' + '.join(parts)} → {reward}; {c['text']}{_prop(c)}")
    return (
        "<h2>Titles 称号</h2>"
        + _list(titles)
        + "<h2>Yamen 衙门</h2>"
        + _list(yamen)
        + "<h2>Bustling market 热闹集市</h2>"
        + _list(bust)
        + "<h2>Tribute cards 进贡卡</h2>"
        + _list(cards)
    )


def _scoring() -> str:
    return "<h2>Scoring 终局计分</h2>" + _list(
        [
            "End-game cards (e.g. 郑和: pay 3/5/8 coins for 1/2/3 Virtue).",
            f"Virtue × Reputation, plus the track lanterns {D.LANTERN_BONUS} (space: bonus).",
            "Your yamen lanterns.",
            "Resources as coins (grass 1, jar 2, crickets 1–5 by grade, title = royal, coins 1): "
            f"1 point per {D.COINS_PER_POINT}. Equal totals share the win.",
        ]
    )


def rules_html() -> str:
    refs = ", ".join(f"{r['topic']} {r['zh']}" for r in D.REFERENCE_CARDS)
    intro = (
        "<h1>Cuzhi 促织</h1><p>Five rounds as a village head in the Ming dynasty: catch, trade, cultivate "
        "and fight crickets, and offer them to the yamen 衙门. Score Virtue 德 × Reputation 望 plus extras. "
        f"The reference cards cover: {refs}.</p>"
    )
    proposed = "<p>† our proposal for a value the rulebook does not print.</p>"
    return "\n".join([intro, _flow(), _areas(), _fight(), _scoring(), _cards(), proposed, rulings_html("cuzhi")])
