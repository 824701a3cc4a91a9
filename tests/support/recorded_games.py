"""Recorded random games: the guard behind each engine's speed-ups (``test_fast_paths``).

Game ``seed`` has ``min_players + seed % 3`` players and picks uniformly with ``Rng(seed * 7 + 1)``.
The digest covers every legal list with labels, every event (kind, text, actor, private text,
chance, data) and every state as saved, in order; a recorded value pins the rules' behaviour.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from typing import Any

from zsgames.core.game import Game, GameConfig
from zsgames.core.i18n import english
from zsgames.core.match import canonical_json
from zsgames.core.rng import Rng


def random_games(game: Game, count: int, min_players: int) -> Iterator[tuple[Any, int, list, Any, Any, list]]:
    """(state before, seat, legal, action, state after, events) for ``count`` random games."""
    for seed in range(count):
        state = game.setup(GameConfig.make(min_players + seed % 3), seed)
        rng = Rng(seed * 7 + 1)
        while not game.is_over(state):
            seat = game.current_deciders(state)[0]
            legal = game.legal_actions(state, seat)
            chosen = legal[rng.randbelow(len(legal))]
            after, events = game.apply(state, chosen)
            yield state, seat, legal, chosen, after, events
            state = after


def digest(game: Game, min_players: int, count: int = 24) -> str:
    """sha256 over ``count`` random games (see the module docstring)."""
    h = hashlib.sha256()
    for _before, _seat, legal, _chosen, after, events in random_games(game, count, min_players):
        # the words in English (a lazy Text as the plain text it renders): the digest pins the rules'
        # behaviour and their English, whether a text is written lazily or not
        h.update(repr([(a.seat, a.kind, a.args, english(a.label)) for a in legal]).encode())
        private = [tuple((seat, english(text)) for seat, text in e.private) for e in events]
        h.update(
            repr(
                [(e.kind, english(e.text), e.actor, p, e.chance, e.data) for e, p in zip(events, private, strict=True)]
            ).encode()
        )
        h.update(canonical_json(game.state_to_json(after)).encode())
    return h.hexdigest()
