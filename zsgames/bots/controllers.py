"""Who plays a seat, as a save or the New-game dialog names it: "human" or a bot spec that
:func:`zsgames.bots.make_bot` builds (and, for ``search:…``, that the spec parser accepts for the
game as a seat of a game in the window: under its level's time cap, with bounded budgets,
``bots.spec.SEAT_RULES``). Whoever loads a save to play it hands this check to ``snapshot.load`` (``seat_check``), so a
seat's bot is refused when the file is opened, not when that seat's turn comes."""

from __future__ import annotations

from typing import Any

from zsgames.bots import make_bot, parse_search_spec
from zsgames.core.options import shown
from zsgames.core.undo import HUMAN


def controller_problem(value: Any, game_name: str) -> str | None:
    """Why ``value`` cannot play a seat of ``game_name``, in words, or None if it can (a seat
    without a controller is a person)."""
    if value is None or value == HUMAN:
        return None
    if not isinstance(value, str) or not value.strip():
        return f'who plays it must be "{HUMAN}" or a bot\'s name, not {shown(value)}'
    try:
        make_bot(value, 0, seated=True)
        if value.strip().lower().startswith("search:"):
            parse_search_spec(value.strip().lower(), game_name, seated=True)
    except ValueError as exc:
        return str(exc)
    return None
