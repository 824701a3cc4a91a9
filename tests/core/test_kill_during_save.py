"""SIGKILL a process in the middle of saving: the previous save must stay intact and loadable.

A child process saves growing prefixes of one game to the same file in a loop, announcing each
save on stdout. The parent kills it (SIGKILL, no clean-up possible) either while a save is
deliberately held between writing the temp file and renaming it, or at random moments.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.support.tiny_game import GAME
from zsgames.core import snapshot
from zsgames.core.conformance import random_playout
from zsgames.core.game import GameConfig
from zsgames.core.rng import Rng

ROOT = Path(__file__).resolve().parents[2]

CHILD = r"""
import os, stat, sys, time
from tests.conftest import *  # registers the tiny game
from tests.support.tiny_game import GAME
from zsgames.core import snapshot
from zsgames.core.conformance import random_playout
from zsgames.core.game import GameConfig
from zsgames.core.match import Match

path, slow = sys.argv[1], sys.argv[2] == "slow"
config = GameConfig.make(4)
_, actions = random_playout(GAME, config, 11, chooser_seed=2)
if slow:  # hold the 3rd save after its temp file is written, before it replaces the old one
    real_fsync = os.fsync
    def fsync(fd):
        real_fsync(fd)
        if stat.S_ISREG(os.fstat(fd).st_mode) and k >= 3:
            print("holding", k, len(match.steps), flush=True)
            time.sleep(60)
    os.fsync = fsync
match = Match(GAME, config, 11)
k = 0
while True:
    k += 1
    if len(match.steps) < len(actions):
        match.apply(actions[len(match.steps)])
    else:
        match.truncate(1)
    print("saving", k, len(match.steps), flush=True)
    snapshot.save(match, path)
    print("saved", k, len(match.steps), flush=True)
"""


def _actions():
    config = GameConfig.make(4)
    return random_playout(GAME, config, 11, chooser_seed=2)[1]


def _start(path: Path, mode: str) -> subprocess.Popen:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.Popen(
        [sys.executable, "-c", CHILD, str(path), mode],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def _read_until(proc: subprocess.Popen, prefix: str, k: int) -> list[str]:
    lines = []
    while True:
        line = proc.stdout.readline()  # type: ignore[union-attr]
        if not line:
            proc.kill()
            raise AssertionError(f"child stopped early: {proc.stderr.read()}")  # type: ignore[union-attr]
        lines.append(line.split())
        if line.startswith(prefix) and int(line.split()[1]) >= k:
            return lines


def _kill(proc: subprocess.Popen) -> None:
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(timeout=30)
    assert proc.returncode == -signal.SIGKILL
    proc.stdout.close()  # type: ignore[union-attr]
    proc.stderr.close()  # type: ignore[union-attr]


def _check_intact(path: Path, allowed_lengths: set[int]) -> int:
    match = snapshot.load(path)  # parses, validates, replays and verifies the digest
    actions = _actions()
    assert match.actions == actions[: len(match.actions)]
    assert len(match.actions) in allowed_lengths, (len(match.actions), allowed_lengths)
    return len(match.actions)


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_kill_between_temp_write_and_rename_keeps_previous_save(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    proc = _start(path, "slow")
    lines = _read_until(proc, "holding", 3)  # save 3's temp file is written and synced, not yet renamed
    _kill(proc)
    saved = [int(words[2]) for words in lines if words[0] == "saved"]
    assert saved == [1, 2]
    assert _check_intact(path, {2}) == 2
    # the unfinished save is left in its temp file, never under the real name
    leftovers = sorted(p.name for p in tmp_path.iterdir())
    assert leftovers[0].startswith(".autosave.json.")
    assert leftovers[0].endswith(".tmp") and leftovers[1:] == ["autosave.json"]


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_kill_at_random_moments_keeps_a_loadable_save(tmp_path: Path) -> None:
    rng = Rng(5)
    path = tmp_path / "autosave.json"
    proc = _start(path, "fast")
    for round_ in range(4):
        if round_:
            proc = _start(path, "fast")
        lines = _read_until(proc, "saved", 1)
        time.sleep(rng.random() * 0.05)  # somewhere in the middle of later saves
        _kill(proc)
        lengths = {int(words[2]) for words in lines}
        lengths |= set(range(1, 1 + 4 * 4))  # the child may have saved more after we stopped reading
        _check_intact(path, lengths)


def test_old_temp_files_of_a_killed_save_are_cleaned_up(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    old = tmp_path / f".autosave.json.{snapshot.TEMP_TAG}abc12345.tmp"
    fresh = tmp_path / f".autosave.json.{snapshot.TEMP_TAG}def45678.tmp"
    other = tmp_path / f".other.json.{snapshot.TEMP_TAG}abc12345.tmp"
    for leftover in (old, fresh, other):
        leftover.write_text("{half a save")
    long_ago = time.time() - 2 * snapshot.STALE_TEMP_SECONDS
    os.utime(old, (long_ago, long_ago))
    os.utime(other, (long_ago, long_ago))
    snapshot.atomic_write_text(path, "{}")
    assert not old.exists()  # a crash's leftover
    assert fresh.exists()  # maybe another process's save in flight
    assert other.exists()  # another file's business
