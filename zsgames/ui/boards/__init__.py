"""Board scenes by game name: each game's board is a package ``zsgames.ui.boards.<game>`` whose
module ``board`` exposes ``BOARD`` (a BoardScene class).

A game without its own board module gets :class:`~zsgames.ui.boards.generic.GenericBoard`, which
lists the legal actions as buttons, so every registered game is playable from the first day.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the package imports no board module itself: pieces import boards.items without a cycle
    from zsgames.ui.boards.base import BoardScene

_boards: dict[str, type[BoardScene]] = {}


def register_board(name: str, cls: type[BoardScene]) -> None:
    """Use ``cls`` for the game called ``name`` (tests register their own small board)."""
    _boards[name] = cls


def board_for(game_name: str) -> type[BoardScene]:
    """The board class of ``game_name``: registered, else its module's ``BOARD``, else generic."""
    if game_name in _boards:
        return _boards[game_name]
    package_name = f"{__name__}.{game_name}"
    module_name = f"{package_name}.board"
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name not in (package_name, module_name):
            raise
        module = None
    cls = getattr(module, "BOARD", None) if module is not None else None
    if cls is None:
        from zsgames.ui.boards.generic import GenericBoard

        cls = GenericBoard
    _boards[game_name] = cls
    return cls


__all__ = ["board_for", "register_board"]
