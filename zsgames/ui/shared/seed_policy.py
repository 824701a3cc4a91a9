"""When the screen may name a game's seed.

The seed decides every shuffle and draw: replaying ``setup(config, seed)`` gives the piles, the deck
order and every bag. So while a game is being played nothing the app shows (status bar, dialogs,
Game ▸ Export log, the bug report on the clipboard) names it, nor anything made from it (the RNG
state, the state digest) or the moves others made in secret. Once the game is over the seed is shown
(end screen, the exported log's header); a save file always holds it (replays need it), and so do
the files of the log folder, which nothing puts on screen.
"""

from __future__ import annotations

from zsgames.core.i18n import _
from zsgames.core.match import Match


def seed_revealed(match: Match) -> bool:
    """May the screen name ``match``'s seed (and what is made from it) now?"""
    return match.is_over()


def seed_line(match: Match) -> str:
    """The line the end of a game shows: its seed, and what it is good for."""
    return _("Seed {seed}: the same seed and the same moves replay this game exactly.", seed=match.seed)
