"""Zooscape's action table (``GameInfo.action_table``; the OpenSpiel adapter numbers its entries):
``split(cut, left)``, ``apprentice(group, pos)`` up to the longest row (a round pile plus the
apprentice), ``select(group)``, ``resolve(card)``, ``break(type)``, ``copy(type)``. A superset of
the moves any position allows (the legal moves come from the rules); it never misses one.
"""

from __future__ import annotations

from zsgames.core.action_table import ActionTable, each, pairs


def action_table() -> ActionTable:
    """Every entry, in id order (the game's data is read only when the table is built)."""
    from zsgames.games.zooscape import cards as C

    longest_row = max(C.PILE_SIZE.values()) + 1  # the apprentice may join a row
    groups = (1, 2)
    return [
        *pairs("split", range(1, longest_row), groups),
        *pairs("apprentice", groups, range(longest_row + 1)),
        *each("select", groups),
        *each("resolve", [C.ACTION_KEYS[k] for k in C.ACTION_KINDS]),
        *each("break", range(C.CURIO_TYPES)),
        *each("copy", range(C.CURIO_TYPES)),
    ]
