"""A fourth game added as DEVELOPING.md says (a package and a board module, no registry line) plays
through the command line: ``play`` (saved and checked) and ``arena``, in a fresh process that only
adds the toy game's folders to where the app looks (``tests/support/fourth``)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tests.support import fourth

ROOT = Path(__file__).resolve().parents[1]


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run(
        [sys.executable, "-c", fourth.CLI_BOOTSTRAP, *args],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=120,
    )


def test_the_toy_game_plays_saves_and_checks(tmp_path):
    save = tmp_path / "toy.json"
    result = run_cli(
        "play",
        "--game",
        "toy",
        "--players",
        "2",
        "--bots",
        "normal,random",
        "--seed",
        "4",
        "--json",
        "--save",
        str(save),
    )
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["game"] == "toy" and data["players"] == 2 and len(data["scores"]) == 2
    check = run_cli("check", str(save))
    assert check.returncode == 0 and check.stdout.startswith("ok:"), check.stderr


def test_the_toy_game_plays_in_the_arena():
    result = run_cli(
        "arena", "--game", "toy", "--players", "2", "--bots", "easy,random", "--games", "4", "--jobs", "1", "--json"
    )
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert [r["bot"] for r in report["results"]] == ["easy", "random"]
    assert [r["games"] for r in report["results"]] == [4, 4]


def test_without_its_folders_the_toy_game_is_unknown():
    result = subprocess.run(
        [sys.executable, "-m", "zsgames", "play", "--game", "toy", "--players", "2", "--bots", "random,random"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
    )
    assert result.returncode == 2 and "unknown game 'toy'" in result.stderr
