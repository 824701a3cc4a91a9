"""Rules help: the game in our own words, the data values used, and the NOTES decisions."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from zsgames.core.i18n import _
from zsgames.core.rulings import rulings_html
from zsgames.games.cuzhi import data as D
from zsgames.games.cuzhi.words import (
    BUSTLING,
    CARDS,
    GRADES,
    TITLES,
    YAMEN,
    Named,
    bustling_text,
    card_text,
    coins,
    jars,
    listed,
    reward_text,
    title_text,
)


def _list(items: list[str]) -> str:
    return "<ul>" + "".join(f"<li>{i}</li>" for i in items) + "</ul>"


def _heading(text: str) -> str:
    return f"<h2>{text}</h2>"


def _prop(rec: Mapping[str, Any]) -> str:
    return " †" if rec.get("source") == "proposal" else ""


def _flow() -> str:
    return _heading(_("Game flow 游戏流程")) + _list(
        [
            _(
                "Preparation 准备: wild crickets 野外蟋蟀 refilled, two new title cards, each yamen topped up by "
                "one card (to at most two), stipend 俸禄 of 1 coin per yamen where you have an indicator, "
                "start-of-round card income."
            ),
            _("Dispatch 派遣: from the first player clockwise, one village head at a time on any empty open space."),
            _(
                "Resolution 执行: Areas 1 to 5, spaces left to right; Area 4 runs its challenges first, then "
                "row 1, then row 2."
            ),
            _("Cleanup 整理: heads go home (hired ones join them), market crickets go back to the supply."),
        ]
    )


def _areas() -> str:
    return _heading(_("Area effects 区域效果")) + _list(
        [
            _(
                "Area 1: each resource action draws a capture indicator: grass, a wild cricket, either, or a "
                "Sound 辨声 (sell it for 1 coin or keep it). Kept Sounds: 1 → 1 coin, 2 → 三品, 3 → 二品, "
                "exchanged at any of your decisions in a round once your Area 1 head has resolved; the "
                "crickets come from the wild space, so after Area 1 only the coin exchange is left."
            ),
            _(
                "Area 2: trades — grass 1↔1 or 3↔4 coins; jars priced by market crickets {jar_prices}; "
                "crickets at stall prices {stall_prices} (a sold cricket becomes ordinary; a title "
                "cricket may be sold too, and its title card is turned face down); hire a head "
                "for {cost} coins from round {round}.",
                jar_prices=str(list(D.JAR_PRICE)),
                stall_prices=str(list(D.SLOT_PRICES)),
                cost=D.HIRE_COST,
                round=D.HIRE_FROM,
            ),
            _(
                "Area 3: a cultivation raises one cricket a grade, two with a grass. First grade → royal 皇家 "
                "also costs {coins} coins and a jar and gives +1 Virtue or Reputation; a new royal may "
                "take a displayed title card.",
                coins=D.ROYAL_COINS,
            ),
            _(
                "Area 4: tribute a yamen card (pay its cost; higher grades may stand in), gain its V or R and "
                "its effect; your first tribute at a yamen takes its highest free lantern. Or a normal tribute "
                "普通进贡: any 三品+ cricket for +1 V or R."
            ),
            _("Area 5: run one bustling-market card that has not run this round. {spaces}", spaces=_area5_spaces()),
        ]
    )


def _area5_spaces() -> str:
    """Area 5's spaces by the number printed in their upper-right corner, as the rulebook names them."""
    spaces = []
    for sp in D.SPACES:
        if sp["area"] != 5:
            continue
        extra = reward_text(sp["reward"], D.GRADE_NAMES, D.GRADE_INDEX)
        if extra:
            spaces.append(
                _(
                    "Space {number} (it opens in round {round}) runs {n} card and gives {gives}",
                    plural="Space {number} (it opens in round {round}) runs {n} cards and gives {gives}",
                    number=sp["number"],
                    round=sp["round"],
                    n=sp["actions"],
                    gives=listed([x.removeprefix("+") for x in extra]),
                )
            )
        else:
            spaces.append(
                _(
                    "Space {number} (it opens in round {round}) runs {n} card",
                    plural="Space {number} (it opens in round {round}) runs {n} cards",
                    number=sp["number"],
                    round=sp["round"],
                    n=sp["actions"],
                )
            )
    return _(
        "Its spaces go by the number in their upper-right corner, which is also the round they open: {spaces}.",
        spaces=_("; ", context="list").join(spaces),
    )


def _fight() -> str:
    dice = listed(
        [
            _("{grade} d{sides} (grass +{bonus})", grade=GRADES[g], sides=d, bonus=D.GRASS_BONUS[g])
            for g, d in D.GRADE_DIE.items()
        ]
    )
    return _heading(_("Cricket fighting 斗蟋蟀")) + _list(
        [
            _(
                "A head on the lower end of an arrow may challenge another player's head above it "
                "(at most {n} a round). Only 三品 and better fight, each once a round.",
                n=D.MAX_CHALLENGES,
            ),
            _(
                "Dice: {dice}; title crickets d{sides} (a title defender against a title challenger: d{defender}).",
                dice=dice,
                sides=D.TITLE_DIE,
                defender=D.TITLE_VS_TITLE_DEFENDER_DIE,
            ),
            _(
                "Betting 押注: the others may back a side with 1 coin: a win pays {n}, a loss costs the coin.",
                n=D.BET_WIN,
            ),
            _(
                "Excitement 兴奋: both roll until a total reaches {n}; if both do, the higher total "
                "goes first, a tie → the defender.",
                n=D.EXCITE_AT,
            ),
            _(
                "Fight 斗争: alternate rolls; totals 1–{cap} give steps {steps}; the crickets "
                "start {length} apart; reaching the other wins; the first to {centre} steps is "
                "the brave cricket (+{rep} Reputation).",
                cap=D.ROLL_CAP,
                steps=str(list(D.STEPS[1:])),
                length=D.FIGHT_LENGTH,
                centre=D.FIGHT_CENTRE,
                rep=D.BRAVE_REP,
            ),
            _("The winner gains a grade or {n} coins; a winning challenger may move up a row.", n=D.WIN_COINS),
        ]
    )


def _cards() -> str:
    titles = [
        _("{title} ({icon}): {text}", title=TITLES[t], icon=x["icon"], text=title_text(t)) + _prop(x)
        for t, x in enumerate(D.TITLES)
    ]
    yamen = [
        _("{yamen}: lanterns {lanterns}, {n}+ players", yamen=YAMEN[i], lanterns=str(y["lanterns"]), n=y["min_players"])
        + _prop(y)
        for i, y in enumerate(D.YAMEN)
    ]
    bust = [_("{card}: {text}", card=BUSTLING[b], text=bustling_text(b)) + _prop(x) for b, x in enumerate(D.BUSTLING)]
    cards = []
    for k, c in enumerate(D.CARDS):
        cost = c["cost"]
        parts = [D.GRADES[D.GRADE_INDEX[g]]["zh"] for g in cost["crickets"]]
        parts += [_("{n} grass", n=cost["grass"])] if cost["grass"] else []
        parts += [str(jars(cost["jars"]))] if cost["jars"] else []
        parts += [str(coins(cost["coins"]))] if cost["coins"] else []
        reward = f"{c['reward']['track']}{c['reward']['amount']}"
        line = _(
            "{card} — {cost} → {reward}; {text}",
            card=CARDS[k],
            cost=" + ".join(parts),
            reward=reward,
            text=card_text(k),
        )
        cards.append(line + _prop(c))
    return (
        _heading(_("Titles 称号"))
        + _list(titles)
        + _heading(_("Yamen 衙门"))
        + _list(yamen)
        + _heading(_("Bustling market 热闹集市"))
        + _list(bust)
        + _heading(_("Tribute cards 进贡卡"))
        + _list(cards)
    )


def _scoring() -> str:
    return _heading(_("Scoring 终局计分")) + _list(
        [
            _("End-game cards (e.g. 郑和: pay 3/5/8 coins for 1/2/3 Virtue)."),
            _("Virtue × Reputation, plus the track lanterns {lanterns} (space: bonus).", lanterns=str(D.LANTERN_BONUS)),
            _("Your yamen lanterns."),
            _(
                "Resources as coins (grass 1, jar 2, crickets 1–5 by grade, title = royal, coins 1): "
                "1 point per {n}. Equal totals share the win.",
                n=D.COINS_PER_POINT,
            ),
        ]
    )


def rules_html() -> str:
    refs = listed([str(Named(r["zh"], r["topic"], english_first=True)) for r in D.REFERENCE_CARDS])
    title = _("Cuzhi 促织", context="game name")
    intro = "<h1>{title}</h1><p>{text}</p>".format(
        title=title,
        text=_(
            "Five rounds as a village head in the Ming dynasty: catch, trade, cultivate "
            "and fight crickets, and offer them to the yamen 衙门. Score Virtue 德 × Reputation 望 plus extras. "
            "The reference cards cover: {refs}.",
            refs=refs,
        ),
    )
    proposed = "<p>{}</p>".format(_("† our proposal for a value the rulebook does not print."))
    return "\n".join([intro, _flow(), _areas(), _fight(), _scoring(), _cards(), proposed, rulings_html("cuzhi")])
