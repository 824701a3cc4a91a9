"""Before a game is first written to the autosave, what the file holds is kept, never lost.

The autosave holds the game on screen; at start it still holds the last run's game, and after
Game ▸ Close game the game closed, both offered by Resume. A game started from the welcome instead
(Quick game, New game…, a recent file, Open…, a recorded game, "Play a real game" after a lesson)
would overwrite it. So the first write of each game claims the file first (:func:`claim`, on the
autosave's worker):

* an unfinished game with moves, not the one about to be written (Resume writes that one), is
  copied as it is to ``games/<game>-<time>.json`` — kept silently: nothing is on screen to ask
  about, and a kept file (in Open Recent and the welcome's recent games, named in the status bar)
  loses nothing, while a question about a game not on screen could only be answered wrongly;
* a file this version cannot read (a newer version's save, a name over the limit, damage) is
  renamed ``autosave.unreadable-<time>.json`` as the statistics store does with its database, and
  the player is told once (:func:`inspect` does the same when the welcome looks for Resume);
* a finished game (in the statistics) or one with no move is simply written over.

A lock serialises the welcome's look and the writer's claim (two worker threads).
"""

from __future__ import annotations

import logging
import threading
from dataclasses import dataclass
from pathlib import Path

from zsgames.bots.controllers import controller_problem
from zsgames.core import snapshot
from zsgames.core.i18n import _
from zsgames.core.match import Match
from zsgames.core.text import plural
from zsgames.ui.shared.kept_files import keep_text, set_aside, stamp
from zsgames.ui.shared.paths import data_dir

log = logging.getLogger(__name__)

_lock = threading.Lock()


@dataclass(frozen=True)
class Claimed:
    """What was done with the autosave file before it was written over (or looked at)."""

    kept: Path | None = None  # the unfinished game, copied here
    title: str = ""  # what it is: "Zong Shi, 23 moves"
    unreadable: Path | None = None  # a file this version cannot read, renamed here
    reason: str = ""  # why it cannot be read

    def notice(self) -> str:
        """What the player is told (one sentence), or ''."""
        if self.kept is not None:
            return _(
                "Your unfinished game ({title}) is kept as {file}: Game ▸ Open Recent opens it.",
                title=self.title,
                file=self.kept.name,
            )
        if self.unreadable is not None:
            return _(
                "The last game could not be read by this version ({reason}); it is kept as {file} in {folder}.",
                reason=self.reason,
                file=self.unreadable.name,
                folder=self.unreadable.parent,
            )
        return ""


def summary(match: Match) -> str:
    return _("{game}, {moves}", game=match.game.info.title, moves=plural(len(match.actions), "move"))


def _unreadable(path: Path, exc: snapshot.SaveError) -> Claimed:
    moved = set_aside(path, f"{path.stem}.unreadable-{stamp()}", path.suffix)
    log.warning("the autosave %s cannot be read (%s); it is kept as %s", path, exc, moved)
    return Claimed(unreadable=moved, reason=str(exc))


def _load(path: Path) -> Match | Claimed | None:
    """The autosaved match; a Claimed when it was unreadable and set aside; None when none."""
    if not path.is_file():
        return None
    try:
        return snapshot.load(path, seat_check=controller_problem)
    except snapshot.SaveError as exc:
        return _unreadable(path, exc)


def inspect(path: Path) -> tuple[str | None, Claimed]:
    """The welcome's look: what Resume offers ("Zong Shi, 23 moves", or None) and what was done
    with an unreadable file."""
    with _lock:
        loaded = _load(path)
    if isinstance(loaded, Claimed):
        return None, loaded
    if loaded is None or loaded.is_over():
        return None, Claimed()
    return summary(loaded), Claimed()


def _same_game(old: Match, new: snapshot.Picture) -> bool:
    """Is ``new`` the autosaved game itself (resumed, maybe played on)?"""
    return (
        old.game.name == new.game.name
        and old.seed == new.seed
        and old.config == new.config
        and tuple(old.actions) == new.actions[: len(old.actions)]
    )


def claim(path: Path, new: snapshot.Picture) -> Claimed:
    """Make ``path`` free for ``new``: keep an unfinished other game, set aside an unreadable file."""
    with _lock:
        loaded = _load(path)
        if not isinstance(loaded, Match):
            return loaded or Claimed()
        if loaded.is_over() or not loaded.actions or _same_game(loaded, new):
            return Claimed()
        text = path.read_text(encoding="utf-8")
        kept = keep_text(text, data_dir() / "games", f"{loaded.game.name}-{stamp()}", ".json")
    log.info("the unfinished game in %s is kept as %s before a new game is autosaved", path, kept)
    return Claimed(kept=kept, title=summary(loaded))


__all__ = ["Claimed", "claim", "inspect", "summary"]
