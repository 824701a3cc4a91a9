import json
import os

import pytest

from zsgames.core import snapshot
from zsgames.core.conformance import random_playout
from zsgames.core.game import GameConfig
from zsgames.core.match import Match
from zsgames.core.snapshot import SaveError


@pytest.fixture
def saved(tiny, tmp_path):
    config = GameConfig.make(3)
    _, actions = random_playout(tiny, config, 4)
    match = Match.replay(tiny, config, 4, actions)
    path = tmp_path / "game.json"
    snapshot.save(match, path)
    return match, path


def test_save_load_round_trip(saved):
    match, path = saved
    data = json.loads(path.read_text())
    assert data["format"] == "zsgames-save" and data["version"] == 1 and data["game"] == "tiny"
    assert set(data) >= {"config", "seed", "actions", "state_digest", "created", "app_version"}
    loaded = snapshot.load(path)
    assert loaded.digest() == match.digest() and loaded.actions == match.actions


def _write(tmp_path, content: bytes | str, name="bad.json"):
    path = tmp_path / name
    path.write_bytes(content if isinstance(content, bytes) else content.encode())
    return path


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("hello there", "not a zsgames save (not JSON)"),
        ("", "file is empty"),
        ('{"format": "zsgames-save", "version": 1, "ga', "file is truncated"),
        ("[1, 2, 3]", "not a zsgames save (expected a JSON object)"),
        ('{"format": "other"}', "not a zsgames save"),
        (b"\xff\xfe\x00", "not a zsgames save (not text)"),
    ],
)
def test_broken_files_give_one_line(tmp_path, content, message):
    path = _write(tmp_path, content)
    before = path.read_bytes()
    with pytest.raises(SaveError) as err:
        snapshot.load(path)
    assert str(err.value) == message
    assert "\n" not in str(err.value)
    assert path.read_bytes() == before


def test_future_version(saved):
    _, path = saved
    data = json.loads(path.read_text())
    data["version"] = 3
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match=r"save from a newer version \(3\); this app reads up to 1"):
        snapshot.load(path)


def test_folder_and_missing(tmp_path):
    with pytest.raises(SaveError, match="is a folder"):
        snapshot.load(tmp_path)
    with pytest.raises(SaveError, match="no such file"):
        snapshot.load(tmp_path / "nope.json")


def test_illegal_move_in_save(saved):
    _, path = saved
    data = json.loads(path.read_text())
    data["actions"][1] = data["actions"][0]
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="move 2 is not legal here"):
        snapshot.load(path)


def test_digest_mismatch(saved):
    _, path = saved
    data = json.loads(path.read_text())
    data["state_digest"] = "0" * 64
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="digest differs"):
        snapshot.load(path)


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("game", "chess", "unknown game 'chess'"),
        ("config", {"players": 9}, "for 2–4 players, not 9"),
        ("seed", 1.5, "seed must be"),
        ("actions", {}, "actions must be a list"),
        ("actions", [{"seat": 0}], "move 1 is malformed"),
        ("state_digest", None, "no state digest"),
        ("version", "one", "no valid version"),
    ],
)
def test_field_validation(saved, field, value, message):
    _, path = saved
    data = json.loads(path.read_text())
    data[field] = value
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match=message):
        snapshot.load(path)


def test_atomic_write_keeps_old_file_on_failure(tmp_path, monkeypatch):
    path = tmp_path / "save.json"
    snapshot.atomic_write_text(path, "old")

    def boom(*_args):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError):
        snapshot.atomic_write_text(path, "new")
    assert path.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["save.json"]
