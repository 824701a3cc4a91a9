"""Hints for a human seat: the Hard search from that seat's own view (never the true state).

``hint(game, view, seat, legal)`` returns the best few actions with an estimated win chance and
a one-line reason: the game's ``hint_reason(view, seat, action)`` when it has words for the move,
otherwise the generic "estimated win chance N %".
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from zsgames.bots.ismcts import SearchBot
from zsgames.core.game import Action, Game
from zsgames.core.memory import NO_MEMORY


def generic_reason(win: float) -> str:
    return f"estimated win chance {round(100 * win)} %"


def hint(
    game: Game[Any],
    view: Any,
    seat: int,
    legal: list[Action],
    top: int = 3,
    seed: int = 0,
    bot: SearchBot | None = None,
    memory: Sequence[Any] = NO_MEMORY,
) -> list[tuple[Action, float, str]]:
    """Up to ``top`` actions, best first, each with (estimated win chance in [0, 1], reason).

    Pass ``bot`` (e.g. ``make_bot("ismcts:200")``) to use another search; the default is Hard.
    ``memory`` is what the human's seat has seen of the match (Hard reads the others from it).
    The app may call ``bot.cancel()`` from another thread to stop a hint early.
    """
    if not legal:
        return []
    searcher = bot or SearchBot("hard", seed, None, "hard", False)
    result = searcher.analyse(game, view, seat, legal, memory)
    out: list[tuple[Action, float, str]] = []
    for action, _visits, mean in result.edges[:top]:
        win = min(1.0, max(0.0, mean))
        try:
            text = game.hint_reason(view, seat, action)
        except Exception:  # a game's wording must never break the hint
            text = None
        out.append((action, win, text or generic_reason(win)))
    return out
