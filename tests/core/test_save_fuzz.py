"""Fuzz the save loader: broken, mutated and hostile saves never crash the app or the CLI.

Every example writes a mutated save to a file and checks that ``snapshot.load`` either returns a
match or raises ``SaveError`` with one line (never any other exception), that ``zsgames check``
exits 0 or 2 without a traceback, and that neither touched the file.
"""

from __future__ import annotations

import contextlib
import copy
import io
import json
import os
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.core.test_undo_games import present_game
from zsgames import cli
from zsgames.core import snapshot
from zsgames.core.conformance import random_playout
from zsgames.core.game import GameConfig
from zsgames.core.match import Match
from zsgames.core.snapshot import SaveError

GAMES = ["tiny", "zongshi", "zooscape", "cuzhi"]
EXAMPLES = {"tiny": 250}  # real games replay longer saves: fewer examples each
DEFAULT_EXAMPLES = 60

json_scalars = st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=12)
json_values = st.recursive(
    json_scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)
huge = st.sampled_from([10**19, -(10**19), 2**63, 2**64, 10**300, -1, 10**4000])


def _game(name: str):
    if name == "tiny":
        from tests.support.tiny_game import GAME

        return GAME
    return present_game(name)


_BASES: dict[str, dict[str, Any]] = {}


def base_save(name: str) -> dict[str, Any]:
    """A real save of a half-played game (cached per game)."""
    if name not in _BASES:
        game = _game(name)
        players = game.min_players
        config = GameConfig.make(players)
        _, actions = random_playout(game, config, 3, chooser_seed=5)
        match = Match.replay(game, config, 3, actions[: max(4, len(actions) // 2)])
        _BASES[name] = json.loads(snapshot.dumps(match))
    return copy.deepcopy(_BASES[name])


def _paths(data: Any, prefix: tuple = ()) -> list[tuple]:
    """Every path into a JSON value (for deleting or replacing a field anywhere)."""
    out = [prefix] if prefix else []
    if isinstance(data, dict):
        for key, value in data.items():
            out += _paths(value, (*prefix, key))
    elif isinstance(data, list):
        for index, value in enumerate(data[:12]):
            out += _paths(value, (*prefix, index))
    return out


def _set(data: Any, path: tuple, value: Any, delete: bool = False) -> None:
    for key in path[:-1]:
        data = data[key]
    if delete:
        del data[path[-1]]
    else:
        data[path[-1]] = value


@st.composite
def mutated_save(draw: st.DrawFn, name: str) -> bytes:
    data = base_save(name)
    kind = draw(st.sampled_from(["truncate", "delete", "retype", "huge", "actions", "reorder", "bytes", "several"]))
    kinds = [kind] if kind != "several" else draw(st.lists(st.sampled_from(["delete", "retype", "huge"]), max_size=4))
    text: str | None = None
    for k in kinds:
        paths = _paths(data)
        if k == "truncate":
            full = json.dumps(data, indent=1)
            text = full[: draw(st.integers(0, len(full) - 1))]
        elif k == "delete" and paths:
            _set(data, draw(st.sampled_from(paths)), None, delete=True)
        elif k == "retype" and paths:
            _set(data, draw(st.sampled_from(paths)), draw(json_values))
        elif k == "huge" and paths:
            numeric = [p for p in paths if p[0] in ("actions", "config", "seed", "version")]
            target = draw(st.sampled_from(numeric or paths))
            _set(data, target, draw(huge))
        elif k == "actions":
            moves = st.fixed_dictionaries(
                {
                    "seat": st.integers(-3, 8) | huge,
                    "kind": st.text(max_size=10),
                    "args": st.lists(json_values, max_size=3),
                }
            )
            data["actions"] = draw(st.lists(moves | json_values, max_size=8))
        elif k == "reorder":
            actions = data["actions"]
            data["actions"] = draw(st.permutations(actions)) if len(actions) > 1 else actions
            if draw(st.booleans()) and actions:  # also drop or repeat one
                i = draw(st.integers(0, len(actions) - 1))
                data["actions"].insert(i, actions[i]) if draw(st.booleans()) else data["actions"].pop(i)
        elif k == "bytes":
            return draw(st.binary(max_size=300))
    if text is None:
        text = json.dumps(data, indent=1)
    return text.encode("utf-8")


def check_file(raw: bytes) -> None:
    fd, name = tempfile.mkstemp(suffix=".json")
    path = Path(name)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(raw)
        try:
            snapshot.load(path)
        except SaveError as exc:
            assert str(exc) and "\n" not in str(exc)
        assert path.read_bytes() == raw, "loading changed the file"
        err = io.StringIO()
        with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
            code = cli.main(["check", str(path)])
        assert code in (0, 2), err.getvalue()
        assert "Traceback" not in err.getvalue()
        assert path.read_bytes() == raw, "zsgames check changed the file"
    finally:
        path.unlink()


@pytest.mark.parametrize("name", GAMES)
def test_mutated_saves_never_crash(name: str) -> None:
    _game(name)
    examples = EXAMPLES.get(name, DEFAULT_EXAMPLES)

    @settings(max_examples=examples, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
    @given(raw=mutated_save(name))
    def run(raw: bytes) -> None:
        check_file(raw)

    run()


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (lambda d: d["actions"].append({"seat": 10**30, "kind": "move", "args": [1]}), "is by seat"),
        (lambda d: d["actions"].append({"seat": -1, "kind": "move", "args": [1]}), "is by seat"),
        (lambda d: d.__setitem__("seed", 10**30), "seed is out of range"),
        (lambda d: d["config"].__setitem__("players", 10**30), "not 1000000000000000000000000000000"),
        (lambda d: d.__setitem__("branch_of", {"at": 999}), "branch_of"),
        (lambda d: d["actions"].reverse(), "is not legal here"),
    ],
)
def test_precise_messages(edit, message, tmp_path) -> None:
    data = base_save("tiny")
    edit(data)
    path = tmp_path / "s.json"
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match=message):
        snapshot.load(path)


def test_number_with_thousands_of_digits(tmp_path) -> None:
    path = tmp_path / "s.json"
    path.write_text('{"format": "zsgames-save", "version": ' + "9" * 5000 + "}")
    with pytest.raises(SaveError, match="far too large"):
        snapshot.load(path)


def test_rules_exception_becomes_save_error(tiny, monkeypatch, tmp_path) -> None:
    data = base_save("tiny")
    path = tmp_path / "s.json"
    path.write_text(json.dumps(data))

    def broken_setup(*_args):
        raise AttributeError("'NoneType' object has no attribute 'x'\nsecond line")

    monkeypatch.setattr(type(tiny), "setup", broken_setup)
    with pytest.raises(SaveError, match=r"cannot be replayed \(AttributeError") as err:
        snapshot.load(path)
    assert "\n" not in str(err.value)


def test_branch_marker_round_trips(tiny, tmp_path) -> None:
    config = GameConfig.make(2)
    _, actions = random_playout(tiny, config, 1)
    original = Match.replay(tiny, config, 1, actions)
    branch = original.branch(3)
    path = tmp_path / "b.json"
    snapshot.save(branch, path)
    loaded = snapshot.load(path)
    assert loaded.branch_of == {"at": 3, "of_moves": len(actions), "of_digest": original.digest()}
    assert loaded.actions == actions[:3]


def test_devices_and_pipes_are_refused_not_read_forever(tmp_path) -> None:
    if os.path.exists("/dev/zero"):
        with pytest.raises(SaveError, match="is not a regular file"):
            snapshot.load("/dev/zero")
    if hasattr(os, "mkfifo"):
        fifo = tmp_path / "pipe.json"
        os.mkfifo(fifo)
        with pytest.raises(SaveError, match="is not a regular file"):
            snapshot.load(fifo)
    with pytest.raises(SaveError, match=r"not a usable file name|no such file"):
        snapshot.load("bad\0name.json")


def test_the_real_cli_process_exits_0_or_2_without_a_traceback(tmp_path) -> None:
    """``python -m zsgames check`` in its own process (the in-process fuzz above covers the rest)."""
    import subprocess
    import sys

    name = "zooscape"
    data = base_save(name)
    good = tmp_path / "good.json"
    good.write_text(json.dumps(data))
    truncated = tmp_path / "truncated.json"
    truncated.write_text(json.dumps(data)[:200])
    hostile = tmp_path / "hostile.json"
    data["actions"][0] = {"seat": 0, "kind": "x" * 10_000, "args": [10**300, {"a": [[[]]]}]}
    hostile.write_text(json.dumps(data))
    root = Path(__file__).resolve().parents[2]
    for path, code, text in ((good, 0, "ok: "), (truncated, 2, "file is truncated"), (hostile, 2, "move 1")):
        before = path.read_bytes()
        run = subprocess.run(
            [sys.executable, "-m", "zsgames", "check", str(path)], capture_output=True, text=True, cwd=root, timeout=120
        )
        assert run.returncode == code, run.stderr
        assert text in run.stdout + run.stderr and "Traceback" not in run.stderr
        assert path.read_bytes() == before


@pytest.mark.parametrize("name", ["zongshi", "cuzhi", "tiny"])
@pytest.mark.parametrize("bad", [{"a": 1}, [{"a": 1}], [[{}]]])
def test_an_object_in_an_actions_args_is_refused_in_one_line(name, bad, tmp_path) -> None:
    """Every move's first arg replaced by a JSON object (Zong Shi and Cuzhi used to raise
    ``TypeError: unhashable type: 'dict'``)."""
    data = base_save(name)
    for index in range(len(data["actions"])):
        edited = copy.deepcopy(data)
        edited["actions"][index]["args"] = [bad, *edited["actions"][index]["args"][1:]]
        with pytest.raises(SaveError) as err:
            snapshot.load_dict(edited)
        assert str(err.value) == (
            f"move {index + 1} is malformed: an action's args are numbers, text and lists, never an object"
        )


def test_a_migrations_result_is_what_gets_loaded(monkeypatch) -> None:
    """A (fake) version 2 names the branch marker differently: the marker the migration makes is
    the one the match gets, not the raw input's."""
    data = base_save("tiny")
    data["branch_of"] = {"at": 1, "of_moves": 9, "of_digest": "stale"}

    def v1_to_v2(old: dict) -> dict:
        return old | {"version": 2, "branch_of": {"at": 2, "of_moves": 5, "of_digest": "migrated"}}

    monkeypatch.setattr(snapshot, "VERSION", 2)
    monkeypatch.setattr(snapshot, "MIGRATIONS", {1: v1_to_v2})
    match = snapshot.load_dict(data)
    assert match.branch_of == {"at": 2, "of_moves": 5, "of_digest": "migrated"}

    def drops_it(old: dict) -> dict:
        return {k: v for k, v in old.items() if k != "branch_of"} | {"version": 2}

    monkeypatch.setattr(snapshot, "MIGRATIONS", {1: drops_it})
    assert snapshot.load_dict(data).branch_of is None
