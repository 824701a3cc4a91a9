"""Every Zong Shi number, read once from ``resources/zongshi/*.json`` (no game numbers in code).

Materials are indexed 0..3 in the order of ``components.json`` (jade, bronze, ivory, gold);
costs are 4-tuples in that order so payments stay cheap tuple arithmetic.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from zsgames.core.i18n import Message, Text
from zsgames.core.resources import load_json

#: A record read from a data file, its fields as the file has them.
Record = dict[str, Any]


def _load(name: str) -> Any:
    return load_json("zongshi", name)


_components = _load("components.json")
MATERIALS: tuple[str, ...] = tuple(m["id"] for m in _components["materials"])
MAT_INDEX = {m: i for i, m in enumerate(MATERIALS)}
MATERIAL_COUNT: tuple[int, ...] = tuple(m["count"] for m in _components["materials"])
MATERIAL_COLOURS: dict[str, str] = {m["id"]: m["colour"] for m in _components["materials"]}
SEAT_COLOURS: tuple[tuple[str, str], ...] = tuple((c["id"], c["colour"]) for c in _components["seat_colours"])
VISIT_TILES: tuple[int, ...] = tuple(_components["visit_tiles"]["values"])
_limits = _components["limits"]
BASE_STORAGE: int = _limits["storage"]
BASE_HAND: int = _limits["hand"]
COMPLETED_SPACES: int = _limits["completed_spaces"]
DRAFT_LAPS: int = _limits["draft_laps"]
FACE_UP_MASTERWORKS: int = _limits["masterwork_face_up"]
VISIT_EXTRA: int = _limits["visit_extra_per_person"]
MEETING_PERSONS: int = _limits["town_meeting_persons"]
MIN_TIME: int = _limits["min_project_time"]
DEFAULT_MAX_ROUNDS: int = _components["options"]["max_rounds"]  # the option info.py declares reads the same
COUNTS: dict[str, int] = {k: v for k, v in _components["counts"].items() if k != "source"}


def _cost(d: Mapping[str, int]) -> tuple[int, int, int, int]:
    jade, bronze, ivory, gold = (d.get(m, 0) for m in MATERIALS)
    return jade, bronze, ivory, gold


class ProjectType:
    """A project card type (supply project or masterwork)."""

    __slots__ = ("copies", "cost", "effect", "id", "masterwork", "name", "source", "text", "time", "vp")

    def __init__(self, rec: Mapping[str, Any], masterwork: bool) -> None:
        self.id: str = rec["id"]
        self.name: str = rec.get("name", f"Masterwork {rec['id']}")
        self.cost = _cost(rec["cost"])
        self.time: int = rec["time"]
        self.vp: int = rec["vp"]
        self.effect: Record = rec.get("effect", {})
        self.copies: int = rec.get("copies", 1)
        self.masterwork = masterwork
        self.source: str = rec["source"]
        self.text: str = rec.get("text", "No lasting effect; worth its points.")

    @property
    def title(self) -> Message:
        """The project's name as a player reads it, in the current language."""
        if self.masterwork:
            return Text("Masterwork {id}", id=self.id)
        return Text(self.name, context="project")


PROJECT_LIST: tuple[ProjectType, ...] = tuple(ProjectType(r, False) for r in _load("projects.json")["projects"])
MASTERWORK_LIST: tuple[ProjectType, ...] = tuple(ProjectType(r, True) for r in _load("masterworks.json")["masterworks"])
PROJECT_IDS: tuple[str, ...] = tuple(p.id for p in PROJECT_LIST)
PROJECT_INDEX = {p: i for i, p in enumerate(PROJECT_IDS)}
PROJECTS: dict[str, ProjectType] = {p.id: p for p in (*PROJECT_LIST, *MASTERWORK_LIST)}
MASTERWORK_IDS: tuple[str, ...] = tuple(p.id for p in MASTERWORK_LIST)


def _effect_total(key: str) -> dict[str, int]:
    return {p.id: p.effect[key] for p in PROJECT_LIST if key in p.effect}


EFFECT_STORAGE = _effect_total("storage")
EFFECT_MASTER_TIME = _effect_total("master_time")
EFFECT_TEMPLE = _effect_total("temple_scrolls")
EFFECT_HAND = _effect_total("hand")
EFFECT_MARKET = _effect_total("market_boxes")
#: project id -> material index its owner's master ignores (one per copy)
EFFECT_IGNORE = {p.id: MAT_INDEX[p.effect["ignore"]] for p in PROJECT_LIST if "ignore" in p.effect}

_tiles = _load("exchange_tiles.json")["exchange_tiles"]
PAIRS: tuple[str, ...] = tuple(t["id"] for t in _tiles)
PAIR_INDEX = {p: i for i, p in enumerate(PAIRS)}
PAIR_MATS: tuple[tuple[int, int], ...] = tuple(
    (MAT_INDEX[t["materials"][0]], MAT_INDEX[t["materials"][1]]) for t in _tiles
)
PAIR_COPIES: tuple[int, ...] = tuple(t["copies"] for t in _tiles)
PAIR_NAME = {t["id"]: f"{t['materials'][0]}/{t['materials'][1]}" for t in _tiles}


def material(i: int) -> Text:
    """A material's name (jade, bronze, ivory, gold) as a player reads it."""
    return Text(MATERIALS[i], context="material")


def pair_title(pair: str) -> Text:
    """An exchange tile's name, "jade/gold", as a player reads it."""
    a, b = PAIR_MATS[PAIR_INDEX[pair]]
    return Text("{first}/{second}", context="exchange tile", first=material(a), second=material(b))


_scrolls = _load("scrolls.json")["scrolls"]
SCROLL_IDS: tuple[str, ...] = tuple(s["id"] for s in _scrolls)
SCROLLS: dict[str, Record] = {s["id"]: s for s in _scrolls}
SCROLL_COUNTS: dict[str, int] = {s["id"]: s["count"] for s in _scrolls}
MASTER_ONLY: frozenset[str] = frozenset(s["id"] for s in _scrolls if s["timing"] == "master")
MASTERFUL: dict[str, int] = {s["id"]: MAT_INDEX[s["colour"]] for s in _scrolls if "colour" in s}

_awards = _load("awards.json")["awards"]
AWARD_IDS: tuple[str, ...] = tuple(a["id"] for a in _awards)
AWARDS: dict[str, Record] = {a["id"]: a for a in _awards}

_folk = _load("townsfolk.json")["townsfolk"]
PERSONS: tuple[str, ...] = tuple(t["id"] for t in _folk)
PERSON_NAME = {t["id"]: t["name"] for t in _folk}


def person_title(pid: str) -> Text:
    """A townsperson's name (Scholar, Official…) as a player reads it."""
    return Text(PERSON_NAME[pid], context="townsperson")


def scroll_title(sid: str) -> Text:
    """A scroll's name as a player reads it."""
    return Text(SCROLLS[sid]["name"], context="scroll")


def award_title(aid: str) -> Text:
    """A townsfolk award's name as a player reads it."""
    return Text(AWARDS[aid]["name"], context="award")


PERSON_MAT: tuple[int, ...] = tuple(MAT_INDEX[t["material"]] for t in _folk)
PERSON_SOURCE = {t["id"]: t["source"] for t in _folk}


class SetupRow:
    __slots__ = ("draft_boxes", "draft_scrolls", "large_bin", "players", "project_copies", "small_bin", "tile_copies")

    def __init__(self, rec: Mapping[str, int]) -> None:
        self.draft_boxes = rec["draft_boxes"]
        self.draft_scrolls = rec["draft_scrolls"]
        self.large_bin = rec["large_bin"]
        self.players = rec["players"]
        self.project_copies = rec["project_copies"]
        self.small_bin = rec["small_bin"]
        self.tile_copies = rec["tile_copies"]


SETUP: dict[int, SetupRow] = {r["players"]: SetupRow(r) for r in _load("setup.json")["per_players"]}

_scoring = _load("scoring.json")
VISIT_BONUS: dict[int, int] = {r["persons"]: r["points"] for r in _scoring["visits_bonus"]}
INCOMPLETE_PENALTY: dict[int, int] = {r["time_left"]: r["penalty"] for r in _scoring["incomplete_penalty"]}
INCOMPLETE_FLOOR: int = _scoring["incomplete_floor"]["value"]
TILE_VP: int = _scoring["exchange_tile_vp"]["value"]
ALL_PAIRS_BONUS: int = _scoring["all_pairs_bonus"]["value"]
TRIGGER_BONUS: int = _scoring["trigger_bonus"]["value"]
LEFTOVER_DIVISOR: int = _scoring["leftover_divisor"]["value"]


def penalty(time_left: int) -> int:
    """The in-progress penalty; beyond the table (only possible mid-round) the largest row applies."""
    if time_left in INCOMPLETE_PENALTY:
        return INCOMPLETE_PENALTY[time_left]
    return max(INCOMPLETE_PENALTY.values()) if time_left > 0 else 0
