"""Files the app keeps for the player (a game left, an autosave set aside) get names of their own.

Names are stamped to the second, so two games kept within one second would share one; a name in
use gets "-2", "-3", … instead, and a name is claimed by creating the file exclusively, so an
existing file is never replaced — not even by another copy of the app doing the same at once.
"""

from __future__ import annotations

import contextlib
import os
import time
from collections.abc import Callable
from pathlib import Path

from zsgames.core import snapshot
from zsgames.core.match import Match

MAX_TRIES = 10_000  # "-2" … "-10000": a folder that full is reported, not searched for ever


def stamp() -> str:
    """The time as the kept names carry it: 20260314-091530."""
    return time.strftime("%Y%m%d-%H%M%S")


def _names(folder: Path, stem: str, suffix: str) -> list[Path]:
    return [folder / f"{stem}{suffix}", *(folder / f"{stem}-{n}{suffix}" for n in range(2, MAX_TRIES + 1))]


def free_path(folder: Path, stem: str, suffix: str) -> Path:
    """The first of ``stem``, ``stem-2``, … (with ``suffix``) not taken now (nothing is claimed)."""
    for path in _names(folder, stem, suffix):
        if not os.path.lexists(path):
            return path
    raise FileExistsError(f"{folder}: no free name for {stem}{suffix}")


def claim(folder: Path, stem: str, suffix: str) -> Path:
    """Create an empty file under the first free name, exclusively, and return it: that name is
    ours and no other file was touched."""
    folder.mkdir(parents=True, exist_ok=True)
    for path in _names(folder, stem, suffix):
        try:
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
        except FileExistsError:
            continue
        os.close(fd)
        return path
    raise FileExistsError(f"{folder}: no free name for {stem}{suffix}")


def _fill(folder: Path, stem: str, suffix: str, write: Callable[[Path], object]) -> Path:
    """Claim a free name in ``folder`` and ``write`` it; a failed write gives the name back."""
    path = claim(folder, stem, suffix)
    try:
        write(path)
    except BaseException:
        with contextlib.suppress(OSError):
            path.unlink()
        raise
    return path


def keep_match(match: Match, wanted: Path) -> Path:
    """Save ``match`` under ``wanted``'s name, or the next free one if it is taken by now; the
    path written."""
    suffix = wanted.suffix
    stem = wanted.name[: -len(suffix)] if suffix else wanted.name
    return _fill(wanted.parent, stem, suffix, lambda path: snapshot.save(match, path))


def keep_text(text: str, folder: Path, stem: str, suffix: str) -> Path:
    """Write ``text`` (a save as it was on disk) under a free name; the path written."""
    return _fill(folder, stem, suffix, lambda path: snapshot.atomic_write_text(path, text))


def set_aside(path: Path, stem: str, suffix: str) -> Path:
    """Move ``path`` to a free name in its folder (``stem`` …); the new path."""
    return _fill(path.parent, stem, suffix, lambda target: os.replace(path, target))


__all__ = ["claim", "free_path", "keep_match", "keep_text", "set_aside", "stamp"]
