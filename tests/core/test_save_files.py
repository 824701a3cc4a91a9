"""Save files as the operating system hands them over, and as the app writes them: a byte-order mark,
trailing bytes, unreadable folders and link loops each get their own true line; writing keeps a
file's permissions and cleans up only the app's own temp files."""

from __future__ import annotations

import errno
import json
import os
import stat
import time
from pathlib import Path

import pytest

from tests.core.test_save_fuzz import base_save
from zsgames.core import snapshot
from zsgames.core.snapshot import SaveError


@pytest.fixture
def good(tmp_path: Path) -> Path:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(base_save("tiny")), encoding="utf-8")
    return path


def test_a_byte_order_mark_is_accepted(good: Path) -> None:
    """Notepad writes UTF-8 with a BOM in front; the save is the same."""
    plain = snapshot.load(good)
    good.write_bytes(b"\xef\xbb\xbf" + good.read_bytes())
    assert snapshot.load(good).digest() == plain.digest()


@pytest.mark.parametrize("tail", ["x", "}", " 12", "\n{}", "garbage after the save"])
def test_trailing_garbage_is_not_a_save_file_not_truncated(good: Path, tail: str) -> None:
    good.write_text(good.read_text(encoding="utf-8") + tail, encoding="utf-8")
    with pytest.raises(SaveError, match=r"^not a zsgames save \(there is more after the end of the data\)$"):
        snapshot.load(good)


def test_a_symlink_loop_says_so(tmp_path: Path) -> None:
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    a.symlink_to(b)
    b.symlink_to(a)
    with pytest.raises(SaveError, match=r"links lead round in a loop$"):
        snapshot.load(a)


def test_a_dangling_link_says_so(tmp_path: Path) -> None:
    link = tmp_path / "link.json"
    link.symlink_to(tmp_path / "gone.json")
    with pytest.raises(SaveError, match=r"is a link to a file that does not exist$"):
        snapshot.load(link)


def test_an_unreadable_folder_says_so(good: Path, monkeypatch) -> None:
    """The folder cannot be searched (checked by raising what the OS raises: tests may run as root,
    who reads every folder)."""
    real_stat = Path.stat

    def denied(self: Path, *args, **kwargs):
        if self == good:
            raise PermissionError(errno.EACCES, "Permission denied", str(self))
        return real_stat(self, *args, **kwargs)

    monkeypatch.setattr(Path, "stat", denied)
    with pytest.raises(SaveError, match=r"the folder .* cannot be read \(permission denied\)$"):
        snapshot.load(good)


def test_a_part_of_the_path_that_is_a_file(good: Path) -> None:
    with pytest.raises(SaveError, match=r"^no such file: .*a part of the path is a file"):
        snapshot.load(good / "inner.json")


def test_overwriting_a_save_keeps_its_permissions(good: Path) -> None:
    os.chmod(good, 0o640)
    match = snapshot.load(good)
    snapshot.save(match, good)
    assert stat.S_IMODE(good.stat().st_mode) == 0o640
    os.chmod(good, 0o604)
    snapshot.save(match, good)
    assert stat.S_IMODE(good.stat().st_mode) == 0o604


def test_cleanup_removes_only_the_apps_own_temp_files(tmp_path: Path) -> None:
    target = tmp_path / "game.json"
    mine = tmp_path / f".game.json.{snapshot.TEMP_TAG}0123abcd.tmp"  # a crash's leftover
    notes = tmp_path / ".game.json.my-notes.tmp"  # the user's
    lookalike = tmp_path / f".game.json.{snapshot.TEMP_TAG}notes.tmp"
    for path in (mine, notes, lookalike):
        path.write_text("{half a save")
        long_ago = time.time() - 2 * snapshot.STALE_TEMP_SECONDS
        os.utime(path, (long_ago, long_ago))
    snapshot.atomic_write_text(target, "{}")
    assert not mine.exists()
    assert notes.read_text() == "{half a save" and lookalike.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([target.name, notes.name, lookalike.name])


def test_the_writer_never_replaces_a_pipe(tmp_path):
    """``os.replace`` would turn a FIFO (or, as root, /dev/null) into a regular file."""
    from zsgames.core.game import GameConfig
    from zsgames.core.match import Match
    from zsgames.core.registry import get

    match = Match(get("zooscape"), GameConfig.make(3), 1)
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    with pytest.raises(OSError, match="not a regular file"):
        snapshot.save(match, fifo)
    assert fifo.is_fifo() and sorted(os.listdir(tmp_path)) == ["pipe.json"]
