"""The questions of the ``("fight", 0)`` frame: who decides at each fight step, the legal actions
and their labels, the steps that resolve by themselves when there is nothing to choose, why an
action is refused, and the prompt.
"""

from __future__ import annotations

from zsgames.core.game import Action, Event
from zsgames.core.i18n import N_, Text, _
from zsgames.games.cuzhi import data as D
from zsgames.games.cuzhi.common import can_make_royal, cricket_label, fighters
from zsgames.games.cuzhi.fight_calc import can_grass, can_reroll, code_of, grass_bonus, owner, skill
from zsgames.games.cuzhi.fight_resolve import end_excite_boost, move, reward
from zsgames.games.cuzhi.state import (
    F_BET,
    F_BOOST,
    F_EXCITE,
    F_EXCITE_BOOST,
    F_PICK_C,
    F_PICK_D,
    F_REWARD,
    F_ROLL,
    F_SWAP,
    CuzhiState,
    Fight,
    Frame,
)
from zsgames.games.cuzhi.words import GRADES, coins, seat


def deciders(s: CuzhiState, frame: Frame) -> tuple[int, ...]:
    """The one seat deciding the fight now."""
    f = s.fight
    assert f is not None
    st = f.step
    if st in (F_PICK_C, F_EXCITE, F_SWAP):
        return (f.chal,)
    if st == F_PICK_D:
        return (f.defn,)
    if st == F_BET:
        return (f.bettor,)
    if st == F_EXCITE_BOOST:
        return (owner(f, f.boost_side),)
    if st in (F_ROLL, F_BOOST):
        return (owner(f, f.mover),)
    return (owner(f, f.winner),)


def _boost_options(s: CuzhiState, f: Fight, side: int) -> list[Action]:
    who = owner(f, side)
    out = []
    if can_grass(s, f, side):
        out.append(Action(who, "grass", (), Text("Feed 1 grass 草: +{n} to this roll", n=grass_bonus(s, f, side))))
    if can_reroll(f, side):
        out.append(Action(who, "reroll", (), Text("Reroll the die")))
    if out:
        out.append(Action(who, "accept", (), Text("Keep the roll {n}", n=f.roll[side])))
    return out


def options(s: CuzhiState, frame: Frame, decider: int) -> list[Action]:
    f = s.fight
    assert f is not None
    st = f.step
    if st in (F_PICK_C, F_PICK_D):
        who = f.chal if st == F_PICK_C else f.defn
        return [
            Action(who, "fighter", (c,), Text("Send your {cricket}", cricket=cricket_label(c)))
            for c in fighters(s, who)
        ]
    if st == F_BET:
        b = f.bettor
        return [
            Action(b, "bet", (0,), Text("Bet 1 coin on the challenger ({name})", name=seat(s.name(f.chal)))),
            Action(b, "bet", (1,), Text("Bet 1 coin on the defender ({name})", name=seat(s.name(f.defn)))),
            Action(b, "no_bet", (), Text("Do not bet")),
        ]
    if st == F_EXCITE:
        label = Text("Roll both dice (d{one} and d{two}) for excitement", one=f.dice[0], two=f.dice[1])
        return [Action(f.chal, "roll", (), label)]
    if st == F_ROLL:
        return [Action(owner(f, f.mover), "roll", (), Text("Roll the d{sides}", sides=f.dice[f.mover]))]
    if st == F_EXCITE_BOOST:
        return _boost_options(s, f, f.boost_side)
    if st == F_BOOST:
        return _boost_options(s, f, f.mover)
    if st == F_REWARD:
        return _reward_options(s, f)
    return [
        Action(f.chal, "swap", (), Text("Swap places (move up in tribute order)")),
        Action(f.chal, "stay", (), Text("Stay put")),
    ]


def _reward_options(s: CuzhiState, f: Fight) -> list[Action]:
    who = owner(f, f.winner)
    code = code_of(f, f.winner)
    out = []
    if code < D.ROYAL and (code + 1 < D.ROYAL or can_make_royal(s, who)):
        out.append(Action(who, "reward", ("grade",), Text("Raise the winner to {grade}", grade=GRADES[code + 1])))
    out.append(Action(who, "reward", ("coins",), Text("Take {coins}", coins=coins(D.WIN_COINS))))
    return out


def auto(s: CuzhiState, frame: Frame, ev: list[Event]) -> bool:
    f = s.fight
    assert f is not None
    st = f.step
    if st == F_BET and f.bettor < 0:
        f.step = F_EXCITE
        return True
    if st == F_EXCITE_BOOST and not _boost_options(s, f, f.boost_side):
        end_excite_boost(s, f, ev)
        return True
    if st == F_BOOST and not _boost_options(s, f, f.mover):
        move(s, f, ev)
        return True
    if st == F_REWARD and len(_reward_options(s, f)) == 1:
        reward(s, f, "coins", ev)
        return True
    return False


def explain(s: CuzhiState, frame: Frame, a: Action) -> str | None:
    f = s.fight
    if f is None:
        return None
    if a.kind == "fighter" and a.args and isinstance(a.args[0], int):
        code = a.args[0]
        who = f.chal if f.step == F_PICK_C else f.defn
        if code == D.ORDINARY:
            return _("ordinary crickets 普通 cannot fight")
        if code in range(1, 5) and s.crick[who * 5 + code] > 0:
            return _("that cricket has already fought this round")
        if code >= D.TITLE_CODE and code - D.TITLE_CODE < len(D.TITLES) and s.title_fought[code - D.TITLE_CODE]:
            return _("that cricket has already fought this round")
        return _("you have no such cricket")
    if a.kind == "grass":
        side = f.boost_side if f.step == F_EXCITE_BOOST else f.mover
        if skill(f, side) == "extra_step":
            return _("拖肚黄 Tuo Du Huang cannot use grass")
        if code_of(f, side) == D.THIRD:
            return _("a third-grade cricket 三品 cannot use grass")
        if s.grass[owner(f, side)] <= 0:
            return _("you have no grass")
    if a.kind == "bet" and f.step == F_BET and s.coins[a.seat] < D.BET_STAKE:
        return _("a bet needs at least 1 coin")
    return None


def prompt(s: CuzhiState, frame: Frame) -> str:
    f = s.fight
    assert f is not None
    if f.step == F_REWARD:
        return _("Winner: a grade or {coins}", coins=coins(D.WIN_COINS))
    return _(_PROMPTS.get(f.step, _FIGHT))


_FIGHT = N_("Fight")
#: the question at each fight step (the reward's names its coins)
_PROMPTS = {
    F_PICK_C: N_("Dispatch 派遣: choose the challenging cricket"),
    F_PICK_D: N_("Dispatch 派遣: choose the defending cricket"),
    F_BET: N_("Betting 押注: back a side for 1 coin?"),
    F_EXCITE: N_("Excitement 兴奋阶段: roll both dice"),
    F_EXCITE_BOOST: N_("Excitement: feed grass or keep the roll"),
    F_ROLL: N_("Fight 斗争阶段: roll your die"),
    F_BOOST: N_("Fight: feed grass or keep the roll"),
    F_SWAP: N_("Winning challenger: swap places?"),
}
