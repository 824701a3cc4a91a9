"""Save migrations: one place (``snapshot.MIGRATIONS``), one test per migration.

There is no real migration yet (every save is version 1), so the mechanism is tested with a fake
version 2 that renames a field; when VERSION goes up, add the real step and a sample old save in
``tests/core/data/save_v<N>.json`` (the completeness test below fails until both exist).

A game's own rules have editions too (``Game.rules_version``, recorded in each save): a save of an
older edition is handed to the game's ``upgrade_save``, step by step (Zong Shi's edition 1 → 2 is
tested in tests/games/zongshi/test_saves.py).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from zsgames.core import snapshot
from zsgames.core.conformance import random_playout
from zsgames.core.game import GameConfig
from zsgames.core.match import Match
from zsgames.core.snapshot import SaveError

DATA = Path(__file__).parent / "data"


@pytest.fixture
def v1_save(tiny) -> dict:
    config = GameConfig.make(2)
    _, actions = random_playout(tiny, config, 2)
    return json.loads(snapshot.dumps(Match.replay(tiny, config, 2, actions[:5])))


def test_every_version_step_has_a_migration_and_a_sample() -> None:
    assert set(snapshot.MIGRATIONS) == set(range(1, snapshot.VERSION))
    for version in range(1, snapshot.VERSION):
        sample = DATA / f"save_v{version}.json"
        assert sample.exists(), f"add a version {version} sample save for its migration test"
        assert snapshot.load(sample).actions


def _fake_v2(monkeypatch, step) -> None:
    monkeypatch.setattr(snapshot, "VERSION", 2)
    monkeypatch.setattr(snapshot, "MIGRATIONS", {1: step})


def test_fake_v1_to_v2_migration_runs_on_load(monkeypatch, v1_save) -> None:
    """Version 2 (fake) calls the digest 'fingerprint'; the v1 save's field is renamed on load."""
    seen = []

    def v1_to_v2(data: dict) -> dict:
        seen.append(data["version"])
        return data | {"version": 2, "fingerprint": data["state_digest"]}

    _fake_v2(monkeypatch, v1_to_v2)
    match = snapshot.load_dict(v1_save)
    assert seen == [1] and len(match.actions) == 5
    assert v1_save["version"] == 1, "migration must not change the caller's dict"


@pytest.mark.parametrize(
    ("step", "message"),
    [
        (lambda d: d, "upgrading a version 1 save failed"),
        (lambda d: d["no such field"], "cannot upgrade this version 1 save"),
        (lambda d: [], "upgrading a version 1 save failed"),
    ],
)
def test_broken_migration_is_a_save_error(monkeypatch, v1_save, step, message) -> None:
    _fake_v2(monkeypatch, step)
    with pytest.raises(SaveError, match=message):
        snapshot.load_dict(v1_save)


def test_missing_migration_is_a_save_error(monkeypatch, v1_save) -> None:
    monkeypatch.setattr(snapshot, "VERSION", 3)
    monkeypatch.setattr(snapshot, "MIGRATIONS", {1: lambda d: d | {"version": 2}})
    with pytest.raises(SaveError, match="saves of version 2 can no longer be read"):
        snapshot.load_dict(v1_save)


# --- a game's own rules editions (Game.rules_version / Game.upgrade_save) -------------------------
def test_saves_record_the_rules_edition(tiny, v1_save) -> None:
    assert v1_save["rules_version"] == tiny.rules_version == 1


def test_a_save_of_an_older_rules_edition_is_upgraded_by_its_game(monkeypatch, tiny, v1_save) -> None:
    seen = []

    def upgrade(data: dict, version: int) -> dict:
        seen.append(version)
        return data | {"rules_version": version + 1}

    monkeypatch.setattr(type(tiny), "rules_version", 3)
    monkeypatch.setattr(tiny, "upgrade_save", upgrade)
    del v1_save["rules_version"]  # a save written before games had editions is of edition 1
    assert len(snapshot.load_dict(v1_save).actions) == 5 and seen == [1, 2]


@pytest.mark.parametrize(
    ("edition", "message"),
    [
        (0, "no valid rules version"),
        ("2", "no valid rules version"),
        (True, "no valid rules version"),
        (9, "newer edition of the Tiny Test Game rules"),
    ],
)
def test_a_bad_rules_edition_is_a_save_error(tiny, v1_save, edition, message) -> None:
    with pytest.raises(SaveError, match=message):
        snapshot.load_dict(v1_save | {"rules_version": edition})


def test_a_game_that_cannot_upgrade_says_so(monkeypatch, tiny, v1_save) -> None:
    monkeypatch.setattr(type(tiny), "rules_version", 2)
    with pytest.raises(SaveError, match="saves of rules version 1 can no longer be read"):
        snapshot.load_dict(v1_save)
    monkeypatch.setattr(tiny, "upgrade_save", lambda data, version: data)
    with pytest.raises(SaveError, match="upgrading a Tiny Test Game save of rules version 1 failed"):
        snapshot.load_dict(v1_save)
