"""Components: counts, a `source` on every record, Chinese beside English, a handler per effect."""

from __future__ import annotations

import json

import pytest

from zsgames.core.resources import resource_path
from zsgames.games.cuzhi import data as D
from zsgames.games.cuzhi import effects

FILES = sorted(p.name for p in resource_path("cuzhi").glob("*.json"))


def _records(obj, path="$"):
    if isinstance(obj, dict):
        yield path, obj
        for k, v in obj.items():
            yield from _records(v, f"{path}.{k}")
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            yield from _records(v, f"{path}[{i}]")


@pytest.mark.parametrize("name", FILES)
def test_every_record_has_a_source(name):
    data = json.loads(resource_path("cuzhi", name).read_text(encoding="utf-8"))
    for path, rec in _records(data):
        if path.endswith((".params", ".reward", ".cost", ".gain")) or path.count(".params") or ".cost" in path:
            continue
        assert rec.get("source") in ("rulebook", "published", "proposal"), f"{name} {path} lacks a source"


def test_component_counts():
    assert len(D.CARDS) == 30
    assert len(D.TITLES) == 10
    assert len(D.BUSTLING) == 5 and D.BUSTLING_IN_PLAY == 3
    assert sum(D.BAG_COUNTS) == 24 and D.BAG_COUNTS == (8, 6, 5, 5)
    assert sum(c for _, c in D.DICE_SET) == 7 and dict(D.DICE_SET) == {6: 2, 8: 2, 10: 2, 12: 1}
    assert len(D.REFERENCE_CARDS) == 4
    assert D.START_HEADS + D.CHAIRS == 5 and D.INDICATORS == 10
    assert len(D.YAMEN) == 6 and len(D.HIRE_SPACES) == 8


def test_tribute_cards_split_virtue_and_reputation():
    tracks = [c["reward"]["track"] for c in D.CARDS]
    assert tracks.count("V") == 15 and tracks.count("R") == 15


def test_rulebook_cards_as_printed():
    boss = next(c for c in D.CARDS if c["zh"] == "斗场老板")
    assert sorted(boss["cost"]["crickets"]) == ["c0", "c3"] and boss["reward"] == {"track": "V", "amount": 1}
    zheng = next(c for c in D.CARDS if c["zh"] == "郑和")
    assert zheng["timing"] == "game_end" and zheng["params"]["tiers"] == [[3, 1], [5, 2], [8, 3]]
    tdh = next(t for t in D.TITLES if t["zh"] == "拖肚黄")
    qmt = next(t for t in D.TITLES if t["zh"] == "青麻头")
    assert tdh["skill"] == "extra_step" and tdh["params"]["steps"] == 1
    assert qmt["params"] == {"excite_at": 4, "coins_on_gain": 2}


def test_every_effect_name_has_a_handler():
    for c in D.CARDS:
        assert c["effect"] in effects.BY_TIMING[c["timing"]], f"{c['zh']}: {c['timing']} {c['effect']}"
    for t in D.TITLES:
        assert t["skill"] in effects.TITLE_SKILLS, t["zh"]
    for b in D.BUSTLING:
        assert b["effect"] in effects.BUSTLING, b["zh"]


def test_chinese_beside_english_everywhere():
    for group in (D.CARDS, D.TITLES, D.BUSTLING, D.YAMEN, D.GRADES, D.AREAS):
        for rec in group:
            assert rec["zh"] and rec["name"]
            assert any("\u4e00" <= ch <= "\u9fff" for ch in rec["zh"])


def test_dice_by_grade_and_titles():
    assert D.GRADE_DIE == {D.THIRD: 6, D.SECOND: 8, D.FIRST: 10, D.ROYAL: 10}
    assert D.TITLE_DIE == 12 and D.TITLE_VS_TITLE_DEFENDER_DIE == 10


def test_step_table_rolls_1_to_12():
    assert list(D.STEPS[1:]) == [0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4]
    assert D.ROLL_CAP == 12 and D.EXCITE_AT == 6


def test_grass_bonus_per_grade():
    assert D.GRASS_BONUS == {D.THIRD: 0, D.SECOND: 1, D.FIRST: 2, D.ROYAL: 3}
    assert D.TITLE_GRASS == 3


def test_conversion_rates():
    assert D.GRADE_VALUE == (1, 2, 3, 4, 5)
    rv = D.RESOURCE_VALUES
    assert (rv["grass"], rv["jar"], rv["coin"], rv["sound"]) == (1, 2, 1, 0)
    assert D.COINS_PER_POINT == 4


def test_tracks_and_lanterns():
    assert (D.TRACK_MIN, D.TRACK_MAX, D.TRACK_START) == (0, 20, 1)
    assert D.LANTERN_BONUS == {4: 1, 7: 2, 10: 3, 13: 4, 16: 5}


def test_fight_board():
    assert (D.FIGHT_LENGTH, D.FIGHT_CENTRE) == (10, 5)
    assert (D.WIN_COINS, D.BRAVE_REP, D.BET_STAKE, D.BET_WIN) == (2, 1, 1, 2)


def test_yamen_lanterns():
    xian = next(y for y in D.YAMEN if y["zh"] == "西安府")
    assert xian["lanterns"][0] == 3
    assert [y["min_players"] for y in D.YAMEN].count(2) == 4
