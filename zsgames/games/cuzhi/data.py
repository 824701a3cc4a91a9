"""Cuzhi's numbers, read once from ``resources/cuzhi/*.json`` into plain tuples.

Nothing numeric about the game lives in code: every value below comes from the data files, so a
player who owns the physical game can correct a proposal there.
"""

from __future__ import annotations

from typing import Any, NotRequired, TypedDict

from zsgames.core.resources import load_json


def _j(name: str) -> Any:
    return load_json("cuzhi", name)


#: A record's "params", "reward" or "cost" object: numbers, grade keys or lists, as the file has them.
Params = dict[str, Any]


# The records the rules read field by field (the files' other records stay plain JSON objects).
class Grade(TypedDict):
    key: str
    name: str
    zh: str
    source: str


class PlayerCount(TypedDict):
    players: int
    wild: int
    yamen: int
    spaces_up_to: int
    source: str


class Space(TypedDict):
    id: str
    area: int
    index: int
    row: int
    actions: int
    reward: Params
    round: int
    min_players: int
    source: str
    start_marker: NotRequired[bool]
    #: the number printed on the space (Area 5: the round it opens), by which the rulebook names it
    number: NotRequired[int]


class Title(TypedDict):
    id: str
    zh: str
    name: str
    icon: str
    skill: str
    params: dict[str, int]
    text: str
    source: str


GRADES: list[Grade] = _j("grades.json")["grades"]
GRADE_KEYS: tuple[str, ...] = tuple(g["key"] for g in GRADES)  # index 0 ordinary … 4 royal
GRADE_INDEX = {k: i for i, k in enumerate(GRADE_KEYS)}
GRADE_NAMES: tuple[str, ...] = tuple(f"{g['zh']} {g['name']}" for g in GRADES)
ORDINARY, THIRD, SECOND, FIRST, ROYAL = range(5)
TITLE_CODE = 10  # fighter/payer code for title cricket t is TITLE_CODE + t


def grade_of(code: int) -> int:
    """The grade of a fighter/payer code: a title cricket is royal."""
    return ROYAL if code >= TITLE_CODE else code


_setup = _j("setup.json")
ROUNDS: int = _setup["rounds"]["count"]
START_HEADS: int = _setup["heads"]["start"]
CHAIRS: int = _setup["heads"]["chairs"]
MAX_HEADS: int = _setup["heads"]["max"]
INDICATORS: int = _setup["indicators_per_player"]["count"]
SEAT_START = tuple(_setup["seats"])
PLAYER_COUNTS: dict[int, PlayerCount] = {p["players"]: p for p in _setup["player_counts"]}
REFERENCE_CARDS = tuple(_setup["reference_cards"])

_areas = _j("areas.json")
AREAS = tuple(_areas["areas"])
SPACES: tuple[Space, ...] = tuple(_areas["spaces"])
SPACE_INDEX = {s["id"]: i for i, s in enumerate(SPACES)}
ARROWS: tuple[tuple[int, int], ...] = tuple(
    (SPACE_INDEX[a["lower"]], SPACE_INDEX[a["upper"]]) for a in _areas["arrows"]
)
MAX_CHALLENGES: int = _areas["challenges_per_round"]["count"]
AREA_SPACES: dict[int, tuple[int, ...]] = {
    a: tuple(i for i, s in enumerate(SPACES) if s["area"] == a) for a in range(1, 6)
}

_market = _j("market.json")
SLOT_ROWS: int = _market["slot_prices"]["rows"]
SLOT_PRICES: tuple[int, ...] = tuple(p for p in _market["slot_prices"]["columns"] for _ in range(SLOT_ROWS))
MARKET_SLOTS = len(SLOT_PRICES)
JAR_PRICE: tuple[int, ...] = tuple(
    next(r["price"] for r in _market["jar_prices"] if r["min"] <= n <= r["max"]) for n in range(MARKET_SLOTS + 1)
)
GRASS_TRADES: tuple[tuple[int, int], ...] = tuple((t["grass"], t["coins"]) for t in _market["grass_trades"])
HIRE_COST: int = _market["hire"]["cost"]
HIRE_FROM: int = _market["hire"]["from_round"]
HIRE_SPACES = tuple(_market["hire_spaces"])

_bag = _j("bag.json")
BAG_INDICATORS = tuple(_bag["indicators"])
BAG_KINDS: tuple[str, ...] = tuple(k["kind"] for k in _bag["indicators"])  # cricket, grass, either, sound
BAG_NAMES: tuple[str, ...] = tuple(f"{k['zh']} {k['name']}" for k in _bag["indicators"])
BAG_COUNTS: tuple[int, ...] = tuple(k["count"] for k in _bag["indicators"])
K_CRICKET, K_GRASS, K_EITHER, K_SOUND = (BAG_KINDS.index(k) for k in ("cricket", "grass", "either", "sound"))
SOUND_EXCHANGES = {e["sounds"]: e["gain"] for e in _bag["sound_exchanges"]}
SOUND_SALE: int = _bag["sound_sale"]["coins"]

_dice = _j("dice.json")
DICE_SET: tuple[tuple[int, int], ...] = tuple((d["sides"], d["count"]) for d in _dice["dice"])
GRADE_DIE: dict[int, int] = {GRADE_INDEX[d["grade"]]: d["sides"] for d in _dice["by_grade"]}
GRASS_BONUS: dict[int, int] = {GRADE_INDEX[d["grade"]]: d["grass_bonus"] for d in _dice["by_grade"]}
TITLE_DIE: int = _dice["title"]["sides"]
TITLE_VS_TITLE_DEFENDER_DIE: int = _dice["title"]["both_titles_defender_sides"]
TITLE_GRASS: int = _dice["title"]["grass_bonus"]

_fight = _j("fight.json")
FIGHT_LENGTH: int = _fight["board"]["length"]
FIGHT_CENTRE: int = _fight["board"]["centre"]
EXCITE_AT: int = _fight["excite_at"]["value"]
FIGHT_MIN_GRADE: int = GRADE_INDEX[_fight["min_grade"]["grade"]]
ROLL_CAP: int = _fight["cap"]["value"]
STEPS: tuple[int, ...] = (
    0,
    *(next(r["steps"] for r in _fight["steps"] if r["min"] <= v <= r["max"]) for v in range(1, ROLL_CAP + 1)),
)
WIN_GRADES: int = _fight["rewards"]["grade"]
WIN_COINS: int = _fight["rewards"]["coins"]
BRAVE_REP: int = _fight["rewards"]["brave_reputation"]
BET_STAKE: int = _fight["bets"]["stake"]
BET_WIN: int = _fight["bets"]["win"]

_tracks = _j("tracks.json")
TRACK_MIN: int = _tracks["track"]["min"]
TRACK_MAX: int = _tracks["track"]["max"]
TRACK_START: int = _tracks["track"]["start"]
LANTERN_BONUS: dict[int, int] = {lan["space"]: lan["bonus"] for lan in _tracks["lanterns"]}

_yamen = _j("yamen.json")
YAMEN = tuple(_yamen["yamen"])
YAMEN_NAMES: tuple[str, ...] = tuple(f"{y['zh']} {y['name']}" for y in YAMEN)
YAMEN_CARDS: int = _yamen["max_cards"]["count"]
NORMAL_TRIBUTE_MIN: int = GRADE_INDEX[_yamen["normal_tribute"]["min_grade"]]
NORMAL_TRIBUTE_REWARD: int = _yamen["normal_tribute"]["reward"]
TITLE_TRIBUTE_BONUS: int = _yamen["title_tribute_bonus"]["amount"]

TITLES: tuple[Title, ...] = tuple(_j("titles.json")["titles"])
TITLE_SKILL: tuple[str, ...] = tuple(t["skill"] for t in TITLES)
TITLE_NAMES: tuple[str, ...] = tuple(f"{t['zh']} {t['name']}" for t in TITLES)

_bust = _j("bustling.json")
BUSTLING = tuple(_bust["cards"])
BUSTLING_IN_PLAY: int = _bust["in_play"]["count"]

CARDS = tuple(_j("tribute.json")["cards"])  # card id k is CARDS[k]; data ids are k + 1
CARD_NAMES: tuple[str, ...] = tuple(f"{c['zh']} {c['name']}" for c in CARDS)
CARD_CRICKETS: tuple[tuple[int, ...], ...] = tuple(
    tuple(sorted((GRADE_INDEX[g] for g in c["cost"]["crickets"]), reverse=True)) for c in CARDS
)
CARD_EFFECT: tuple[str, ...] = tuple(c["effect"] for c in CARDS)
CARD_BY_EFFECT: dict[str, tuple[int, ...]] = {}
for _k, _c in enumerate(CARDS):
    CARD_BY_EFFECT[_c["effect"]] = (*CARD_BY_EFFECT.get(_c["effect"], ()), _k)

_score = _j("scoring.json")
RESOURCE_VALUES: dict[str, int] = _score["resource_values"]
GRADE_VALUE: tuple[int, ...] = tuple(RESOURCE_VALUES[k] for k in GRADE_KEYS)
COINS_PER_POINT: int = _score["coins_per_point"]["value"]
ROYAL_COINS: int = _score["royal_cost"]["coins"]
ROYAL_JARS: int = _score["royal_cost"]["jars"]
ROYAL_REWARD: int = _score["royal_reward"]["amount"]
STIPEND: int = _score["stipend"]["coins_per_indicator"]
TITLES_PER_ROUND: int = _score["titles_per_round"]["count"]


def card_has(effect: str, owned: list[int]) -> bool:
    """True if any of ``owned`` tribute cards carries ``effect`` (ongoing abilities)."""
    for k in owned:  # noqa: SIM110  (a plain loop is faster on this hot path)
        if CARD_EFFECT[k] == effect:
            return True
    return False
