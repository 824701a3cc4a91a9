"""Game name → Game, found from the packages: each subpackage of ``zsgames.games`` that exposes
``INFO`` (its ``GameInfo``, read without the rules) and ``GAME`` is a game, its name the package's.
Nothing here lists them: a new game is a new package. Menus list games by ``GameInfo.order``.
"""

from __future__ import annotations

import importlib
import pkgutil
from typing import Any, TypeVar

from zsgames.core.game import Game
from zsgames.core.info import GameInfo
from zsgames.core.text import clip

G = TypeVar("G", bound=Game[Any])

#: Where the games live (imported by name: the core sits below the games' layer).
GAMES_PACKAGE = "zsgames.games"

_registry: dict[str, Game[Any]] = {}
_infos: dict[str, GameInfo] = {}
_found = False


def register(game: G) -> G:
    """Add a game that lives outside ``zsgames.games`` (tests register their own small game)."""
    _registry[game.name] = game
    _infos[game.name] = game.info
    return game


def packages() -> list[str]:
    """The names of the subpackages of ``zsgames.games`` (imported by nobody yet), sorted."""
    path = importlib.import_module(GAMES_PACKAGE).__path__
    return sorted(m.name for m in pkgutil.iter_modules(path) if m.ispkg)


def declared(name: str) -> GameInfo | None:
    """The ``INFO`` of the game package called ``name``, or None while it declares none (a game
    still being written). ``ValueError`` when it declares another name than its package's."""
    package = importlib.import_module(f"{GAMES_PACKAGE}.{name}")
    info = getattr(package, "INFO", None)
    if info is None:
        return None
    if not isinstance(info, GameInfo) or info.name != name:
        raise ValueError(f"the package {GAMES_PACKAGE}.{clip(name)} must declare INFO, a GameInfo named {name!r}")
    return info


def load(name: str) -> Game[Any]:
    """The rules of the game package called ``name`` (its ``GAME``), registered."""
    game = importlib.import_module(f"{GAMES_PACKAGE}.{name}").GAME
    if not isinstance(game, Game) or game.info is not _infos.get(name, game.info):
        raise ValueError(f"the package {GAMES_PACKAGE}.{clip(name)} must expose GAME, the game its INFO declares")
    return register(game)


def _find() -> None:
    global _found
    if _found:
        return
    for name in packages():
        info = declared(name)
        if info is not None:
            _infos.setdefault(name, info)
    _found = True


def _ordered(names: dict[str, Any]) -> list[str]:
    return sorted(names, key=lambda name: (_infos[name].order, name))


def infos() -> dict[str, GameInfo]:
    """Every game's declaration, in menu order, without importing any rules."""
    _find()
    return {name: _infos[name] for name in _ordered(_infos)}


def shipped() -> tuple[str, ...]:
    """The names of the games in ``zsgames.games`` (not those registered by hand), in menu order."""
    _find()
    found = set(packages())
    return tuple(name for name in infos() if name in found)


def games() -> dict[str, Game[Any]]:
    """Every game, in menu order (the packages' rules are imported here)."""
    for name in shipped():
        if name not in _registry:
            load(name)
    return {name: _registry[name] for name in _ordered(_registry)}


def get(name: str) -> Game[Any]:
    """The game called ``name``; KeyError with the known names otherwise."""
    if name in _registry:
        return _registry[name]
    known = infos()
    if name not in known:
        raise KeyError(f"unknown game '{clip(name)}' (known: {', '.join(sorted(known)) or 'none'})")
    return load(name)
