"""The named effect vocabulary of tribute cards, titles and bustling-market cards.

Every effect name used in the data has an entry here (a test checks it): one-time and
bustling effects are functions; ongoing, round-start, game-end and title effects name the
module that applies them at the right moment. Nothing is evaluated from text.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from zsgames.core.game import Event
from zsgames.core.i18n import Message
from zsgames.games.cuzhi import data as D
from zsgames.games.cuzhi.common import gain
from zsgames.games.cuzhi.state import CuzhiState
from zsgames.games.cuzhi.words import BUSTLING as BUSTLING_NAMES
from zsgames.games.cuzhi.words import CARDS

#: A one-time or bustling effect: (state, seat, the card's params, why, events).
Effect = Callable[[CuzhiState, int, D.Params, Message, list[Event]], None]


def _gain(s: CuzhiState, seat: int, params: D.Params, why: Message, ev: list[Event]) -> None:
    gain(s, seat, params, ev, why)


def _upgrade(s: CuzhiState, seat: int, params: D.Params, why: Message, ev: list[Event]) -> None:
    s.stack.append(("upgrade", seat, D.GRADE_INDEX[params["max_grade"]]))


def _draws(s: CuzhiState, seat: int, params: D.Params, why: Message, ev: list[Event]) -> None:
    s.stack.append(("draw", seat, params["draws"], 2 if params.get("exchanges") else 0))


def _cheap_jars(s: CuzhiState, seat: int, params: D.Params, why: Message, ev: list[Event]) -> None:
    s.stack.append(("jars", seat))


def _teahouse(s: CuzhiState, seat: int, params: D.Params, why: Message, ev: list[Event]) -> None:
    coins = min(params["max"], s.yamen_count(seat))
    gain(s, seat, {"coins": coins}, ev, why)


ONE_TIME: dict[str, Effect] = {"gain": _gain, "upgrade": _upgrade, "draws": _draws}
ROUND_START: dict[str, Effect] = {"gain": _gain}  # run by flow.preparation
BUSTLING: dict[str, Effect] = {
    "gain": _gain,
    "cheap_jars": _cheap_jars,
    "upgrade": _upgrade,
    "draws": _draws,
    "teahouse": _teahouse,
}
ONGOING: dict[str, str] = {
    "challenge_win_coins": "fight_resolve.reward",
    "cheap_sound_cricket": "area1.exchange_options",
    "sell_bonus": "area2 sell_cricket",
    "excite_bonus": "fight_calc.total",
    "bet_payout": "fight_resolve.finish",
    "jar_discount": "common.jar_buy_price",
    "free_royal_coins": "common.royal_cost",
    "fight_bonus": "fight_calc.total",
    "take_lost_bets": "fight_resolve.finish",
    "reroll": "fight_resolve.act (rerolls)",
    "title_tribute_bonus": "tribute.pay_with",
}
GAME_END: dict[str, str] = {
    "pay_for_virtue": "scoring.end_card_gains",
    "yamen_reputation": "scoring.end_card_gains",
    "jar_virtue": "scoring.end_card_gains",
    "title_reputation": "scoring.end_card_gains",
    "most_yamen_reputation": "scoring.end_card_gains",
}
TITLE_SKILLS: dict[str, str] = {
    "extra_step": "fight_resolve.move",
    "early_excite": "fight_calc.excite_at / area3 title",
    "reroll": "fight_resolve.act (rerolls)",
    "no_stop": "fight_resolve.move",
    "excite_step": "fight_resolve.end_excite_boost",
    "dampen_grass": "fight_calc.grass_bonus",
    "excite_bonus": "fight_calc.total",
    "win_coins": "fight_resolve.reward",
    "tie_win": "fight_resolve.end_excite_boost",
    "brave_double": "fight_resolve.finish",
}
BY_TIMING: dict[str, Mapping[str, object]] = {
    "one_time": ONE_TIME,
    "round_start": ROUND_START,
    "ongoing": ONGOING,
    "game_end": GAME_END,
}


def apply_one_time(s: CuzhiState, seat: int, k: int, ev: list[Event]) -> None:
    card = D.CARDS[k]
    ONE_TIME[card["effect"]](s, seat, card["params"], CARDS[k], ev)


def run_bustling(s: CuzhiState, seat: int, b: int, ev: list[Event]) -> None:
    card = D.BUSTLING[b]
    BUSTLING[card["effect"]](s, seat, card["params"], BUSTLING_NAMES[b], ev)
