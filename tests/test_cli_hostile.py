"""Hostile input to the command line (issue 34): names, where files are written, long inputs, Ctrl-C."""

import os
import signal
import subprocess
import sys
import time

import pytest

from tests.test_cli import run_cli

TINY_PLAY = ["play", "--game", "tiny", "--players", "3", "--bots", "random,random,random", "--seed", "5"]


def _one_line(result: subprocess.CompletedProcess[str], message: str, code: int = 2) -> None:
    assert result.returncode == code, result.stderr
    assert message in result.stderr, result.stderr
    assert len(result.stderr.strip().splitlines()) == 1 and "Traceback" not in result.stderr


def _shot(*extra: str) -> subprocess.CompletedProcess[str]:
    args = ["shot", "--game", "cuzhi", "--players", "2", "--width", "64", "--height", "64", *extra]
    return subprocess.run(
        [sys.executable, "-m", "zsgames", *args],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )


# --- item 3 and 13: names are checked as the reader checks them ------------------------------------
@pytest.mark.parametrize(
    ("names", "message"),
    [
        ("n" * 41 + ",b,c", "--names: seat 1's name is 41 characters long; names are at most 40"),
        (",,", "--names: seat 1's name is empty"),
        ("a,,c", "--names: seat 2's name is empty"),
        ("a,b\x1b]0;pwned\x07,c", "--names: seat 2's name holds a control character"),
        ("a,b,Winner: c\nWinner: d", "--names: seat 3's name holds a control character"),
    ],
)
def test_play_refuses_names_its_saves_could_not_hold(tmp_path, names, message):
    """``play`` used to write a save with a 41-character name that ``check`` then refused (exit 2)."""
    save = tmp_path / "g.json"
    _one_line(run_cli(*TINY_PLAY, "--names", names, "--save", str(save)), message)
    assert not save.exists()


def test_forty_characters_play_save_and_check(tmp_path):
    save = tmp_path / "g.json"
    result = run_cli(*TINY_PLAY, "--names", "n" * 40 + ",b,c", "--save", str(save))
    assert result.returncode == 0, result.stderr
    assert run_cli("check", str(save)).returncode == 0


# --- item 5: --save and --out write only a regular file or a new name in an existing folder --------
def test_save_refuses_a_fifo_and_leaves_it(tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    _one_line(run_cli(*TINY_PLAY, "--save", str(fifo)), "is not a regular file (a device, a pipe or a socket)")
    assert fifo.is_fifo()


def test_save_refuses_a_device(tmp_path):
    link = tmp_path / "null.json"
    link.symlink_to("/dev/null")
    _one_line(run_cli(*TINY_PLAY, "--save", str(link)), "is not a regular file")
    _one_line(run_cli(*TINY_PLAY, "--save", "/dev/null"), "/dev/null is not a regular file")
    assert os.path.exists("/dev/null") and not os.path.isfile("/dev/null")


def test_save_never_replaces_an_unrelated_file_without_force(tmp_path):
    notes = tmp_path / "notes.txt"
    notes.write_text("my notes")
    _one_line(
        run_cli(*TINY_PLAY, "--save", str(notes)),
        "notes.txt exists and is not a zsgames save; add --force to replace it",
    )
    assert notes.read_text() == "my notes"
    forced = run_cli(*TINY_PLAY, "--save", str(notes), "--force")
    assert forced.returncode == 0, forced.stderr
    assert run_cli("check", str(notes)).returncode == 0


def test_save_replaces_a_save_and_fills_an_empty_file(tmp_path):
    save = tmp_path / "g.json"
    save.write_text("")
    assert run_cli(*TINY_PLAY, "--save", str(save)).returncode == 0
    again = run_cli(*TINY_PLAY, "--seed", "6", "--save", str(save))
    assert again.returncode == 0, again.stderr
    assert run_cli("check", str(save)).returncode == 0


def test_save_never_creates_folders(tmp_path):
    target = tmp_path / "new" / "deeper" / "g.json"
    _one_line(run_cli(*TINY_PLAY, "--save", str(target)), "deeper does not exist")
    assert not (tmp_path / "new").exists()


def test_shot_to_a_fifo_is_refused_without_blocking(tmp_path):
    fifo = tmp_path / "board.png"
    os.mkfifo(fifo)
    _one_line(_shot("--out", str(fifo)), "board.png is not a regular file")
    assert fifo.is_fifo()


def test_shot_writes_jpeg_for_jpg_and_refuses_other_endings(tmp_path):
    for name in ("board.jpg", "board.JPEG"):
        result = _shot("--out", str(tmp_path / name))
        assert result.returncode == 0, result.stderr
        assert (tmp_path / name).read_bytes()[:3] == b"\xff\xd8\xff"
    _one_line(_shot("--out", str(tmp_path / "board.gif")), "board.gif: name a .png, .jpg or .jpeg file")
    assert not (tmp_path / "board.gif").exists()


def test_shot_never_replaces_a_file_that_is_not_a_picture_without_force(tmp_path):
    out = tmp_path / "board.png"
    out.write_text("not a picture")
    _one_line(_shot("--out", str(out)), "board.png exists and is not a PNG or JPEG picture; add --force")
    assert out.read_text() == "not a picture"
    assert _shot("--out", str(out), "--force").returncode == 0
    assert out.read_bytes().startswith(b"\x89PNG")
    assert _shot("--out", str(out)).returncode == 0  # a picture is ours to replace


# --- item 13: long names, long inputs, Ctrl-C -----------------------------------------------------------
def test_a_save_name_of_255_characters_is_written(tmp_path):
    """The temporary file ``.<name>.zsgames-<hex>.tmp`` used to exceed the 255-byte name limit."""
    save = tmp_path / ("s" * 250 + ".json")
    result = run_cli(*TINY_PLAY, "--save", str(save))
    assert result.returncode == 0, result.stderr
    assert run_cli("check", str(save)).returncode == 0
    assert sorted(os.listdir(tmp_path)) == [save.name]  # no temporary file left beside it


@pytest.mark.parametrize(
    "args",
    [
        ["play", "--game", "x" * 10_000, "--players", "2", "--bots", "random,random"],
        ["play", "--game", "tiny", "--players", "9" * 10_000 + "x", "--bots", "random,random"],
        ["play", "--game", "tiny", "--players", "2", "--bots", "random," + "w" * 10_000],
        ["play", "--game", "tiny", "--players", "2", "--bots", "random,search:iterations=" + "9" * 10_000],
        ["play", "--game", "tiny", "--players", "2", "--bots", "random,random", "--names", "a," + "b" * 10_000],
        ["play", "--game", "tiny", "--players", "2", "--bots", "random,random", "--save", "/nowhere/" + "p" * 10_000],
        ["check", "/nowhere/" + "p" * 10_000],
        ["frobnicate" * 1000],
    ],
)
def test_errors_quote_long_inputs_shortened(args):
    result = run_cli(*args)
    assert result.returncode == 2, result.stderr[:500]
    assert len(result.stderr.strip().splitlines()) == 1 and "Traceback" not in result.stderr
    assert len(result.stderr) < 400


def test_ctrl_c_on_a_parallel_arena_is_one_line_and_exit_130():
    """Each worker used to print its own KeyboardInterrupt traceback (22 lines for --jobs 2)."""
    args = [
        "arena",
        "--game",
        "zooscape",
        "--players",
        "3",
        "--bots",
        "random,random,random",
        "--games",
        "100000",
        "--jobs",
        "2",
    ]
    proc = subprocess.Popen(
        [sys.executable, "-m", "zsgames", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    time.sleep(6)  # the workers are playing
    os.killpg(proc.pid, signal.SIGINT)  # as the terminal does: the whole foreground group
    _out, err = proc.communicate(timeout=60)
    assert proc.returncode == 130, err
    assert err.strip() == "zsgames: interrupted"
