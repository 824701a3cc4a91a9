"""Each game's action table, numbered: every small decision of the game as a ``(kind, args)``
entry, built by the function the game declares (``GameInfo.action_table``, in its package's
``action_table.py``).

A table may list a few entries no position ever allows (a superset is harmless: the legal moves
come from the rules); it must never miss one a position allows — the random-play tests encode
every legal move they meet. The order of the entries is their id (:mod:`zsgames.interop.action_codec`).
"""

from __future__ import annotations

from zsgames.core import registry
from zsgames.interop.action_codec import ActionCodec

_codecs: dict[str, ActionCodec] = {}


def table_games() -> tuple[str, ...]:
    """The games that declare an action table (those the OpenSpiel adapter plays), in menu order."""
    return tuple(name for name, info in registry.infos().items() if info.action_table is not None)


def codec_for(game_name: str) -> ActionCodec:
    """The action table of the game called ``game_name`` (built once); ``KeyError`` for a game
    that declares none."""
    codec = _codecs.get(game_name)
    if codec is None:
        build = registry.infos()[game_name].action_table
        if build is None:
            raise KeyError(f"{game_name} declares no action table")
        codec = _codecs[game_name] = ActionCodec(build())
    return codec
