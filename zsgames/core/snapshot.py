"""Saves: versioned JSON, written atomically, read back with one-line errors and a replay check.

A save is ``{"format": "zsgames-save", "version": 1, "game", "rules_version", "config", "seed",
"actions", "state_digest", "created", "app_version"}``; ``version`` is this file format's (migrated
here, ``MIGRATIONS``), ``rules_version`` the game's edition of its rules (``Game.rules_version``,
upgraded by the game itself, ``Game.upgrade_save``; a save without one is of edition 1). Loading
validates every field, replays the actions through the rules and compares the digest, so a save can
never put the app in a state the rules would not reach. Never pickle, never eval, never write over the file being read.
"""

from __future__ import annotations

import contextlib
import errno
import glob
import hashlib
import json
import os
import re
import secrets
import stat
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NamedTuple

from zsgames import __version__
from zsgames.core import registry
from zsgames.core.game import Action, Game, GameConfig
from zsgames.core.match import Match, ReplayError, state_digest
from zsgames.core.names import MAX_NAME as MAX_NAME  # the limit, importable here as before
from zsgames.core.names import names_problem
from zsgames.core.options import shown
from zsgames.core.text import plural
from zsgames.core.undo import HUMAN

FORMAT = "zsgames-save"
VERSION = 1
#: A save's largest size, refused before it is read further. The largest real save measured is a
#: 5-player Zong Shi game of 810 moves, 101 KB (random seats, the longest games); 4 MB is 40 times
#: that and room for Zong Shi's bound of 12 000 moves (``Game.max_actions``) at 330 bytes each.
MAX_BYTES = 4 * 1024 * 1024
#: Lists and objects inside each other: a save nests 6 deep (actions → move → args → tuples).
MAX_DEPTH = 32
#: Lists and objects in all: a move takes a few, so 200 000 is far above any game's move bound,
#: and parsing that many costs tens of megabytes, never gigabytes.
MAX_CONTAINERS = 200_000
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"')  # a JSON string (the loop unrolled: fast on long text)
_BRACKET = re.compile(r"[\[\]{}]")


class SaveError(ValueError):
    """A save that cannot be used; ``str()`` is one readable line."""

    def __init__(self, message: str) -> None:
        line = " ".join(str(message).split())
        super().__init__(line if len(line) <= 300 else line[:299] + "…")


# --- migrations: the one place that knows older save layouts --------------------------------------
#: ``MIGRATIONS[n]`` turns a save dict of version ``n`` into one of version ``n + 1`` (pure data,
#: no code from the file runs). Add one here with a test in tests/core/test_save_migrations.py
#: whenever VERSION goes up.
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}


@dataclass(frozen=True, slots=True)
class Picture:
    """What a save of a match holds, taken as the match stands now: the autosave writes it on
    another thread while the match plays on (states are never changed in place, so the last one
    can be read there; the digest and the JSON are made there)."""

    game: Game[Any]
    config: GameConfig
    seed: int | str
    actions: tuple[Action, ...]
    state: Any
    branch_of: dict[str, Any] | None

    @classmethod
    def of(cls, match: Match) -> Picture:
        branch_of = dict(match.branch_of) if match.branch_of else None
        return cls(match.game, match.config, match.seed, tuple(match.actions), match.state, branch_of)

    def to_dict(self) -> dict[str, Any]:
        """The save's JSON; SaveError for a config whose names loading would refuse (never written)."""
        problem = names_problem(self.config.names)
        if problem:
            raise SaveError(problem)
        return {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game.name,
            "rules_version": self.game.rules_version,
            "config": self.config.to_json(),
            "seed": self.seed,
            "actions": [a.to_json() for a in self.actions],
            "state_digest": state_digest(self.game, self.state),
            "created": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
            "app_version": __version__,
        } | ({"branch_of": self.branch_of} if self.branch_of else {})

    def dumps(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=1)

    def save(self, path: str | os.PathLike[str]) -> None:
        atomic_write_text(path, self.dumps())


def to_dict(match: Match) -> dict[str, Any]:
    return Picture.of(match).to_dict()


def dumps(match: Match) -> str:
    return Picture.of(match).dumps()


def atomic_write_text(path: str | os.PathLike[str], text: str) -> None:
    """``text`` as UTF-8 into ``path``, atomically (:func:`atomic_write_bytes`)."""
    atomic_write_bytes(path, text.encode("utf-8"))


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes) -> None:
    """Write via a temp file in the same folder, fsync, then ``os.replace``.

    A crash at any moment leaves either the old file or the new one, never half of either. A file
    written over keeps its permissions; a new one gets the usual ones (the umask's). Only a regular
    file is ever replaced: a device, a pipe or a folder at ``path`` is an OSError, never a new file.
    """
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    with contextlib.suppress(FileNotFoundError):
        if not stat.S_ISREG(os.stat(target).st_mode):
            raise OSError(errno.EINVAL, "not a regular file", str(target))
    fd, tmp = _new_temp(target)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        with contextlib.suppress(OSError):  # the file written over keeps its permissions
            os.chmod(tmp, stat.S_IMODE(os.stat(target).st_mode))
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    _remove_stale_temps(target)
    try:  # make the rename itself durable where the platform allows it
        dir_fd = os.open(target.parent, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dir_fd)
    except OSError:
        pass
    finally:
        os.close(dir_fd)


STALE_TEMP_SECONDS = 600
#: The app's temp files are named ``.<file>.zsgames-<8 hex digits>.tmp``; the clean-up removes
#: only names of exactly that shape, never a user's ``.<file>.my-notes.tmp``. When that name would
#: not fit the folder's limit (255 bytes), the file's name is replaced by a short digest of it:
#: ``.zsgames-<16 hex digits of the name>.zsgames-<8 hex digits>.tmp``.
TEMP_TAG = "zsgames-"
NAME_MAX = 255  # bytes of one file name on the usual file systems (ext4, APFS, NTFS's UTF-16 units)


def _temp_stem(target: Path) -> str:
    """The part of ``target``'s temp names before the tag: its name, or a digest when too long."""
    if len(os.fsencode(f".{target.name}.{TEMP_TAG}00000000.tmp")) <= NAME_MAX:
        return target.name
    return TEMP_TAG + hashlib.sha256(os.fsencode(target.name)).hexdigest()[:16]


def _temp_name_pattern(target: Path) -> re.Pattern[str]:
    return re.compile(rf"\.{re.escape(_temp_stem(target))}\.{TEMP_TAG}[0-9a-f]{{8}}\.tmp")


def _new_temp(target: Path) -> tuple[int, str]:
    """A new temp file beside ``target`` (created here, never one that exists): (fd, path)."""
    stem = _temp_stem(target)
    for _ in range(100):
        tmp = target.parent / f".{stem}.{TEMP_TAG}{secrets.token_hex(4)}.tmp"
        try:
            return os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o666), str(tmp)
        except FileExistsError:
            continue
    raise FileExistsError(f"no free temporary file name beside {target}")


def _remove_stale_temps(target: Path) -> None:
    """Delete temp files of ``target`` that the app left in a crash mid-save (older than 10 minutes,
    so a save still being written by another process is never touched; regular files only)."""
    now = time.time()
    pattern = _temp_name_pattern(target)
    for stale in target.parent.glob(f".{glob.escape(_temp_stem(target))}.{TEMP_TAG}*.tmp"):
        if not pattern.fullmatch(stale.name):
            continue
        with contextlib.suppress(OSError):
            info = stale.lstat()
            if stat.S_ISREG(info.st_mode) and now - info.st_mtime > STALE_TEMP_SECONDS:
                stale.unlink()


def save(match: Match, path: str | os.PathLike[str]) -> None:
    atomic_write_text(path, dumps(match))


def is_save_file(path: str | os.PathLike[str]) -> bool:
    """Whether ``path`` holds a zsgames save (of any version, valid or not): a file ours to replace."""
    try:
        return read_file(path).get("format") == FORMAT
    except SaveError:
        return False


def read_file(path: str | os.PathLike[str]) -> dict[str, Any]:
    """Read and parse a save file, with one-line errors for every way it can be broken."""
    p = Path(path)
    info = _stat(p)
    if stat.S_ISDIR(info.st_mode):
        raise SaveError(f"{p} is a folder, not a save file")
    if not stat.S_ISREG(info.st_mode):  # a device or pipe could be read forever
        raise SaveError(f"{p} is not a regular file")
    try:
        if info.st_size > MAX_BYTES:
            raise SaveError("file is too large to be a zsgames save")
        with p.open("rb") as fh:
            raw = fh.read(MAX_BYTES + 1)
        if len(raw) > MAX_BYTES:
            raise SaveError("file is too large to be a zsgames save")
    except PermissionError:
        raise SaveError(f"cannot read {p}: permission denied") from None
    except OSError as exc:
        raise SaveError(f"cannot read {p}: {exc.strerror or exc}") from None
    return parse(raw)


def _stat(p: Path) -> os.stat_result:
    """``p``'s file facts (through links), or the true reason they cannot be had, in one line."""
    try:
        return p.stat()
    except ValueError:  # a NUL in the name
        raise SaveError(f"not a usable file name: {p}") from None
    except FileNotFoundError:
        if p.is_symlink():
            raise SaveError(f"{p} is a link to a file that does not exist") from None
        raise SaveError(f"no such file: {p}") from None
    except NotADirectoryError:
        raise SaveError(f"no such file: {p} (a part of the path is a file, not a folder)") from None
    except PermissionError:
        raise SaveError(f"cannot open {p}: the folder {p.parent} cannot be read (permission denied)") from None
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise SaveError(f"cannot open {p}: its links lead round in a loop") from None
        if exc.errno == errno.ENAMETOOLONG:
            raise SaveError("not a usable file name: it is too long") from None
        raise SaveError(f"cannot open {p}: {exc.strerror or exc}") from None


def parse(raw: bytes | str) -> dict[str, Any]:
    if isinstance(raw, bytes):
        if not raw.strip():
            raise SaveError("file is empty")
        try:
            text = raw.decode("utf-8-sig")  # a byte-order mark (as Notepad writes) is fine
        except UnicodeDecodeError:
            raise SaveError("not a zsgames save (not text)") from None
    else:
        text = raw.removeprefix("\ufeff")
    if not text.strip():
        raise SaveError("file is empty")
    if len(text) > MAX_BYTES:
        raise SaveError("file is too large to be a zsgames save")
    check_nesting(text)
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        if exc.msg == "Extra data":  # a whole JSON value, then more: not a file this app wrote
            raise SaveError("not a zsgames save (there is more after the end of the data)") from None
        at_end = exc.pos >= len(text.rstrip()) - 1 or exc.msg.startswith("Unterminated string")
        if at_end and text.lstrip()[:1] in "{[":
            raise SaveError("file is truncated") from None
        raise SaveError("not a zsgames save (not JSON)") from None
    except RecursionError:
        raise SaveError("not a zsgames save (nested too deeply)") from None
    except ValueError:  # e.g. a number with more digits than Python will convert
        raise SaveError("not a zsgames save (a number is far too large)") from None
    if not isinstance(data, dict):
        raise SaveError("not a zsgames save (expected a JSON object)")
    return data


def check_nesting(text: str) -> None:
    """Refuse JSON nested deeper than MAX_DEPTH or holding more than MAX_CONTAINERS lists and
    objects, before it is parsed (a file of millions of ``{}`` would take gigabytes)."""
    outside = _STRING.sub('""', text)  # brackets inside text do not count
    if outside.count("[") + outside.count("{") > MAX_CONTAINERS:
        raise SaveError(f"not a zsgames save (more than {MAX_CONTAINERS} lists and objects)")
    depth = 0
    for char in _BRACKET.findall(outside):
        if char in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                raise SaveError(f"not a zsgames save (nested more than {MAX_DEPTH} deep)")
        else:
            depth -= 1


def _migrate(data: dict[str, Any]) -> dict[str, Any]:
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError("save has no valid version number")
    if version > VERSION:
        raise SaveError(f"save from a newer version ({version}); this app reads up to {VERSION}")
    while version < VERSION:
        step = MIGRATIONS.get(version)
        if step is None:
            raise SaveError(f"saves of version {version} can no longer be read")
        try:
            data = step(dict(data))
        except SaveError:
            raise
        except Exception as exc:
            raise SaveError(f"cannot upgrade this version {version} save: {exc}") from None
        if not isinstance(data, dict) or data.get("version") != version + 1:
            raise SaveError(f"upgrading a version {version} save failed")
        version += 1
    return data


def _upgrade_rules(game: Any, data: dict[str, Any]) -> dict[str, Any]:
    """A save of an older edition of the game's rules, upgraded step by step by the game."""
    version = data.get("rules_version", 1)
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError("save has no valid rules version")
    if version > game.rules_version:
        raise SaveError(
            f"save from a newer edition of the {game.display_name} rules ({version}); "
            f"this app plays up to {game.rules_version}"
        )
    while version < game.rules_version:
        try:
            data = game.upgrade_save(dict(data), version)
        except SaveError:
            raise
        except Exception as exc:
            raise SaveError(f"cannot upgrade this {game.display_name} save: {exc}") from None
        if not isinstance(data, dict) or data.get("rules_version") != version + 1:
            raise SaveError(f"upgrading a {game.display_name} save of rules version {version} failed")
        version += 1
    return data


#: Why a seat's controller (as the save names it) cannot play a seat of the named game, or None.
#: The bots own their names and specs, so the core is handed their check: a caller that seats the
#: save's bots passes ``zsgames.bots.controllers.controller_problem`` (the window and the CLI do).
SeatCheck = Callable[[Any, str], "str | None"]


def _controller_shape(value: Any, game_name: str) -> str | None:
    """Without the bots' check: a seat is a person (no controller) or names one in text."""
    if value is None or (isinstance(value, str) and value.strip()):
        return None
    return f'who plays it must be "{HUMAN}" or a bot\'s name, not {shown(value)}'


class Checked(NamedTuple):
    """A save's fields once checked, taken from the save as migrated and upgraded."""

    game: Any
    config: GameConfig
    seed: int | str
    actions: list[Action]
    digest: str
    branch_of: dict[str, Any] | None


def _check_config(game: Any, data: Mapping[str, Any], seat_check: SeatCheck | None) -> GameConfig:
    """The save's config, with its players, names, options and seats' controllers checked, and its
    moves counted against what a real game of it can take (before any of them is replayed)."""
    raw = data.get("config")
    names = raw.get("names") if isinstance(raw, Mapping) else None
    problem = names_problem(names) if isinstance(names, list) else None
    if problem:  # the same rule as every writer's (zsgames.core.names)
        raise SaveError(problem)
    try:
        config = GameConfig.from_json(data.get("config"))
    except ValueError as exc:
        raise SaveError(f"bad config: {exc}") from None
    seated = game.info.players_problem(config.players)
    if seated:
        raise SaveError(seated)
    if len(config.names) > config.players:
        raise SaveError(f"bad config: {plural(len(config.names), 'name')} for {plural(config.players, 'player')}")
    try:
        game.info.validate(dict(config.options), config.players)
    except ValueError as exc:
        raise SaveError(f"bad config: {exc}") from None
    if len(config.seats) > config.players:
        raise SaveError(f"bad config: {plural(len(config.seats), 'seat')} for {plural(config.players, 'player')}")
    for seat in range(len(config.seats)):
        controller = config.seat_info(seat).get("controller")
        problem = _controller_shape(controller, game.name) or (seat_check and seat_check(controller, game.name))
        if problem:
            raise SaveError(f"seat {seat + 1} ({config.name(seat)}) cannot be played: {problem}")
    raw_actions = data.get("actions")
    bound = game.max_actions(config)
    if isinstance(raw_actions, list) and len(raw_actions) > bound:
        raise SaveError(
            f"save has {len(raw_actions)} moves; a {game.display_name} game of {config.players} players "
            f"takes far fewer (at most {bound} are read)"
        )
    return config


def validate(data: Any, seat_check: SeatCheck | None = None) -> Checked:
    """Check every field's shape (of the save once migrated: that is what gets loaded); each seat's
    controller also by ``seat_check`` when given."""
    if not isinstance(data, Mapping) or data.get("format") != FORMAT:
        raise SaveError("not a zsgames save")
    data = _migrate(dict(data))
    name = data.get("game")
    if not isinstance(name, str):
        raise SaveError("save names no game")
    try:
        game = registry.get(name)
    except KeyError as exc:
        raise SaveError(str(exc.args[0])) from None
    _check_config(game, data, seat_check)  # before the game's upgrade, which may replay the save
    data = _upgrade_rules(game, data)
    config = _check_config(game, data, seat_check)
    seed = data.get("seed")
    if isinstance(seed, bool) or not isinstance(seed, int | str):
        raise SaveError("seed must be a whole number or text")
    if isinstance(seed, int) and not -(2**63) <= seed < 2**64:
        raise SaveError("seed is out of range")
    raw_actions = data.get("actions")
    if not isinstance(raw_actions, list):
        raise SaveError("actions must be a list")
    actions: list[Action] = []
    for index, raw in enumerate(raw_actions):
        try:
            action = Action.from_json(raw)
        except ValueError as exc:
            raise SaveError(f"move {index + 1} is malformed: {exc}") from None
        if not 0 <= action.seat < config.players:
            raise SaveError(f"move {index + 1} is by seat {action.seat}, but seats are 0–{config.players - 1}")
        actions.append(action)
    digest = data.get("state_digest")
    if not isinstance(digest, str):
        raise SaveError("save has no state digest")
    branch_of = data.get("branch_of")
    if branch_of is not None:
        at = branch_of.get("at") if isinstance(branch_of, Mapping) else None
        if not isinstance(at, int) or isinstance(at, bool) or not 0 <= at <= len(actions):
            raise SaveError("branch_of must say after which move (at) the branch starts")
    return Checked(game, config, seed, actions, digest, dict(branch_of) if branch_of is not None else None)


def load_dict(data: Any, seat_check: SeatCheck | None = None) -> Match:
    """Validate (the seats' controllers also by ``seat_check``), replay and verify a parsed save.
    Raises only SaveError, whatever the input."""
    try:
        return _load_dict(data, seat_check)
    except SaveError:
        raise
    except RecursionError:
        raise SaveError("not a zsgames save (nested too deeply)") from None
    except MemoryError:
        raise SaveError("save is too large to load") from None
    except Exception as exc:  # the rules choked on odd but well-formed input: still the file's fault
        raise SaveError(f"save cannot be replayed ({type(exc).__name__}: {exc})") from None


def _load_dict(data: Any, seat_check: SeatCheck | None) -> Match:
    game, config, seed, actions, digest, branch_of = validate(data, seat_check)
    try:
        match = Match.replay(game, config, seed, actions)
    except ReplayError as exc:
        raise SaveError(str(exc)) from None
    if state_digest(game, match.state) != digest:
        raise SaveError("the replayed game does not match the saved one (digest differs)")
    match.branch_of = branch_of
    return match


def load(path: str | os.PathLike[str], seat_check: SeatCheck | None = None) -> Match:
    """Read, validate (the seats' controllers also by ``seat_check``), replay and verify a save
    file; only SaveError escapes. Never writes."""
    return load_dict(read_file(path), seat_check)
