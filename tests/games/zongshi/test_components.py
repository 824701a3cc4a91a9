"""Components: every count and every table row of the data files."""

from collections import Counter

from zsgames.core.resources import load_json
from zsgames.games.zongshi import data as D


def test_component_counts():
    assert sum(D.SCROLL_COUNTS.values()) == 36 == D.COUNTS["scrolls"]
    assert sum(D.PAIR_COPIES) == 24 == D.COUNTS["exchange_tiles"]
    assert sum(p.copies for p in D.PROJECT_LIST) == 32 == D.COUNTS["projects"]
    assert len(D.PROJECT_LIST) == 8 and all(p.copies == 4 for p in D.PROJECT_LIST)
    assert len(D.MASTERWORK_LIST) == 12 == D.COUNTS["masterworks"]
    assert sum(D.MATERIAL_COUNT) == 40 == D.COUNTS["boxes"] and set(D.MATERIAL_COUNT) == {10}
    assert len(D.AWARD_IDS) == 5 == D.COUNTS["award_tiles"]
    assert sorted(D.VISIT_TILES) == [1, 2, 2, 3]
    assert [c for c, _ in D.SEAT_COLOURS] == ["ivory", "blue", "green", "natural", "orange"]


def test_scroll_titles_and_counts():
    assert D.SCROLL_COUNTS == {
        "owners_gift": 2,
        "gaining_experience": 2,
        "artistic_subtlety": 2,
        "ear_to_the_wall": 3,
        "twofold_path": 1,
        "fortune": 3,
        "priests_gift": 3,
        "lucky_discovery": 2,
        "town_meeting": 2,
        "lessons": 3,
        "privileged": 1,
        "swift_fingers": 3,
        "writ": 1,
        "masterful_bronze": 2,
        "masterful_jade": 2,
        "masterful_ivory": 2,
        "masterful_gold": 2,
    }


def test_scroll_timing_d1():
    assert {
        "owners_gift",
        "artistic_subtlety",
        "ear_to_the_wall",
        "twofold_path",
        "town_meeting",
        "privileged",
        "swift_fingers",
        "masterful_bronze",
        "masterful_jade",
        "masterful_ivory",
        "masterful_gold",
    } == D.MASTER_ONLY


def test_exchange_pairs():
    names = {frozenset(D.MATERIALS[m] for m in pair) for pair in D.PAIR_MATS}
    assert names == {
        frozenset(p)
        for p in [
            ("gold", "ivory"),
            ("ivory", "jade"),
            ("gold", "jade"),
            ("bronze", "jade"),
            ("ivory", "bronze"),
            ("gold", "bronze"),
        ]
    }


def test_project_table_every_row():
    rows = {p.id: (p.cost, p.time, p.vp) for p in D.PROJECT_LIST}
    #              jade bronze ivory gold
    assert rows == {
        "larger_workshop": ((1, 1, 1, 0), 1, 1),
        "blacksmith_tools": ((0, 2, 1, 1), 2, 2),
        "temple_offering": ((1, 0, 1, 1), 1, 1),
        "merchant_statue": ((1, 0, 1, 2), 2, 2),
        "gold_mastery": ((1, 1, 0, 2), 2, 2),
        "bronze_mastery": ((0, 2, 1, 1), 2, 2),
        "jade_mastery": ((2, 0, 1, 1), 2, 2),
        "ivory_mastery": ((1, 1, 2, 0), 2, 2),
    }
    assert D.PROJECTS["merchant_statue"].source == "rulebook"


def test_masterwork_table_every_row():
    for p in D.MASTERWORK_LIST:
        k = int(p.id[1:])
        boxes, vp, time = (5, 5, 3) if k <= 4 else (6, 6, 3) if k <= 8 else (7, 8, 4)
        assert (sum(p.cost), p.vp, p.time) == (boxes, vp, time), p.id
    assert D.PROJECTS["M9"].cost == (2, 1, 2, 2)


def test_townsfolk_materials():
    assert [D.MATERIALS[m] for m in D.PERSON_MAT] == ["jade", "bronze", "ivory", "gold"]
    assert D.PERSONS == ("scholar", "official", "elder", "merchant")
    assert D.PERSON_SOURCE["elder"] == D.PERSON_SOURCE["merchant"] == "proposal"


def test_setup_table_every_row():
    rows = {
        n: (r.project_copies, r.tile_copies, r.draft_scrolls, r.draft_boxes, r.large_bin, r.small_bin)
        for n, r in D.SETUP.items()
    }
    assert rows == {3: (3, 2, 3, 6, 4, 2), 4: (3, 3, 4, 8, 5, 3), 5: (4, 4, 5, 10, 6, 4)}


def test_scoring_tables_every_row():
    assert D.VISIT_BONUS == {0: 0, 1: 1, 2: 2, 3: 4, 4: 8}
    assert D.INCOMPLETE_PENALTY == {1: 1, 2: 3, 3: 5}
    assert (D.TILE_VP, D.ALL_PAIRS_BONUS, D.TRIGGER_BONUS, D.LEFTOVER_DIVISOR) == (1, 2, 2, 3)
    assert (D.BASE_STORAGE, D.BASE_HAND, D.COMPLETED_SPACES, D.DEFAULT_MAX_ROUNDS) == (5, 4, 6, 40)


def test_every_record_has_a_source():
    for name in ("scrolls", "projects", "masterworks", "exchange_tiles", "awards", "townsfolk"):
        for rec in load_json("zongshi", f"{name}.json")[name]:
            assert rec["source"] in ("rulebook", "published", "proposal"), (name, rec)
    for rec in load_json("zongshi", "setup.json")["per_players"]:
        assert rec["source"] == "rulebook"
    assert Counter(D.AWARD_IDS) == Counter(["scroll", "tile", "boxes", "gift", "bin"])
