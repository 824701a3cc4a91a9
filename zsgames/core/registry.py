"""Game name → Game. Each game package exposes ``GAME``; the registry imports the ones present."""

from __future__ import annotations

import importlib
import importlib.util
from typing import Any, TypeVar

from zsgames.core.game import Game
from zsgames.core.text import clip

G = TypeVar("G", bound=Game[Any])

#: Games shipped with the app, in menu order. A package missing from this checkout is skipped.
KNOWN_GAMES = ("zongshi", "zooscape", "cuzhi")

_registry: dict[str, Game[Any]] = {}
_loaded = False


def register(game: G) -> G:
    """Add a game (tests register their own small game this way)."""
    _registry[game.name] = game
    return game


def _load_known() -> None:
    global _loaded
    if _loaded:
        return
    _loaded = True
    for name in KNOWN_GAMES:
        module_name = f"zsgames.games.{name}"
        if importlib.util.find_spec(module_name) is None:
            continue
        module = importlib.import_module(module_name)
        register(module.GAME)


def games() -> dict[str, Game[Any]]:
    _load_known()
    return dict(_registry)


def get(name: str) -> Game[Any]:
    """The game called ``name``; KeyError with the known names otherwise."""
    known = games()
    if name not in known:
        raise KeyError(f"unknown game '{clip(name)}' (known: {', '.join(sorted(known)) or 'none'})")
    return known[name]
