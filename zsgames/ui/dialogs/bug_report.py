"""The bug report: everything needed to replay a game exactly, as JSON (Help ▸ Report a problem and
the crash handler). While a game is played it withholds what would tell what is hidden (the seed,
the moves, the digest: :mod:`seed_policy`); the full report then goes to a file in the log folder.
Qt-free; the history panel and the crash dialog both read it from here."""

from __future__ import annotations

import json
import platform
from typing import Any

from zsgames import __version__
from zsgames.core.match import Match
from zsgames.core.snapshot import atomic_write_text
from zsgames.ui.app_log import log_dir
from zsgames.ui.shared.seed_policy import seed_revealed


def bug_report(match: Match | None, problem: str = "", full: bool | None = None, full_report: str | None = None) -> str:
    """Everything needed to replay the game exactly (seed, config, actions) as JSON.

    ``full`` (default: once the game is over, see :mod:`seed_policy`) includes the seed, the moves
    and the state digest; without it they are withheld (``full_report`` names the file that has
    them, if one was written: :func:`write_full_report`)."""
    full_report = full_report if full_report is not None else "not written"
    if full is None:
        full = match is None or seed_revealed(match)
    data: dict[str, Any] = {
        "app_version": __version__,
        "python": platform.python_version(),
        "platform": platform.platform(),
    }
    if problem:
        data["problem"] = problem
    if match is not None and not full:
        data |= {
            "game": match.game.name,
            "config": match.config.to_json(),
            "moves": len(match.actions),
            "withheld": WITHHELD,
            "full_report": full_report,
        }
        return json.dumps(data, ensure_ascii=False, indent=1)
    if match is not None:
        data |= {
            "game": match.game.name,
            "seed": match.seed,
            "config": match.config.to_json(),
            "actions": [a.to_json() for a in match.actions],
            "moves": len(match.actions),
        }
        if match.branch_of:
            data["branch_of"] = match.branch_of
        try:
            data["state_digest"] = match.digest()
        except Exception as exc:  # the report must be made even if the state is broken
            data["state_digest"] = f"unavailable: {exc}"
    return json.dumps(data, ensure_ascii=False, indent=1)


#: What a bug report made during a game leaves out, in its own words.
WITHHELD = (
    "the seed, the moves and the state digest, while the game is being played "
    "(they would tell what is hidden); the full report is in a file, named below"
)
FULL_REPORT_NAME = "bug-report.json"


def write_full_report(match: Match | None, problem: str = "") -> str | None:
    """The full :func:`bug_report` in the log folder (a file: nothing puts it on screen); its path,
    or None if it cannot be written."""
    path = log_dir() / FULL_REPORT_NAME
    try:
        atomic_write_text(path, bug_report(match, problem, full=True))
    except OSError:
        return None
    return str(path)
