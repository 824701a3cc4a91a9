"""Card identities as small ints, with every value read from ``resources/zooscape/cards.json``.

Ids: 0–55 the 56 curios (grouped by type), 56–64 the gold coins, 65–73 the action cards
(3 Fire, 2 Lucky Cat, 2 Breakage, 2 Copy) — together the 74 market cards —, 74–83 the 10
kimonos (their own pile) and 84 the apprentice. ``KIND[card]`` tells what a card is: a curio
type 0–6, ``KIMONO`` (7, also a curio type), or one of the constants below.
"""

from __future__ import annotations

from zsgames.core.i18n import N_
from zsgames.core.resources import load_json

_DATA = load_json("zooscape", "cards.json")

KIMONO = 7  # curio type index of the kimonos
COIN, FIRE, CAT, BREAK, COPY, APPRENTICE = 8, 9, 10, 11, 12, 13
CURIO_TYPES = 8  # the seven market curio types plus kimonos
ACTION_KINDS = (CAT, BREAK, COPY)  # resolved on arrival (Fire is simply kept)

_types = [*_DATA["curio_types"], _DATA["kimono"]]
TYPE_KEYS: tuple[str, ...] = tuple(t["key"] for t in _types)
TYPE_NAMES: tuple[str, ...] = tuple(t["name"] for t in _types)
TYPE_PLURALS: tuple[str, ...] = tuple(t["plural"] for t in _types)
FLOWER: tuple[int, ...] = tuple(t["flower"] for t in _types)
FLAG: tuple[int, ...] = tuple(t["flag"] for t in _types)
TYPE_COUNTS: tuple[int, ...] = tuple(t["count"] for t in _types)

_actions = {a["key"]: a for a in _DATA["action_cards"]}
FIRE_POINTS: int = _DATA["fire_points"]["value"]
OVER_FLAG_POINTS: int = _DATA["over_flag_points"]["value"]
BREAKAGE_CURIOS: int = _DATA["breakage_curios"]["value"]
ROUNDS: int = _DATA["round_piles"]["rounds"]
PILE_SIZE: dict[int, int] = {int(k): v for k, v in _DATA["round_piles"]["cards_per_pile"].items()}

_kinds: list[int] = []
for _t, _info in enumerate(_DATA["curio_types"]):
    _kinds += [_t] * _info["count"]
FIRST_COIN = len(_kinds)
_kinds += [COIN] * len(_DATA["coins"])
for _key, _kind in (("fire", FIRE), ("lucky_cat", CAT), ("breakage", BREAK), ("copy", COPY)):
    _kinds += [_kind] * _actions[_key]["count"]
MARKET_CARDS = len(_kinds)  # 74
FIRST_KIMONO = MARKET_CARDS
_kinds += [KIMONO] * _DATA["kimono"]["count"]
APPRENTICE_CARD = len(_kinds)  # 84
_kinds.append(APPRENTICE)
ALL_CARDS = len(_kinds)  # 85

KIND: tuple[int, ...] = tuple(_kinds)
COIN_VALUE: tuple[int, ...] = tuple(
    _DATA["coins"][c - FIRST_COIN]["value"] if k == COIN else 0 for c, k in enumerate(_kinds)
)
KIMONO_IDS: tuple[int, ...] = tuple(range(FIRST_KIMONO, APPRENTICE_CARD))

KIND_NAMES: dict[int, str] = {
    COIN: N_("Gold coin", context="card"),
    FIRE: _actions["fire"]["name"],
    CAT: _actions["lucky_cat"]["name"],
    BREAK: _actions["breakage"]["name"],
    COPY: _actions["copy"]["name"],
    APPRENTICE: N_("Apprentice", context="card"),
}
#: Action names used in action args ("resolve", name) — stable, JSON-friendly.
ACTION_KEYS: dict[int, str] = {CAT: "lucky_cat", BREAK: "breakage", COPY: "copy"}
ACTION_BY_KEY: dict[str, int] = {v: k for k, v in ACTION_KEYS.items()}


def card_name(card: int) -> str:
    """A card as a player would name it: "Fan", "Gold coin (3)", "Lucky Cat", "Kimono"."""
    kind = KIND[card]
    if kind < CURIO_TYPES:
        return TYPE_NAMES[kind]
    if kind == COIN:
        return f"Gold coin ({COIN_VALUE[card]})"
    return KIND_NAMES[kind]


def describe(cards: list[int] | tuple[int, ...]) -> str:
    """A short list of card names in the given order ("Fan, Sword, Gold coin (2)")."""
    return ", ".join(card_name(c) for c in cards) if cards else "nothing"


def sort_key(card: int) -> tuple[int, int]:
    """The display order: curio types, kimonos, coins, Fire, the rest."""
    return (KIND[card], card)
