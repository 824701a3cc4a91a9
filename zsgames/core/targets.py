"""Where a command may write a file (``play --save``, ``shot --out``), checked before any work.

A target is a new name in a folder that exists, or a regular file that is already one of ours (a
zsgames save, a PNG or JPEG picture) or empty. Anything else is refused in one line: a folder, a
device, a pipe or a socket always (writing would replace it with a file, or block on a pipe), any
other file unless the caller was told to replace it (``--force``). No folder is ever created.
"""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Callable
from pathlib import Path

from zsgames.core.text import clip


class TargetError(ValueError):
    """A path the command will not write; ``str()`` is one line."""


PNG_MAGIC = b"\x89PNG\r\n\x1a\n"
JPEG_MAGIC = b"\xff\xd8\xff"
#: The pictures ``shot`` writes, by the name's ending (any case), and Qt's name of their format.
PICTURE_FORMATS = {".png": "PNG", ".jpg": "JPEG", ".jpeg": "JPEG"}
PATH_CLIP = 80  # a path in a message: its end (the file's name) kept


def shown_path(path: str | os.PathLike[str]) -> str:
    """A path as a message quotes it: printable, at most PATH_CLIP characters, the end kept."""
    text = os.fsdecode(path)
    if len(text) <= PATH_CLIP:
        return clip(text, PATH_CLIP)
    return "…" + clip(text[-(PATH_CLIP - 1) :], PATH_CLIP)


def picture_format(path: str | os.PathLike[str]) -> str:
    """Qt's name of the format ``path``'s ending asks for ("PNG", "JPEG"), or TargetError."""
    suffix = Path(os.fsdecode(path)).suffix.lower()
    if suffix not in PICTURE_FORMATS:
        raise TargetError(f"{shown_path(path)}: name a .png, .jpg or .jpeg file (the ending says the format)")
    return PICTURE_FORMATS[suffix]


def is_picture(path: Path) -> bool:
    with path.open("rb") as fh:
        head = fh.read(len(PNG_MAGIC))
    return head.startswith(PNG_MAGIC) or head.startswith(JPEG_MAGIC)


def check_target(path_text: str | os.PathLike[str], what: str, ours: Callable[[Path], bool], force: bool) -> None:
    """Refuse a ``path_text`` that the command must not write (TargetError, one line). ``what``
    names the files it may replace ("zsgames save"); ``ours`` says whether an existing file is
    one; ``force`` allows replacing any regular file."""
    path = Path(path_text)
    name = shown_path(path_text)
    try:
        info = path.stat()
    except FileNotFoundError:
        _check_folder(path, name)
        return
    except NotADirectoryError:
        raise TargetError(f"cannot write {name}: {shown_path(path.parent)} is not a folder") from None
    except (OSError, ValueError) as exc:
        if isinstance(exc, OSError) and exc.errno == errno.ENAMETOOLONG:
            raise TargetError(f"cannot write {name}: the name is too long") from None
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise TargetError(f"cannot write {name}: {reason}") from None
    if stat.S_ISDIR(info.st_mode):
        raise TargetError(f"{name} is a folder; name the {what} to write in it")
    if not stat.S_ISREG(info.st_mode):
        raise TargetError(f"{name} is not a regular file (a device, a pipe or a socket); name a file to write")
    if not os.access(path, os.W_OK) or not os.access(path.parent, os.W_OK):
        raise TargetError(f"cannot write {name}: permission denied")
    if force or info.st_size == 0:
        return
    try:
        mine = ours(path)
    except OSError:
        mine = False
    if not mine:
        raise TargetError(f"{name} exists and is not a {what}; add --force to replace it")


def _check_folder(path: Path, name: str) -> None:
    """A new file's folder must exist (it is never created) and be writable."""
    folder = path.parent
    if not folder.exists():
        raise TargetError(f"cannot write {name}: the folder {shown_path(folder)} does not exist")
    if not folder.is_dir():
        raise TargetError(f"cannot write {name}: {shown_path(folder)} is not a folder")
    if not os.access(folder, os.W_OK):
        raise TargetError(f"cannot write {name}: permission denied")
